// Symbol binding and visibility: .global/.globl, .weak, .local, and the
// ELF visibilities .hidden, .protected, .internal (objdump prints them
// before the name).  glibc marks its internal entry points .hidden and
// aliases .weak.  A .weak or .hidden name only used here stays undefined
// with that binding or visibility; one declared and never used or defined
// does not appear at all.  Several names may be given on one line.
	.text
	.global g1
	.globl g2
	.weak w1
	.weak w_unused			// never defined nor used: not in the table
	.hidden h1
	.protected p1
	.internal i1
	.local l1
	.global gh1, gh2
	.hidden gh1, gh2		// global and hidden
	.global gw
	.weak gw			// the later .weak wins
g1:	nop.m 0
g2:	nop.m 0
w1:	nop.m 0
h1:	nop.m 0
p1:	nop.m 0
i1:	nop.m 0
l1:	nop.m 0
gh1:	nop.m 0
gh2:	nop.m 0
gw:	nop.m 0
	.hidden ext_h
	.weak ext_w
	.protected ext_p
	.data
	data8 ext_h, ext_w, ext_p, ext_plain
