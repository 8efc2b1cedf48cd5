/* Included by cpp_include.S and cpp_err.S through -I inc: what a glibc
   sysdep.h provides, in miniature. */
#ifndef ASM_DEFS_H
#define ASM_DEFS_H
#define ENTRY(name)		\
	.global name;		\
	.type name, @function;	\
	.proc name;		\
name:
#define END(name)		\
	.endp name;		\
	.size name, .-name
#define RET	br.ret.sptk.many b0
#define FRAME_SIZE	32
#endif
