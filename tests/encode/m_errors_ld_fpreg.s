.text
// ld_fpreg
{ .mmi
	ld8 f1=[r3]
	nop.m 0
	nop.i 0 ;;
}
