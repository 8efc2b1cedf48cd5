.text
// chk_a_none
{ .mmi
	chk.a r1,0
	nop.m 0
	nop.i 0 ;;
}
