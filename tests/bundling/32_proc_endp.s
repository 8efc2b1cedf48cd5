// Rule: .proc and .endp flush the queue with a stop. Unwind directives
// (.prologue, .save, .body, .restore) do not flush.
.text
	add r1=r2,r3
	.proc f
f:
	.prologue
	.save ar.pfs, r32
	alloc r32=ar.pfs,1,1,0,0
	.body
	add r4=r5,r6
	.restore sp
	ld8 r7=[r8]
	.endp f
	add r9=r10,r11
	.proc g
g:	add r12=r13,r14
	br.ret.sptk.many b0
	.endp g
	ld8 r15=[r16]
