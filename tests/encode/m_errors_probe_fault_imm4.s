.text
// probe_fault_imm4
{ .mmi
	probe.r.fault r3,4
	nop.m 0
	nop.i 0 ;;
}
