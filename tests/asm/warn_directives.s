// Directives that only speak: .warning "MSG" and .warning alone are
// warnings; .fail N with N >= 500 is a warning too; .print "MSG" writes
// the message to standard output.  The file is accepted and assembled.
	.data
	.print "hello from .print"
	.warning "careful"		// warning: careful
	.warning			// warning
	.fail 600			// warning
	data1 1
