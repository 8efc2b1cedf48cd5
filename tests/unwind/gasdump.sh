#!/bin/sh
# tests/unwind/gasdump.sh FILE.s [GAS-OPTION...] - what GNU as puts in the
# unwind sections of FILE.s, printed as tests/unwind/uwdump prints ours:
#
#   NAME TYPE FLAGS ALIGN LINK GROUP SIZE
#   HEX...            (the contents, 32 bytes a line)
#
# for every unwind section (.IA_64.unwind*, .gnu.linkonce.ia64unw*), in
# section order, then "code NAME SIZE" per code section.  FLAGS keeps only
# A, L and G.  Exit status 1 if gas rejects the file.
file=$1
shift
obj=${TMPDIR:-/tmp}/uwdump.$$.o
trap 'rm -f "$obj"' EXIT
ia64-linux-gnu-as -x "$@" -o "$obj" "$file" 2>/dev/null || exit 1
{
	ia64-linux-gnu-readelf -SW "$obj" | sed -n 's/^ *\[ *\([0-9][0-9]*\)\] /S \1 /p'
	ia64-linux-gnu-readelf -gW "$obj" | sed -n \
		-e "s/^.*group section \[ *\([0-9]*\)\] \`[^']*' \[\([^]]*\)\].*/G \2/p" \
		-e 's/^ *\[ *\([0-9][0-9]*\)\] *\([^ ]*\)$/M \1/p'
} | awk -v obj="$obj" '
	function h2d(s,   i, v) {
		v = 0
		for (i = 1; i <= length(s); i++)
			v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
		return v
	}
	$1 == "G" { sig = $2; next }
	$1 == "M" { group[$2] = sig; next }
	$1 == "S" {
		i = $2; name[i] = $3; type[i] = $4; size[i] = $7
		if (NF == 12) { flg = $9; lk = $10; al = $12 } else { flg = ""; lk = $9; al = $11 }
		f = ""
		if (flg ~ /A/) f = f "A"
		if (flg ~ /L/) f = f "L"
		if (flg ~ /G/) f = f "G"
		flags[i] = f == "" ? "-" : f
		link[i] = lk; align[i] = al; code[i] = flg ~ /X/
		n = i
	}
	END {
		for (i = 1; i <= n; i++) {
			if (!(i in name) || name[i] !~ /^(\.IA_64\.unwind|\.gnu\.linkonce\.ia64unw)/)
				continue
			sz = h2d(size[i])
			printf "%s %s %s %s %s %s %d\n", name[i], type[i], flags[i], align[i],
				link[i] == 0 ? "-" : name[link[i]], (i in group) ? group[i] : "-", sz
			if (sz == 0)
				continue
			cmd = "ia64-linux-gnu-objdump -s -j \"" name[i] "\" \"" obj "\""
			hex = ""
			while ((cmd | getline line) > 0)
				if (line ~ /^ [0-9a-f]+ /) {
					h = substr(line, 7, 35)
					gsub(/ /, "", h)
					hex = hex h
				}
			close(cmd)
			for (k = 1; k <= length(hex); k += 64)
				print substr(hex, k, 64)
		}
		for (i = 1; i <= n; i++)
			if ((i in name) && code[i])
				printf "code %s %d\n", name[i], h2d(size[i])
	}'
