.text
{ .mii
	nop 0
	nop 0x1fffff
	break 0x100000
}
{ .mmi
	break 5
	hint @pause
	hint 0x1fffff
}
{ .mfi
	nop 1
	nop 2
	nop 3
}
{ .mfb
	hint 7
	break 0x1fffff
	nop 0x12345
}
{ .mlx
	nop 9
	nop 0x1fffff
}
{ .mlx
	break 0
	break 0x1fffff
}
{ .mlx
	(p3) hint 0
	(p4) hint 0x1fffff
}
{ .bbb
	nop 0
	break 0x1fffff
	(p6) nop 0x1fffff
}
{ .mbb
	nop 0
	(p8) break 3
	nop.b 4
}
{ .mfi
	break 1
	hint 2
	break 3
}
{ .mmf
	hint 1
	break 2
	hint @priority
}
{ .mib
	(p9) hint 0x40
	(p10) hint 0
	(p11) nop 0x1fffff
}
{ .mfb
	nop 0
	nop 0
	(p12) break 0x1fffff ;;
}
