// .symver NAME, ALIAS@VERSION / ALIAS@@VERSION / ALIAS@@@VERSION.  glibc
// binds old and new entry points of one function to versions this way
// (`.symver __foo_old, foo@GLIBC_2.2`).  gas adds the versioned name as a
// second symbol at the same place, with the binding, type and size of the
// original; an undefined original gives an undefined versioned name;
// with @@@ the original name is replaced when it is defined here (it
// does not appear in the symbol table) and it is the default version.
	.text
	.global f_old
	.proc f_old
f_old:
	mov r8 = 1
	br.ret.sptk.many b0
	.endp f_old
	.global f_new
	.proc f_new
f_new:
	mov r8 = 2
	br.ret.sptk.many b0
	.endp f_new
	.global f_only
f_only:
	br.ret.sptk.many b0
	.symver f_old, foo@VERS_1
	.symver f_new, foo@@VERS_2
	.symver f_only, only@@@VERS_3
	.symver ext, bar@VERS_0		// not defined here: undefined bar@VERS_0
	.data
	data8 ext
