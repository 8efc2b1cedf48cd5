.text
// mov_itr
{ .mmi
	mov r1=itr[r3]
	nop.m 0
	nop.i 0 ;;
}
