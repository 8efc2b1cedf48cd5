// An #error in a .S file is the preprocessor's error, at its line (13):
// as with `gcc -c`, the assembler never runs on a file the preprocessor
// rejected, so the bad instruction on line 15 is not reported.  The
// #error in the branch not taken (line 10) is not an error.
#define HAVE_A 1
	.text
#if HAVE_A
	mov r8 = r0
#else
#error "HAVE_A is required"
#endif
#ifndef HAVE_B
#error "HAVE_B is required"
#endif
	add r1 = r2, 5
