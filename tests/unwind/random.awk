# tests/unwind/random.awk - writes one random file of procedures full of
# unwind directives, for tests/unwind/run.sh to compare with GNU as.
#
#   awk -v seed=N [-v wild=1] -f tests/unwind/random.awk
#
# Each procedure mixes instructions of every unit, stops, labels, explicit
# bundles and .align with prologue and body regions and every kind of
# record.  Plain files keep to what gas accepts without a word about the
# unwind information; with wild=1 saves are cut short, records land in the
# wrong region, region directives dangle before .align, data and .endp, so
# gas warns (or rejects the file: run.sh then skips it).

function pick(n) { return int(rand() * n) }
function choose(list,   a, n) { n = split(list, a, "|"); return a[pick(n) + 1] }
function bits(m,   n) { n = 0; while (m) { n += m % 2; m = int(m / 2) }; return n }
function emit(s) { print s }

function insn(name,   i) {
	i = choose("nop.m 0|nop.i 0|nop.f 0|nop.b 0|add r2 = r3, r4|movl r2 = 0x1234|" \
		   "ld8 r2 = [r3]|mov r33 = b0|mov r34 = pr|br.call.sptk b0 = " name "|" \
		   "fma f6 = f7, f8, f9|st8 [r3] = r4|mov r35 = ar.lc|" \
		   "cmp.eq p6, p7 = r2, r3|nop 0|(p6) br.cond.sptk 1f|adds sp = -16, sp")
	return i
}

function spill_x(   c, p, pres, wr) {
	pres = "r4|r5|r6|r7|f2|f3|f4|f5|f16|f20|f31|b1|b2|b5|rp|ar.pfs|pr|ar.lc|ar.unat|" \
	       "ar.fpsr|ar.bsp|ar.bspstore|ar.rnat|@priunat|psp"
	wr = "r1|r9|r33|r127|f6|f32|f127|b0|b7"
	p = "p" pick(64)
	c = pick(8)
	if (c == 0) return ".spillreg " choose(pres) ", " choose(wr)
	if (c == 1) return ".spillreg.p " p ", " choose(pres) ", " choose(wr)
	if (c == 2) return ".spillsp " choose(pres) ", " 4 * pick(300)
	if (c == 3) return ".spillsp.p " p ", " choose(pres) ", " 4 * pick(300)
	if (c == 4) return ".spillpsp " choose(pres) ", " 4 * pick(300)
	if (c == 5) return ".spillpsp.p " p ", " choose(pres) ", " 4 * pick(300)
	if (c == 6) return ".restorereg " choose(pres)
	return ".restorereg.p " p ", " choose(pres)
}

function proc(name,   n, k, d, ndir, region, prologues, nlabels, pend, inbrace, count, c, m, g, f, l, e, specials) {
	specials = "rp|ar.pfs|pr|ar.lc|ar.unat|ar.fpsr|ar.bsp|ar.bspstore|ar.rnat|@priunat|b0"
	emit("\t.proc " name)
	emit(name ":")
	n = 1 + pick(25)
	region = ""; prologues = 0; nlabels = 0; pend = 0; inbrace = 0
	if (rand() < 0.1) emit("\t.unwentry")
	if (rand() < 0.15) emit("\t.personality " name)
	for (k = 0; k < n; k++) {
		if (!inbrace && rand() < 0.04)
			emit(choose("lab_" name "_" k ":|1:|\t.align 32|\t;;"))
		ndir = choose("0|0|0|1|1|2|3")
		for (d = 0; d < ndir; d++) {
			c = rand()
			if (inbrace && c < 0.15) continue
			if (region == "" || (region == "b" && c < 0.25)) {
				if (pend > 0 && !wild) continue
				if (rand() < 0.7) {
					if (rand() < 0.3) emit("\t.prologue " (1 + pick(15)) ", r" (32 + pick(89)))
					else emit("\t.prologue")
					region = "p"; prologues++
				} else {
					emit("\t.body"); region = "b"
				}
				continue
			}
			if (region == "p") {
				if (pend > 0 && !wild) {
					if (rand() < 0.5) emit("\t" spill_x())
					continue
				}
				c = pick(17)
				if (c == 0 && pend == 0) { emit("\t.body"); region = "b" }
				else if (c == 1) emit("\t.save " choose(specials) ", r" (1 + pick(127)))
				else if (c == 2) emit("\t.savesp " choose(specials) ", " 4 * pick(200))
				else if (c == 3) emit("\t.savepsp " choose(specials) ", " 4 * pick(200))
				else if (c == 4) { m = 1 + pick(15); emit("\t.save.g " m); pend = bits(m) }
				else if (c == 5) { m = rand() < 0.3 ? 1 + pick(1048575) : 1 + pick(15); emit("\t.save.f " m); pend = bits(m) }
				else if (c == 6) { m = 1 + pick(31); emit("\t.save.b " m); pend = bits(m) }
				else if (c == 7) {
					g = pick(16); f = rand() < 0.5 ? 1 + pick(1048575) : pick(16)
					if (g == 0 && f == 0) g = 1
					emit("\t.save.gf " g ", " f); pend = bits(g) + bits(f)
				}
				else if (c == 8) { m = 1 + pick(15); emit("\t.save.g " m ", r" (32 + pick(69))); pend = bits(m) }
				else if (c == 9) { m = 1 + pick(31); emit("\t.save.b " m ", r" (32 + pick(69))); pend = bits(m) }
				else if (c == 10) emit("\t.spill " 16 * pick(21))
				else if (c == 11) emit("\t.fframe " 16 * pick(301))
				else if (c == 12) emit(rand() < 0.5 ? "\t.vframe r" (32 + pick(69)) : "\t.vframesp " 4 * pick(101))
				else if (c == 13) emit("\t.altrp b" pick(8))
				else if (c == 14) emit("\t.unwabi @svr4, " pick(256))
				else emit("\t" spill_x())
			} else {
				c = pick(8)
				if (c == 0) {
					l = 1 + pick(40); lab[nlabels] = l; labp[nlabels++] = prologues
					emit("\t.label_state " l)
				} else if (c == 1 && nlabels) {
					e = pick(nlabels); emit("\t.copy_state " lab[e]); prologues = labp[e]
				} else if (c == 2 && prologues > 0) {
					if (rand() < 0.5) { emit("\t.restore sp"); prologues = 0 }
					else { e = pick(prologues); emit("\t.restore sp, " e); prologues -= e + 1 }
				} else if (c == 3 && prologues < 40 && !inbrace) {
					emit("\t.prologue"); region = "p"; prologues++
				} else emit("\t" spill_x())
			}
		}
		c = rand()
		if (!inbrace && c < 0.08) {
			emit("\t{ ." choose("mii|mmi|mib|mfi|mmb|mlx"))
			inbrace = 1; count = 1
			emit("\tnop.m 0")
			if (pend) pend--
			continue
		}
		if (!inbrace && c < 0.11)	# in between: only a label or a stop
			emit(choose("lab_" name "_" k ":|1:|\t;;"))
		if (wild && !inbrace && rand() < 0.05) {
			emit("\t" choose(".body|.prologue|.save rp, r40|.unwabi @svr4, 3|.spill 16|.save.g 3"))
			emit(choose("\t.align 32|\t.align 64|\t.align 16|lab2_" name "_" k ":|\tdata8 0"))
		}
		emit("\t" (inbrace ? "nop 0" : insn(name)))
		if (pend) pend--
		if (inbrace) {
			count++
			if (count >= 2 || rand() < 0.5) { emit("\t}"); inbrace = 0 }
		} else if (rand() < 0.2) emit("\t;;")
	}
	if (inbrace) emit("\t}")
	emit("1:")
	if (pend && !wild)
		for (; pend > 0; pend--) emit("\tnop.m 0")
	if (wild && rand() < 0.3)
		emit("\t" choose(".body|.prologue|.prologue 12, r40|.unwabi @svr4, 3|.save.g 1|.altrp b1"))
	if (rand() < 0.12) {
		emit("\t.handlerdata")
		for (k = pick(4); k > 0; k--)
			emit("\t" choose("data1|data2|data4|data8") " " pick(256))
	}
	emit("\t.endp " name)
}

BEGIN {
	srand(seed)
	nprocs = 1 + pick(4)
	for (i = 0; i < nprocs; i++) {
		s = choose(".text|.text|.text.foo|.gnu.linkonce.t.bar|myc")
		if (s == ".text") emit("\t.text")
		else emit("\t.section \"" s "\", \"ax\", @progbits")
		if (rand() < 0.3) emit("\t.align 32")
		proc("fn" i)
	}
}
