.text
// tak_imm
{ .mmi
	tak r1=5
	nop.m 0
	nop.i 0 ;;
}
