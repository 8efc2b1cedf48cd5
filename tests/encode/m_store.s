.text
// M4 M5: integer stores, every size, type and hint
{ .mmi
	st1 [r0]=r31
	st1.nt1 [r1]=r32
	nop.i 0 ;;
}
{ .mmi
	st1.nt2 [r2]=r63
	st1.nta [r31]=r64
	nop.i 0 ;;
}
{ .mmi
	st1.d1 [r32]=r100
	st1.d2 [r63]=r126
	nop.i 0 ;;
}
{ .mmi
	st1.d3 [r64]=r127
	st1.d4 [r100]=r0
	nop.i 0 ;;
}
{ .mmi
	st1.d5 [r126]=r1
	st1.d6 [r127]=r2
	nop.i 0 ;;
}
{ .mmi
	st1.d7 [r0]=r31
	st1 [r1]=r32,1
	nop.i 0 ;;
}
{ .mmi
	st1.nta [r2]=r63,255
	st1.rel [r31]=r64
	nop.i 0 ;;
}
{ .mmi
	st1.rel.nt1 [r32]=r100
	st1.rel.nt2 [r63]=r126
	nop.i 0 ;;
}
{ .mmi
	st1.rel.nta [r64]=r127
	st1.rel.d1 [r100]=r0
	nop.i 0 ;;
}
{ .mmi
	st1.rel.d2 [r126]=r1
	st1.rel.d3 [r127]=r2
	nop.i 0 ;;
}
{ .mmi
	st1.rel.d4 [r0]=r31
	st1.rel.d5 [r1]=r32
	nop.i 0 ;;
}
{ .mmi
	st1.rel.d6 [r2]=r63
	st1.rel.d7 [r31]=r64
	nop.i 0 ;;
}
{ .mmi
	st1.rel [r32]=r100,-256
	st1.rel.nta [r63]=r126,-1
	nop.i 0 ;;
}
{ .mmi
	st2 [r64]=r127
	st2.nt1 [r100]=r0
	nop.i 0 ;;
}
{ .mmi
	st2.nt2 [r126]=r1
	st2.nta [r127]=r2
	nop.i 0 ;;
}
{ .mmi
	st2.d1 [r0]=r31
	st2.d2 [r1]=r32
	nop.i 0 ;;
}
{ .mmi
	st2.d3 [r2]=r63
	st2.d4 [r31]=r64
	nop.i 0 ;;
}
{ .mmi
	st2.d5 [r32]=r100
	st2.d6 [r63]=r126
	nop.i 0 ;;
}
{ .mmi
	st2.d7 [r64]=r127
	st2 [r100]=r0,127
	nop.i 0 ;;
}
{ .mmi
	st2.nta [r126]=r1,-128
	st2.rel [r127]=r2
	nop.i 0 ;;
}
{ .mmi
	st2.rel.nt1 [r0]=r31
	st2.rel.nt2 [r1]=r32
	nop.i 0 ;;
}
{ .mmi
	st2.rel.nta [r2]=r63
	st2.rel.d1 [r31]=r64
	nop.i 0 ;;
}
{ .mmi
	st2.rel.d2 [r32]=r100
	st2.rel.d3 [r63]=r126
	nop.i 0 ;;
}
{ .mmi
	st2.rel.d4 [r64]=r127
	st2.rel.d5 [r100]=r0
	nop.i 0 ;;
}
{ .mmi
	st2.rel.d6 [r126]=r1
	st2.rel.d7 [r127]=r2
	nop.i 0 ;;
}
{ .mmi
	st2.rel [r0]=r31,0
	st2.rel.nta [r1]=r32,1
	nop.i 0 ;;
}
{ .mmi
	st4 [r2]=r63
	st4.nt1 [r31]=r64
	nop.i 0 ;;
}
{ .mmi
	st4.nt2 [r32]=r100
	st4.nta [r63]=r126
	nop.i 0 ;;
}
{ .mmi
	st4.d1 [r64]=r127
	st4.d2 [r100]=r0
	nop.i 0 ;;
}
{ .mmi
	st4.d3 [r126]=r1
	st4.d4 [r127]=r2
	nop.i 0 ;;
}
{ .mmi
	st4.d5 [r0]=r31
	st4.d6 [r1]=r32
	nop.i 0 ;;
}
{ .mmi
	st4.d7 [r2]=r63
	st4 [r31]=r64,128
	nop.i 0 ;;
}
{ .mmi
	st4.nta [r32]=r100,-256
	st4.rel [r63]=r126
	nop.i 0 ;;
}
{ .mmi
	st4.rel.nt1 [r64]=r127
	st4.rel.nt2 [r100]=r0
	nop.i 0 ;;
}
{ .mmi
	st4.rel.nta [r126]=r1
	st4.rel.d1 [r127]=r2
	nop.i 0 ;;
}
{ .mmi
	st4.rel.d2 [r0]=r31
	st4.rel.d3 [r1]=r32
	nop.i 0 ;;
}
{ .mmi
	st4.rel.d4 [r2]=r63
	st4.rel.d5 [r31]=r64
	nop.i 0 ;;
}
{ .mmi
	st4.rel.d6 [r32]=r100
	st4.rel.d7 [r63]=r126
	nop.i 0 ;;
}
{ .mmi
	st4.rel [r64]=r127,255
	st4.rel.nta [r100]=r0,127
	nop.i 0 ;;
}
{ .mmi
	st8 [r126]=r1
	st8.nt1 [r127]=r2
	nop.i 0 ;;
}
{ .mmi
	st8.nt2 [r0]=r31
	st8.nta [r1]=r32
	nop.i 0 ;;
}
{ .mmi
	st8.d1 [r2]=r63
	st8.d2 [r31]=r64
	nop.i 0 ;;
}
{ .mmi
	st8.d3 [r32]=r100
	st8.d4 [r63]=r126
	nop.i 0 ;;
}
{ .mmi
	st8.d5 [r64]=r127
	st8.d6 [r100]=r0
	nop.i 0 ;;
}
{ .mmi
	st8.d7 [r126]=r1
	st8 [r127]=r2,-1
	nop.i 0 ;;
}
{ .mmi
	st8.nta [r0]=r31,0
	st8.rel [r1]=r32
	nop.i 0 ;;
}
{ .mmi
	st8.rel.nt1 [r2]=r63
	st8.rel.nt2 [r31]=r64
	nop.i 0 ;;
}
{ .mmi
	st8.rel.nta [r32]=r100
	st8.rel.d1 [r63]=r126
	nop.i 0 ;;
}
{ .mmi
	st8.rel.d2 [r64]=r127
	st8.rel.d3 [r100]=r0
	nop.i 0 ;;
}
{ .mmi
	st8.rel.d4 [r126]=r1
	st8.rel.d5 [r127]=r2
	nop.i 0 ;;
}
{ .mmi
	st8.rel.d6 [r0]=r31
	st8.rel.d7 [r1]=r32
	nop.i 0 ;;
}
{ .mmi
	st8.rel [r2]=r63,-128
	st8.rel.nta [r31]=r64,128
	nop.i 0 ;;
}
{ .mmi
	st8.spill [r32]=r64
	st16 [r63]=r100,ar.csd
	nop.i 0 ;;
}
{ .mmi
	st16.rel [r64]=r126,ar.csd
	st16 [r100]=r127
	nop.i 0 ;;
}
{ .mmi
	st16.rel [r126]=r0
	st8.spill.nt1 [r127]=r1
	nop.i 0 ;;
}
{ .mmi
	st16.nt1 [r0]=r2,ar.csd
	st16.rel.nt1 [r1]=r31,ar.csd
	nop.i 0 ;;
}
{ .mmi
	st16.nt1 [r2]=r32
	st16.rel.nt1 [r31]=r63
	nop.i 0 ;;
}
{ .mmi
	st8.spill.nt2 [r32]=r64
	st16.nt2 [r63]=r100,ar.csd
	nop.i 0 ;;
}
{ .mmi
	st16.rel.nt2 [r64]=r126,ar.csd
	st16.nt2 [r100]=r127
	nop.i 0 ;;
}
{ .mmi
	st16.rel.nt2 [r126]=r0
	st8.spill.nta [r127]=r1
	nop.i 0 ;;
}
{ .mmi
	st16.nta [r0]=r2,ar.csd
	st16.rel.nta [r1]=r31,ar.csd
	nop.i 0 ;;
}
{ .mmi
	st16.nta [r2]=r32
	st16.rel.nta [r31]=r63
	nop.i 0 ;;
}
{ .mmi
	st8.spill.d1 [r32]=r64
	st16.d1 [r63]=r100,ar.csd
	nop.i 0 ;;
}
{ .mmi
	st16.rel.d1 [r64]=r126,ar.csd
	st16.d1 [r100]=r127
	nop.i 0 ;;
}
{ .mmi
	st16.rel.d1 [r126]=r0
	st8.spill.d2 [r127]=r1
	nop.i 0 ;;
}
{ .mmi
	st16.d2 [r0]=r2,ar.csd
	st16.rel.d2 [r1]=r31,ar.csd
	nop.i 0 ;;
}
{ .mmi
	st16.d2 [r2]=r32
	st16.rel.d2 [r31]=r63
	nop.i 0 ;;
}
{ .mmi
	st8.spill.d3 [r32]=r64
	st16.d3 [r63]=r100,ar.csd
	nop.i 0 ;;
}
{ .mmi
	st16.rel.d3 [r64]=r126,ar.csd
	st16.d3 [r100]=r127
	nop.i 0 ;;
}
{ .mmi
	st16.rel.d3 [r126]=r0
	st8.spill.d4 [r127]=r1
	nop.i 0 ;;
}
{ .mmi
	st16.d4 [r0]=r2,ar.csd
	st16.rel.d4 [r1]=r31,ar.csd
	nop.i 0 ;;
}
{ .mmi
	st16.d4 [r2]=r32
	st16.rel.d4 [r31]=r63
	nop.i 0 ;;
}
{ .mmi
	st8.spill.d5 [r32]=r64
	st16.d5 [r63]=r100,ar.csd
	nop.i 0 ;;
}
{ .mmi
	st16.rel.d5 [r64]=r126,ar.csd
	st16.d5 [r100]=r127
	nop.i 0 ;;
}
{ .mmi
	st16.rel.d5 [r126]=r0
	st8.spill.d6 [r127]=r1
	nop.i 0 ;;
}
{ .mmi
	st16.d6 [r0]=r2,ar.csd
	st16.rel.d6 [r1]=r31,ar.csd
	nop.i 0 ;;
}
{ .mmi
	st16.d6 [r2]=r32
	st16.rel.d6 [r31]=r63
	nop.i 0 ;;
}
{ .mmi
	st8.spill.d7 [r32]=r64
	st16.d7 [r63]=r100,ar.csd
	nop.i 0 ;;
}
{ .mmi
	st16.rel.d7 [r64]=r126,ar.csd
	st16.d7 [r100]=r127
	nop.i 0 ;;
}
{ .mmi
	st16.rel.d7 [r126]=r0
	st8.spill [r127]=r1,-256
	nop.i 0 ;;
}
{ .mmi
	st8.spill [r0]=r2,255
	st8.spill [r1]=r31,0
	nop.i 0 ;;
}
{ .mmi
	st8.spill [r2]=r32,-1
	st8.spill.nta [r31]=r63,-256
	nop.i 0 ;;
}
{ .mmi
	st8.spill.nta [r32]=r64,255
	st8.spill.nta [r63]=r100,0
	nop.i 0 ;;
}
{ .mmi
	st8.spill.nta [r64]=r126,-1
	(p63) st8 [r127]=r127,-256
	nop.i 0 ;;
}
{ .mmi
	(p2) st1.rel.nta [r0]=r0,255
	nop.m 0
	nop.i 0 ;;
}
