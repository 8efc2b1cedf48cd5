// Unwind and procedure directives gas rejects, each on its line: .endp,
// .body, .prologue, .save and .handlerdata outside a procedure; .save
// before .prologue; a second .prologue; .save of an unknown register or
// into something that is not a general register; non-constant .fframe and
// .spill operands; .vframe of a non-general register; .restore without sp;
// an epilogue count larger than the nesting; .copy_state of a label never
// given to .label_state; .save.g/.f/.b after the prologue ended; a
// .prologue mask wider than 4 bits.
	.text
	.endp nothing				// error
	.body					// error
	.prologue				// error
	.save rp, r2				// error
	.proc f
f:
	.save rp, r2				// error: no prologue yet
	.prologue
	.prologue				// error: already in one
	.save rp, b0				// error: not a general register
	.save bogus, r2				// error: no such register
	.save ar.pfs, 5				// error: not a register
	.fframe					// error: needs a constant
	.vframe f2				// error: not a general register
	.spill					// error: needs a constant
	.body
	.restore				// error: sp expected
	.restore sp, 5				// error: no 6 nested prologues
	.copy_state 9				// error: no .label_state 9
	.save.g 0x1				// error: outside the prologue
	.save.f 0x1				// error
	.save.b 0x1				// error
	br.ret.sptk.many b0
	.endp f
	.handlerdata				// error: outside a procedure
	.proc g
g:
	.prologue 16, 32			// error: mask too wide
	.body
	br.ret.sptk.many b0
	.endp g
