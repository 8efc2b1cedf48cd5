// Rule: untyped "hint" is dynamic for template choice (so br;hint picks
// MBB), but it may not be placed in a B slot (hint.b is rejected by
// default): the B slot gets nop.b, and from then on that hint behaves as an
// I-type instruction (next bundle MII with hint.i in slot 1, not slot 0).
.text
	br.sptk.few b1
	hint @pause
	ld8 r4=[r5]
l1:	hint @pause
	br.sptk.few b2
	hint @pause
	fadd f4=f2,f3
l2:	hint @pause
	ld8 r6=[r7]
