// test-options: -xauto
// Braces in automatic mode (docs/check.md, section 5): under -xauto, '{'
// reads the bundle in explicit mode up to '}' (both change the mode, so
// both end the group; gas warns at '{'); after .auto, '{' keeps automatic
// mode with a warning; .default gives -xauto's behaviour back.
.text
	add r1=r2,r3
	{ .mii
	add r4=r1,r6
	;;
	add r8=r4,r7
	}
	add r9=r8,r1
	add r10=r2,r3
	{ .mii
	add r11=r2,r6
	add r12=r2,r7
	}
	add r13=r2,r1
	add r14=r13,r3
	.auto
	{ .mii
	add r4=r5,r6
	add r8=r9,r7
	nop.i 0
	}
	add r9=r2,r1		// a stop at the end of the braces' bundle
	.explicit
	.default
	{ .mii
	add r4=r5,r6
	add r8=r9,r7
	nop.i 0
	}
	add r9=r2,r1
