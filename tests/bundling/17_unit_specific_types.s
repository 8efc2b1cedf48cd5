// Rule: instruction type (unit) classification examples: mov ar.lc/ar.pfs
// (I), mov ar.unat/ar.rsc (M), mov r=pr / mov pr= / tbit / mov b= (I),
// chk.a / getf / setf / srlz / mf (M), fsetc / fclrf / fchkf (F), cmp (A).
.text
	mov ar.lc=r1
	mov ar.unat=r2
	mov r3=pr
	mov pr=r4,-1
	tbit.z p6,p7=r5,1
	getf.sig r6=f2
	setf.sig f3=r7
	fsetc.s0 0,0
	cmp.eq p8,p9=r8,r9
	srlz.d
	mov b1=r10
	mf
	fclrf.s0
	mov r11=ar.pfs
	chk.a.nc r12,l0
l0:	add r13=r14,r15
