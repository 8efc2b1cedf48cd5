.text
// ldfs_acq
{ .mmi
	ldfs.acq f1=[r3]
	nop.m 0
	nop.i 0 ;;
}
