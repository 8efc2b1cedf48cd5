.text
// probe_rw
{ .mmi
	probe.rw r1=r3,r2
	nop.m 0
	nop.i 0 ;;
}
