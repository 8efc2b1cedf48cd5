// Rule: untyped break behaves like untyped nop (dynamic type).
.text
	break 1
	fadd f4=f2,f3
	break 2
	br.sptk.few b1
	break 3
	break 4
	add r1=r2,r3
	break 5
