.text
// invala_e_pr
{ .mmi
	invala.e p1
	nop.m 0
	nop.i 0 ;;
}
