#!/bin/sh
# tests/unchanged/run.sh [--update | --diff REV] - the predictions stay as
# they were.  Runs the report (text, with --timeline) and the JSON (with
# --insn-events) on every file of ../shared/corpus/glibc, on examples/ and
# on the golden kernels, and compares a SHA-256 of each output with
# tests/unchanged/expected.sha256.  Prints "unchanged: N outputs, all as
# before" or the outputs that differ, and exits 1 on a difference.
#
# A change that alters a prediction on purpose (a bug fix) regenerates the
# list with --update and says why in tests/unchanged/FIXES.md, naming the
# commit.  --diff REV builds revision REV in a scratch work tree and shows
# how today's outputs differ from that revision's (to see what a change did).
here=$(cd "$(dirname "$0")/../.." && pwd)
tool=${IA64P:-$here/ia64-predict}
corpus=${IA64P_CORPUS:-$here/../shared/corpus}
expected=$here/tests/unchanged/expected.sha256
mode=check
case ${1:-} in
--update) mode=update ;;
--diff) mode=diff; rev=${2:?--diff needs a revision} ;;
"") ;;
*) echo "usage: $0 [--update | --diff REV]" >&2; exit 2 ;;
esac
if [ ! -d "$corpus/glibc" ]; then
	echo "unchanged: no corpus at $corpus/glibc" >&2
	exit 1
fi
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

# run TOOL OUTDIR: every output of TOOL into OUTDIR, named by input
run() {
	mkdir -p "$2"
	for f in "$corpus"/glibc/*.s "$here"/examples/*.s "$here"/tests/golden/*.s \
		 "$here"/tests/counts/*.s; do
		[ -e "$f" ] || continue
		case $f in
		"$corpus"/*) name=corpus/${f#"$corpus"/} ;;
		*) name=${f#"$here"/} ;;
		esac
		name=$(printf '%s' "$name" | tr / _)
		# the file is named relative to where it is, so that the
		# outputs do not depend on where the tree is
		(cd "$(dirname "$f")" && "$1" --no-db --timeline "$(basename "$f")") \
			>"$2/$name.txt" 2>&1
		(cd "$(dirname "$f")" && "$1" --no-db --format json --insn-events \
			"$(basename "$f")") >"$2/$name.json" 2>&1
	done
}

if [ $mode = diff ]; then
	git -C "$here" worktree add -q --detach "$tmp/tree" "$rev" || exit 2
	(cd "$tmp/tree" && ./configure >/dev/null && make -j2 ia64-predict >/dev/null 2>&1) ||
		{ echo "unchanged: cannot build $rev" >&2; git -C "$here" worktree remove --force "$tmp/tree"; exit 2; }
	run "$tmp/tree/ia64-predict" "$tmp/before"
	git -C "$here" worktree remove --force "$tmp/tree"
	run "$tool" "$tmp/now"
	diff -r -u "$tmp/before" "$tmp/now" && echo "unchanged: no difference from $rev"
	exit 0
fi

run "$tool" "$tmp/out"
(cd "$tmp/out" && sha256sum -- *) >"$tmp/now.sha256"
if [ $mode = update ]; then
	cp "$tmp/now.sha256" "$expected"
	echo "unchanged: $(wc -l <"$expected") outputs written to $expected"
	exit 0
fi
n=$(wc -l <"$tmp/now.sha256")
if cmp -s "$tmp/now.sha256" "$expected"; then
	echo "unchanged: $n outputs, all as before"
	exit 0
fi
diff "$expected" "$tmp/now.sha256" | sed -n 's/^[<>] [0-9a-f]*  //p' | sort -u |
	sed 's/^/unchanged: differs: /' | head -40
echo "unchanged: $n outputs, $(diff "$expected" "$tmp/now.sha256" | grep -c '^>') differ" \
	"(tests/unchanged/run.sh --diff REV shows how)"
exit 1
