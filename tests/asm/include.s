// .include "FILE": the file's lines are assembled in place, as if written
// here; equates, register equates and macros defined in it are usable
// after it; includes nest.  gas looks for FILE relative to the directory
// it runs in, then in the -I directories, never beside the including
// file.  glibc's and the kernel's .S files include shared definitions.
// test-options: -I inc
	.include "inc/defs.inc"
	.text
	entry f
	ld8 r8 = [ptr]
	adds r9 = TABLE_LEN, r0
	br.ret.sptk.many b0
	.endp f
	.data
	.include "inc/nest_outer.inc"
	data1 0x44
