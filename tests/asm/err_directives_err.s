// Directives that fail the assembly on purpose: .err, .error "MSG" (the
// message is the error text), .error alone, .fail N with N < 500.  Used
// inside a branch not taken they do nothing; headers use them to reject
// unsupported configurations (`.ifndef X` / `.error "X needed"`).
	.data
	.if 0
	.err				// skipped
	.error "never"			// skipped
	.endif
	.err				// error
	.error "custom message"		// error: custom message
	.error				// error
	.fail 5				// error
	.ifndef CONFIG_SOMETHING
	.error "CONFIG_SOMETHING needed"	// error
	.endif
	data1 1
