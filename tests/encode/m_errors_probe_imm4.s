.text
// probe_imm4
{ .mmi
	probe.r r1=r3,4
	nop.m 0
	nop.i 0 ;;
}
