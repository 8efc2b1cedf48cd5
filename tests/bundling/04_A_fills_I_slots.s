// Rule: A-type (add, cmp, mov reg, shladd...) can go in M or I slots;
// three A's fill one MII bundle completely; a 4th starts a new bundle.
.text
	add r1=r2,r3
	cmp.eq p6,p7=r4,r5
	mov r8=r9
	shladd r10=r11,2,r12
