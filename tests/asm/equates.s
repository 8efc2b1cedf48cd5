// Symbol assignment: `.set`, `.equ` and `=` may redefine a symbol (each
// use sees the value at that point); `.equiv` and `==` define it once only;
// `.eqv` is lazy: the expression is evaluated again at each use (here x
// changes between the two uses; the symbol table keeps the first value).
// An assignment may name a label defined later.  glibc and libm set
// constants with `=` and `.set`; GCC uses `.set` for aliases.
	.data
	.set a, 1
	data1 a				// 1
	.set a, a + 1
	data1 a				// 2
	.equ b, 10
	.equ b, 11
	data1 b				// 11
	.equiv c, 20
	data1 c				// 20
x = 5
	.eqv lazy, x * 2
	data1 lazy			// 10
x = 6
	data1 lazy			// 12
y == 7
	data1 y				// 7
	.set lab, here
here:	data1 lab - here		// 0
	.text
	.global f
	.proc f
f:	br.ret.sptk.many b0
	.endp f
	.global f_alias
	.set f_alias, f			// GCC's alias form: same place, global
	.type f_alias, @function
