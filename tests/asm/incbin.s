// .incbin "FILE"[, SKIP[, COUNT]] copies a file's bytes into the section:
// all of it, from SKIP on, or COUNT bytes from SKIP.  gas looks for FILE
// relative to the directory it runs in and to the -I directories (both
// tools run in this file's directory; -I inc lets the last one be found
// by its bare name).  A COUNT of 0 draws a warning and is ignored: the
// rest of the file from SKIP is included.  SKIP equal to the size gives
// nothing.  Kernel and firmware code embeds blobs this way.
// test-options: -I inc
	.data
start:	.incbin "inc/bytes16.bin"
	.incbin "inc/bytes16.bin", 2
	.incbin "inc/bytes16.bin", 3, 4
	.incbin "inc/bytes16.bin", 16
	.incbin "inc/bytes16.bin", 0, 0		// warning; all 16 bytes
	.incbin "bytes16.bin", 15, 1		// found through -I inc
end:
	.section .rodata
	.align 8
blob:	.incbin "inc/bytes16.bin", 8, 8
	.size blob, . - blob
