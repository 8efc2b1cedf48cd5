// test-options: -xauto
// An srlz automatic mode inserts takes a slot of the unwind regions but no
// record and no line row: .body, .save and .loc before an instruction
// belong to that instruction, after the srlz (docs/check.md, section 5).
	.file 1 "x.c"
	.text
	.proc f
f:
	.prologue
	.loc 1 1 0
	.save ar.pfs, r2
	mov cr.ifa=r1
	.loc 1 2 0
	.loc 1 3 0
	mov r5=cr.ifa		// srlz.d before it
	mov cr.ifa=r3
	.body
	.loc 1 4 0
	mov r6=cr.ifa		// srlz.d: in the prologue, r6 in the body
	mov cr.iva=r1
	.restore sp
	.loc 1 5 0
L:	mov r2=cr.iva		// stop, srlz.i, stop
	br.ret.sptk b0
	.endp f
	.proc g
g:
	.prologue
	.save ar.pfs, r2
	mov cr.ifa=r1
	.body
	mov r6=cr.ifa
	.label_state 1
	mov cr.iva=r1
	.restore sp
	mov r2=cr.iva
	.copy_state 1
	mov cr.ifa=r1
	mov r7=cr.ifa
	br.ret.sptk b0
	.endp g
