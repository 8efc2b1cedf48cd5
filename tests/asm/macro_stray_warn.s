// Closing directives with nothing to close are only warnings in gas: a
// stray .endm, .endr, .exitm outside a macro, and .purgem of a macro that
// does not exist.  The file is accepted; ia64-predict must warn on the
// same lines and accept it too.  (A stray .endif, by contrast, is an
// error: cond_err.s.)
	.data
	data1 1
	.endm				// warning
	.endr				// warning
	.exitm				// warning
	.purgem nosuch			// warning
	data1 2
