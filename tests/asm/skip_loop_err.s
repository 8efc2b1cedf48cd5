// A .skip whose size depends on itself (c: .skip d - c, d after it) has no
// solution: gas gives up with a fatal error without a line ("Infinite loop
// encountered whilst attempting to compute the addresses of symbols").
	.data
c:	.skip d - c
	data1 1
d:
