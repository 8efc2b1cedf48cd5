// test-options: -xauto
// When an instruction conflicts with several writes that need different
// things, the oldest write decides first (docs/check.md, section 5): a
// srlz.d for a stopped data write before the stop for a newer one, and
// the other way round.
.text
	mov cr.ifa=r1
	add r5=r6,r7
	add r9=r5,r0		// a stop
	mov r9=cr.ifa		// srlz.d (cr.ifa, older), then a stop (WAW r9)
	(p2) frcpa.s0 f6,p6=f6,f3
	add r1=r1,r5
	(p3) cmp.ne.or p3,p4=r5,r0
	ssm 0x57
	mov ar.ccv=r1
	(p1) br.call.sptk b0=b3
	itc.i r3
	(p1) cmp.lt.unc p1,p2=r1,r4
	mov r1=cr.iva
	(p1) br.call.sptk b0=ext
	ld8.fill r6=[r1]	// PSR.be and DTC (older) first: srlz.d, then a stop for r1
	add r20=r21,r22
	mov cr.ifa=r20		// RAW r20 (older): a stop first
	mov r23=cr.ifa		// then srlz.d
