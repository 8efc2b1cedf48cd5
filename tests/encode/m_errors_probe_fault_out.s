.text
// probe_fault_out
{ .mmi
	probe.w.fault r1=r3,1
	nop.m 0
	nop.i 0 ;;
}
