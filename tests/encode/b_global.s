.text
// Branches to global and weak symbols of the same section: GNU as leaves a
// PCREL21B/PCREL60B relocation and a zero field (the symbol may be
// preempted); a local label is resolved.
	.globl foo
	.weak w
foo:
{ .mlx
	nop.m 0
	brl.sptk.few foo
}
{ .mlx
	nop.m 0
	brl.call.sptk.many b0=w
}
{ .bbb
	br.call.sptk.many b0=foo
	br.cond.dptk.few foo+0x10
	br.cloop.sptk.few foo
}
w:
{ .mib
	nop.m 0
	nop.i 0
	brp.sptk foo,1f
}
1:
{ .mlx
	nop.m 0
	movl r1=foo
}
{ .mib
	nop.m 0
	nop.i 0
	br.ctop.sptk.few w
}
