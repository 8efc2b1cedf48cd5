// What `gcc -O2 -S` emits for ia64 (no ia64 GCC is packaged for Debian 12,
// so this is written by hand in its form), for
//     static const char msg[] = "sum=%ld\n";  long total;
//     long sum(long *a, int n) { long s = 0; for (i...) s += a[i]; return s; }
//     void report(long *a, int n) { total = sum(a, n); printf(msg, total); }
//     void (*hook)(void) = 0; long (*sump)(long *, int) = sum;
// Its marks: .file, .pred.safe_across_calls, explicit templates (.mii,
// .mmb, ...) with `nop 0` fillers, `name#` symbol references, .proc/.endp
// with .prologue N, M / .save / .body, @ltoff and @gprel addressing,
// @fptr for a function pointer in data, .rodata.str1.8, .sbss, .ident and
// .note.GNU-stack.  .ident's text goes into .comment, .file into an ABS
// "df" symbol.
	.file	"sum.c"
	.pred.safe_across_calls p1-p5,p16-p63
	.text
	.align 16
	.global sum#
	.type	sum#, @function
	.proc sum#
sum:
	.prologue 2, 2
	.mii
	.save ar.lc, r2
	mov r2 = ar.lc
	cmp4.ge p6, p7 = 0, r33
	addl r8 = 0, r0
	.body
	;;
	.mib
	(p7) adds r14 = -1, r33
	nop 0
	(p6) br.ret.dpnt.many b0
	;;
	.mii
	nop 0
	zxt4 r14 = r14
	;;
	mov ar.lc = r14
	;;
.L3:
	.mmb
	ld8 r15 = [r32], 8
	nop 0
	nop 0
	;;
	.mib
	add r8 = r8, r15
	nop 0
	br.cloop.sptk.few .L3
	;;
	.mib
	nop 0
	mov ar.lc = r2
	br.ret.sptk.many b0
	.endp sum#
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC0:
	stringz	"sum=%ld\n"
	.text
	.align 16
	.global report#
	.type	report#, @function
	.proc report#
report:
	.prologue 12, 34
	.mii
	.save ar.pfs, r35
	alloc r35 = ar.pfs, 2, 3, 2, 0
	.save rp, r34
	mov r34 = b0
	mov r36 = r1
	.body
	.mmb
	mov r37 = r32
	mov r38 = r33
	br.call.sptk.many b0 = sum#
	;;
	.mmi
	mov r1 = r36
	addl r14 = @gprel(total#), gp
	mov r38 = r8
	;;
	.mmi
	st8 [r14] = r8
	addl r37 = @ltoff(.LC0), r1
	nop 0
	;;
	.mmb
	ld8 r37 = [r37]
	nop 0
	br.call.sptk.many b0 = printf#
	;;
	.mii
	mov r1 = r36
	mov ar.pfs = r35
	mov b0 = r34
	.mib
	nop 0
	nop 0
	br.ret.sptk.many b0
	.endp report#
	.global total#
	.section	.sbss,"aws",@nobits
	.align 8
	.type	total#, @object
	.size	total#, 8
total:
	.skip	8
	.global sump#
	.section	.sdata,"aws",@progbits
	.align 8
	.type	sump#, @object
	.size	sump#, 8
sump:
	data8	@fptr(sum#)
	.global hook#
	.section	.sbss
	.align 8
	.type	hook#, @object
	.size	hook#, 8
hook:
	.skip	8
	.ident	"GCC: (GNU) 4.6.4"
	.section	.note.GNU-stack,"",@progbits
