// Rule: a stop after a slot that has no mid-bundle-stop variant (F in MFI,
// second M in MMF/MMI, B in MBB/BBB) ends the bundle: remaining slots get
// nops and the template gets its end-stop bit.
.text
	fadd f4=f2,f3 ;;
	add r1=r2,r3
	add r4=r5,r6
	add r7=r8,r9 ;;
	fadd f5=f6,f7
	ld8 r10=[r11]
	ld8 r12=[r13] ;;
	extr r14=r15,1,2
	br.sptk.few b1 ;;
	br.sptk.few b2
	br.sptk.few b3
	br.sptk.few b4 ;;
	br.sptk.few b5
