// Conditional-assembly errors, each reported where gas reports it: an
// .endif/.else/.elseif with no .if open; a second .else, or an .elseif
// after .else, which gas reports on that line and also on the lines of
// the earlier .else and of the .if ("here is the previous ..."); a
// non-constant or missing .if expression; a number after .ifdef (which
// then opens nothing, so its .endif is unmatched); malformed .ifc and
// .ifeqs operands.
	.data
	.endif				// error
	.else				// error
	.elseif 1			// error
	.if 1				// error: the .if of the duplicate .else
	.else				// error: the first .else
	.else				// error: duplicate .else
	.endif
	.if 0				// error: the .if
	.else				// error: the .else
	.elseif 1			// error: .elseif after .else
	.endif
	.if undefined_sym		// error: not a constant
	.endif
	.if				// error: no expression
	.endif
	.ifdef 5			// error: not a symbol name
	.endif				// error: so this .endif has no .if
	.ifc abc			// error: one string only
	.endif
	.ifeqs "a"			// error: one string only; opens nothing
	.endif				// error: no .if open
	data1 1
