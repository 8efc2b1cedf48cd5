.text
// M38-M42, M45, M46: probe, translation registers, purges, tak/thash/tpa/ttag
{ .mmi
	probe.r r1=r3,r2
	probe.w r127=r127,r127
	nop.i 0 ;;
}
{ .mmi
	probe.r r0=r0,r0
	probe.w r1=r3,r2
	nop.i 0 ;;
}
{ .mmi
	probe.r r1=r3,0
	probe.r r1=r3,3
	nop.i 0 ;;
}
{ .mmi
	probe.w r127=r127,0
	probe.w r1=r2,3
	nop.i 0 ;;
}
{ .mmi
	probe.rw.fault r3,0
	probe.rw.fault r127,3
	nop.i 0 ;;
}
{ .mmi
	probe.r.fault r3,1
	probe.r.fault r127,2
	nop.i 0 ;;
}
{ .mmi
	probe.w.fault r0,3
	probe.w.fault r127,0
	nop.i 0 ;;
}
{ .mmi
	itr.i itr[r3]=r2
	itr.i itr[r127]=r127
	nop.i 0 ;;
}
{ .mmi
	itr.d dtr[r3]=r2
	itr.d dtr[r0]=r127
	nop.i 0 ;;
}
{ .mmi
	ptc.l r3,r2
	ptc.l r127,r0
	nop.i 0 ;;
}
{ .mmi
	ptr.d r3,r2
	ptr.d r0,r127
	nop.i 0 ;;
}
{ .mmi
	ptr.i r3,r2
	ptr.i r127,r127
	nop.i 0 ;;
}
{ .mmi
	thash r1=r3
	thash r127=r0
	nop.i 0 ;;
}
{ .mmi
	ttag r1=r3
	ttag r0=r127
	nop.i 0 ;;
}
{ .mmi
	tpa r1=r3
	tpa r127=r127
	nop.i 0 ;;
}
{ .mmi
	tak r1=r3
	tak r127=r0
	nop.i 0 ;;
}
{ .mmi
	(p63) probe.r r1=r3,3
	(p1) itr.d dtr[r3]=r2
	nop.i 0 ;;
}
{ .mmi
	(p2) tak r1=r2
	nop.m 0
	nop.i 0 ;;
}
