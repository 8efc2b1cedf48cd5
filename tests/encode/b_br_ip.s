.text
back:
{ .bbb
	(p1) br.cond.sptk fwd
	(p2) br.cond.sptk.clr back+0x20
	br.cond.sptk.few fwd-0x10
}
{ .bbb
	(p4) br.cond.sptk.few.clr back
	(p5) br.cond.sptk.many fwd
	br.cond.sptk.many.clr back+0x20
}
{ .bbb
	(p7) br.cond.spnt fwd-0x10
	(p8) br.cond.spnt.clr back
	br.cond.spnt.few fwd
}
{ .bbb
	(p10) br.cond.spnt.few.clr back+0x20
	(p11) br.cond.spnt.many fwd-0x10
	br.cond.spnt.many.clr back
}
{ .bbb
	(p13) br.cond.dptk fwd
	(p14) br.cond.dptk.clr back+0x20
	br.cond.dptk.few fwd-0x10
}
{ .bbb
	(p16) br.cond.dptk.few.clr back
	(p17) br.cond.dptk.many fwd
	br.cond.dptk.many.clr back+0x20
}
{ .bbb
	(p19) br.cond.dpnt fwd-0x10
	(p20) br.cond.dpnt.clr back
	br.cond.dpnt.few fwd
}
{ .bbb
	(p22) br.cond.dpnt.few.clr back+0x20
	(p23) br.cond.dpnt.many fwd-0x10
	br.cond.dpnt.many.clr back
}
{ .bbb
	(p25) br.call.sptk b1=fwd
	(p26) br.call.sptk.clr b2=back+0x20
	br.call.sptk.few b3=fwd-0x10
}
{ .bbb
	(p28) br.call.sptk.few.clr b4=back
	(p29) br.call.sptk.many b5=fwd
	br.call.sptk.many.clr b6=back+0x20
}
{ .bbb
	(p31) br.call.spnt b7=fwd-0x10
	(p32) br.call.spnt.clr b0=back
	br.call.spnt.few b1=fwd
}
{ .bbb
	(p34) br.call.spnt.few.clr b2=back+0x20
	(p35) br.call.spnt.many b3=fwd-0x10
	br.call.spnt.many.clr b4=back
}
{ .bbb
	(p37) br.call.dptk b5=fwd
	(p38) br.call.dptk.clr b6=back+0x20
	br.call.dptk.few b7=fwd-0x10
}
{ .bbb
	(p40) br.call.dptk.few.clr b0=back
	(p41) br.call.dptk.many b1=fwd
	br.call.dptk.many.clr b2=back+0x20
}
{ .bbb
	(p43) br.call.dpnt b3=fwd-0x10
	(p44) br.call.dpnt.clr b4=back
	br.call.dpnt.few b5=fwd
}
{ .bbb
	(p46) br.call.dpnt.few.clr b6=back+0x20
	(p47) br.call.dpnt.many b7=fwd-0x10
	br.call.dpnt.many.clr b0=back
}
fwd:
{ .mib
	nop.m 0
	nop.i 0
	(p63) br.wexit.sptk fwd
}
loop2:
{ .bbb
	nop.b 0
	nop.b 0
	br.wexit.sptk.clr loop2
}
{ .mib
	nop.m 0
	nop.i 0
	(p3) br.wexit.sptk.few fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.wexit.sptk.few.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	(p63) br.wexit.sptk.many fwd
}
loop6:
{ .bbb
	nop.b 0
	nop.b 0
	br.wexit.sptk.many.clr loop6
}
{ .mib
	nop.m 0
	nop.i 0
	(p7) br.wexit.spnt fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.wexit.spnt.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	(p63) br.wexit.spnt.few fwd
}
loop10:
{ .bbb
	nop.b 0
	nop.b 0
	br.wexit.spnt.few.clr loop10
}
{ .mib
	nop.m 0
	nop.i 0
	(p11) br.wexit.spnt.many fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.wexit.spnt.many.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	(p63) br.wexit.dptk fwd
}
loop14:
{ .bbb
	nop.b 0
	nop.b 0
	br.wexit.dptk.clr loop14
}
{ .mib
	nop.m 0
	nop.i 0
	(p15) br.wexit.dptk.few fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.wexit.dptk.few.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	(p63) br.wexit.dptk.many fwd
}
loop18:
{ .bbb
	nop.b 0
	nop.b 0
	br.wexit.dptk.many.clr loop18
}
{ .mib
	nop.m 0
	nop.i 0
	(p19) br.wexit.dpnt fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.wexit.dpnt.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	(p63) br.wexit.dpnt.few fwd
}
loop22:
{ .bbb
	nop.b 0
	nop.b 0
	br.wexit.dpnt.few.clr loop22
}
{ .mib
	nop.m 0
	nop.i 0
	(p23) br.wexit.dpnt.many fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.wexit.dpnt.many.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	(p63) br.wtop.sptk fwd
}
loop26:
{ .bbb
	nop.b 0
	nop.b 0
	br.wtop.sptk.clr loop26
}
{ .mib
	nop.m 0
	nop.i 0
	(p27) br.wtop.sptk.few fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.wtop.sptk.few.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	(p63) br.wtop.sptk.many fwd
}
loop30:
{ .bbb
	nop.b 0
	nop.b 0
	br.wtop.sptk.many.clr loop30
}
{ .mib
	nop.m 0
	nop.i 0
	(p31) br.wtop.spnt fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.wtop.spnt.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	(p63) br.wtop.spnt.few fwd
}
loop34:
{ .bbb
	nop.b 0
	nop.b 0
	br.wtop.spnt.few.clr loop34
}
{ .mib
	nop.m 0
	nop.i 0
	(p35) br.wtop.spnt.many fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.wtop.spnt.many.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	(p63) br.wtop.dptk fwd
}
loop38:
{ .bbb
	nop.b 0
	nop.b 0
	br.wtop.dptk.clr loop38
}
{ .mib
	nop.m 0
	nop.i 0
	(p39) br.wtop.dptk.few fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.wtop.dptk.few.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	(p63) br.wtop.dptk.many fwd
}
loop42:
{ .bbb
	nop.b 0
	nop.b 0
	br.wtop.dptk.many.clr loop42
}
{ .mib
	nop.m 0
	nop.i 0
	(p43) br.wtop.dpnt fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.wtop.dpnt.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	(p63) br.wtop.dpnt.few fwd
}
loop46:
{ .bbb
	nop.b 0
	nop.b 0
	br.wtop.dpnt.few.clr loop46
}
{ .mib
	nop.m 0
	nop.i 0
	(p47) br.wtop.dpnt.many fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.wtop.dpnt.many.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.sptk fwd
}
loop50:
{ .bbb
	nop.b 0
	nop.b 0
	br.cloop.sptk.clr loop50
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.sptk.few fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.cloop.sptk.few.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.sptk.many fwd
}
loop54:
{ .bbb
	nop.b 0
	nop.b 0
	br.cloop.sptk.many.clr loop54
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.spnt fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.cloop.spnt.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.spnt.few fwd
}
loop58:
{ .bbb
	nop.b 0
	nop.b 0
	br.cloop.spnt.few.clr loop58
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.spnt.many fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.cloop.spnt.many.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.dptk fwd
}
loop62:
{ .bbb
	nop.b 0
	nop.b 0
	br.cloop.dptk.clr loop62
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.dptk.few fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.cloop.dptk.few.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.dptk.many fwd
}
loop66:
{ .bbb
	nop.b 0
	nop.b 0
	br.cloop.dptk.many.clr loop66
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.dpnt fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.cloop.dpnt.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.dpnt.few fwd
}
loop70:
{ .bbb
	nop.b 0
	nop.b 0
	br.cloop.dpnt.few.clr loop70
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.dpnt.many fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.cloop.dpnt.many.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.cexit.sptk fwd
}
loop74:
{ .bbb
	nop.b 0
	nop.b 0
	br.cexit.sptk.clr loop74
}
{ .mib
	nop.m 0
	nop.i 0
	br.cexit.sptk.few fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.cexit.sptk.few.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.cexit.sptk.many fwd
}
loop78:
{ .bbb
	nop.b 0
	nop.b 0
	br.cexit.sptk.many.clr loop78
}
{ .mib
	nop.m 0
	nop.i 0
	br.cexit.spnt fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.cexit.spnt.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.cexit.spnt.few fwd
}
loop82:
{ .bbb
	nop.b 0
	nop.b 0
	br.cexit.spnt.few.clr loop82
}
{ .mib
	nop.m 0
	nop.i 0
	br.cexit.spnt.many fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.cexit.spnt.many.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.cexit.dptk fwd
}
loop86:
{ .bbb
	nop.b 0
	nop.b 0
	br.cexit.dptk.clr loop86
}
{ .mib
	nop.m 0
	nop.i 0
	br.cexit.dptk.few fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.cexit.dptk.few.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.cexit.dptk.many fwd
}
loop90:
{ .bbb
	nop.b 0
	nop.b 0
	br.cexit.dptk.many.clr loop90
}
{ .mib
	nop.m 0
	nop.i 0
	br.cexit.dpnt fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.cexit.dpnt.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.cexit.dpnt.few fwd
}
loop94:
{ .bbb
	nop.b 0
	nop.b 0
	br.cexit.dpnt.few.clr loop94
}
{ .mib
	nop.m 0
	nop.i 0
	br.cexit.dpnt.many fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.cexit.dpnt.many.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.ctop.sptk fwd
}
loop98:
{ .bbb
	nop.b 0
	nop.b 0
	br.ctop.sptk.clr loop98
}
{ .mib
	nop.m 0
	nop.i 0
	br.ctop.sptk.few fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.ctop.sptk.few.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.ctop.sptk.many fwd
}
loop102:
{ .bbb
	nop.b 0
	nop.b 0
	br.ctop.sptk.many.clr loop102
}
{ .mib
	nop.m 0
	nop.i 0
	br.ctop.spnt fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.ctop.spnt.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.ctop.spnt.few fwd
}
loop106:
{ .bbb
	nop.b 0
	nop.b 0
	br.ctop.spnt.few.clr loop106
}
{ .mib
	nop.m 0
	nop.i 0
	br.ctop.spnt.many fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.ctop.spnt.many.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.ctop.dptk fwd
}
loop110:
{ .bbb
	nop.b 0
	nop.b 0
	br.ctop.dptk.clr loop110
}
{ .mib
	nop.m 0
	nop.i 0
	br.ctop.dptk.few fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.ctop.dptk.few.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.ctop.dptk.many fwd
}
loop114:
{ .bbb
	nop.b 0
	nop.b 0
	br.ctop.dptk.many.clr loop114
}
{ .mib
	nop.m 0
	nop.i 0
	br.ctop.dpnt fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.ctop.dpnt.clr back
}
{ .mib
	nop.m 0
	nop.i 0
	br.ctop.dpnt.few fwd
}
loop118:
{ .bbb
	nop.b 0
	nop.b 0
	br.ctop.dpnt.few.clr loop118
}
{ .mib
	nop.m 0
	nop.i 0
	br.ctop.dpnt.many fwd2
}
{ .bbb
	nop.b 0
	nop.b 0
	br.ctop.dpnt.many.clr back
}
fwd2:
{ .bbb
	(p1) br fwd2
	(p1) br b1
	br.clr fwd3
}
{ .bbb
	br.clr b2
	(p3) br.few back
	(p3) br.few b3
}
{ .bbb
	br.few.clr fwd2
	br.few.clr b4
	(p5) br.many fwd3
}
{ .bbb
	(p5) br.many b5
	br.many.clr back
	br.many.clr b6
}
{ .bbb
	(p7) br.sptk fwd2
	(p7) br.sptk b7
	br.sptk.clr fwd3
}
{ .bbb
	br.sptk.clr b0
	(p9) br.sptk.few back
	(p9) br.sptk.few b1
}
{ .bbb
	br.sptk.few.clr fwd2
	br.sptk.few.clr b2
	(p11) br.sptk.many fwd3
}
{ .bbb
	(p11) br.sptk.many b3
	br.sptk.many.clr back
	br.sptk.many.clr b4
}
{ .bbb
	(p13) br.spnt fwd2
	(p13) br.spnt b5
	br.spnt.clr fwd3
}
{ .bbb
	br.spnt.clr b6
	(p15) br.spnt.few back
	(p15) br.spnt.few b7
}
{ .bbb
	br.spnt.few.clr fwd2
	br.spnt.few.clr b0
	(p17) br.spnt.many fwd3
}
{ .bbb
	(p17) br.spnt.many b1
	br.spnt.many.clr back
	br.spnt.many.clr b2
}
{ .bbb
	(p19) br.dptk fwd2
	(p19) br.dptk b3
	br.dptk.clr fwd3
}
{ .bbb
	br.dptk.clr b4
	(p21) br.dptk.few back
	(p21) br.dptk.few b5
}
{ .bbb
	br.dptk.few.clr fwd2
	br.dptk.few.clr b6
	(p23) br.dptk.many fwd3
}
{ .bbb
	(p23) br.dptk.many b7
	br.dptk.many.clr back
	br.dptk.many.clr b0
}
{ .bbb
	(p25) br.dpnt fwd2
	(p25) br.dpnt b1
	br.dpnt.clr fwd3
}
{ .bbb
	br.dpnt.clr b2
	(p27) br.dpnt.few back
	(p27) br.dpnt.few b3
}
{ .bbb
	br.dpnt.few.clr fwd2
	br.dpnt.few.clr b4
	(p29) br.dpnt.many fwd3
}
{ .bbb
	(p29) br.dpnt.many b5
	br.dpnt.many.clr back
	br.dpnt.many.clr b6
}
fwd3:
{ .bbb
	br.cond.sptk.few 0
	br.cond.sptk.few 16
	br.cond.sptk.few -16
}
{ .bbb
	br.cond.sptk.few 0xfffff0
	br.cond.sptk.few 0xffffff
	br.cond.sptk.few -0x1000000
}
{ .bbb
	br.cond.sptk.few back+8
	br.cond.sptk.few back-8
	br.call.sptk.many b0=fwd3+7
}
{ .bbb
	br.cond.sptk.few extern_sym
	br.call.dptk.many b6=extern_sym
	br.call.sptk.few rp=extern_sym+0x40
}
{ .mib
	nop.m 0
	nop.i 0
	br.ctop.sptk.few extern_sym
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.sptk.few 0x100
}
{ .mib
	nop.m 0
	nop.i 0
	br.wtop.dpnt.many -0x1000000
}
