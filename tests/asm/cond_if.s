// .if and its relatives on absolute expressions: .if/.else/.elseif/.endif
// nested several deep, and .ifeq/.ifne/.ifgt/.ifge/.iflt/.ifle.
// Comparison operators (==, !=, <>, <, >, <=, >=) give -1 for true in
// gas, && and || give 1 (the data1 at the end shows it).  Lines in a branch not
// taken are skipped unread, even an unknown directive.  Hand-written
// glibc and libm code selects variants this way (.if of a constant).
	.data
A = 3
	.if A
	data1 1
	.else
	data1 0xee
	.endif
	.if A - 3
	data1 0xee
	.elseif A == 3
	data1 2
	.elseif A == 4
	data1 0xee
	.else
	data1 0xee
	.endif
	.ifeq A - 3
	data1 3
	.endif
	.ifne A
	data1 4
	.endif
	.ifgt A - 2
	data1 5
	.endif
	.ifge A - 3
	data1 6
	.endif
	.iflt A - 4
	data1 7
	.endif
	.ifle A - 3
	data1 8
	.endif
	.if A > 2 && A < 4
	data1 9
	.endif
	.if (A == 3) || 0
	data1 10
	.endif
	.if !0
	data1 11
	.endif
	.if A != 3
	data1 0xee
	.else
	 .if A >= 3
	  .if A <= 3
	data1 12
	  .endif
	 .else
	data1 0xee
	 .endif
	.endif
	.if A <> 3
	data1 0xee
	.endif
	.if 0
	.no_such_directive here
	.endif
	data1 A == 3, A != 3, A < 4, (A > 2) && (A < 5), 0 || 0
	data1 1 || 0, 2 && 3, !5, !0, ~0, -(1 == 1)
