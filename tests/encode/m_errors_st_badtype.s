.text
// st_badtype
{ .mmi
	st8.acq [r3]=r2
	nop.m 0
	nop.i 0 ;;
}
