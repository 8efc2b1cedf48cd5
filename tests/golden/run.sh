#!/bin/sh
# tests/golden/run.sh [FILE.s...] - the golden kernels: each file's header
#   // expect: loop=LABEL cycles_per_iteration=N bound=B
#   // expect-events: PROC EVENT=N EVENT=N ...   (any number of lines)
#   // expect-region: NAME KEY=N KEY=N ...       (any number of lines)
#   // expect-inclusive: PROC KEY=N ...          (any number of lines)
#   // expect-calls: PROC KIND,KIND,...          (any number of lines)
#   // expect-formula: PROC EVENT=SLOPE,INTERCEPT | EVENT=none | EVENT=not_affine
#   // expect-depends: PROC INPUT,INPUT,...
#   // param: NAME=VALUE        (any number)
#   // mcpu: CPU                (optional)
# is checked against `ia64-predict --format json`: the loop's steady state,
# the predicted event counts per call of procedure PROC, and a region's
# steady state (KEY cycles_per_iteration, or an event per iteration), a
# procedure's counts inclusive of its calls in the file (KEY
# cycles_inclusive, or an event), the kinds of its calls, in order, the
# formulas of its counts in the one input they depend on, and the inputs
# its counts depend on.  Prints one
# line per failure and "golden: N passed, N failed"; exits non-zero on a
# failure.  tests/counts/ uses the same runner with expect-events only.
here=$(cd "$(dirname "$0")/../.." && pwd)
tool=${IA64P:-$here/ia64-predict}
[ $# -gt 0 ] || set -- "$here"/tests/golden/*.s

# Is number A within 0.005 of B (and not null)?
near() {
	awk -v a="$1" -v b="$2" 'BEGIN { d = a - b; exit !(a != "null" && d < 0.005 && d > -0.005) }'
}

# check_numbers LINES PREFIX SUFFIX FILTER: each line "NAME KEY=N ...";
# the jq FILTER (given $n, the name, and $k, the key) picks the number in
# $json that must be near N.  A difference sets bad and says
# "PREFIX NAME SUFFIX KEY".
check_numbers() {
	while read -r name kvs; do
		[ -n "$name" ] || continue
		for kv in $kvs; do
			key=${kv%%=*} want=${kv#*=}
			have=$(printf '%s' "$json" | jq -r --arg n "$name" --arg k "$key" "[$4][0]")
			if ! near "$have" "$want"; then
				echo "FAIL $f: $2$name$3 $key: expected $want, got $have"
				bad=1
			fi
		done
	done <<EOF_NUMBERS
$1
EOF_NUMBERS
}
pass=0
fail=0
for f in "$@"; do
	[ -e "$f" ] || continue
	expect=$(sed -n 's|^// expect: *||p' "$f" | head -1)
	events=$(sed -n 's|^// expect-events: *||p' "$f")
	regions=$(sed -n 's|^// expect-region: *||p' "$f")
	inclusive=$(sed -n 's|^// expect-inclusive: *||p' "$f")
	calls=$(sed -n 's|^// expect-calls: *||p' "$f")
	formulas=$(sed -n 's|^// expect-formula: *||p' "$f")
	depends=$(sed -n 's|^// expect-depends: *||p' "$f")
	if [ -z "$expect" ] && [ -z "$events" ] && [ -z "$regions" ] && [ -z "$inclusive" ] &&
	   [ -z "$calls" ] && [ -z "$formulas" ] && [ -z "$depends" ]; then
		echo "FAIL $f: no '// expect:' or '// expect-events:' line"
		fail=$((fail + 1))
		continue
	fi
	loop= cpi= bound=
	for kv in $expect; do
		case $kv in
		loop=*) loop=${kv#loop=} ;;
		cycles_per_iteration=*) cpi=${kv#cycles_per_iteration=} ;;
		bound=*) bound=${kv#bound=} ;;
		esac
	done
	set --
	for p in $(sed -n 's|^// param: *||p' "$f"); do set -- "$@" --param "$p"; done
	cpu=$(sed -n 's|^// mcpu: *||p' "$f" | head -1)
	[ -n "$cpu" ] && set -- "$@" --mcpu "$cpu"
	if ! json=$("$tool" --no-db --format json "$@" "$f" 2>/tmp/golden.err.$$); then
		echo "FAIL $f: ia64-predict failed: $(head -2 /tmp/golden.err.$$)"
		fail=$((fail + 1))
		continue
	fi
	bad=0
	check_numbers "$events" "" "" \
		'.files[].procedures[] | select(.name == $n) | .events[$k]'
	check_numbers "$regions" "region " "" \
		'.files[].regions[] | select(.name == $n) |
		 if $k == "cycles_per_iteration" then .cycles_per_iteration else .events[$k] end'
	check_numbers "$inclusive" "" " inclusive" \
		'.files[].procedures[] | select(.name == $n) |
		 if $k == "cycles_inclusive" then .cycles_inclusive else .events_inclusive[$k] end'
	while read -r proc kinds; do
		[ -n "$proc" ] || continue
		have=$(printf '%s' "$json" | jq -r --arg p "$proc" \
			'[.files[].procedures[] | select(.name == $p) | [.calls[].kind] | join(",")][0]')
		if [ "$have" != "$kinds" ]; then
			echo "FAIL $f: $proc calls: expected '$kinds', got '$have'"
			bad=1
		fi
	done <<EOF_CALLS
$calls
EOF_CALLS
	while read -r proc kvs; do
		[ -n "$proc" ] || continue
		for kv in $kvs; do
			ev=${kv%%=*} want=${kv#*=}
			have=$(printf '%s' "$json" | jq -r --arg p "$proc" --arg e "$ev" \
				'[.files[].procedures[] | select(.name == $p) | .formulas[$e] |
				  if . == null then "none" elif .affine == false then "not_affine"
				  else "\(.slope),\(.intercept)" end][0]')
			if [ "$have" != "$want" ]; then
				echo "FAIL $f: $proc formula of $ev: expected $want, got $have"
				bad=1
			fi
		done
	done <<EOF_FORMULAS
$formulas
EOF_FORMULAS
	while read -r proc want; do
		[ -n "$proc" ] || continue
		have=$(printf '%s' "$json" | jq -r --arg p "$proc" \
			'[.files[].procedures[] | select(.name == $p) | .depends_on | join(",")][0]')
		if [ "$have" != "$want" ]; then
			echo "FAIL $f: $proc depends on: expected '$want', got '$have'"
			bad=1
		fi
	done <<EOF_DEPENDS
$depends
EOF_DEPENDS
	if [ -z "$expect" ]; then
		if [ $bad = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
		continue
	fi
	got=$(printf '%s' "$json" | jq -r --arg l "$loop" \
		'[.files[].procedures[].loops[] | select(.header == $l)][0] | "\(.cycles_per_iteration) \(.bound)"')
	got_cpi=${got% *}
	got_bound=${got#* }
	if [ "$got" = "null null" ] || [ -z "$got" ]; then
		echo "FAIL $f: no loop headed by $loop"
		fail=$((fail + 1))
	elif [ $bad = 0 ] &&
	     near "$got_cpi" "$cpi" &&
	     [ "$got_bound" = "$bound" ]; then
		pass=$((pass + 1))
	else
		echo "FAIL $f: expected $cpi cycles/iteration ($bound), got $got_cpi ($got_bound)"
		fail=$((fail + 1))
	fi
done
rm -f /tmp/golden.err.$$
echo "golden: $pass passed, $fail failed"
[ $fail -eq 0 ]
