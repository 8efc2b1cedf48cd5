.text
l0:
{ .mlx
	nop.m 0
	break.x 0
}
{ .mlx
	nop.m 0
	break.x 0x3fffffffffffffff
}
{ .mlx
	nop.m 0
	break.x 0x100000
}
{ .mlx
	nop.m 0
	break.x 0x200000
}
{ .mlx
	nop.m 0
	break.x 0x1fffff
}
{ .mlx
	nop.m 0
	break.x 0x2000000000000000
}
{ .mlx
	nop.m 0
	(p1) break.x 0x123456789abcdef
}
{ .mlx
	nop.m 0
	nop.x 0
}
{ .mlx
	nop.m 0
	nop.x 0x3fffffffffffffff
}
{ .mlx
	nop.m 0
	nop.x 0xfffff
}
{ .mlx
	nop.m 0
	nop.x 0x100000
}
{ .mlx
	nop.m 0
	(p63) nop.x 0x200000
}
{ .mlx
	nop.m 0
	nop.x 0x1555555555555555
}
{ .mlx
	nop.m 0
	hint.x 0
}
{ .mlx
	nop.m 0
	hint.x @pause
}
{ .mlx
	nop.m 0
	hint.x 0x3fffffffffffffff
}
{ .mlx
	nop.m 0
	(p5) hint.x 0x2aaaaaaaaaaaaaaa
}
{ .mlx
	nop.m 0
	hint.x 1
}
{ .mlx
	nop.m 0
	movl r0=0
}
{ .mlx
	nop.m 0
	movl r1=-1
}
{ .mlx
	nop.m 0
	movl r127=0x8000000000000000
}
{ .mlx
	nop.m 0
	movl r2=0x7fffffffffffffff
}
{ .mlx
	nop.m 0
	movl r3=0xffffffffffffffff
}
{ .mlx
	nop.m 0
	movl r4=0x123456789abcdef0
}
{ .mlx
	nop.m 0
	movl r5=-0x8000000000000000
}
{ .mlx
	nop.m 0
	(p2) movl r6=0x200000
}
{ .mlx
	nop.m 0
	movl r7=0x1fffff
}
{ .mlx
	nop.m 0
	movl r8=0x3f0000
}
{ .mlx
	nop.m 0
	movl r9=0xff80
}
{ .mlx
	nop.m 0
	movl r10=0x7f
}
{ .mlx
	nop.m 0
	movl r11=0x400000
}
{ .mlx
	nop.m 0
	movl r12=extern_sym
}
{ .mlx
	nop.m 0
	movl r13=l0
}
{ .mlx
	nop.m 0
	movl r14=l1-l0
}
{ .mlx
	nop.m 0
	movl r15=@gprel(extern_sym)
}
{ .mlx
	nop.m 0
	movl r16=@ltoff(extern_sym)
}
{ .mlx
	nop.m 0
	movl r17=@fptr(extern_sym)
}
{ .mlx
	nop.m 0
	movl r18=-2
}
{ .mlx
	nop.m 0
	movl r96=1
}
{ .mlx
	nop.m 0
	brl l2
}
{ .mlx
	nop.m 0
	brl.clr l1
}
{ .mlx
	nop.m 0
	brl.few extern_sym
}
{ .mlx
	nop.m 0
	brl.few.clr l0
}
{ .mlx
	nop.m 0
	brl.many l0
}
{ .mlx
	nop.m 0
	brl.many.clr l0
}
{ .mlx
	nop.m 0
	brl.sptk l2
}
{ .mlx
	nop.m 0
	brl.sptk.clr l0
}
{ .mlx
	nop.m 0
	brl.sptk.few l1
}
{ .mlx
	nop.m 0
	brl.sptk.few.clr l0
}
{ .mlx
	nop.m 0
	brl.sptk.many l0
}
{ .mlx
	nop.m 0
	brl.sptk.many.clr extern_sym
}
{ .mlx
	nop.m 0
	brl.spnt extern_sym
}
{ .mlx
	nop.m 0
	brl.spnt.clr l0
}
{ .mlx
	nop.m 0
	brl.spnt.few l1
}
{ .mlx
	nop.m 0
	brl.spnt.few.clr l0
}
{ .mlx
	nop.m 0
	brl.spnt.many extern_sym
}
{ .mlx
	nop.m 0
	brl.spnt.many.clr l0
}
{ .mlx
	nop.m 0
	brl.dptk l0
}
{ .mlx
	nop.m 0
	brl.dptk.clr l1
}
{ .mlx
	nop.m 0
	brl.dptk.few l0
}
{ .mlx
	nop.m 0
	brl.dptk.few.clr extern_sym
}
{ .mlx
	nop.m 0
	brl.dptk.many l0
}
{ .mlx
	nop.m 0
	brl.dptk.many.clr l1
}
{ .mlx
	nop.m 0
	brl.dpnt l0
}
l1:
{ .mlx
	nop.m 0
	brl.dpnt.clr l1
}
{ .mlx
	nop.m 0
	brl.dpnt.few l2
}
{ .mlx
	nop.m 0
	brl.dpnt.few.clr extern_sym
}
{ .mlx
	nop.m 0
	brl.dpnt.many l1
}
{ .mlx
	nop.m 0
	brl.dpnt.many.clr l0
}
{ .mlx
	nop.m 0
	(p39) brl.cond.sptk l1
}
{ .mlx
	nop.m 0
	(p13) brl.cond.sptk.clr l1
}
{ .mlx
	nop.m 0
	(p47) brl.cond.sptk.few l0
}
{ .mlx
	nop.m 0
	brl.cond.sptk.few.clr l0
}
{ .mlx
	nop.m 0
	brl.cond.sptk.many extern_sym
}
{ .mlx
	nop.m 0
	brl.cond.sptk.many.clr l2
}
{ .mlx
	nop.m 0
	(p59) brl.cond.spnt extern_sym
}
{ .mlx
	nop.m 0
	brl.cond.spnt.clr l2
}
{ .mlx
	nop.m 0
	(p31) brl.cond.spnt.few l1
}
{ .mlx
	nop.m 0
	(p31) brl.cond.spnt.few.clr l0
}
{ .mlx
	nop.m 0
	brl.cond.spnt.many extern_sym
}
{ .mlx
	nop.m 0
	(p43) brl.cond.spnt.many.clr extern_sym
}
{ .mlx
	nop.m 0
	brl.cond.dptk l0
}
{ .mlx
	nop.m 0
	(p15) brl.cond.dptk.clr extern_sym
}
{ .mlx
	nop.m 0
	(p21) brl.cond.dptk.few l2
}
{ .mlx
	nop.m 0
	(p19) brl.cond.dptk.few.clr extern_sym
}
{ .mlx
	nop.m 0
	(p53) brl.cond.dptk.many l0
}
{ .mlx
	nop.m 0
	(p9) brl.cond.dptk.many.clr l2
}
{ .mlx
	nop.m 0
	(p43) brl.cond.dpnt l2
}
{ .mlx
	nop.m 0
	(p63) brl.cond.dpnt.clr extern_sym
}
{ .mlx
	nop.m 0
	brl.cond.dpnt.few l0
}
{ .mlx
	nop.m 0
	brl.cond.dpnt.few.clr extern_sym
}
{ .mlx
	nop.m 0
	brl.cond.dpnt.many l0
}
{ .mlx
	nop.m 0
	(p39) brl.cond.dpnt.many.clr extern_sym
}
{ .mlx
	nop.m 0
	brl.call.sptk b4=extern_sym
}
{ .mlx
	nop.m 0
	brl.call.sptk.clr b4=l0
}
{ .mlx
	nop.m 0
	(p59) brl.call.sptk.few b3=l2
}
{ .mlx
	nop.m 0
	(p21) brl.call.sptk.few.clr b5=l0
}
{ .mlx
	nop.m 0
	(p63) brl.call.sptk.many b7=l0
}
{ .mlx
	nop.m 0
	(p27) brl.call.sptk.many.clr b3=l2
}
{ .mlx
	nop.m 0
	brl.call.spnt b0=l1
}
{ .mlx
	nop.m 0
	brl.call.spnt.clr b2=extern_sym
}
{ .mlx
	nop.m 0
	(p63) brl.call.spnt.few b7=l0
}
{ .mlx
	nop.m 0
	(p21) brl.call.spnt.few.clr b5=extern_sym
}
{ .mlx
	nop.m 0
	(p51) brl.call.spnt.many b3=l2
}
{ .mlx
	nop.m 0
	(p17) brl.call.spnt.many.clr b1=extern_sym
}
{ .mlx
	nop.m 0
	(p35) brl.call.dptk b3=extern_sym
}
{ .mlx
	nop.m 0
	(p45) brl.call.dptk.clr b5=extern_sym
}
{ .mlx
	nop.m 0
	(p29) brl.call.dptk.few b5=l1
}
{ .mlx
	nop.m 0
	brl.call.dptk.few.clr b2=l1
}
{ .mlx
	nop.m 0
	(p19) brl.call.dptk.many b3=l1
}
{ .mlx
	nop.m 0
	(p29) brl.call.dptk.many.clr b5=l0
}
{ .mlx
	nop.m 0
	brl.call.dpnt b6=l1
}
{ .mlx
	nop.m 0
	(p33) brl.call.dpnt.clr b1=l2
}
{ .mlx
	nop.m 0
	brl.call.dpnt.few b0=l1
}
{ .mlx
	nop.m 0
	(p53) brl.call.dpnt.few.clr b5=l2
}
{ .mlx
	nop.m 0
	brl.call.dpnt.many b0=l1
}
{ .mlx
	nop.m 0
	brl.call.dpnt.many.clr b6=extern_sym
}
{ .mlx
	nop.m 0
	brl.sptk.few 0
}
{ .mlx
	nop.m 0
	brl.sptk.few 16
}
{ .mlx
	nop.m 0
	brl.sptk.few -16
}
{ .mlx
	nop.m 0
	brl.sptk.few 0x7ffffffffffffff0
}
{ .mlx
	nop.m 0
	brl.sptk.few -0x8000000000000000
}
{ .mlx
	nop.m 0
	brl.sptk.few 0x100000
}
{ .mlx
	nop.m 0
	brl.sptk.few 0x123456789abcdef0
}
{ .mlx
	nop.m 0
	brl.call.sptk.many rp=l0-0x10000000
}
{ .mlx
	nop.m 0
	brl.sptk.few l2+8
}
{ .mlx
	nop.m 0
	brl.sptk.few l0-8
}
{ .mlx
	nop.m 0
	brl.cond.dptk.many extern_sym+0x100
}
l2:
{ .mlx
	nop.m 0
	movl r1=0x1234 ;;
}
