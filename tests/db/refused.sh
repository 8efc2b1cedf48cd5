# tests/db/refused.sh - sourced by tests/db/merge.sh and import.sh.
#
# refused WHAT WANT ARGS...: `$predict ARGS` fails, says WANT, and leaves
# the database $guard byte for byte as it was, with no write-ahead log
# left beside it.  Needs $predict, $guard, $out and fail().
refused() {
	what=$1 want=$2
	shift 2
	cp "$guard" "$out/before.db"
	if "$predict" "$@" >"$out/refused.out" 2>&1; then
		fail "$what: exit status 0"
	fi
	grep -qF -- "$want" "$out/refused.out" || fail "$what: no '$want' in: $(cat "$out/refused.out")"
	cmp -s "$guard" "$out/before.db" || fail "$what: $guard changed"
	[ ! -s "$guard-wal" ] || fail "$what: a write-ahead log was left"
}
