// Rule: "{ ... }" does not flush the queue: the instructions of an explicit
// bundle (and even auto instructions after its "}") count in the 3-type
// lookahead of the preceding auto bundle, but the auto bundle never takes
// them. add {.mii ld8..} -> MMI(add,nop.m,nop.i); add {.mfi nop 0; fadd..}
// -> MMF; fadd {.mii} -> MFI; ext {.bbb} -> MIB; br {.bbb} -> BBB.
.text
	add r1=r2,r3
	{ .mii
	  ld8 r4=[r5]
	  extr r6=r7,3,4
	  nop.i 0
	}
	add r8=r9,r10
	{ .mfi
	  nop 0
	  fadd f4=f2,f3
	  nop 0
	}
	fadd f5=f6,f7
	{ .mii
	  ld8 r11=[r12]
	  nop.i 0
	  nop.i 0
	}
	extr r13=r14,1,2
	{ .bbb
	  br.sptk.few b1
	  nop.b 0
	  nop.b 0
	}
	br.sptk.few b2
	{ .bbb
	  br.sptk.few b3
	  nop.b 0
	  nop.b 0
	}
	add r15=r16,r17
	add r18=r19,r20
	add r21=r22,r23
	add r24=r25,r26
	{ .mlx
	  nop.m 0
	  movl r27=1
	}
