// A register equate's name may be redefined as a number, back as a
// register, and finally as a label: gas replaces the symbol's value each
// time, and only its last definition, the label, reaches the symbol table.
// Between the definitions each use sees the current meaning: a register
// operand, then an immediate (add becomes addl), then a register again.
	.text
	.proc k
k:
v	= r14
	add r8 = v, r9			// add r8 = r14, r9
v	= 5
	;;
	add r8 = v, r9			// adds r8 = 5, r9
v	= r15
	;;
	add r8 = v, r9			// add r8 = r15, r9
	;;
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0
	;;
v:
	add r10 = r0, r0
	br.ret.sptk.many b0
	.endp k
