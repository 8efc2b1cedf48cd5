.text
// stf_rel
{ .mmi
	stfs.rel [r3]=f2
	nop.m 0
	nop.i 0 ;;
}
