// Twelve independent adds, two bundles a cycle with no stop before the
// loop branch: bound by the dispersal width.
// views: --summary --resource-pressure --instruction-info
// Derivation (docs/model.md, section 3):
//   MII MII MII MIB, the adds reading registers nothing writes.  G1, the
//   first two MIIs: add M0, add I0, add I1; add M1, then two adds in I
//   slots with both I ports taken: an A-type in an I slot takes a free M
//   port (a_in_i_slot_uses_m_port = 1): M2, M3.  Six slots: the window of
//   two bundles is full.  G2, the third MII and the MIB: M0, I0, I1; M1,
//   the add in the MIB's I slot M2, br.cloop B2 (taken).  Six slots again.
//   2 cycles per iteration, both groups at the width.
//   Per iteration: 12 instructions (11 adds and the branch), no nop: IPC
//   6.00, useful 6.00.
//   Pressure per iteration: M0 2, M1 2, M2 2, M3 1, I0 2, I1 2, B2 1: 12.
//   Info: an add in an I slot may take I0, I1 or, as here, an M port.
//> 2.00 cycles per iteration (period 1), bound: dispersal (width)
//> issue groups of one steady-state period:
//> cycle  stall  ports                  end            instructions
//> +0     0      M0 M1 M2 M3 I0 I1      window         add; add; add; add; add; add
//> +1     0      M0 M1 M2 I0 I1 B2      taken-branch   add; add; add; add; add; br.cloop.sptk.few
//
//> IPC            6.00 (useful: 6.00, without nops and predicated-off instructions)
//> bound          dispersal (width)
//
//> 20/1  A1   A  M0 M1 M2 M3 I0 I1       add r10=r2,r3
//
//> M0    M1    M2    M3    I0    I1    F0    F1    B0    B1    B2
//> 2.00  2.00  2.00  1.00  2.00  2.00  -     -     -     -     1.00
// expect-json: .files[0].procedures[0].loops[0].bound_reason.per_period.group_ends.width == 2
// expect-json: .files[0].procedures[0].loops[0].resource_pressure.per_iteration | add == 12
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mii
	  add r9 = r2, r3
	  add r10 = r2, r3
	  add r11 = r2, r3
	}
	{ .mii
	  add r14 = r2, r3
	  add r15 = r2, r3
	  add r16 = r2, r3
	}
	{ .mii
	  add r17 = r2, r3
	  add r18 = r2, r3
	  add r19 = r2, r3
	}
	{ .mib
	  add r20 = r2, r3
	  add r21 = r2, r3
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
