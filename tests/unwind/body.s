// Body regions: .restore sp [, ECOUNT] (B2, or B3 for a count of 32 or
// more; its time counts back from the region's last slot; with no count,
// every prologue still open ends), .label_state/.copy_state (B1, or B4
// for a label of 32 or more), nested prologues.
	.text
	.proc nested
nested:
	.prologue
	.save rp, r33
	mov r33 = b0
	.body
	.label_state 1
	nop.m 0
	.prologue
	.save pr, r34
	mov r34 = pr
	.body
	.label_state 40
	nop.m 0
	.restore sp, 0
	mov sp = r35
	nop.m 0
	.copy_state 40
	nop.m 0
	.restore sp		// both prologues
	mov sp = r35
	.copy_state 1
	br.ret.sptk.many rp
	.endp nested

	.proc many
many:
	.prologue
	nop.m 0
	.body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue
	.body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue
	.body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue
	.body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue
	.body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue
	.body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue
	.body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue
	.body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue
	.body
	nop.m 0
	.restore sp, 32
	mov sp = r35
	br.ret.sptk.many rp
	.endp many
