.text
.L0:
{ .bbb
	clrrrb.pr
	nop.b 0
	nop.b 0 ;;
}
.L1:
