// Rotating arrays may take names that are otherwise register prefixes:
// `.rotr r[4]`, `.rotp p[4]`, `.rotf f[4]`, and in/loc/b.  With the index
// they mean the rotating register (r[0] is r32, p[3] is p19); without it
// the ordinary names are untouched (r0, r1, p3, f2 keep their meaning).
// glibc's memcpy, memchr and strcpy declare `.rotr r[2 + 2]` and
// `.rotp p[2 + 1]`: the sizes, too, are expressions.
	.text
	.proc f
f:
	alloc r2 = ar.pfs, 0, 16, 0, 16
	.rotr r[2 + 2], in[2], loc[2]
	.rotp p[2 + 2]
	.rotf f[4], b[2]
	;;
	add r[0] = r[3], r0		// r32 = r35, r0
	add r1 = r1, r[1]		// r1 = r1, r33
(p[3])	add r[1] = r[2], r0		// (p19) r33 = r34
(p3)	add r[1] = in[1], loc[0]	// (p3) r33 = r37, r38
	mov f[1] = f2			// f33 = f2
	;;
	fma f[0] = f[1], b[1], f[3]	// f32 = f33, f37, f35
	br.ret.sptk.many b0
	.endp f
