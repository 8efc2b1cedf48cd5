// .pred.rel in every spelling gas accepts.  The relation is a string
// ("mutex", "imply", "clear"), an @word, or part of the directive name
// (.pred.rel.mutex); the comma after it is optional (glibc writes
// `.pred.rel "mutex" p6, p7`).  Registers may be listed, given as ranges
// p1-p4, or mixed; "mutex" and "clear" take any number (clear at least
// one), "imply" exactly two.  A register named twice is only a warning.
// They tell the dependency checker how predicates relate and emit no bytes.
	.text
	.proc f
f:
	cmp.eq p6, p7 = r32, r0
	;;
	.pred.rel "mutex", p6, p7
	.pred.rel "mutex" p6, p7
	.pred.rel @mutex, p6, p7
	.pred.rel @mutex p6, p7
	.pred.rel.mutex p6, p7
	.pred.rel "mutex", p1-p4
	.pred.rel "mutex", p1-p4, p8, p10-p12
	.pred.rel "mutex", p6, p7, p8
	.pred.rel "mutex", p16-p63
	.pred.rel "mutex", p1 - p4
	.pred.rel "mutex", p63, p62
	.pred.rel "imply", p6, p7
	.pred.rel @imply, p6, p7
	.pred.rel.imply p6, p7
	.pred.rel "clear", p6, p7
	.pred.rel @clear p6
	.pred.rel.clear p6, p7
	.pred.rel "clear", p1-p63
	.pred.rel "clear", p0
	.pred.rel "mutex", p6, p6, p7		// warning: p6 twice
(p6)	mov r8 = 1
(p7)	mov r8 = 2
	br.ret.sptk.many b0
	.endp f
