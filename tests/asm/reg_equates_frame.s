// Equates of stacked registers, equates of equates, and redefinition.
// `name = in0` / `loc3` / `out1` needs a frame (an alloc before it) and gas
// resolves it to the physical register at the point of definition: a later
// alloc with another frame does not move the name.  `b = a` copies a's
// register at that point, so redefining `a` afterwards leaves `b` alone,
// and a name may be redefined to another register any number of times.
	.text
	.proc g
g:
	alloc r2 = ar.pfs, 2, 4, 2, 0
arg0	= in0
arg1	= in1
t3	= loc3
o0	= out0
o1	= out1
	;;
	add t3 = arg0, arg1		// r37 = r32, r33
	add o0 = arg0, r0		// r38
	;;
	add o1 = t3, r0			// r39 = r37
	;;
tmp	= r14
alias	= tmp			// r14, fixed now
alias2	= alias			// an equate of an equate of an equate
tmp	= r15			// redefinition: tmp is r15 from here on
	;;
	add alias = tmp, alias2		// r14 = r15, r14
	;;
tmp	= f6			// a name may change register file too
	mov tmp = f7
	;;
	alloc r3 = ar.pfs, 1, 1, 0, 0	// new frame; names keep their registers
	add o1 = arg1, t3		// still r39 = r33, r37
	;;
	br.ret.sptk.many b0
	.endp g
