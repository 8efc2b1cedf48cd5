// .size NAME, EXPR: GCC closes every function with `.size f, .-f` and
// every object with `.size v, 8`; glibc's END macro does the same.  The
// expression may use labels, `.`, arithmetic and absolute equates, and may
// be given before the end of the thing it measures as long as it can be
// resolved at the end of assembly.  .endp also sets the size of a .proc'd
// function unless .size already did.
	.text
	.global f
	.type f, @function
	.proc f
f:
	mov r8 = 1
	;;
	add r8 = r8, r8
	br.ret.sptk.many b0
	.endp f
	.size f, .-f
	.proc g
g:
	br.ret.sptk.many b0
	.endp g				// .endp alone gives g its size
	.proc h
h:
	br.ret.sptk.many b0
	.size h, 8			// smaller than the bundle: .size wins
	.endp h
	.size fwd, fwd_end - fwd	// fwd_end is defined later
fwd:	nop.m 0
	nop.m 0
fwd_end:
	.data
	.type v, @object
	.size v, 8
v:	data8 0
N = 3
	.type arr, @object
arr:	data4 1, 2, 3
	.size arr, N * 4
	.size twice, 2 * (arr - v) + 1	// any absolute result
twice:
