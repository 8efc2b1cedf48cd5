.text
// st_post_nt1
{ .mmi
	st8.nt1 [r3]=r2,8
	nop.m 0
	nop.i 0 ;;
}
