.text
.L0:
{ .bbb
	nop.b 0
	rfi
	nop.b 0 ;;
}
.L1:
