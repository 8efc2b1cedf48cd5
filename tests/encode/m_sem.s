.text
// M16 M17 M18 M19: semaphores, getf, setf
{ .mmi
	cmpxchg1.acq r0=[r31],r63,ar.ccv
	cmpxchg1.acq r1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	cmpxchg1.acq.nt1 r2=[r63],r100,ar.ccv
	cmpxchg1.acq.nt1 r31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	cmpxchg1.acq.nta r32=[r100],r127,ar.ccv
	cmpxchg1.acq.nta r63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	cmpxchg1.rel r64=[r127],r1,ar.ccv
	cmpxchg1.rel r100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	cmpxchg1.rel.nt1 r126=[r1],r31,ar.ccv
	cmpxchg1.rel.nt1 r127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	cmpxchg1.rel.nta r0=[r31],r63,ar.ccv
	cmpxchg1.rel.nta r1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	xchg1 r2=[r63],r100
	xchg1.nt1 r31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	xchg1.nta r32=[r100],r127
	cmpxchg2.acq r63=[r126],r0,ar.ccv
	nop.i 0 ;;
}
{ .mmi
	cmpxchg2.acq r64=[r127],r1
	cmpxchg2.acq.nt1 r100=[r0],r2,ar.ccv
	nop.i 0 ;;
}
{ .mmi
	cmpxchg2.acq.nt1 r126=[r1],r31
	cmpxchg2.acq.nta r127=[r2],r32,ar.ccv
	nop.i 0 ;;
}
{ .mmi
	cmpxchg2.acq.nta r0=[r31],r63
	cmpxchg2.rel r1=[r32],r64,ar.ccv
	nop.i 0 ;;
}
{ .mmi
	cmpxchg2.rel r2=[r63],r100
	cmpxchg2.rel.nt1 r31=[r64],r126,ar.ccv
	nop.i 0 ;;
}
{ .mmi
	cmpxchg2.rel.nt1 r32=[r100],r127
	cmpxchg2.rel.nta r63=[r126],r0,ar.ccv
	nop.i 0 ;;
}
{ .mmi
	cmpxchg2.rel.nta r64=[r127],r1
	xchg2 r100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	xchg2.nt1 r126=[r1],r31
	xchg2.nta r127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	cmpxchg4.acq r0=[r31],r63,ar.ccv
	cmpxchg4.acq r1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	cmpxchg4.acq.nt1 r2=[r63],r100,ar.ccv
	cmpxchg4.acq.nt1 r31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	cmpxchg4.acq.nta r32=[r100],r127,ar.ccv
	cmpxchg4.acq.nta r63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	cmpxchg4.rel r64=[r127],r1,ar.ccv
	cmpxchg4.rel r100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	cmpxchg4.rel.nt1 r126=[r1],r31,ar.ccv
	cmpxchg4.rel.nt1 r127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	cmpxchg4.rel.nta r0=[r31],r63,ar.ccv
	cmpxchg4.rel.nta r1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	xchg4 r2=[r63],r100
	xchg4.nt1 r31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	xchg4.nta r32=[r100],r127
	cmpxchg8.acq r63=[r126],r0,ar.ccv
	nop.i 0 ;;
}
{ .mmi
	cmpxchg8.acq r64=[r127],r1
	cmpxchg8.acq.nt1 r100=[r0],r2,ar.ccv
	nop.i 0 ;;
}
{ .mmi
	cmpxchg8.acq.nt1 r126=[r1],r31
	cmpxchg8.acq.nta r127=[r2],r32,ar.ccv
	nop.i 0 ;;
}
{ .mmi
	cmpxchg8.acq.nta r0=[r31],r63
	cmpxchg8.rel r1=[r32],r64,ar.ccv
	nop.i 0 ;;
}
{ .mmi
	cmpxchg8.rel r2=[r63],r100
	cmpxchg8.rel.nt1 r31=[r64],r126,ar.ccv
	nop.i 0 ;;
}
{ .mmi
	cmpxchg8.rel.nt1 r32=[r100],r127
	cmpxchg8.rel.nta r63=[r126],r0,ar.ccv
	nop.i 0 ;;
}
{ .mmi
	cmpxchg8.rel.nta r64=[r127],r1
	xchg8 r100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	xchg8.nt1 r126=[r1],r31
	xchg8.nta r127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	cmp8xchg16.acq r0=[r31],r63,ar.csd,ar.ccv
	cmp8xchg16.acq r1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	cmp8xchg16.acq.nt1 r2=[r63],r100,ar.csd,ar.ccv
	cmp8xchg16.acq.nt1 r31=[r64],r126
	nop.i 0 ;;
}
{ .mmi
	cmp8xchg16.acq.nta r32=[r100],r127,ar.csd,ar.ccv
	cmp8xchg16.acq.nta r63=[r126],r0
	nop.i 0 ;;
}
{ .mmi
	cmp8xchg16.rel r64=[r127],r1,ar.csd,ar.ccv
	cmp8xchg16.rel r100=[r0],r2
	nop.i 0 ;;
}
{ .mmi
	cmp8xchg16.rel.nt1 r126=[r1],r31,ar.csd,ar.ccv
	cmp8xchg16.rel.nt1 r127=[r2],r32
	nop.i 0 ;;
}
{ .mmi
	cmp8xchg16.rel.nta r0=[r31],r63,ar.csd,ar.ccv
	cmp8xchg16.rel.nta r1=[r32],r64
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.acq r2=[r63],-16
	fetchadd4.acq r31=[r64],-8
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.acq r32=[r100],-4
	fetchadd4.acq r63=[r126],-1
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.acq r64=[r127],1
	fetchadd4.acq r100=[r0],4
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.acq r126=[r1],8
	fetchadd4.acq r127=[r2],16
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.acq.nt1 r0=[r31],-16
	fetchadd4.acq.nt1 r1=[r32],-8
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.acq.nt1 r2=[r63],-4
	fetchadd4.acq.nt1 r31=[r64],-1
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.acq.nt1 r32=[r100],1
	fetchadd4.acq.nt1 r63=[r126],4
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.acq.nt1 r64=[r127],8
	fetchadd4.acq.nt1 r100=[r0],16
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.acq.nta r126=[r1],-16
	fetchadd4.acq.nta r127=[r2],-8
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.acq.nta r0=[r31],-4
	fetchadd4.acq.nta r1=[r32],-1
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.acq.nta r2=[r63],1
	fetchadd4.acq.nta r31=[r64],4
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.acq.nta r32=[r100],8
	fetchadd4.acq.nta r63=[r126],16
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.rel r64=[r127],-16
	fetchadd4.rel r100=[r0],-8
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.rel r126=[r1],-4
	fetchadd4.rel r127=[r2],-1
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.rel r0=[r31],1
	fetchadd4.rel r1=[r32],4
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.rel r2=[r63],8
	fetchadd4.rel r31=[r64],16
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.rel.nt1 r32=[r100],-16
	fetchadd4.rel.nt1 r63=[r126],-8
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.rel.nt1 r64=[r127],-4
	fetchadd4.rel.nt1 r100=[r0],-1
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.rel.nt1 r126=[r1],1
	fetchadd4.rel.nt1 r127=[r2],4
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.rel.nt1 r0=[r31],8
	fetchadd4.rel.nt1 r1=[r32],16
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.rel.nta r2=[r63],-16
	fetchadd4.rel.nta r31=[r64],-8
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.rel.nta r32=[r100],-4
	fetchadd4.rel.nta r63=[r126],-1
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.rel.nta r64=[r127],1
	fetchadd4.rel.nta r100=[r0],4
	nop.i 0 ;;
}
{ .mmi
	fetchadd4.rel.nta r126=[r1],8
	fetchadd4.rel.nta r127=[r2],16
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.acq r0=[r31],-16
	fetchadd8.acq r1=[r32],-8
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.acq r2=[r63],-4
	fetchadd8.acq r31=[r64],-1
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.acq r32=[r100],1
	fetchadd8.acq r63=[r126],4
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.acq r64=[r127],8
	fetchadd8.acq r100=[r0],16
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.acq.nt1 r126=[r1],-16
	fetchadd8.acq.nt1 r127=[r2],-8
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.acq.nt1 r0=[r31],-4
	fetchadd8.acq.nt1 r1=[r32],-1
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.acq.nt1 r2=[r63],1
	fetchadd8.acq.nt1 r31=[r64],4
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.acq.nt1 r32=[r100],8
	fetchadd8.acq.nt1 r63=[r126],16
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.acq.nta r64=[r127],-16
	fetchadd8.acq.nta r100=[r0],-8
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.acq.nta r126=[r1],-4
	fetchadd8.acq.nta r127=[r2],-1
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.acq.nta r0=[r31],1
	fetchadd8.acq.nta r1=[r32],4
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.acq.nta r2=[r63],8
	fetchadd8.acq.nta r31=[r64],16
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.rel r32=[r100],-16
	fetchadd8.rel r63=[r126],-8
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.rel r64=[r127],-4
	fetchadd8.rel r100=[r0],-1
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.rel r126=[r1],1
	fetchadd8.rel r127=[r2],4
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.rel r0=[r31],8
	fetchadd8.rel r1=[r32],16
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.rel.nt1 r2=[r63],-16
	fetchadd8.rel.nt1 r31=[r64],-8
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.rel.nt1 r32=[r100],-4
	fetchadd8.rel.nt1 r63=[r126],-1
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.rel.nt1 r64=[r127],1
	fetchadd8.rel.nt1 r100=[r0],4
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.rel.nt1 r126=[r1],8
	fetchadd8.rel.nt1 r127=[r2],16
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.rel.nta r0=[r31],-16
	fetchadd8.rel.nta r1=[r32],-8
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.rel.nta r2=[r63],-4
	fetchadd8.rel.nta r31=[r64],-1
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.rel.nta r32=[r100],1
	fetchadd8.rel.nta r63=[r126],4
	nop.i 0 ;;
}
{ .mmi
	fetchadd8.rel.nta r64=[r127],8
	fetchadd8.rel.nta r100=[r0],16
	nop.i 0 ;;
}
{ .mmi
	getf.sig r126=f2
	setf.sig f127=r31
	nop.i 0 ;;
}
{ .mmi
	getf.sig r0=f32
	setf.sig f1=r63
	nop.i 0 ;;
}
{ .mmi
	getf.sig r2=f64
	setf.sig f31=r100
	nop.i 0 ;;
}
{ .mmi
	getf.exp r32=f126
	setf.exp f63=r127
	nop.i 0 ;;
}
{ .mmi
	getf.exp r64=f0
	setf.exp f100=r1
	nop.i 0 ;;
}
{ .mmi
	getf.exp r126=f2
	setf.exp f127=r31
	nop.i 0 ;;
}
{ .mmi
	getf.s r0=f32
	setf.s f1=r63
	nop.i 0 ;;
}
{ .mmi
	getf.s r2=f64
	setf.s f31=r100
	nop.i 0 ;;
}
{ .mmi
	getf.s r32=f126
	setf.s f63=r127
	nop.i 0 ;;
}
{ .mmi
	getf.d r64=f0
	setf.d f100=r1
	nop.i 0 ;;
}
{ .mmi
	getf.d r126=f2
	setf.d f127=r31
	nop.i 0 ;;
}
{ .mmi
	getf.d r0=f32
	setf.d f1=r63
	nop.i 0 ;;
}
{ .mmi
	(p63) fetchadd8.rel.nta r127=[r127],-16
	(p5) getf.d r127=f127
	nop.i 0 ;;
}
{ .mmi
	(p6) setf.sig f127=r127
	nop.m 0
	nop.i 0 ;;
}
