.text
.L0:
{ .bbb
	nop.b 0
	nop.b 0
	bsw.2 ;;
}
.L1:
