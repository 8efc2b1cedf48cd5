.text
t0:
{ .bbb
	brp.sptk t1,t1
	brp.sptk.imp t2,t2
	brp.loop extern_sym,t0+0x30
}
{ .bbb
	brp.loop.imp t0,t0
	brp.dptk t1,t1
	brp.dptk.imp t2,t2
}
{ .bbb
	brp.exit extern_sym,t0+0x30
	brp.exit.imp t0,t0
	brp.sptk b1,t0
}
{ .bbb
	brp.sptk.imp b2,t1
	brp.dptk b3,t2
	brp.dptk.imp b4,t0
}
t1:
{ .bbb
	brp.ret.sptk b5,t1
	brp.ret.sptk.imp b6,t2
	brp.ret.dptk b7,t0
}
{ .bbb
	brp.ret.dptk.imp b0,t1
	brp.sptk t0,t0+4095-0x20
	brp.dptk t1,t0
}
{ .bbb
	brp.loop 0x100,16
	brp.exit -16,-4096
	brp.sptk.imp 0xfffff0,4095
}
{ .bbb
	brp.dptk b0,-16
	brp.ret.sptk.imp b7,0
	brp.sptk extern_sym+16,t2
}
{ .bbb
	brp.sptk t2+8,t2-8
	brp.sptk -0x1000000,-4000
	nop.b 0
}
t2:
{ .mib
	nop.m 0
	nop.i 0
	brp.sptk t0,t2
}
{ .mbb
	nop.m 0
	brp.dptk.imp b3,t2
	brp.loop.imp t0,t0
}
{ .mmb
	nop.m 0
	nop.m 0
	brp.exit t2,t2+4095
}
{ .mfb
	nop.m 0
	nop.f 0
	brp.ret.dptk b0,t2
}
