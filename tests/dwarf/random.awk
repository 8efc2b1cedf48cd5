# tests/dwarf/random.awk - a random file of .file N / .loc / code, for
# comparing ia64-predict's debug sections with GNU as's.
#
#     awk -v seed=N -f tests/dwarf/random.awk > FILE.s
#
# Rows land in two code sections and now and then in a data section (gas
# drops them there, with a warning); addresses advance by slots, bundles,
# gaps of .skip and .align; lines jump by small and large steps; every
# .loc option appears, views as symbols, 0 and -0; some files are DWARF 5
# (.file 0, directories, md5); some define functions (subprogram DIEs).
function pick(n) { return int(rand() * n) }
function chance(p) { return rand() < p }

function insn(   k) {
	k = pick(9)
	if (k == 0) return "add r8 = r32, r33"
	if (k == 1) return "nop.m 0"
	if (k == 2) return "nop.i 0"
	if (k == 3) return "ld8 r9 = [r32]"
	if (k == 4) return "movl r10 = 0x1234567890"
	if (k == 5) return "nop.b 0"
	if (k == 6) return "fma f8 = f9, f10, f11"
	if (k == 7) return "cmp.eq p6, p7 = r8, r9"
	return "mov r11 = r12"
}

function loc_line(   s, f, k, l) {
	f = files[pick(nfiles)]
	k = pick(10)
	if (k < 5)
		line += pick(9) - 3
	else if (k < 7)
		line += pick(40) - 20
	else if (k < 8)
		line += pick(5000)
	else if (k < 9)
		line = pick(3) == 0 ? 0 : line
	else
		line += 1
	if (line < 0)
		line = -line
	s = ".loc " f " " line
	if (chance(0.6))
		s = s " " pick(chance(0.9) ? 40 : 200)
	else if (chance(0.1))
		s = s " 0"
	if (chance(0.15)) s = s " is_stmt " pick(2)
	if (chance(0.08)) s = s " isa " pick(4)
	if (chance(0.1)) s = s " discriminator " pick(chance(0.8) ? 8 : 400)
	if (chance(0.06)) s = s " basic_block"
	if (chance(0.06)) s = s " prologue_end"
	if (chance(0.06)) s = s " epilogue_begin"
	if (views && chance(0.5)) {
		k = pick(20)
		if (k == 0)
			s = s " view -0"
		else if (k == 1 && chance(0.3))
			s = s " view 0"
		else
			s = s " view .LVU" ++nview
	}
	return s
}

BEGIN {
	srand(seed)
	v5 = chance(0.3)
	views = chance(0.4)
	funcs = chance(0.4)
	print "// random .file/.loc test, seed " seed
	nfiles = 0
	if (v5) {
		if (chance(0.7))
			print "\t.file 0 \"/home/u/src\" \"x.c\" md5 0x" sprintf("%08x%08x%08x%08x", pick(2^31), pick(2^31), pick(2^31), pick(2^31) + 1)
		else
			print "\t.file 0 \"x.c\""
		files[nfiles++] = 0
	}
	print "\t.file 1 \"x.c\""
	files[nfiles++] = 1
	if (chance(0.6)) {
		print (v5 && chance(0.5)) ? "\t.file 2 \"/usr/include\" \"stdio.h\"" : "\t.file 2 \"inc/y.h\""
		files[nfiles++] = 2
	}
	if (chance(0.3)) {
		print "\t.file 3 \"../z.h\""
		files[nfiles++] = 3
	}
	line = 1 + pick(30)
	sec = ".text"
	n = 10 + pick(60)
	nfunc = 0
	infunc = 0
	for (i = 0; i < n; i++) {
		k = pick(100)
		if (k < 30) {
			print "\t" loc_line()
		} else if (k < 62) {
			if (sec == ".data") {
				print "\tdata8 " i
			} else {
				print "\t" insn()
				if (chance(0.3)) print "\t;;"
			}
		} else if (k < 66 && sec != ".data") {
			print "\t{ .mii"
			print "\tnop.m 0"
			if (chance(0.5)) print "\t" loc_line()
			print "\tnop.i 0"
			if (chance(0.5)) print "\t" loc_line()
			print "\tnop.i 0"
			print "\t}"
		} else if (k < 70) {
			print "L" i ":"
		} else if (k < 74) {
			if (sec != ".data") {
				print "\t.skip " 16 * (1 + pick(chance(0.8) ? 4 : 40))
			}
		} else if (k < 76) {
			print "\t.align " (chance(0.5) ? 32 : 64)
		} else if (k < 78 && sec != ".data") {
			print "\tdata8 1"
			print "\tdata8 2"
		} else if (k < 84) {
			r = pick(10)
			nsec = r < 5 ? ".text" : r < 9 ? ".text.b" : ".data"
			if (nsec != sec && !infunc) {
				sec = nsec
				print (sec == ".text.b") ? "\t.section .text.b,\"ax\",@progbits" : "\t" sec
			}
		} else if (k < 90 && funcs && sec != ".data") {
			if (!infunc) {
				nfunc++
				if (chance(0.5)) print "\t.global f" nfunc
				print "\t.proc f" nfunc
				print "f" nfunc ":"
				print "\t" insn()	# not empty: see docs/dwarf.md, section 8
				infunc = 1
			} else {
				print "\t.endp f" nfunc
				infunc = 0
			}
		} else {
			print "\t" loc_line()
		}
	}
	if (infunc)
		print "\t.endp f" nfunc
	if (chance(0.5))
		print "\t" insn()
}
