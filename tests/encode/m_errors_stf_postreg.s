.text
// stf_postreg
{ .mmi
	stfd [r3]=f2,r4
	nop.m 0
	nop.i 0 ;;
}
