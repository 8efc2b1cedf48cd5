// Function symbols with a size get a DW_TAG_subprogram each, in the order
// the symbols were first named, wherever they are defined: name, external
// (when any is global, not weak), the type (an unspecified type DIE that
// gas names .Ldebug_no_type_tag), low_pc and high_pc.  Functions of size
// 0, objects and undefined symbols get none.
	.file 1 "a.c"
	.type late, @function
	.text
	.global g
	.type g, @function
g:
	.loc 1 1
	nop.m 0
	.size g, 16
	.type h, @function
h:
	nop.m 0
	.type k, @function
k:
	nop.m 0
	.size k, .-k
	.global z
	.type z, @object
z:	nop.m 0
	.size z, 16
	.proc p
p:	nop.b 0
	br.ret.sptk.many b0
	.endp p
late:	nop.m 0
	.size late, 32
	.section .text.b,"ax",@progbits
	.type m, @function
m:	nop.m 0
	.size m, 16
	.data
	.type d, @function
d:	data8 0
	.size d, 8
	.type u, @function
	.size u, 8
	.global ext
	.type ext, @function
	.weak w
	.type w, @function
w:	data8 0
	.size w, 8
