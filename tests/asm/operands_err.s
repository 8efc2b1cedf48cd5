// Bad instruction operands and unknown names, one error per line (some
// lines get two or three messages from gas): operand counts, '=' missing,
// memory operands without brackets or with a bracket missing, unknown
// opcodes and completers, out-of-range register numbers (r128, f128, p64,
// b8), a register of the wrong file, predicating an instruction that
// cannot be, trailing junk, an unknown directive, a stray '=', an
// unclosed qualifying predicate, a bad statement after `;;` on one line,
// and writing ip.
	.text
	add r1 = r2				// error: too few
	add r1 = r2, r3, r4			// error: too many
	add r1, r2, r3				// error: no '='
	ld8 r1 = r2				// error: not a memory operand
	ld8 r1 = [r2				// error: ']' missing
	foo r1 = r2, r3				// error: unknown opcode
	add.bogus r1 = r2, r3			// error: unknown completer
	add r128 = r1, r2			// error
	mov f128 = f1				// error
	cmp.eq p64, p1 = r1, r2			// error
	mov b8 = r1				// error
	br.ret.sptk.many r1			// error: branch register expected
(p6)	alloc r1 = ar.pfs, 1, 1, 1, 0		// error: alloc cannot be predicated
	add r1 = r2, r3 junk			// error
	.bogus_directive 1			// error
	ld8.bogus r1 = [r2]			// error
	mov r1 =				// error: operand missing
	= r1					// error
	add r1 = r2, r3;; ld8 r1 = r2		// error: the second statement
	mov ar.pfs = f1				// error
	fma f1 = r1, f2, f3			// error
	(p1 mov r1 = r2				// error: ')' expected
	mov ip = r1				// error
	add r1 = r2, r3				// fine
