// Rule: every label definition (global, local .L, numeric) flushes the
// queued instructions into bundles WITHOUT adding a stop; the next
// instruction starts a new bundle. Two consecutive labels flush once.
.text
	ld8 r1=[r2]
.L1:	ld8 r3=[r4]
	ld8 r5=[r6]
1:	add r7=r8,r9
foo:
bar:	add r10=r11,r12
	add r13=r14,r15
	add r16=r17,r18
baz:	add r19=r20,r21
