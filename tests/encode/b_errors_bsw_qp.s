.text
.L0:
{ .bbb
	nop.b 0
	nop.b 0
	(p1) bsw.0 ;;
}
.L1:
