// Symbol definition loops: `a = b` with `b = a`, a longer cycle, and a
// symbol defined in terms of itself.  gas only finds them when it resolves
// symbols at the end and reports them without a line number ("symbol
// definition loop encountered at `a'"); ia64-predict must reject the file
// and may name a line of the loop.  gas finds a loop whether or not the
// symbols are used; here they are.
a = b
b = a
c = d + 1
d = c - 1
e = e + 1
f = g
g = h
h = f
	.data
	data8 a, c, e, f
