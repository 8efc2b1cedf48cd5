.text
{ .bbb
	(p1) br.cond.sptk b1
	(p2) br.cond.sptk.clr b2
	br.cond.sptk.few b3
}
{ .bbb
	(p4) br.cond.sptk.few.clr b4
	(p5) br.cond.sptk.many b5
	br.cond.sptk.many.clr b6
}
{ .bbb
	(p7) br.cond.spnt b7
	(p8) br.cond.spnt.clr b0
	br.cond.spnt.few b1
}
{ .bbb
	(p10) br.cond.spnt.few.clr b2
	(p11) br.cond.spnt.many b3
	br.cond.spnt.many.clr b4
}
{ .bbb
	(p13) br.cond.dptk b5
	(p14) br.cond.dptk.clr b6
	br.cond.dptk.few b7
}
{ .bbb
	(p16) br.cond.dptk.few.clr b0
	(p17) br.cond.dptk.many b1
	br.cond.dptk.many.clr b2
}
{ .bbb
	(p19) br.cond.dpnt b3
	(p20) br.cond.dpnt.clr b4
	br.cond.dpnt.few b5
}
{ .bbb
	(p22) br.cond.dpnt.few.clr b6
	(p23) br.cond.dpnt.many b7
	br.cond.dpnt.many.clr b0
}
{ .bbb
	(p25) br.ia.sptk b1
	(p26) br.ia.sptk.clr b2
	br.ia.sptk.few b3
}
{ .bbb
	(p28) br.ia.sptk.few.clr b4
	(p29) br.ia.sptk.many b5
	br.ia.sptk.many.clr b6
}
{ .bbb
	(p31) br.ia.spnt b7
	(p32) br.ia.spnt.clr b0
	br.ia.spnt.few b1
}
{ .bbb
	(p34) br.ia.spnt.few.clr b2
	(p35) br.ia.spnt.many b3
	br.ia.spnt.many.clr b4
}
{ .bbb
	(p37) br.ia.dptk b5
	(p38) br.ia.dptk.clr b6
	br.ia.dptk.few b7
}
{ .bbb
	(p40) br.ia.dptk.few.clr b0
	(p41) br.ia.dptk.many b1
	br.ia.dptk.many.clr b2
}
{ .bbb
	(p43) br.ia.dpnt b3
	(p44) br.ia.dpnt.clr b4
	br.ia.dpnt.few b5
}
{ .bbb
	(p46) br.ia.dpnt.few.clr b6
	(p47) br.ia.dpnt.many b7
	br.ia.dpnt.many.clr b0
}
{ .bbb
	(p49) br.ret.sptk b1
	(p50) br.ret.sptk.clr b2
	br.ret.sptk.few b3
}
{ .bbb
	(p52) br.ret.sptk.few.clr b4
	(p53) br.ret.sptk.many b5
	br.ret.sptk.many.clr b6
}
{ .bbb
	(p55) br.ret.spnt b7
	(p56) br.ret.spnt.clr b0
	br.ret.spnt.few b1
}
{ .bbb
	(p58) br.ret.spnt.few.clr b2
	(p59) br.ret.spnt.many b3
	br.ret.spnt.many.clr b4
}
{ .bbb
	(p61) br.ret.dptk b5
	(p62) br.ret.dptk.clr b6
	br.ret.dptk.few b7
}
{ .bbb
	(p0) br.ret.dptk.few.clr b0
	(p1) br.ret.dptk.many b1
	br.ret.dptk.many.clr b2
}
{ .bbb
	(p3) br.ret.dpnt b3
	(p4) br.ret.dpnt.clr b4
	br.ret.dpnt.few b5
}
{ .bbb
	(p6) br.ret.dpnt.few.clr b6
	(p7) br.ret.dpnt.many b7
	br.ret.dpnt.many.clr b0
}
{ .bbb
	(p9) br.call.sptk b1=b3
	(p10) br.call.sptk.clr b2=b6
	br.call.sptk.few b3=b1
}
{ .bbb
	(p12) br.call.sptk.few.clr b4=b4
	(p13) br.call.sptk.many b5=b7
	br.call.sptk.many.clr b6=b2
}
{ .bbb
	(p15) br.call.spnt b7=b5
	(p16) br.call.spnt.clr b0=b0
	br.call.spnt.few b1=b3
}
{ .bbb
	(p18) br.call.spnt.few.clr b2=b6
	(p19) br.call.spnt.many b3=b1
	br.call.spnt.many.clr b4=b4
}
{ .bbb
	(p21) br.call.dptk b5=b7
	(p22) br.call.dptk.clr b6=b2
	br.call.dptk.few b7=b5
}
{ .bbb
	(p24) br.call.dptk.few.clr b0=b0
	(p25) br.call.dptk.many b1=b3
	br.call.dptk.many.clr b2=b6
}
{ .bbb
	(p27) br.call.dpnt b3=b1
	(p28) br.call.dpnt.clr b4=b4
	br.call.dpnt.few b5=b7
}
{ .bbb
	(p30) br.call.dpnt.few.clr b6=b2
	(p31) br.call.dpnt.many b7=b5
	br.call.dpnt.many.clr b0=b0
}
{ .bbb
	br.ret.sptk.many rp
	br.call.sptk.many rp=b7
	br.call.dpnt.few.clr b7=b0
}
{ .bbb
	(p63) br.ia.dpnt.many.clr b7
	(p1) br.cond.dptk b0
	br.ret.spnt.few b7
}
{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
}
{ .mib
	nop.m 0
	nop.i 0
	(p2) br.call.sptk.many b0=b6 ;;
}
