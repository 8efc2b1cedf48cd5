.text
// M20-M23: chk.s.m, chk.s (M slot), chk.a with targets before, at and after
back:
{ .mmi
	chk.s.m r2,fwd
	chk.s.m r127,back
	nop.i 0 ;;
}
{ .mmi
	chk.s r0,back
	chk.s r127,fwd
	nop.i 0 ;;
}
self:
{ .mmi
	chk.s f0,self
	chk.s f127,back
	nop.i 0 ;;
}
{ .mmi
	(p63) chk.a.nc r127,back
	chk.a.clr r1,fwd
	nop.i 0 ;;
}
{ .mmi
	chk.a.nc f1,fwd
	(p1) chk.a.clr f127,back
	nop.i 0 ;;
}
{ .mmi
	chk.a.nc r0,self
	chk.a.clr f0,self
	nop.i 0 ;;
}
{ .mmi
	chk.s.m r2,extern_sym
	chk.a.clr f127,extern_sym+32
	nop.i 0 ;;
}
{ .mmi
	chk.s f2,extern_sym
	chk.a.nc r5,extern_sym
	nop.i 0 ;;
}
{ .mmi
	(p63) chk.s.m r2,far
	(p62) chk.s f3,far
	nop.i 0 ;;
}
{ .mmi
	chk.a.nc r5,far
	chk.a.clr f6,far
	nop.i 0 ;;
}
fwd:
{ .mmi
	nop.m 0
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 0
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 1
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 2
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 3
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 4
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 5
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 6
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 7
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 8
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 9
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 10
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 11
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 12
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 13
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 14
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 15
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 16
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 17
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 18
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 19
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 20
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 21
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 22
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 23
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 24
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 25
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 26
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 27
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 28
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 29
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 30
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 31
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 32
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 33
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 34
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 35
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 36
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 37
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 38
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 39
	nop.m 0
	nop.i 0 ;;
}
far:
{ .mmi
	chk.a.nc r5,back
	chk.s.m r5,back
	nop.i 0 ;;
}
