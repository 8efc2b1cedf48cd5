// .incbin errors: SKIP or COUNT beyond the end of the file, a missing
// file (gas searches the current directory and -I directories only: it
// does not look beside the including file unless that is where it runs),
// and a missing file name.
	.data
	.incbin "inc/bytes16.bin", 8, 9		// error: 8 + 9 > 16
	.incbin "inc/bytes16.bin", 17		// error: skip past the end
	.incbin "inc/nosuch.bin"		// error: no such file
	.incbin "bytes16.bin"			// error: not found without -I inc
	.incbin					// error: no file name
	.incbin "inc/bytes16.bin", 0, 2		// fine
