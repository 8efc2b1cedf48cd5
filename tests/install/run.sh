#!/bin/sh
# tests/install/run.sh - `make install` and `make uninstall` as GNU users
# expect them: into a temporary DESTDIR, under the prefix and with the
# directories given on make's command line, the program, the manual page
# and the documentation (README.md and docs/*.md but docs/hacking.md, the
# developers' map); the installed program runs, and the manual page renders
# without a warning (groff -man -ww; the check is skipped, with a note, where
# groff is missing) and names every command and option of --help and every
# exit status.  uninstall removes everything install put there.
# Prints "install: N passed, N failed"; exits 1 on a failure.
cd "$(dirname "$0")/../.." || exit 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/ia64p-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL install: $*"; fail=$((fail + 1)); }

# 1. the default layout under a prefix
dest=$tmp/dest
if make -s install DESTDIR="$dest" prefix=/opt/ia64p >"$tmp/log" 2>&1; then ok; else
	bad "make install failed:"; cat "$tmp/log"; fi
root=$dest/opt/ia64p
[ -x "$root/bin/ia64-predict" ] && ok || bad "no bin/ia64-predict"
[ -f "$root/share/man/man1/ia64-predict.1" ] && ok || bad "no share/man/man1/ia64-predict.1"
mode=$(stat -c %a "$root/share/man/man1/ia64-predict.1" 2>/dev/null)
[ "$mode" = 644 ] && ok || bad "the manual page's mode is '$mode', not 644"
for f in README.md docs/*.md; do
	[ "$f" = docs/hacking.md ] && continue
	cmp -s "$f" "$root/share/doc/ia64-predict/${f##*/}" && ok ||
		bad "$f is not installed in share/doc/ia64-predict"
done
# nothing outside DESTDIR's prefix
extra=$(cd "$dest" && find . -type f | grep -v '^\./opt/ia64p/')
[ -z "$extra" ] && ok || bad "files outside the prefix: $extra"
"$root/bin/ia64-predict" --version | grep -q '^ia64-predict [0-9]' && ok ||
	bad "the installed program does not run"

# 2. the manual page renders without a warning
if command -v groff >/dev/null 2>&1; then
	if groff -man -ww -z "$root/share/man/man1/ia64-predict.1" >"$tmp/groff" 2>&1 &&
		[ ! -s "$tmp/groff" ]; then
		ok
	else
		bad "groff -man -ww warns of the manual page:"; cat "$tmp/groff"
	fi
	if command -v man >/dev/null 2>&1; then
		MANWIDTH=80 man -l "$root/share/man/man1/ia64-predict.1" 2>"$tmp/man.err" \
			>"$tmp/man.txt"
		grep -q "EXIT STATUS" "$tmp/man.txt" && [ ! -s "$tmp/man.err" ] && ok ||
			bad "man -l does not render the page: $(cat "$tmp/man.err")"
	fi
else
	echo "note: tests/install/run.sh: groff is missing; the manual page's rendering is not checked"
fi

# 2b. the manual page names every command and option --help names (and
# pmc --help, effects --help, merge --help and import --help), and every
# exit status
page=$(sed 's/\\-/-/g; s/\\f[BIRP]//g' docs/ia64-predict.1)
for w in $( (./ia64-predict --help; ./ia64-predict pmc --help; ./ia64-predict effects --help
	./ia64-predict merge --help; ./ia64-predict import --help) |
	grep -o -e '--[a-z][a-z0-9-]*' -e '^  -[a-zA-Z]\b' -e '[ ,]-m[a-z][a-z0-9.-]*' -e ', -[A-Z]\b' \
	-e '^Usage: ia64-predict [a-z]*' -e '^       ia64-predict [a-z]*' |
	sed 's/^[ ,]*//; s/^Usage: //; s/^ia64-predict /command:/' | sort -u); do
	case $w in
	command:) ;;	# the report's usage line, no command
	command:*) # a command has its line in the synopsis
		printf '%s\n' "$page" | grep -q "^.B ia64-predict ${w#command:}\$" && ok ||
			bad "the manual page's synopsis has no '${w#command:}'" ;;
	*)
		printf '%s\n' "$page" | grep -q -e "$w" && ok ||
			bad "the manual page does not name '$w'" ;;
	esac
done
for s in 0 1 2; do
	printf '%s\n' "$page" | sed -n '/^.SH EXIT STATUS/,/^.SH/p' | grep -q "^.B $s$" && ok ||
		bad "the manual page's EXIT STATUS has no $s"
done

# 3. uninstall leaves nothing
if make -s uninstall DESTDIR="$dest" prefix=/opt/ia64p >"$tmp/log" 2>&1; then ok; else
	bad "make uninstall failed:"; cat "$tmp/log"; fi
left=$(cd "$dest" && find . -type f)
[ -z "$left" ] && ok || bad "uninstall left: $left"

# 4. each directory set on its own
dest=$tmp/dest2
if make -s install DESTDIR="$dest" prefix=/usr bindir=/usr/games mandir=/usr/man \
	docdir=/usr/share/doc/ia64p >"$tmp/log" 2>&1; then ok; else
	bad "make install with its directories failed:"; cat "$tmp/log"; fi
for f in usr/games/ia64-predict usr/man/man1/ia64-predict.1 usr/share/doc/ia64p/queries.md; do
	[ -f "$dest/$f" ] && ok || bad "bindir, mandir, docdir: no $f"
done

echo "install: $pass passed, $fail failed"
[ $fail -eq 0 ]
