.text
// chk_s_pr
{ .mmi
	chk.s.m p1,0
	nop.m 0
	nop.i 0 ;;
}
