// Saves to memory: .save.g/.save.f/.save.b/.save.gf MASK.  Each register
// is spilled by one instruction, in order, from the one after the
// directive.  gas writes one mask per kind for the region right after
// its header (P6 fr_mem, P6 gr_mem, or P5 when f16-f31 are saved; P1
// br_mem), then the spill mask (P4: two bits a slot, which kind of
// register each slot spills), then the other records in written order,
// .save.g/.save.b with a general register (P9, P2) among them.
	.text
	.proc masks
masks:
	.prologue
	.spill 0
	.save rp, r33
	mov r33 = b0
	.save.g 0x3
	st8.spill [r2] = r4
	st8.spill [r2] = r5
	.save.f 0x5
	stf.spill [r2] = f2
	stf.spill [r2] = f4
	.save.b 0x11
	mov r3 = b1
	mov r3 = b5
	.save.gf 0x8, 0x80000
	stf.spill [r2] = f31
	st8.spill [r2] = r7
	.body
	br.ret.sptk.many rp
	.endp masks

	.proc to_registers
to_registers:
	.prologue
	.save.g 0x3, r40
	mov r40 = r4
	mov r41 = r5
	.save.b 0x18, r42
	mov r42 = b4
	mov r43 = b5
	.save.f 0x1
	nop.f 0
	.body
	br.ret.sptk.many rp
	.endp to_registers

	.proc small_fr
small_fr:
	.prologue
	.save.gf 0x1, 0x1	// f2 first, then r4
	nop.m 0
	nop.m 0
	.body
	br.ret.sptk.many rp
	.endp small_fr
