.text
// ldfs_bias
{ .mmi
	ldfs.bias f2=[r3]
	nop.m 0
	nop.i 0 ;;
}
