.text
// ldf_post_nt2
{ .mmi
	ldfd.nt2 f3=[r3],r2
	nop.m 0
	nop.i 0 ;;
}
