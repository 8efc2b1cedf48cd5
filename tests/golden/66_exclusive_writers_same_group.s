// golden: "(p11) sub r38 = r38, ...; (p10) sub r38 = r38, ..." in one group: the second reads r38 from before the group (SDM vol. 1 3.4: no read after write of a GR in a group)
// expect: loop=.Lloop cycles_per_iteration=9 bound=latency
// Derivation:
//   B1-B3 = MII (getf.sig r38 = f7 / r16 = f6 / r19 = f9, nop.i, nop.i ;;),
//   B4 = MII (cmp.leu p10, p11 = r16, r37 ;;), B5 = MII (nop.m,
//   (p11) sub r38 = r38, r19, 1, (p10) sub r38 = r38, r19 ;;), B6 = MIB
//   (br.cloop ;;), header at 0 mod 32.  f6, f7, f9 and r37 are never
//   written.
//   cycle t:   B1 (getf on M2). End: stop.
//   cycle t+1: B2. cycle t+2: B3.
//   cycle t+6: B4: cmp reads r16, getf at t+1, getf -> ALU 5: 3 stall cycles.
//   cycle t+7: B5: both subs read r19 (getf at t+2: ready t+7), r38
//              (getf at t: ready t+5), p10/p11 (cmp at t+6, qp 1: t+7).
//              The second sub's r38 is the value from before the group,
//              not the first sub's result (p10, p11 are complements: one
//              of the two is off).  End: stop.
//   cycle t+8: B6: taken branch.  The next B1 at t+9 waits for nothing.
//   9 cycles per iteration, stalled on the getf results: latency.  (Were
//   the second sub to wait for the first: 10.)
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mii
	  getf.sig r38 = f7
	  nop.i 0
	  nop.i 0 ;;
	}
	{ .mii
	  getf.sig r16 = f6
	  nop.i 0
	  nop.i 0 ;;
	}
	{ .mii
	  getf.sig r19 = f9
	  nop.i 0
	  nop.i 0 ;;
	}
	{ .mii
	  cmp.leu p10, p11 = r16, r37
	  nop.i 0
	  nop.i 0 ;;
	}
	{ .mii
	  nop.m 0
	  (p11) sub r38 = r38, r19, 1
	  (p10) sub r38 = r38, r19 ;;
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
