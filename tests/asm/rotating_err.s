// Rotating-register errors.  An index is only allowed on a rotating array
// or an indirect register file (cpuid[r2], dbr[r3], pmc[r4] are fine):
// `r5[1]` or an equate with an index is rejected.  Indexes must be
// constant and within the array; arrays must fit the alloc's rotating
// part (0 before any alloc, at most 96 GRs, 48 PRs, 96 FRs), be declared
// once per directive, with a positive size and brackets; an array
// forgotten by a later .rotr cannot be indexed.
	.text
	.rotr early[2]			// error: no rotating registers yet
	.proc f
f:
	alloc r2 = ar.pfs, 0, 16, 0, 16
	.rotr x[4]
	;;
	add x[4] = x[0], r0		// error: index out of range 0..3
	add x[-1] = x[0], r0		// error: index out of range
	add r5[1] = r0, r0		// error: r5 is not rotating
	mov r1 = cpuid[r2]		// fine: an indirect register file
	mov r1 = dbr[r3]		// fine
	mov pmc[r4] = r5		// fine
n = r9
	add n[1] = r0, r0		// error: an equate is not rotating
	add x[k] = r0, r0		// error: the index must be a constant
	.rotr y[0]			// error: the size must be positive
	.rotr z				// error: '[' expected
	.rotr big[17]			// error: more than the 16 allocated
	.rotp pq[49]			// error: only 48 rotating predicates
	.rotf fq[97]			// error: only 96 rotating fp registers
	.rotr w[2], w[2]		// error: w declared twice
	.rotr v[2]
	add x[0] = r0, r0		// error: x was forgotten by the .rotr above
	br.ret.sptk.many b0
	.endp f
