// Misuse gas only warns about (its default -munwind-check=warning): the
// directive still counts, and the sections come out as gas writes them.
	.text
	.proc dropped			// .proc again before .endp: warning,
dropped:				// and this procedure's records are dropped
	.prologue
	.save rp, r33
	mov r33 = b0
	.proc kept
kept:
	.prologue 0, r2			// warning: a zero mask is a plain .prologue
	.save ar.pfs, r40
	alloc r40 = ar.pfs, 0, 8, 0, 0
	.body
	.save pr, r41			// warning: in a body region, still written
	mov r41 = pr
	.label_state 1
	nop.m 0
	.restore sp
	nop.m 0
	.endp kept

	.proc contradicts
contradicts:
	.prologue 12, r33
	.save rp, r34			// warning: the mask gives rp r33
	mov r34 = b0
	.vframe r40			// psp is not in the mask: P3 psp_gr
	mov r40 = sp
	.body
	br.ret.sptk.many rp
	.endp contradicts, other	// warning: other is not this .proc's name

	.proc two, names
two:
names:
	.prologue
	.spillreg.p p0, r4, r40		// warning: p0
	nop.m 0
	.savesp rp, 16, tag		// warning: tags are not supported
	nop.m 0
	.body
	br.ret.sptk.many rp
	.endp two			// warning: names is not named
