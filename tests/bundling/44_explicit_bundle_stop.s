// Rule: a stop on the last auto instruction before an explicit bundle is
// not turned into a mid-bundle stop (the explicit bundle's instructions are
// not "more queued" auto instructions): add ;; {..} -> MMI(add,nop.m,
// nop.i;;). Stops inside explicit bundles are kept as written.
.text
	add r1=r2,r3 ;;
	{ .mii
	  ld8 r4=[r5]
	  nop.i 0
	  nop.i 0
	}
	add r6=r7,r8
	{ .mmi
	  ld8 r9=[r10] ;;
	  ld8 r11=[r12]
	  nop.i 0
	}
	extr r13=r14,1,2 ;;
	{ .mfb
	  nop.m 0
	  fadd f4=f2,f3
	  br.sptk.few b1 ;;
	}
	add r15=r16,r17
