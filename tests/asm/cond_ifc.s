// String conditionals: .ifc/.ifnc compare two comma-separated strings
// (blanks around them ignored, case significant, double quotes allowed),
// .ifeqs/.ifnes compare two quoted strings, .ifb/.ifnb test for an empty
// operand.  Macros use them to test their arguments (see macro_*.s);
// here they are used directly, nested.
	.data
	.ifc abc, abc
	data1 1
	.endif
	.ifc abc,abd
	data1 0xee
	.endif
	.ifc "a b","a b"
	data1 2
	.endif
	.ifnc a, b
	data1 3
	.endif
	.ifeqs "xy", "xy"
	data1 4
	.endif
	.ifnes "xy", "xz"
	data1 5
	.endif
	.ifb
	data1 6
	.endif
	.ifnb x
	data1 7
	.endif
	.ifb x
	data1 0xee
	.endif
	.ifc ABC, abc
	data1 0xee
	.else
	data1 8
	.endif
	.ifc  abc , abc
	data1 9
	.endif
	.if 1
	 .ifnb q
	  .ifc q,q
	data1 10
	  .endif
	 .endif
	.endif
