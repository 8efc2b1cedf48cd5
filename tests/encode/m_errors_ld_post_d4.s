.text
// ld_post_d4
{ .mmi
	ld4.d4 r1=[r3],8
	nop.m 0
	nop.i 0 ;;
}
