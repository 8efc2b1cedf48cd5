// test-options: -xauto
// Automatic mode's serializations (docs/check.md, section 5): data gets a
// stop and srlz.d, instr and specific a stop, srlz.i and a stop, each
// without what already came after the write; other always gets a stop
// before its srlz.d; a stop after srlz.i ends instr; an srlz is inserted
// before the labels waiting for its instruction, and an instruction that
// must begin a group ends the one before what is inserted for it.
.text
	ptc.e r1
	ld8 r1=[r2]		// data: stop, srlz.d
	rfi
	ptc.e r1
	epc			// instr: stop, srlz.i, stop
	rfi
	mov cr.ifa=r1
	mov r3=cr.iip
	mov r5=cr.ifa		// data: stop, srlz.d
	mov cr.ifa=r1
	add r5=r6,r7
	add r9=r5,r0		// a stop (RAW r5)
	mov r10=cr.ifa		// data already stopped: srlz.d alone
	mov msr[r4]=r6
	add r1=r2,r3
	add r5=r1,r3		// a stop
	mov msr[r4]=r6		// other, WAW msr: a stop and srlz.d all the same
	mov cr.tpr=r1
	ssm 1			// other: stop, srlz.d
	mov msr[r4]=r6
	mov r3=msr[r4]		// specific: stop, srlz.i, stop
	mov msr[r1]=r3
	.align 32
	srlz.i
	add r7=r8,r9
	mov r4=msr[r6]		// srlz.i after the stop: a stop alone
	mov cr.iva=r1
	.align 32
	srlz.d
	add r7=r8,r9
	mov r4=cr.iva		// stop and srlz.d end instr too: nothing
	ld8 r6=[r6],8
	mov cr.itir=r1
	itc.i r1
2:	ldf8 f2=[r1]		// srlz.d in itc.i's bundle, before the label
	rfi
	mov psr.l=r4
	flushrs			// the stop before srlz.d, none after it
	rfi
