.text
// M6-M15: FP loads, stores, pairs, lfetch
{ .mmi
	ldfs f0=[r31]
	ldfs.nt1 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfs.nt2 f2=[r63]
	ldfs.nta f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfs.d1 f32=[r100]
	ldfs.d2 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfs.d3 f64=[r127]
	ldfs.d4 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfs.d5 f126=[r1]
	ldfs.d6 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfs.d7 f0=[r31]
	ldfs f1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ldfs f2=[r63],0
	ldfs.nt1 f31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ldfs.nt1 f32=[r100],1
	ldfs.nta f63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ldfs.nta f64=[r127],255
	ldfs.s f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfs.s.nt1 f126=[r1]
	ldfs.s.nt2 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfs.s.nta f0=[r31]
	ldfs.s.d1 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfs.s.d2 f2=[r63]
	ldfs.s.d3 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfs.s.d4 f32=[r100]
	ldfs.s.d5 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfs.s.d6 f64=[r127]
	ldfs.s.d7 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfs.s f126=[r1],r31
	ldfs.s f127=[r2],1
	nop.i 0 ;;
}
{ .mmi
	ldfs.s.nt1 f0=[r31],r63
	ldfs.s.nt1 f1=[r32],255
	nop.i 0 ;;
}
{ .mmi
	ldfs.s.nta f2=[r63],r100
	ldfs.s.nta f31=[r64],-1
	nop.i 0 ;;
}
{ .mmi
	ldfs.a f32=[r100]
	ldfs.a.nt1 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfs.a.nt2 f64=[r127]
	ldfs.a.nta f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfs.a.d1 f126=[r1]
	ldfs.a.d2 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfs.a.d3 f0=[r31]
	ldfs.a.d4 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfs.a.d5 f2=[r63]
	ldfs.a.d6 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfs.a.d7 f32=[r100]
	ldfs.a f63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ldfs.a f64=[r127],255
	ldfs.a.nt1 f100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	ldfs.a.nt1 f126=[r1],-1
	ldfs.a.nta f127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ldfs.a.nta f0=[r31],-256
	ldfs.sa f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfs.sa.nt1 f2=[r63]
	ldfs.sa.nt2 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfs.sa.nta f32=[r100]
	ldfs.sa.d1 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfs.sa.d2 f64=[r127]
	ldfs.sa.d3 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfs.sa.d4 f126=[r1]
	ldfs.sa.d5 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfs.sa.d6 f0=[r31]
	ldfs.sa.d7 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfs.sa f2=[r63],r100
	ldfs.sa f31=[r64],-1
	nop.i 0 ;;
}
{ .mmi
	ldfs.sa.nt1 f32=[r100],r127
	ldfs.sa.nt1 f63=[r126],-256
	nop.i 0 ;;
}
{ .mmi
	ldfs.sa.nta f64=[r127],r1
	ldfs.sa.nta f100=[r0],0
	nop.i 0 ;;
}
{ .mmi
	ldfs.c.clr f126=[r1]
	ldfs.c.clr.nt1 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfs.c.clr.nt2 f0=[r31]
	ldfs.c.clr.nta f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfs.c.clr.d1 f2=[r63]
	ldfs.c.clr.d2 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfs.c.clr.d3 f32=[r100]
	ldfs.c.clr.d4 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfs.c.clr.d5 f64=[r127]
	ldfs.c.clr.d6 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfs.c.clr.d7 f126=[r1]
	ldfs.c.clr f127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ldfs.c.clr f0=[r31],-256
	ldfs.c.clr.nt1 f1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ldfs.c.clr.nt1 f2=[r63],0
	ldfs.c.clr.nta f31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ldfs.c.clr.nta f32=[r100],1
	ldfs.c.nc f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfs.c.nc.nt1 f64=[r127]
	ldfs.c.nc.nt2 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfs.c.nc.nta f126=[r1]
	ldfs.c.nc.d1 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfs.c.nc.d2 f0=[r31]
	ldfs.c.nc.d3 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfs.c.nc.d4 f2=[r63]
	ldfs.c.nc.d5 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfs.c.nc.d6 f32=[r100]
	ldfs.c.nc.d7 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfs.c.nc f64=[r127],r1
	ldfs.c.nc f100=[r0],0
	nop.i 0 ;;
}
{ .mmi
	ldfs.c.nc.nt1 f126=[r1],r31
	ldfs.c.nc.nt1 f127=[r2],1
	nop.i 0 ;;
}
{ .mmi
	ldfs.c.nc.nta f0=[r31],r63
	ldfs.c.nc.nta f1=[r32],255
	nop.i 0 ;;
}
{ .mmi
	stfs [r2]=f63
	stfs.nt1 [r31]=f64
	nop.i 0 ;;
}
{ .mmi
	stfs.nt2 [r32]=f100
	stfs.nta [r63]=f126
	nop.i 0 ;;
}
{ .mmi
	stfs.d1 [r64]=f127
	stfs.d2 [r100]=f0
	nop.i 0 ;;
}
{ .mmi
	stfs.d3 [r126]=f1
	stfs.d4 [r127]=f2
	nop.i 0 ;;
}
{ .mmi
	stfs.d5 [r0]=f31
	stfs.d6 [r1]=f32
	nop.i 0 ;;
}
{ .mmi
	stfs.d7 [r2]=f63
	stfs [r31]=f64,-256
	nop.i 0 ;;
}
{ .mmi
	stfs [r32]=f100,255
	stfs [r63]=f126,0
	nop.i 0 ;;
}
{ .mmi
	stfs [r64]=f127,-1
	stfs.nta [r100]=f0,-256
	nop.i 0 ;;
}
{ .mmi
	stfs.nta [r126]=f1,255
	stfs.nta [r127]=f2,0
	nop.i 0 ;;
}
{ .mmi
	stfs.nta [r0]=f31,-1
	ldfd f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfd.nt1 f2=[r63]
	ldfd.nt2 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfd.nta f32=[r100]
	ldfd.d1 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfd.d2 f64=[r127]
	ldfd.d3 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfd.d4 f126=[r1]
	ldfd.d5 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfd.d6 f0=[r31]
	ldfd.d7 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfd f2=[r63],r100
	ldfd f31=[r64],-1
	nop.i 0 ;;
}
{ .mmi
	ldfd.nt1 f32=[r100],r127
	ldfd.nt1 f63=[r126],-256
	nop.i 0 ;;
}
{ .mmi
	ldfd.nta f64=[r127],r1
	ldfd.nta f100=[r0],0
	nop.i 0 ;;
}
{ .mmi
	ldfd.s f126=[r1]
	ldfd.s.nt1 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfd.s.nt2 f0=[r31]
	ldfd.s.nta f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfd.s.d1 f2=[r63]
	ldfd.s.d2 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfd.s.d3 f32=[r100]
	ldfd.s.d4 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfd.s.d5 f64=[r127]
	ldfd.s.d6 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfd.s.d7 f126=[r1]
	ldfd.s f127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ldfd.s f0=[r31],-256
	ldfd.s.nt1 f1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ldfd.s.nt1 f2=[r63],0
	ldfd.s.nta f31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ldfd.s.nta f32=[r100],1
	ldfd.a f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfd.a.nt1 f64=[r127]
	ldfd.a.nt2 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfd.a.nta f126=[r1]
	ldfd.a.d1 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfd.a.d2 f0=[r31]
	ldfd.a.d3 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfd.a.d4 f2=[r63]
	ldfd.a.d5 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfd.a.d6 f32=[r100]
	ldfd.a.d7 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfd.a f64=[r127],r1
	ldfd.a f100=[r0],0
	nop.i 0 ;;
}
{ .mmi
	ldfd.a.nt1 f126=[r1],r31
	ldfd.a.nt1 f127=[r2],1
	nop.i 0 ;;
}
{ .mmi
	ldfd.a.nta f0=[r31],r63
	ldfd.a.nta f1=[r32],255
	nop.i 0 ;;
}
{ .mmi
	ldfd.sa f2=[r63]
	ldfd.sa.nt1 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfd.sa.nt2 f32=[r100]
	ldfd.sa.nta f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfd.sa.d1 f64=[r127]
	ldfd.sa.d2 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfd.sa.d3 f126=[r1]
	ldfd.sa.d4 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfd.sa.d5 f0=[r31]
	ldfd.sa.d6 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfd.sa.d7 f2=[r63]
	ldfd.sa f31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ldfd.sa f32=[r100],1
	ldfd.sa.nt1 f63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ldfd.sa.nt1 f64=[r127],255
	ldfd.sa.nta f100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	ldfd.sa.nta f126=[r1],-1
	ldfd.c.clr f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfd.c.clr.nt1 f0=[r31]
	ldfd.c.clr.nt2 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfd.c.clr.nta f2=[r63]
	ldfd.c.clr.d1 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfd.c.clr.d2 f32=[r100]
	ldfd.c.clr.d3 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfd.c.clr.d4 f64=[r127]
	ldfd.c.clr.d5 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfd.c.clr.d6 f126=[r1]
	ldfd.c.clr.d7 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfd.c.clr f0=[r31],r63
	ldfd.c.clr f1=[r32],255
	nop.i 0 ;;
}
{ .mmi
	ldfd.c.clr.nt1 f2=[r63],r100
	ldfd.c.clr.nt1 f31=[r64],-1
	nop.i 0 ;;
}
{ .mmi
	ldfd.c.clr.nta f32=[r100],r127
	ldfd.c.clr.nta f63=[r126],-256
	nop.i 0 ;;
}
{ .mmi
	ldfd.c.nc f64=[r127]
	ldfd.c.nc.nt1 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfd.c.nc.nt2 f126=[r1]
	ldfd.c.nc.nta f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfd.c.nc.d1 f0=[r31]
	ldfd.c.nc.d2 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfd.c.nc.d3 f2=[r63]
	ldfd.c.nc.d4 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfd.c.nc.d5 f32=[r100]
	ldfd.c.nc.d6 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfd.c.nc.d7 f64=[r127]
	ldfd.c.nc f100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	ldfd.c.nc f126=[r1],-1
	ldfd.c.nc.nt1 f127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ldfd.c.nc.nt1 f0=[r31],-256
	ldfd.c.nc.nta f1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ldfd.c.nc.nta f2=[r63],0
	stfd [r31]=f64
	nop.i 0 ;;
}
{ .mmi
	stfd.nt1 [r32]=f100
	stfd.nt2 [r63]=f126
	nop.i 0 ;;
}
{ .mmi
	stfd.nta [r64]=f127
	stfd.d1 [r100]=f0
	nop.i 0 ;;
}
{ .mmi
	stfd.d2 [r126]=f1
	stfd.d3 [r127]=f2
	nop.i 0 ;;
}
{ .mmi
	stfd.d4 [r0]=f31
	stfd.d5 [r1]=f32
	nop.i 0 ;;
}
{ .mmi
	stfd.d6 [r2]=f63
	stfd.d7 [r31]=f64
	nop.i 0 ;;
}
{ .mmi
	stfd [r32]=f100,-256
	stfd [r63]=f126,255
	nop.i 0 ;;
}
{ .mmi
	stfd [r64]=f127,0
	stfd [r100]=f0,-1
	nop.i 0 ;;
}
{ .mmi
	stfd.nta [r126]=f1,-256
	stfd.nta [r127]=f2,255
	nop.i 0 ;;
}
{ .mmi
	stfd.nta [r0]=f31,0
	stfd.nta [r1]=f32,-1
	nop.i 0 ;;
}
{ .mmi
	ldf8 f2=[r63]
	ldf8.nt1 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldf8.nt2 f32=[r100]
	ldf8.nta f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldf8.d1 f64=[r127]
	ldf8.d2 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldf8.d3 f126=[r1]
	ldf8.d4 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldf8.d5 f0=[r31]
	ldf8.d6 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldf8.d7 f2=[r63]
	ldf8 f31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ldf8 f32=[r100],1
	ldf8.nt1 f63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ldf8.nt1 f64=[r127],255
	ldf8.nta f100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	ldf8.nta f126=[r1],-1
	ldf8.s f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldf8.s.nt1 f0=[r31]
	ldf8.s.nt2 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldf8.s.nta f2=[r63]
	ldf8.s.d1 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldf8.s.d2 f32=[r100]
	ldf8.s.d3 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldf8.s.d4 f64=[r127]
	ldf8.s.d5 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldf8.s.d6 f126=[r1]
	ldf8.s.d7 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldf8.s f0=[r31],r63
	ldf8.s f1=[r32],255
	nop.i 0 ;;
}
{ .mmi
	ldf8.s.nt1 f2=[r63],r100
	ldf8.s.nt1 f31=[r64],-1
	nop.i 0 ;;
}
{ .mmi
	ldf8.s.nta f32=[r100],r127
	ldf8.s.nta f63=[r126],-256
	nop.i 0 ;;
}
{ .mmi
	ldf8.a f64=[r127]
	ldf8.a.nt1 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldf8.a.nt2 f126=[r1]
	ldf8.a.nta f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldf8.a.d1 f0=[r31]
	ldf8.a.d2 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldf8.a.d3 f2=[r63]
	ldf8.a.d4 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldf8.a.d5 f32=[r100]
	ldf8.a.d6 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldf8.a.d7 f64=[r127]
	ldf8.a f100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	ldf8.a f126=[r1],-1
	ldf8.a.nt1 f127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ldf8.a.nt1 f0=[r31],-256
	ldf8.a.nta f1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ldf8.a.nta f2=[r63],0
	ldf8.sa f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldf8.sa.nt1 f32=[r100]
	ldf8.sa.nt2 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldf8.sa.nta f64=[r127]
	ldf8.sa.d1 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldf8.sa.d2 f126=[r1]
	ldf8.sa.d3 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldf8.sa.d4 f0=[r31]
	ldf8.sa.d5 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldf8.sa.d6 f2=[r63]
	ldf8.sa.d7 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldf8.sa f32=[r100],r127
	ldf8.sa f63=[r126],-256
	nop.i 0 ;;
}
{ .mmi
	ldf8.sa.nt1 f64=[r127],r1
	ldf8.sa.nt1 f100=[r0],0
	nop.i 0 ;;
}
{ .mmi
	ldf8.sa.nta f126=[r1],r31
	ldf8.sa.nta f127=[r2],1
	nop.i 0 ;;
}
{ .mmi
	ldf8.c.clr f0=[r31]
	ldf8.c.clr.nt1 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldf8.c.clr.nt2 f2=[r63]
	ldf8.c.clr.nta f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldf8.c.clr.d1 f32=[r100]
	ldf8.c.clr.d2 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldf8.c.clr.d3 f64=[r127]
	ldf8.c.clr.d4 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldf8.c.clr.d5 f126=[r1]
	ldf8.c.clr.d6 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldf8.c.clr.d7 f0=[r31]
	ldf8.c.clr f1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ldf8.c.clr f2=[r63],0
	ldf8.c.clr.nt1 f31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ldf8.c.clr.nt1 f32=[r100],1
	ldf8.c.clr.nta f63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ldf8.c.clr.nta f64=[r127],255
	ldf8.c.nc f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldf8.c.nc.nt1 f126=[r1]
	ldf8.c.nc.nt2 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldf8.c.nc.nta f0=[r31]
	ldf8.c.nc.d1 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldf8.c.nc.d2 f2=[r63]
	ldf8.c.nc.d3 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldf8.c.nc.d4 f32=[r100]
	ldf8.c.nc.d5 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldf8.c.nc.d6 f64=[r127]
	ldf8.c.nc.d7 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldf8.c.nc f126=[r1],r31
	ldf8.c.nc f127=[r2],1
	nop.i 0 ;;
}
{ .mmi
	ldf8.c.nc.nt1 f0=[r31],r63
	ldf8.c.nc.nt1 f1=[r32],255
	nop.i 0 ;;
}
{ .mmi
	ldf8.c.nc.nta f2=[r63],r100
	ldf8.c.nc.nta f31=[r64],-1
	nop.i 0 ;;
}
{ .mmi
	stf8 [r32]=f100
	stf8.nt1 [r63]=f126
	nop.i 0 ;;
}
{ .mmi
	stf8.nt2 [r64]=f127
	stf8.nta [r100]=f0
	nop.i 0 ;;
}
{ .mmi
	stf8.d1 [r126]=f1
	stf8.d2 [r127]=f2
	nop.i 0 ;;
}
{ .mmi
	stf8.d3 [r0]=f31
	stf8.d4 [r1]=f32
	nop.i 0 ;;
}
{ .mmi
	stf8.d5 [r2]=f63
	stf8.d6 [r31]=f64
	nop.i 0 ;;
}
{ .mmi
	stf8.d7 [r32]=f100
	stf8 [r63]=f126,-256
	nop.i 0 ;;
}
{ .mmi
	stf8 [r64]=f127,255
	stf8 [r100]=f0,0
	nop.i 0 ;;
}
{ .mmi
	stf8 [r126]=f1,-1
	stf8.nta [r127]=f2,-256
	nop.i 0 ;;
}
{ .mmi
	stf8.nta [r0]=f31,255
	stf8.nta [r1]=f32,0
	nop.i 0 ;;
}
{ .mmi
	stf8.nta [r2]=f63,-1
	ldfe f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfe.nt1 f32=[r100]
	ldfe.nt2 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfe.nta f64=[r127]
	ldfe.d1 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfe.d2 f126=[r1]
	ldfe.d3 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfe.d4 f0=[r31]
	ldfe.d5 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfe.d6 f2=[r63]
	ldfe.d7 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfe f32=[r100],r127
	ldfe f63=[r126],-256
	nop.i 0 ;;
}
{ .mmi
	ldfe.nt1 f64=[r127],r1
	ldfe.nt1 f100=[r0],0
	nop.i 0 ;;
}
{ .mmi
	ldfe.nta f126=[r1],r31
	ldfe.nta f127=[r2],1
	nop.i 0 ;;
}
{ .mmi
	ldfe.s f0=[r31]
	ldfe.s.nt1 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfe.s.nt2 f2=[r63]
	ldfe.s.nta f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfe.s.d1 f32=[r100]
	ldfe.s.d2 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfe.s.d3 f64=[r127]
	ldfe.s.d4 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfe.s.d5 f126=[r1]
	ldfe.s.d6 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfe.s.d7 f0=[r31]
	ldfe.s f1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ldfe.s f2=[r63],0
	ldfe.s.nt1 f31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ldfe.s.nt1 f32=[r100],1
	ldfe.s.nta f63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ldfe.s.nta f64=[r127],255
	ldfe.a f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfe.a.nt1 f126=[r1]
	ldfe.a.nt2 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfe.a.nta f0=[r31]
	ldfe.a.d1 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfe.a.d2 f2=[r63]
	ldfe.a.d3 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfe.a.d4 f32=[r100]
	ldfe.a.d5 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfe.a.d6 f64=[r127]
	ldfe.a.d7 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfe.a f126=[r1],r31
	ldfe.a f127=[r2],1
	nop.i 0 ;;
}
{ .mmi
	ldfe.a.nt1 f0=[r31],r63
	ldfe.a.nt1 f1=[r32],255
	nop.i 0 ;;
}
{ .mmi
	ldfe.a.nta f2=[r63],r100
	ldfe.a.nta f31=[r64],-1
	nop.i 0 ;;
}
{ .mmi
	ldfe.sa f32=[r100]
	ldfe.sa.nt1 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfe.sa.nt2 f64=[r127]
	ldfe.sa.nta f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfe.sa.d1 f126=[r1]
	ldfe.sa.d2 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfe.sa.d3 f0=[r31]
	ldfe.sa.d4 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfe.sa.d5 f2=[r63]
	ldfe.sa.d6 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfe.sa.d7 f32=[r100]
	ldfe.sa f63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	ldfe.sa f64=[r127],255
	ldfe.sa.nt1 f100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	ldfe.sa.nt1 f126=[r1],-1
	ldfe.sa.nta f127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ldfe.sa.nta f0=[r31],-256
	ldfe.c.clr f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfe.c.clr.nt1 f2=[r63]
	ldfe.c.clr.nt2 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfe.c.clr.nta f32=[r100]
	ldfe.c.clr.d1 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfe.c.clr.d2 f64=[r127]
	ldfe.c.clr.d3 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfe.c.clr.d4 f126=[r1]
	ldfe.c.clr.d5 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfe.c.clr.d6 f0=[r31]
	ldfe.c.clr.d7 f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfe.c.clr f2=[r63],r100
	ldfe.c.clr f31=[r64],-1
	nop.i 0 ;;
}
{ .mmi
	ldfe.c.clr.nt1 f32=[r100],r127
	ldfe.c.clr.nt1 f63=[r126],-256
	nop.i 0 ;;
}
{ .mmi
	ldfe.c.clr.nta f64=[r127],r1
	ldfe.c.clr.nta f100=[r0],0
	nop.i 0 ;;
}
{ .mmi
	ldfe.c.nc f126=[r1]
	ldfe.c.nc.nt1 f127=[r2]
	nop.i 0 ;;
}
{ .mmi
	ldfe.c.nc.nt2 f0=[r31]
	ldfe.c.nc.nta f1=[r32]
	nop.i 0 ;;
}
{ .mmi
	ldfe.c.nc.d1 f2=[r63]
	ldfe.c.nc.d2 f31=[r64]
	nop.i 0 ;;
}
{ .mmi
	ldfe.c.nc.d3 f32=[r100]
	ldfe.c.nc.d4 f63=[r126]
	nop.i 0 ;;
}
{ .mmi
	ldfe.c.nc.d5 f64=[r127]
	ldfe.c.nc.d6 f100=[r0]
	nop.i 0 ;;
}
{ .mmi
	ldfe.c.nc.d7 f126=[r1]
	ldfe.c.nc f127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	ldfe.c.nc f0=[r31],-256
	ldfe.c.nc.nt1 f1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	ldfe.c.nc.nt1 f2=[r63],0
	ldfe.c.nc.nta f31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	ldfe.c.nc.nta f32=[r100],1
	stfe [r63]=f126
	nop.i 0 ;;
}
{ .mmi
	stfe.nt1 [r64]=f127
	stfe.nt2 [r100]=f0
	nop.i 0 ;;
}
{ .mmi
	stfe.nta [r126]=f1
	stfe.d1 [r127]=f2
	nop.i 0 ;;
}
{ .mmi
	stfe.d2 [r0]=f31
	stfe.d3 [r1]=f32
	nop.i 0 ;;
}
{ .mmi
	stfe.d4 [r2]=f63
	stfe.d5 [r31]=f64
	nop.i 0 ;;
}
{ .mmi
	stfe.d6 [r32]=f100
	stfe.d7 [r63]=f126
	nop.i 0 ;;
}
{ .mmi
	stfe [r64]=f127,-256
	stfe [r100]=f0,255
	nop.i 0 ;;
}
{ .mmi
	stfe [r126]=f1,0
	stfe [r127]=f2,-1
	nop.i 0 ;;
}
{ .mmi
	stfe.nta [r0]=f31,-256
	stfe.nta [r1]=f32,255
	nop.i 0 ;;
}
{ .mmi
	stfe.nta [r2]=f63,0
	stfe.nta [r31]=f64,-1
	nop.i 0 ;;
}
{ .mmi
	ldf.fill f32=[r100]
	stf.spill [r63]=f126
	nop.i 0 ;;
}
{ .mmi
	ldf.fill.nt1 f64=[r127]
	stf.spill.nt1 [r100]=f0
	nop.i 0 ;;
}
{ .mmi
	ldf.fill.nt2 f126=[r1]
	stf.spill.nt2 [r127]=f2
	nop.i 0 ;;
}
{ .mmi
	ldf.fill.nta f0=[r31]
	stf.spill.nta [r1]=f32
	nop.i 0 ;;
}
{ .mmi
	ldf.fill.d1 f2=[r63]
	stf.spill.d1 [r31]=f64
	nop.i 0 ;;
}
{ .mmi
	ldf.fill.d2 f32=[r100]
	stf.spill.d2 [r63]=f126
	nop.i 0 ;;
}
{ .mmi
	ldf.fill.d3 f64=[r127]
	stf.spill.d3 [r100]=f0
	nop.i 0 ;;
}
{ .mmi
	ldf.fill.d4 f126=[r1]
	stf.spill.d4 [r127]=f2
	nop.i 0 ;;
}
{ .mmi
	ldf.fill.d5 f0=[r31]
	stf.spill.d5 [r1]=f32
	nop.i 0 ;;
}
{ .mmi
	ldf.fill.d6 f2=[r63]
	stf.spill.d6 [r31]=f64
	nop.i 0 ;;
}
{ .mmi
	ldf.fill.d7 f32=[r100]
	stf.spill.d7 [r63]=f126
	nop.i 0 ;;
}
{ .mmi
	ldf.fill f64=[r127],r0
	ldf.fill f100=[r0],-256
	nop.i 0 ;;
}
{ .mmi
	ldf.fill.nt1 f126=[r1],r2
	ldf.fill.nt1 f127=[r2],0
	nop.i 0 ;;
}
{ .mmi
	ldf.fill.nta f0=[r31],r32
	ldf.fill.nta f1=[r32],255
	nop.i 0 ;;
}
{ .mmi
	stf.spill [r2]=f63,-256
	stf.spill [r31]=f64,255
	nop.i 0 ;;
}
{ .mmi
	stf.spill.nta [r32]=f100,-256
	stf.spill.nta [r63]=f126,255
	nop.i 0 ;;
}
{ .mmi
	ldfps f2,f3=[r64]
	ldfps f32,f33=[r100],8
	nop.i 0 ;;
}
{ .mmi
	ldfps.nt1 f127,f126=[r126]
	ldfps.nt1 f0,f1=[r127],8
	nop.i 0 ;;
}
{ .mmi
	ldfps.nta f64,f65=[r0]
	ldfps.nta f8,f9=[r1],8
	nop.i 0 ;;
}
{ .mmi
	ldfps.s f2,f3=[r2]
	ldfps.s f32,f33=[r31],8
	nop.i 0 ;;
}
{ .mmi
	ldfps.s.nt1 f127,f126=[r32]
	ldfps.s.nt1 f0,f1=[r63],8
	nop.i 0 ;;
}
{ .mmi
	ldfps.s.nta f64,f65=[r64]
	ldfps.s.nta f8,f9=[r100],8
	nop.i 0 ;;
}
{ .mmi
	ldfps.a f2,f3=[r126]
	ldfps.a f32,f33=[r127],8
	nop.i 0 ;;
}
{ .mmi
	ldfps.a.nt1 f127,f126=[r0]
	ldfps.a.nt1 f0,f1=[r1],8
	nop.i 0 ;;
}
{ .mmi
	ldfps.a.nta f64,f65=[r2]
	ldfps.a.nta f8,f9=[r31],8
	nop.i 0 ;;
}
{ .mmi
	ldfps.sa f2,f3=[r32]
	ldfps.sa f32,f33=[r63],8
	nop.i 0 ;;
}
{ .mmi
	ldfps.sa.nt1 f127,f126=[r64]
	ldfps.sa.nt1 f0,f1=[r100],8
	nop.i 0 ;;
}
{ .mmi
	ldfps.sa.nta f64,f65=[r126]
	ldfps.sa.nta f8,f9=[r127],8
	nop.i 0 ;;
}
{ .mmi
	ldfps.c.clr f2,f3=[r0]
	ldfps.c.clr f32,f33=[r1],8
	nop.i 0 ;;
}
{ .mmi
	ldfps.c.clr.nt1 f127,f126=[r2]
	ldfps.c.clr.nt1 f0,f1=[r31],8
	nop.i 0 ;;
}
{ .mmi
	ldfps.c.clr.nta f64,f65=[r32]
	ldfps.c.clr.nta f8,f9=[r63],8
	nop.i 0 ;;
}
{ .mmi
	ldfps.c.nc f2,f3=[r64]
	ldfps.c.nc f32,f33=[r100],8
	nop.i 0 ;;
}
{ .mmi
	ldfps.c.nc.nt1 f127,f126=[r126]
	ldfps.c.nc.nt1 f0,f1=[r127],8
	nop.i 0 ;;
}
{ .mmi
	ldfps.c.nc.nta f64,f65=[r0]
	ldfps.c.nc.nta f8,f9=[r1],8
	nop.i 0 ;;
}
{ .mmi
	ldfpd f2,f3=[r2]
	ldfpd f32,f33=[r31],16
	nop.i 0 ;;
}
{ .mmi
	ldfpd.nt1 f127,f126=[r32]
	ldfpd.nt1 f0,f1=[r63],16
	nop.i 0 ;;
}
{ .mmi
	ldfpd.nta f64,f65=[r64]
	ldfpd.nta f8,f9=[r100],16
	nop.i 0 ;;
}
{ .mmi
	ldfpd.s f2,f3=[r126]
	ldfpd.s f32,f33=[r127],16
	nop.i 0 ;;
}
{ .mmi
	ldfpd.s.nt1 f127,f126=[r0]
	ldfpd.s.nt1 f0,f1=[r1],16
	nop.i 0 ;;
}
{ .mmi
	ldfpd.s.nta f64,f65=[r2]
	ldfpd.s.nta f8,f9=[r31],16
	nop.i 0 ;;
}
{ .mmi
	ldfpd.a f2,f3=[r32]
	ldfpd.a f32,f33=[r63],16
	nop.i 0 ;;
}
{ .mmi
	ldfpd.a.nt1 f127,f126=[r64]
	ldfpd.a.nt1 f0,f1=[r100],16
	nop.i 0 ;;
}
{ .mmi
	ldfpd.a.nta f64,f65=[r126]
	ldfpd.a.nta f8,f9=[r127],16
	nop.i 0 ;;
}
{ .mmi
	ldfpd.sa f2,f3=[r0]
	ldfpd.sa f32,f33=[r1],16
	nop.i 0 ;;
}
{ .mmi
	ldfpd.sa.nt1 f127,f126=[r2]
	ldfpd.sa.nt1 f0,f1=[r31],16
	nop.i 0 ;;
}
{ .mmi
	ldfpd.sa.nta f64,f65=[r32]
	ldfpd.sa.nta f8,f9=[r63],16
	nop.i 0 ;;
}
{ .mmi
	ldfpd.c.clr f2,f3=[r64]
	ldfpd.c.clr f32,f33=[r100],16
	nop.i 0 ;;
}
{ .mmi
	ldfpd.c.clr.nt1 f127,f126=[r126]
	ldfpd.c.clr.nt1 f0,f1=[r127],16
	nop.i 0 ;;
}
{ .mmi
	ldfpd.c.clr.nta f64,f65=[r0]
	ldfpd.c.clr.nta f8,f9=[r1],16
	nop.i 0 ;;
}
{ .mmi
	ldfpd.c.nc f2,f3=[r2]
	ldfpd.c.nc f32,f33=[r31],16
	nop.i 0 ;;
}
{ .mmi
	ldfpd.c.nc.nt1 f127,f126=[r32]
	ldfpd.c.nc.nt1 f0,f1=[r63],16
	nop.i 0 ;;
}
{ .mmi
	ldfpd.c.nc.nta f64,f65=[r64]
	ldfpd.c.nc.nta f8,f9=[r100],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8 f2,f3=[r126]
	ldfp8 f32,f33=[r127],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8.nt1 f127,f126=[r0]
	ldfp8.nt1 f0,f1=[r1],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8.nta f64,f65=[r2]
	ldfp8.nta f8,f9=[r31],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8.s f2,f3=[r32]
	ldfp8.s f32,f33=[r63],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8.s.nt1 f127,f126=[r64]
	ldfp8.s.nt1 f0,f1=[r100],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8.s.nta f64,f65=[r126]
	ldfp8.s.nta f8,f9=[r127],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8.a f2,f3=[r0]
	ldfp8.a f32,f33=[r1],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8.a.nt1 f127,f126=[r2]
	ldfp8.a.nt1 f0,f1=[r31],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8.a.nta f64,f65=[r32]
	ldfp8.a.nta f8,f9=[r63],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8.sa f2,f3=[r64]
	ldfp8.sa f32,f33=[r100],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8.sa.nt1 f127,f126=[r126]
	ldfp8.sa.nt1 f0,f1=[r127],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8.sa.nta f64,f65=[r0]
	ldfp8.sa.nta f8,f9=[r1],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8.c.clr f2,f3=[r2]
	ldfp8.c.clr f32,f33=[r31],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8.c.clr.nt1 f127,f126=[r32]
	ldfp8.c.clr.nt1 f0,f1=[r63],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8.c.clr.nta f64,f65=[r64]
	ldfp8.c.clr.nta f8,f9=[r100],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8.c.nc f2,f3=[r126]
	ldfp8.c.nc f32,f33=[r127],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8.c.nc.nt1 f127,f126=[r0]
	ldfp8.c.nc.nt1 f0,f1=[r1],16
	nop.i 0 ;;
}
{ .mmi
	ldfp8.c.nc.nta f64,f65=[r2]
	ldfp8.c.nc.nta f8,f9=[r31],16
	nop.i 0 ;;
}
{ .mmi
	lfetch [r32]
	lfetch [r63],r126
	nop.i 0 ;;
}
{ .mmi
	lfetch [r64],0
	lfetch.nt1 [r100]
	nop.i 0 ;;
}
{ .mmi
	lfetch.nt1 [r126],r1
	lfetch.nt1 [r127],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.nt2 [r0]
	lfetch.nt2 [r1],r32
	nop.i 0 ;;
}
{ .mmi
	lfetch.nt2 [r2],0
	lfetch.nta [r31]
	nop.i 0 ;;
}
{ .mmi
	lfetch.nta [r32],r100
	lfetch.nta [r63],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.d1 [r64]
	lfetch.d1 [r100],r0
	nop.i 0 ;;
}
{ .mmi
	lfetch.d1 [r126],0
	lfetch.d2 [r127]
	nop.i 0 ;;
}
{ .mmi
	lfetch.d2 [r0],r31
	lfetch.d2 [r1],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.d3 [r2]
	lfetch.d3 [r31],r64
	nop.i 0 ;;
}
{ .mmi
	lfetch.d3 [r32],0
	lfetch.d4 [r63]
	nop.i 0 ;;
}
{ .mmi
	lfetch.d4 [r64],r127
	lfetch.d4 [r100],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.d5 [r126]
	lfetch.d5 [r127],r2
	nop.i 0 ;;
}
{ .mmi
	lfetch.d5 [r0],0
	lfetch.d6 [r1]
	nop.i 0 ;;
}
{ .mmi
	lfetch.d6 [r2],r63
	lfetch.d6 [r31],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.d7 [r32]
	lfetch.d7 [r63],r126
	nop.i 0 ;;
}
{ .mmi
	lfetch.d7 [r64],0
	lfetch.excl [r100]
	nop.i 0 ;;
}
{ .mmi
	lfetch.excl [r126],r1
	lfetch.excl [r127],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.excl.nt1 [r0]
	lfetch.excl.nt1 [r1],r32
	nop.i 0 ;;
}
{ .mmi
	lfetch.excl.nt1 [r2],0
	lfetch.excl.nt2 [r31]
	nop.i 0 ;;
}
{ .mmi
	lfetch.excl.nt2 [r32],r100
	lfetch.excl.nt2 [r63],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.excl.nta [r64]
	lfetch.excl.nta [r100],r0
	nop.i 0 ;;
}
{ .mmi
	lfetch.excl.nta [r126],0
	lfetch.excl.d1 [r127]
	nop.i 0 ;;
}
{ .mmi
	lfetch.excl.d1 [r0],r31
	lfetch.excl.d1 [r1],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.excl.d2 [r2]
	lfetch.excl.d2 [r31],r64
	nop.i 0 ;;
}
{ .mmi
	lfetch.excl.d2 [r32],0
	lfetch.excl.d3 [r63]
	nop.i 0 ;;
}
{ .mmi
	lfetch.excl.d3 [r64],r127
	lfetch.excl.d3 [r100],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.excl.d4 [r126]
	lfetch.excl.d4 [r127],r2
	nop.i 0 ;;
}
{ .mmi
	lfetch.excl.d4 [r0],0
	lfetch.excl.d5 [r1]
	nop.i 0 ;;
}
{ .mmi
	lfetch.excl.d5 [r2],r63
	lfetch.excl.d5 [r31],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.excl.d6 [r32]
	lfetch.excl.d6 [r63],r126
	nop.i 0 ;;
}
{ .mmi
	lfetch.excl.d6 [r64],0
	lfetch.excl.d7 [r100]
	nop.i 0 ;;
}
{ .mmi
	lfetch.excl.d7 [r126],r1
	lfetch.excl.d7 [r127],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault [r0]
	lfetch.fault [r1],r32
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault [r2],0
	lfetch.fault.nt1 [r31]
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.nt1 [r32],r100
	lfetch.fault.nt1 [r63],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.nt2 [r64]
	lfetch.fault.nt2 [r100],r0
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.nt2 [r126],0
	lfetch.fault.nta [r127]
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.nta [r0],r31
	lfetch.fault.nta [r1],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.d1 [r2]
	lfetch.fault.d1 [r31],r64
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.d1 [r32],0
	lfetch.fault.d2 [r63]
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.d2 [r64],r127
	lfetch.fault.d2 [r100],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.d3 [r126]
	lfetch.fault.d3 [r127],r2
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.d3 [r0],0
	lfetch.fault.d4 [r1]
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.d4 [r2],r63
	lfetch.fault.d4 [r31],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.d5 [r32]
	lfetch.fault.d5 [r63],r126
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.d5 [r64],0
	lfetch.fault.d6 [r100]
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.d6 [r126],r1
	lfetch.fault.d6 [r127],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.d7 [r0]
	lfetch.fault.d7 [r1],r32
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.d7 [r2],0
	lfetch.fault.excl [r31]
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.excl [r32],r100
	lfetch.fault.excl [r63],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.excl.nt1 [r64]
	lfetch.fault.excl.nt1 [r100],r0
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.excl.nt1 [r126],0
	lfetch.fault.excl.nt2 [r127]
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.excl.nt2 [r0],r31
	lfetch.fault.excl.nt2 [r1],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.excl.nta [r2]
	lfetch.fault.excl.nta [r31],r64
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.excl.nta [r32],0
	lfetch.fault.excl.d1 [r63]
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.excl.d1 [r64],r127
	lfetch.fault.excl.d1 [r100],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.excl.d2 [r126]
	lfetch.fault.excl.d2 [r127],r2
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.excl.d2 [r0],0
	lfetch.fault.excl.d3 [r1]
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.excl.d3 [r2],r63
	lfetch.fault.excl.d3 [r31],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.excl.d4 [r32]
	lfetch.fault.excl.d4 [r63],r126
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.excl.d4 [r64],0
	lfetch.fault.excl.d5 [r100]
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.excl.d5 [r126],r1
	lfetch.fault.excl.d5 [r127],100
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.excl.d6 [r0]
	lfetch.fault.excl.d6 [r1],r32
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.excl.d6 [r2],0
	lfetch.fault.excl.d7 [r31]
	nop.i 0 ;;
}
{ .mmi
	lfetch.fault.excl.d7 [r32],r100
	lfetch.fault.excl.d7 [r63],100
	nop.i 0 ;;
}
{ .mmi
	(p63) ldfd.c.nc.nta f127=[r127],-256
	(p9) stfe.nta [r127]=f127,255
	nop.i 0 ;;
}
{ .mmi
	(p10) lfetch.fault.excl.nta [r127],r127
	nop.m 0
	nop.i 0 ;;
}
