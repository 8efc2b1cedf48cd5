// .macro parameters: none; defaults (`b=5`, a quoted default); keyword
// arguments in any order; an empty argument takes the default; `:req`;
// parameters and arguments separated by blanks instead of commas; string
// arguments lose their quotes.  Macro names are not case sensitive.  The
// Linux kernel's ia64 headers and glibc's sysdep.h macros (ENTRY, END,
// PSEUDO) are built from these.
	.data
	.macro one
	data1 1
	.endm
	one
	.macro two a, b=5
	data1 \a, \b
	.endm
	two 2				// 2, 5
	two 2, 3			// 2, 3
	two b=7, a=6			// 6, 7
	two 8,				// 8, 5
	.macro three a:req, b
	data1 \a
	.ifnb \b
	data1 \b
	.endif
	.endm
	three 9
	three 10, 11
	.macro spaced a b c
	data1 \a, \b, \c
	.endm
	spaced 1 2 3
	spaced 1, 2, 3
	.macro MixedCase
	data1 0x50
	.endm
	mixedcase
	MIXEDCASE
	.macro strarg s
	.ascii "\s"
	.endm
	strarg "xy z"
	strarg ab
	.macro dflt a="q r"
	.ascii "\a"
	.endm
	dflt
	.macro addr0 d, s
	.text
	add \d = \s, r0
	.data
	.endm
	addr0 r14, r15
