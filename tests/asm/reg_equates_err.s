// Misused register equates: gas reports each bad line and keeps going.
// A stacked name (in/loc/out) needs a frame and must lie inside it; an
// equate of the wrong register file is rejected wherever a specific file is
// required: an instruction operand, a memory base, a qualifying predicate,
// the register of .save or of .pred.rel.
	.text
gr	= r14
fr	= f8
pr6	= p6
early	= in0			// error: no alloc yet, so no current frame
	.proc foo
foo:
	.prologue
	.save ar.pfs, fr		// error: not a general register
	alloc r2 = ar.pfs, 1, 1, 1, 0
	.body
arg	= in0
arg5	= in5			// error: the frame has one input register
o3	= out3			// error: the frame has one output register
	;;
	mov fr = 5			// error: an fp register cannot take an immediate
	add gr = fr, r0			// error: operand 2 must be a general register
	ld8 gr = [fr]			// error: the memory base must be a general register
(gr)	mov r1 = r2			// error: a general register is no predicate
(pr6)	mov r1 = arg			// fine
	.pred.rel "mutex", gr, pr6	// error: not a predicate register
	;;
	br.ret.sptk.many b0
	.endp foo
