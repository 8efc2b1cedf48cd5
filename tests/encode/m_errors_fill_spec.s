.text
// fill_spec
{ .mmi
	ld8.s.fill r1=[r3]
	nop.m 0
	nop.i 0 ;;
}
