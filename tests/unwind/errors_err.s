// Misuse of unwind directives: each line marked "error" is one GNU as
// rejects, each "warning" one it warns about (with its default
// -munwind-check=warning), for the same reason.
	.personality foo			// warning: outside of a procedure
	.prologue				// warning
	.save rp, r33				// warning

	.text
	.proc f
f:
	.prologue
	.prologue				// error: within a prologue
	.save r5, r33				// error: not a register .save knows
	.save rp, b1				// error: not a general register
	.save rp, r33, r34			// warning: tags are not supported
	.savesp rp, r5				// error: offset not constant
	.save.g 0x10				// error: mask out of range
	.save.g 0, r40				// error
	.save.g 3, r127				// error: r127 and r128?
	nop.m 0
	nop.m 0
	.save.f 0x100000			// error
	.save.b 0x20				// error
	.save.b 3, f3				// error: not a general register
	.save.gf 0, 0				// error: both zero
	.save.gf 0x10, 1			// error
	.save.gf 1, 0x100000			// error
	.save.g 1, r40, r41			// error: too many operands
	.spill r5				// error
	.fframe r5				// error
	.vframe f5				// error
	.vframepsp 16				// warning: taken as .vframesp
	nop.m 0
	.altrp r5				// error
	.unwabi @foo, 1				// error
	.spillreg r3, r40			// error: r3 is not preserved
	.spillreg r4, r0			// error: r0 is not writable
	.spillreg f2, f1			// error
	.spillreg.p p0, r4, r40			// warning: p0
	.spillreg.p p1, r4, r0			// error
	.restorereg.p p0, r4			// warning
	.restorereg b6				// error
	(p6) .save pr, r34			// error: predicate on a directive
	.save.g 3
	nop.m 0
	.save rp, r33				// warning: previous .save incomplete
	mov r33 = b0
	.label_state 1				// warning: not in a body region
	.restore sp				// warning (and error: no prologue left)
	.body 5					// error: too many operands
	.restore r5				// error: not sp
	.restore sp, 1				// error: two prologues, only one open
	.label_state 3
	.copy_state 3
	.fframe 16				// warning: not in a prologue
	.copy_state 2				// error: no .label_state 2
	br.ret.sptk.many rp
	.endp f, g				// warning: g is not f's name

	.proc h
h:
	nop.m 0
	.prologue				// warning: after an instruction
	.save rp, r33
	mov r33 = b0
	.fframe 16
	.endp h					// error: nothing follows .fframe

	.endp					// error: outside of a procedure; from
						// here on misuse is an error
	.proc k
k:
	.save rp, r33				// error: not in a prologue
	nop.m 0
	.endp k
