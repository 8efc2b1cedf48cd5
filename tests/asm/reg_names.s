// Register names gas knows besides rN/fN/pN/bN: gp (r1), sp (r12), tp
// (r13), ret0-ret3 (r8-r11), farg0-farg7 and fret0-fret7 (f8-f15), arN
// for application registers by number (ar32 is ar.ccv, ar65 ar.lc, ar1
// ar.k1), crN and the cr.* names, psr, psr.l, psr.um, pr, pr.rot, ip.
// Register names are lower case only: GP and AR.LC are ordinary symbols
// (undefined here), so `mov r1 = GP` assembles as a move of a symbol's
// address, and so does a misspelt application register such as ar.bogus.
	.text
	mov r1 = gp
	mov r1 = sp
	mov r1 = tp
	mov r1 = ret0
	mov r1 = ret3
	mov f8 = farg0
	mov f8 = fret7
	mov r1 = ar.ccv
	mov r1 = ar32
	mov r2 = ar65
	mov r3 = ar1
	mov r1 = cr.iva
	mov r1 = cr2
	mov r1 = cr.dcr
	mov r1 = psr
	mov r1 = psr.um
	mov psr.l = r1
	mov r1 = pr
	mov pr.rot = 0
	mov r1 = ip
	mov r1 = ar.k7
	mov r1 = ar.rsc
	mov r1 = ar.itc
	mov r1 = ar.ruc
	mov r1 = cr.lid
	mov r1 = cr.ivr
	mov r1 = cr.tpr
	mov r1 = cr.itv
	mov r1 = cr.lrr0
	mov r1 = cr.irr3
	mov r1 = GP				// a symbol
	mov r1 = AR.LC				// a symbol
	mov r1 = ar.bogus			// a symbol
