.text
// getf_fr
{ .mmi
	getf.sig f1=f2
	nop.m 0
	nop.i 0 ;;
}
