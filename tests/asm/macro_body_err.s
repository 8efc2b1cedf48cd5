// Where an error inside an expansion is reported: gas names the line of
// the macro body (or of the .rept/.irp body) where the bad line was
// written, once per expansion, followed by an "Info: macro invoked from
// here" note at the call (not an error line).  So the errors here are on
// lines 11, 16 and 19, and none on the invocation lines 13 and 21.
	.text
	.proc f
f:
	add r1 = r0, r0
	.macro bad r
	add \r = r0, 5			// error (at each expansion)
	.endm
	bad r1
	.rept 2
	nop.i 0
	add r1 = r0, 5			// error, twice
	.endr
	.irp x, 1, 2
	mov r\x = f1			// error, twice
	.endr
	bad r2
	br.ret.sptk.many b0
	.endp f
