// A limit of ours: GNU as lays subsections (.subsection N, .text N,
// .data N) out in number order at the end of assembly; ia64-predict refuses
// them with a located error rather than give other bytes than gas.
	.data
	data1 1
	.data 1
	data1 2
	.subsection 2
