.text
.L0:
{ .bbb
	nop.b 0
	nop.b 0
	cover 0 ;;
}
.L1:
