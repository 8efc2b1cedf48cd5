// Quoted symbol names: gas accepts any string in double quotes as a symbol
// name (with \" for a quote), in labels, in expressions, in .global,
// .type, .size and .set, and as an undefined reference.  Unquoted names
// may also contain '.', '$' and '?' and may start with '_' or '.'.
	.data
"quoted sym":	data1 1
	.type "quoted sym", @object
	.size "quoted sym", 1
"a-b":	data1 2
	.global "g.q"
"g.q":	data1 3
"with\"esc":	data1 4
"1num":	data1 5
$dollar: data1 6
a.b.c:	data1 7
_:	data1 8
?q:	data1 9
	.set "x y", 5
	data1 "x y"
	data8 "quoted sym", "ext sym", "a-b" + 1
