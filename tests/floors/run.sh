#!/bin/sh
# tests/floors/run.sh - the floors run one way:
#   common <- machine <- parser <- analysis <- db <- cli
# A file of one folder includes headers of its own folder and of the folders
# below it, never above.  Prints each include that breaks the rule and ends
# with "floors: N includes checked, N break the order".
cd "$(dirname "$0")/../.." || exit 2
order="common machine parser analysis db cli"
rank() {
	i=0
	for d in $order; do
		[ "$d" = "$1" ] && { echo $i; return; }
		i=$((i + 1))
	done
	echo -1
}
checked=0
broken=0
for dir in $order; do
	own=$(rank "$dir")
	for f in "$dir"/*.c "$dir"/*.h "$dir"/*.y "$dir"/*.l; do
		[ -f "$f" ] || continue
		# generated parser/lexer sources copy their includes from .y/.l
		case "$f" in parser/grammar.c|parser/grammar.h|parser/lexer.c) continue;; esac
		for inc in $(sed -n 's|^[[:space:]]*#[[:space:]]*include[[:space:]]*"\.\./\([a-z_]*\)/.*|\1|p' "$f"); do
			checked=$((checked + 1))
			r=$(rank "$inc")
			if [ "$r" -lt 0 ] || [ "$r" -gt "$own" ]; then
				echo "$f includes from $inc/: $dir/ is below $inc/"
				broken=$((broken + 1))
			fi
		done
	done
done
echo "floors: $checked includes checked, $broken break the order"
[ "$broken" -eq 0 ]
