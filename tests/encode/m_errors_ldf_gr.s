.text
// ldf_gr
{ .mmi
	ldfd r1=[r3]
	nop.m 0
	nop.i 0 ;;
}
