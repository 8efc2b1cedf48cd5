// Rule: stops with untyped nop: nop nop ;; nop -> MI;I; add ;; nop nop ->
// M;MI; br ;; nop -> MBB(nop.m,br,nop.b;;) + MII; nop ;; fadd -> M;MI + MFI.
.text
	nop 1
	nop 2 ;;
	nop 3
l1:	add r1=r2,r3 ;;
	nop 4
	nop 5
l2:	br.sptk.few b1 ;;
	nop 6
l3:	nop 7 ;;
	fadd f4=f2,f3
