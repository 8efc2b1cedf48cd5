// Which lines gas reports errors at.  `.line N` and `.ln N` change nothing
// for ELF; a C-preprocessor line marker `# N "FILE"` at the start of a
// line does, even in a .s file (so does `.linefile N "FILE"`): the next
// line is line N of FILE.  `#50` with no blank is just a comment.  The
// expected errors: line 11, line 13, other.s:300, other.s:302 (the
// unknown .appline at 301), z.s:500, z.s:502 and q.s:60.
	.data
	data1 0
	.line 100
	.ln 200
	.error "a"
	data1 0
	.error "b"
# 300 "other.s"
	.error "c"
	.appline 400
	.error "d"
	.linefile 500 "z.s"
	.error "e"
#50
	.error "f"
# 60 "q.s" 1
	.error "g"
