#!/bin/sh
# tests/encode/diff.sh FILE.s... - compare `ia64-predict encode` with GNU as.
#
# For each file: assemble with `ia64-linux-gnu-as -x`, dump each code section
# with objcopy, and compare every bundle line of `ia64-predict encode`
# (SECTION OFFSET HEX) with the same 16 bytes of the object file.  When gas
# rejects the file, ia64-predict must reject it too, with a located error.
# A line among the first ten of a file holding `test-options: WORD...` (in
# a comment) gives options for both tools (e.g. -mtune=itanium1).
# Prints one line per failing file and exits non-zero if any failed.
# Set VERBOSE=1 to see objdump's view of mismatching bundles.
here=$(cd "$(dirname "$0")/../.." && pwd)
tool=${IA64P:-$here/ia64-predict}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
for f in "$@"; do
	opts=$(head -10 "$f" | sed -n 's/.*test-options:\(.*\)/\1/p' | head -1)
	# shellcheck disable=SC2086 # the options are words
	if ! ia64-linux-gnu-as -x $opts -o "$tmp/o.o" "$f" 2>"$tmp/gas.err"; then
		# shellcheck disable=SC2086
		if "$tool" encode $opts "$f" >"$tmp/ours" 2>"$tmp/ours.err"; then
			echo "FAIL $f: gas rejects it, ia64-predict accepts it:"
			grep -i error "$tmp/gas.err" | head -3
			fail=1
		elif ! grep -q '^[^:]*:[0-9]*:[0-9]*: error: ' "$tmp/ours.err"; then
			echo "FAIL $f: rejected without a located error"
			fail=1
		fi
		continue
	fi
	# shellcheck disable=SC2086
	if ! "$tool" encode $opts "$f" >"$tmp/ours" 2>"$tmp/ours.err"; then
		echo "FAIL $f: ia64-predict rejects what gas accepts:"
		head -3 "$tmp/ours.err"
		fail=1
		continue
	fi
	bad=0
	for sec in $(cut -d' ' -f1 "$tmp/ours" | sort -u); do
		ia64-linux-gnu-objcopy -O binary -j "$sec" "$tmp/o.o" "$tmp/sec.bin" 2>/dev/null
		od -An -v -tx1 "$tmp/sec.bin" | tr -d ' \n' >"$tmp/sec.hex"
		while read -r s off hex; do
			[ "$s" = "$sec" ] || continue
			o=$(printf '%d' "$off")
			want=$(cut -c$((2 * o + 1))-$((2 * o + 32)) "$tmp/sec.hex")
			if [ "$want" != "$hex" ]; then
				echo "FAIL $f: $sec $off: ours $hex gas ${want:-<missing>}"
				bad=1
			fi
		done <"$tmp/ours"
	done
	# every gas bundle must be accounted for: compare the code sizes,
	# unless the file puts data in code (data is not a bundle line)
	grep -Eq '^[[:space:]]*([a-z0-9_.]+:)?[[:space:]]*(data[0-9]|real[0-9]|\.?string|\.(byte|short|hword|word|long|int|quad|xword|[248]byte|ascii|asciz|skip|space|zero|org|float|single|double)|\.b?align[^,]*,|\.p2align[^,]*,)' "$f" && continue
	for sec in $(ia64-linux-gnu-objdump -h "$tmp/o.o" | awk '/CODE/ {print prev} {prev=$2}'); do
		size=$(ia64-linux-gnu-objdump -h "$tmp/o.o" | awk -v s="$sec" '$2 == s {print $3}')
		n=$(grep -c "^$sec " "$tmp/ours")
		if [ $((0x$size)) -ne $((n * 16)) ] && [ $((0x$size)) -gt 0 ]; then
			echo "FAIL $f: $sec: gas has $((0x$size / 16)) bundles, ours $n"
			bad=1
		fi
	done
	if [ $bad = 1 ]; then
		fail=1
		[ -n "$VERBOSE" ] && ia64-linux-gnu-objdump -d "$tmp/o.o"
	fi
done
exit $fail
