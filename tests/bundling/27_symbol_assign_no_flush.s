// Rule: symbol assignments and symbol-attribute directives (sym=., .set,
// .equ, .global, .type, .size, .local, .weak, .comm, .pred.rel,
// .mem.offset, .xdata4) do NOT flush the queue.
.text
	add r1=r2,r3
	sym1 = .
	add r4=r5,r6
	.set sym2, 5
	.global gsym
	add r7=r8,r9
	.type gsym,@function
	.weak wsym
	.size gsym,16
	.local lsym
	.mem.offset 0,0
	add r10=r11,r12
	.equ sym3, 1
	.pred.rel "mutex", p1, p2
	add r13=r14,r15
	.comm csym,8
	.xdata4 .data, 1
	add r16=r17,r18
