.text
// ld16_postinc
{ .mmi
	ld16 r1,ar.csd=[r3],16
	nop.m 0
	nop.i 0 ;;
}
