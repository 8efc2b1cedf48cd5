// Common and local-common symbols.  .comm NAME, SIZE[, ALIGN] and the ia64
// spelling .common NAME, SIZE[, ALIGN] make a *COM* object (objdump shows
// the size first and the alignment in the size column); with no alignment
// gas picks one from the size (the next power of two, at most 16).
// .lcomm NAME, SIZE, ALIGN reserves SIZE bytes in .bss for a local symbol
// (ia64 gas requires the alignment).  Older GCC and Fortran runtime code
// emit .common for uninitialised globals.
	.comm c_aligned, 8, 8
	.comm c_default16, 100
	.comm c_default4, 3
	.comm c_big, 1000, 64
	.common k_aligned, 32, 16
	.common k_default, 24
	.common k_one, 1
	.lcomm lc_a, 24, 8
	.lcomm lc_b, 4, 4
	.lcomm lc_c, 1, 1
	.lcomm lc_d, 16, 16		// .bss grows to 48 bytes, aligned 16
	.text
	.proc f
f:
	addl r8 = @ltoff(c_big), gp
	addl r9 = @gprel(lc_a), gp
	br.ret.sptk.many b0
	.endp f
