.text
// mov_cpuid_to
{ .mmi
	mov cpuid[r3]=r2
	nop.m 0
	nop.i 0 ;;
}
