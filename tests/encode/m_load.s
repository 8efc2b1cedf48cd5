.text
// M1 M2 M3: integer loads, every size, type and hint
{ .mmi
	ld1 r0=[r31]
	ld1.nt1 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld1.nt2 r2=[r63]
	ld1.nta r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld1.d1 r32=[r100]
	ld1.d2 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld1.d3 r64=[r127]
	ld1.d4 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld1.d5 r126=[r1]
	ld1.d6 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld1.d7 r0=[r31]
	ld1 r1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ld1 r2=[r63],255
	ld1.nt1 r31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ld1.nt1 r32=[r100],-128
	ld1.nta r63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ld1.nta r64=[r127],-256
	ld1.s r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld1.s.nt1 r126=[r1]
	ld1.s.nt2 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld1.s.nta r0=[r31]
	ld1.s.d1 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld1.s.d2 r2=[r63]
	ld1.s.d3 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld1.s.d4 r32=[r100]
	ld1.s.d5 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld1.s.d6 r64=[r127]
	ld1.s.d7 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld1.s r126=[r1],r31
	ld1.s r127=[r2],127
	nop.i 0 ;;
}
{ .mmi
	ld1.s.nt1 r0=[r31],r63
	ld1.s.nt1 r1=[r32],128
	nop.i 0 ;;
}
{ .mmi
	ld1.s.nta r2=[r63],r100
	ld1.s.nta r31=[r64],-1
	nop.i 0 ;;
}
{ .mmi
	ld1.a r32=[r100]
	ld1.a.nt1 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld1.a.nt2 r64=[r127]
	ld1.a.nta r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld1.a.d1 r126=[r1]
	ld1.a.d2 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld1.a.d3 r0=[r31]
	ld1.a.d4 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld1.a.d5 r2=[r63]
	ld1.a.d6 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld1.a.d7 r32=[r100]
	ld1.a r63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ld1.a r64=[r127],-128
	ld1.a.nt1 r100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	ld1.a.nt1 r126=[r1],-256
	ld1.a.nta r127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ld1.a.nta r0=[r31],0
	ld1.sa r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld1.sa.nt1 r2=[r63]
	ld1.sa.nt2 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld1.sa.nta r32=[r100]
	ld1.sa.d1 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld1.sa.d2 r64=[r127]
	ld1.sa.d3 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld1.sa.d4 r126=[r1]
	ld1.sa.d5 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld1.sa.d6 r0=[r31]
	ld1.sa.d7 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld1.sa r2=[r63],r100
	ld1.sa r31=[r64],128
	nop.i 0 ;;
}
{ .mmi
	ld1.sa.nt1 r32=[r100],r127
	ld1.sa.nt1 r63=[r126],-1
	nop.i 0 ;;
}
{ .mmi
	ld1.sa.nta r64=[r127],r1
	ld1.sa.nta r100=[r0],1
	nop.i 0 ;;
}
{ .mmi
	ld1.bias r126=[r1]
	ld1.bias.nt1 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld1.bias.nt2 r0=[r31]
	ld1.bias.nta r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld1.bias.d1 r2=[r63]
	ld1.bias.d2 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld1.bias.d3 r32=[r100]
	ld1.bias.d4 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld1.bias.d5 r64=[r127]
	ld1.bias.d6 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld1.bias.d7 r126=[r1]
	ld1.bias r127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ld1.bias r0=[r31],-256
	ld1.bias.nt1 r1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ld1.bias.nt1 r2=[r63],0
	ld1.bias.nta r31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ld1.bias.nta r32=[r100],255
	ld1.acq r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld1.acq.nt1 r64=[r127]
	ld1.acq.nt2 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld1.acq.nta r126=[r1]
	ld1.acq.d1 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld1.acq.d2 r0=[r31]
	ld1.acq.d3 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld1.acq.d4 r2=[r63]
	ld1.acq.d5 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld1.acq.d6 r32=[r100]
	ld1.acq.d7 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld1.acq r64=[r127],r1
	ld1.acq r100=[r0],-1
	nop.i 0 ;;
}
{ .mmi
	ld1.acq.nt1 r126=[r1],r31
	ld1.acq.nt1 r127=[r2],1
	nop.i 0 ;;
}
{ .mmi
	ld1.acq.nta r0=[r31],r63
	ld1.acq.nta r1=[r32],127
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr r2=[r63]
	ld1.c.clr.nt1 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr.nt2 r32=[r100]
	ld1.c.clr.nta r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr.d1 r64=[r127]
	ld1.c.clr.d2 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr.d3 r126=[r1]
	ld1.c.clr.d4 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr.d5 r0=[r31]
	ld1.c.clr.d6 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr.d7 r2=[r63]
	ld1.c.clr r31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr r32=[r100],0
	ld1.c.clr.nt1 r63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr.nt1 r64=[r127],255
	ld1.c.clr.nta r100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr.nta r126=[r1],-128
	ld1.c.nc r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld1.c.nc.nt1 r0=[r31]
	ld1.c.nc.nt2 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld1.c.nc.nta r2=[r63]
	ld1.c.nc.d1 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld1.c.nc.d2 r32=[r100]
	ld1.c.nc.d3 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld1.c.nc.d4 r64=[r127]
	ld1.c.nc.d5 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld1.c.nc.d6 r126=[r1]
	ld1.c.nc.d7 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld1.c.nc r0=[r31],r63
	ld1.c.nc r1=[r32],1
	nop.i 0 ;;
}
{ .mmi
	ld1.c.nc.nt1 r2=[r63],r100
	ld1.c.nc.nt1 r31=[r64],127
	nop.i 0 ;;
}
{ .mmi
	ld1.c.nc.nta r32=[r100],r127
	ld1.c.nc.nta r63=[r126],128
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr.acq r64=[r127]
	ld1.c.clr.acq.nt1 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr.acq.nt2 r126=[r1]
	ld1.c.clr.acq.nta r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr.acq.d1 r0=[r31]
	ld1.c.clr.acq.d2 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr.acq.d3 r2=[r63]
	ld1.c.clr.acq.d4 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr.acq.d5 r32=[r100]
	ld1.c.clr.acq.d6 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr.acq.d7 r64=[r127]
	ld1.c.clr.acq r100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr.acq r126=[r1],255
	ld1.c.clr.acq.nt1 r127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr.acq.nt1 r0=[r31],-128
	ld1.c.clr.acq.nta r1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ld1.c.clr.acq.nta r2=[r63],-256
	ld2 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld2.nt1 r32=[r100]
	ld2.nt2 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld2.nta r64=[r127]
	ld2.d1 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld2.d2 r126=[r1]
	ld2.d3 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld2.d4 r0=[r31]
	ld2.d5 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld2.d6 r2=[r63]
	ld2.d7 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld2 r32=[r100],r127
	ld2 r63=[r126],127
	nop.i 0 ;;
}
{ .mmi
	ld2.nt1 r64=[r127],r1
	ld2.nt1 r100=[r0],128
	nop.i 0 ;;
}
{ .mmi
	ld2.nta r126=[r1],r31
	ld2.nta r127=[r2],-1
	nop.i 0 ;;
}
{ .mmi
	ld2.s r0=[r31]
	ld2.s.nt1 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld2.s.nt2 r2=[r63]
	ld2.s.nta r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld2.s.d1 r32=[r100]
	ld2.s.d2 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld2.s.d3 r64=[r127]
	ld2.s.d4 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld2.s.d5 r126=[r1]
	ld2.s.d6 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld2.s.d7 r0=[r31]
	ld2.s r1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ld2.s r2=[r63],-128
	ld2.s.nt1 r31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ld2.s.nt1 r32=[r100],-256
	ld2.s.nta r63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ld2.s.nta r64=[r127],0
	ld2.a r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld2.a.nt1 r126=[r1]
	ld2.a.nt2 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld2.a.nta r0=[r31]
	ld2.a.d1 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld2.a.d2 r2=[r63]
	ld2.a.d3 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld2.a.d4 r32=[r100]
	ld2.a.d5 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld2.a.d6 r64=[r127]
	ld2.a.d7 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld2.a r126=[r1],r31
	ld2.a r127=[r2],128
	nop.i 0 ;;
}
{ .mmi
	ld2.a.nt1 r0=[r31],r63
	ld2.a.nt1 r1=[r32],-1
	nop.i 0 ;;
}
{ .mmi
	ld2.a.nta r2=[r63],r100
	ld2.a.nta r31=[r64],1
	nop.i 0 ;;
}
{ .mmi
	ld2.sa r32=[r100]
	ld2.sa.nt1 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld2.sa.nt2 r64=[r127]
	ld2.sa.nta r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld2.sa.d1 r126=[r1]
	ld2.sa.d2 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld2.sa.d3 r0=[r31]
	ld2.sa.d4 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld2.sa.d5 r2=[r63]
	ld2.sa.d6 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld2.sa.d7 r32=[r100]
	ld2.sa r63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ld2.sa r64=[r127],-256
	ld2.sa.nt1 r100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	ld2.sa.nt1 r126=[r1],0
	ld2.sa.nta r127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ld2.sa.nta r0=[r31],255
	ld2.bias r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld2.bias.nt1 r2=[r63]
	ld2.bias.nt2 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld2.bias.nta r32=[r100]
	ld2.bias.d1 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld2.bias.d2 r64=[r127]
	ld2.bias.d3 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld2.bias.d4 r126=[r1]
	ld2.bias.d5 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld2.bias.d6 r0=[r31]
	ld2.bias.d7 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld2.bias r2=[r63],r100
	ld2.bias r31=[r64],-1
	nop.i 0 ;;
}
{ .mmi
	ld2.bias.nt1 r32=[r100],r127
	ld2.bias.nt1 r63=[r126],1
	nop.i 0 ;;
}
{ .mmi
	ld2.bias.nta r64=[r127],r1
	ld2.bias.nta r100=[r0],127
	nop.i 0 ;;
}
{ .mmi
	ld2.acq r126=[r1]
	ld2.acq.nt1 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld2.acq.nt2 r0=[r31]
	ld2.acq.nta r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld2.acq.d1 r2=[r63]
	ld2.acq.d2 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld2.acq.d3 r32=[r100]
	ld2.acq.d4 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld2.acq.d5 r64=[r127]
	ld2.acq.d6 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld2.acq.d7 r126=[r1]
	ld2.acq r127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ld2.acq r0=[r31],0
	ld2.acq.nt1 r1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ld2.acq.nt1 r2=[r63],255
	ld2.acq.nta r31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ld2.acq.nta r32=[r100],-128
	ld2.c.clr r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld2.c.clr.nt1 r64=[r127]
	ld2.c.clr.nt2 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld2.c.clr.nta r126=[r1]
	ld2.c.clr.d1 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld2.c.clr.d2 r0=[r31]
	ld2.c.clr.d3 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld2.c.clr.d4 r2=[r63]
	ld2.c.clr.d5 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld2.c.clr.d6 r32=[r100]
	ld2.c.clr.d7 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld2.c.clr r64=[r127],r1
	ld2.c.clr r100=[r0],1
	nop.i 0 ;;
}
{ .mmi
	ld2.c.clr.nt1 r126=[r1],r31
	ld2.c.clr.nt1 r127=[r2],127
	nop.i 0 ;;
}
{ .mmi
	ld2.c.clr.nta r0=[r31],r63
	ld2.c.clr.nta r1=[r32],128
	nop.i 0 ;;
}
{ .mmi
	ld2.c.nc r2=[r63]
	ld2.c.nc.nt1 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld2.c.nc.nt2 r32=[r100]
	ld2.c.nc.nta r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld2.c.nc.d1 r64=[r127]
	ld2.c.nc.d2 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld2.c.nc.d3 r126=[r1]
	ld2.c.nc.d4 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld2.c.nc.d5 r0=[r31]
	ld2.c.nc.d6 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld2.c.nc.d7 r2=[r63]
	ld2.c.nc r31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ld2.c.nc r32=[r100],255
	ld2.c.nc.nt1 r63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ld2.c.nc.nt1 r64=[r127],-128
	ld2.c.nc.nta r100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	ld2.c.nc.nta r126=[r1],-256
	ld2.c.clr.acq r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld2.c.clr.acq.nt1 r0=[r31]
	ld2.c.clr.acq.nt2 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld2.c.clr.acq.nta r2=[r63]
	ld2.c.clr.acq.d1 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld2.c.clr.acq.d2 r32=[r100]
	ld2.c.clr.acq.d3 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld2.c.clr.acq.d4 r64=[r127]
	ld2.c.clr.acq.d5 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld2.c.clr.acq.d6 r126=[r1]
	ld2.c.clr.acq.d7 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld2.c.clr.acq r0=[r31],r63
	ld2.c.clr.acq r1=[r32],127
	nop.i 0 ;;
}
{ .mmi
	ld2.c.clr.acq.nt1 r2=[r63],r100
	ld2.c.clr.acq.nt1 r31=[r64],128
	nop.i 0 ;;
}
{ .mmi
	ld2.c.clr.acq.nta r32=[r100],r127
	ld2.c.clr.acq.nta r63=[r126],-1
	nop.i 0 ;;
}
{ .mmi
	ld4 r64=[r127]
	ld4.nt1 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld4.nt2 r126=[r1]
	ld4.nta r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld4.d1 r0=[r31]
	ld4.d2 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld4.d3 r2=[r63]
	ld4.d4 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld4.d5 r32=[r100]
	ld4.d6 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld4.d7 r64=[r127]
	ld4 r100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	ld4 r126=[r1],-128
	ld4.nt1 r127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ld4.nt1 r0=[r31],-256
	ld4.nta r1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ld4.nta r2=[r63],0
	ld4.s r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld4.s.nt1 r32=[r100]
	ld4.s.nt2 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld4.s.nta r64=[r127]
	ld4.s.d1 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld4.s.d2 r126=[r1]
	ld4.s.d3 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld4.s.d4 r0=[r31]
	ld4.s.d5 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld4.s.d6 r2=[r63]
	ld4.s.d7 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld4.s r32=[r100],r127
	ld4.s r63=[r126],128
	nop.i 0 ;;
}
{ .mmi
	ld4.s.nt1 r64=[r127],r1
	ld4.s.nt1 r100=[r0],-1
	nop.i 0 ;;
}
{ .mmi
	ld4.s.nta r126=[r1],r31
	ld4.s.nta r127=[r2],1
	nop.i 0 ;;
}
{ .mmi
	ld4.a r0=[r31]
	ld4.a.nt1 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld4.a.nt2 r2=[r63]
	ld4.a.nta r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld4.a.d1 r32=[r100]
	ld4.a.d2 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld4.a.d3 r64=[r127]
	ld4.a.d4 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld4.a.d5 r126=[r1]
	ld4.a.d6 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld4.a.d7 r0=[r31]
	ld4.a r1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ld4.a r2=[r63],-256
	ld4.a.nt1 r31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ld4.a.nt1 r32=[r100],0
	ld4.a.nta r63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ld4.a.nta r64=[r127],255
	ld4.sa r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld4.sa.nt1 r126=[r1]
	ld4.sa.nt2 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld4.sa.nta r0=[r31]
	ld4.sa.d1 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld4.sa.d2 r2=[r63]
	ld4.sa.d3 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld4.sa.d4 r32=[r100]
	ld4.sa.d5 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld4.sa.d6 r64=[r127]
	ld4.sa.d7 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld4.sa r126=[r1],r31
	ld4.sa r127=[r2],-1
	nop.i 0 ;;
}
{ .mmi
	ld4.sa.nt1 r0=[r31],r63
	ld4.sa.nt1 r1=[r32],1
	nop.i 0 ;;
}
{ .mmi
	ld4.sa.nta r2=[r63],r100
	ld4.sa.nta r31=[r64],127
	nop.i 0 ;;
}
{ .mmi
	ld4.bias r32=[r100]
	ld4.bias.nt1 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld4.bias.nt2 r64=[r127]
	ld4.bias.nta r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld4.bias.d1 r126=[r1]
	ld4.bias.d2 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld4.bias.d3 r0=[r31]
	ld4.bias.d4 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld4.bias.d5 r2=[r63]
	ld4.bias.d6 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld4.bias.d7 r32=[r100]
	ld4.bias r63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ld4.bias r64=[r127],0
	ld4.bias.nt1 r100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	ld4.bias.nt1 r126=[r1],255
	ld4.bias.nta r127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ld4.bias.nta r0=[r31],-128
	ld4.acq r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld4.acq.nt1 r2=[r63]
	ld4.acq.nt2 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld4.acq.nta r32=[r100]
	ld4.acq.d1 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld4.acq.d2 r64=[r127]
	ld4.acq.d3 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld4.acq.d4 r126=[r1]
	ld4.acq.d5 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld4.acq.d6 r0=[r31]
	ld4.acq.d7 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld4.acq r2=[r63],r100
	ld4.acq r31=[r64],1
	nop.i 0 ;;
}
{ .mmi
	ld4.acq.nt1 r32=[r100],r127
	ld4.acq.nt1 r63=[r126],127
	nop.i 0 ;;
}
{ .mmi
	ld4.acq.nta r64=[r127],r1
	ld4.acq.nta r100=[r0],128
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr r126=[r1]
	ld4.c.clr.nt1 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr.nt2 r0=[r31]
	ld4.c.clr.nta r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr.d1 r2=[r63]
	ld4.c.clr.d2 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr.d3 r32=[r100]
	ld4.c.clr.d4 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr.d5 r64=[r127]
	ld4.c.clr.d6 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr.d7 r126=[r1]
	ld4.c.clr r127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr r0=[r31],255
	ld4.c.clr.nt1 r1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr.nt1 r2=[r63],-128
	ld4.c.clr.nta r31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr.nta r32=[r100],-256
	ld4.c.nc r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld4.c.nc.nt1 r64=[r127]
	ld4.c.nc.nt2 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld4.c.nc.nta r126=[r1]
	ld4.c.nc.d1 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld4.c.nc.d2 r0=[r31]
	ld4.c.nc.d3 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld4.c.nc.d4 r2=[r63]
	ld4.c.nc.d5 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld4.c.nc.d6 r32=[r100]
	ld4.c.nc.d7 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld4.c.nc r64=[r127],r1
	ld4.c.nc r100=[r0],127
	nop.i 0 ;;
}
{ .mmi
	ld4.c.nc.nt1 r126=[r1],r31
	ld4.c.nc.nt1 r127=[r2],128
	nop.i 0 ;;
}
{ .mmi
	ld4.c.nc.nta r0=[r31],r63
	ld4.c.nc.nta r1=[r32],-1
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr.acq r2=[r63]
	ld4.c.clr.acq.nt1 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr.acq.nt2 r32=[r100]
	ld4.c.clr.acq.nta r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr.acq.d1 r64=[r127]
	ld4.c.clr.acq.d2 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr.acq.d3 r126=[r1]
	ld4.c.clr.acq.d4 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr.acq.d5 r0=[r31]
	ld4.c.clr.acq.d6 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr.acq.d7 r2=[r63]
	ld4.c.clr.acq r31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr.acq r32=[r100],-128
	ld4.c.clr.acq.nt1 r63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr.acq.nt1 r64=[r127],-256
	ld4.c.clr.acq.nta r100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	ld4.c.clr.acq.nta r126=[r1],0
	ld8 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld8.nt1 r0=[r31]
	ld8.nt2 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld8.nta r2=[r63]
	ld8.d1 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld8.d2 r32=[r100]
	ld8.d3 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld8.d4 r64=[r127]
	ld8.d5 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld8.d6 r126=[r1]
	ld8.d7 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld8 r0=[r31],r63
	ld8 r1=[r32],128
	nop.i 0 ;;
}
{ .mmi
	ld8.nt1 r2=[r63],r100
	ld8.nt1 r31=[r64],-1
	nop.i 0 ;;
}
{ .mmi
	ld8.nta r32=[r100],r127
	ld8.nta r63=[r126],1
	nop.i 0 ;;
}
{ .mmi
	ld8.s r64=[r127]
	ld8.s.nt1 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld8.s.nt2 r126=[r1]
	ld8.s.nta r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld8.s.d1 r0=[r31]
	ld8.s.d2 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld8.s.d3 r2=[r63]
	ld8.s.d4 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld8.s.d5 r32=[r100]
	ld8.s.d6 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld8.s.d7 r64=[r127]
	ld8.s r100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	ld8.s r126=[r1],-256
	ld8.s.nt1 r127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ld8.s.nt1 r0=[r31],0
	ld8.s.nta r1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ld8.s.nta r2=[r63],255
	ld8.a r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld8.a.nt1 r32=[r100]
	ld8.a.nt2 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld8.a.nta r64=[r127]
	ld8.a.d1 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld8.a.d2 r126=[r1]
	ld8.a.d3 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld8.a.d4 r0=[r31]
	ld8.a.d5 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld8.a.d6 r2=[r63]
	ld8.a.d7 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld8.a r32=[r100],r127
	ld8.a r63=[r126],-1
	nop.i 0 ;;
}
{ .mmi
	ld8.a.nt1 r64=[r127],r1
	ld8.a.nt1 r100=[r0],1
	nop.i 0 ;;
}
{ .mmi
	ld8.a.nta r126=[r1],r31
	ld8.a.nta r127=[r2],127
	nop.i 0 ;;
}
{ .mmi
	ld8.sa r0=[r31]
	ld8.sa.nt1 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld8.sa.nt2 r2=[r63]
	ld8.sa.nta r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld8.sa.d1 r32=[r100]
	ld8.sa.d2 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld8.sa.d3 r64=[r127]
	ld8.sa.d4 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld8.sa.d5 r126=[r1]
	ld8.sa.d6 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld8.sa.d7 r0=[r31]
	ld8.sa r1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ld8.sa r2=[r63],0
	ld8.sa.nt1 r31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ld8.sa.nt1 r32=[r100],255
	ld8.sa.nta r63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ld8.sa.nta r64=[r127],-128
	ld8.bias r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld8.bias.nt1 r126=[r1]
	ld8.bias.nt2 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld8.bias.nta r0=[r31]
	ld8.bias.d1 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld8.bias.d2 r2=[r63]
	ld8.bias.d3 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld8.bias.d4 r32=[r100]
	ld8.bias.d5 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld8.bias.d6 r64=[r127]
	ld8.bias.d7 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld8.bias r126=[r1],r31
	ld8.bias r127=[r2],1
	nop.i 0 ;;
}
{ .mmi
	ld8.bias.nt1 r0=[r31],r63
	ld8.bias.nt1 r1=[r32],127
	nop.i 0 ;;
}
{ .mmi
	ld8.bias.nta r2=[r63],r100
	ld8.bias.nta r31=[r64],128
	nop.i 0 ;;
}
{ .mmi
	ld8.acq r32=[r100]
	ld8.acq.nt1 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld8.acq.nt2 r64=[r127]
	ld8.acq.nta r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld8.acq.d1 r126=[r1]
	ld8.acq.d2 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld8.acq.d3 r0=[r31]
	ld8.acq.d4 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld8.acq.d5 r2=[r63]
	ld8.acq.d6 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld8.acq.d7 r32=[r100]
	ld8.acq r63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ld8.acq r64=[r127],255
	ld8.acq.nt1 r100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	ld8.acq.nt1 r126=[r1],-128
	ld8.acq.nta r127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ld8.acq.nta r0=[r31],-256
	ld8.c.clr r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld8.c.clr.nt1 r2=[r63]
	ld8.c.clr.nt2 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld8.c.clr.nta r32=[r100]
	ld8.c.clr.d1 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld8.c.clr.d2 r64=[r127]
	ld8.c.clr.d3 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld8.c.clr.d4 r126=[r1]
	ld8.c.clr.d5 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld8.c.clr.d6 r0=[r31]
	ld8.c.clr.d7 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld8.c.clr r2=[r63],r100
	ld8.c.clr r31=[r64],127
	nop.i 0 ;;
}
{ .mmi
	ld8.c.clr.nt1 r32=[r100],r127
	ld8.c.clr.nt1 r63=[r126],128
	nop.i 0 ;;
}
{ .mmi
	ld8.c.clr.nta r64=[r127],r1
	ld8.c.clr.nta r100=[r0],-1
	nop.i 0 ;;
}
{ .mmi
	ld8.c.nc r126=[r1]
	ld8.c.nc.nt1 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld8.c.nc.nt2 r0=[r31]
	ld8.c.nc.nta r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld8.c.nc.d1 r2=[r63]
	ld8.c.nc.d2 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld8.c.nc.d3 r32=[r100]
	ld8.c.nc.d4 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld8.c.nc.d5 r64=[r127]
	ld8.c.nc.d6 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld8.c.nc.d7 r126=[r1]
	ld8.c.nc r127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ld8.c.nc r0=[r31],-128
	ld8.c.nc.nt1 r1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ld8.c.nc.nt1 r2=[r63],-256
	ld8.c.nc.nta r31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ld8.c.nc.nta r32=[r100],0
	ld8.c.clr.acq r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld8.c.clr.acq.nt1 r64=[r127]
	ld8.c.clr.acq.nt2 r100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ld8.c.clr.acq.nta r126=[r1]
	ld8.c.clr.acq.d1 r127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ld8.c.clr.acq.d2 r0=[r31]
	ld8.c.clr.acq.d3 r1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ld8.c.clr.acq.d4 r2=[r63]
	ld8.c.clr.acq.d5 r31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ld8.c.clr.acq.d6 r32=[r100]
	ld8.c.clr.acq.d7 r63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ld8.c.clr.acq r64=[r127],r1
	ld8.c.clr.acq r100=[r0],128
	nop.i 0 ;;
}
{ .mmi
	ld8.c.clr.acq.nt1 r126=[r1],r31
	ld8.c.clr.acq.nt1 r127=[r2],-1
	nop.i 0 ;;
}
{ .mmi
	ld8.c.clr.acq.nta r0=[r31],r63
	ld8.c.clr.acq.nta r1=[r32],1
	nop.i 0 ;;
}
{ .mmi
	ld8.fill r2=[r32]
	ld16 r31,ar.csd=[r63]
	nop.i 0 ;;
}
{ .mmi
	ld16.acq r32,ar.csd=[r64]
	ld16 r63=[r100]
	nop.i 0 ;;
}
{ .mmi
	ld16.acq r64=[r126]
	ld8.fill.nt1 r100=[r127]
	nop.i 0 ;;
}
{ .mmi
	ld16.nt1 r126,ar.csd=[r0]
	ld16.acq.nt1 r127,ar.csd=[r1]
	nop.i 0 ;;
}
{ .mmi
	ld16.nt1 r0=[r2]
	ld16.acq.nt1 r1=[r31]
	nop.i 0 ;;
}
{ .mmi
	ld8.fill.nt2 r2=[r32]
	ld16.nt2 r31,ar.csd=[r63]
	nop.i 0 ;;
}
{ .mmi
	ld16.acq.nt2 r32,ar.csd=[r64]
	ld16.nt2 r63=[r100]
	nop.i 0 ;;
}
{ .mmi
	ld16.acq.nt2 r64=[r126]
	ld8.fill.nta r100=[r127]
	nop.i 0 ;;
}
{ .mmi
	ld16.nta r126,ar.csd=[r0]
	ld16.acq.nta r127,ar.csd=[r1]
	nop.i 0 ;;
}
{ .mmi
	ld16.nta r0=[r2]
	ld16.acq.nta r1=[r31]
	nop.i 0 ;;
}
{ .mmi
	ld8.fill.d1 r2=[r32]
	ld16.d1 r31,ar.csd=[r63]
	nop.i 0 ;;
}
{ .mmi
	ld16.acq.d1 r32,ar.csd=[r64]
	ld16.d1 r63=[r100]
	nop.i 0 ;;
}
{ .mmi
	ld16.acq.d1 r64=[r126]
	ld8.fill.d2 r100=[r127]
	nop.i 0 ;;
}
{ .mmi
	ld16.d2 r126,ar.csd=[r0]
	ld16.acq.d2 r127,ar.csd=[r1]
	nop.i 0 ;;
}
{ .mmi
	ld16.d2 r0=[r2]
	ld16.acq.d2 r1=[r31]
	nop.i 0 ;;
}
{ .mmi
	ld8.fill.d3 r2=[r32]
	ld16.d3 r31,ar.csd=[r63]
	nop.i 0 ;;
}
{ .mmi
	ld16.acq.d3 r32,ar.csd=[r64]
	ld16.d3 r63=[r100]
	nop.i 0 ;;
}
{ .mmi
	ld16.acq.d3 r64=[r126]
	ld8.fill.d4 r100=[r127]
	nop.i 0 ;;
}
{ .mmi
	ld16.d4 r126,ar.csd=[r0]
	ld16.acq.d4 r127,ar.csd=[r1]
	nop.i 0 ;;
}
{ .mmi
	ld16.d4 r0=[r2]
	ld16.acq.d4 r1=[r31]
	nop.i 0 ;;
}
{ .mmi
	ld8.fill.d5 r2=[r32]
	ld16.d5 r31,ar.csd=[r63]
	nop.i 0 ;;
}
{ .mmi
	ld16.acq.d5 r32,ar.csd=[r64]
	ld16.d5 r63=[r100]
	nop.i 0 ;;
}
{ .mmi
	ld16.acq.d5 r64=[r126]
	ld8.fill.d6 r100=[r127]
	nop.i 0 ;;
}
{ .mmi
	ld16.d6 r126,ar.csd=[r0]
	ld16.acq.d6 r127,ar.csd=[r1]
	nop.i 0 ;;
}
{ .mmi
	ld16.d6 r0=[r2]
	ld16.acq.d6 r1=[r31]
	nop.i 0 ;;
}
{ .mmi
	ld8.fill.d7 r2=[r32]
	ld16.d7 r31,ar.csd=[r63]
	nop.i 0 ;;
}
{ .mmi
	ld16.acq.d7 r32,ar.csd=[r64]
	ld16.d7 r63=[r100]
	nop.i 0 ;;
}
{ .mmi
	ld16.acq.d7 r64=[r126]
	ld8.fill r100=[r127],r1
	nop.i 0 ;;
}
{ .mmi
	ld8.fill r126=[r0],0
	ld8.fill.nt1 r127=[r1],r31
	nop.i 0 ;;
}
{ .mmi
	ld8.fill.nt1 r0=[r2],255
	ld8.fill.nta r1=[r31],r63
	nop.i 0 ;;
}
{ .mmi
	ld8.fill.nta r2=[r32],-256
	(p63) ld8 r127=[r127],-256
	nop.i 0 ;;
}
{ .mmi
	(p1) ld1.c.clr.acq.nta r0=[r0],255
	ld8 r1=[r1],r1
	nop.i 0 ;;
}
{ .mmi
	ld8 r1=[r3],-129
	ld4 r5=[r6],0x7f
	nop.i 0 ;;
}
{ .mmi
	ld2 r5=[r6],-0x80
	nop.m 0
	nop.i 0 ;;
}
