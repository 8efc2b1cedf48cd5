#!/bin/sh
# bench/gmp.sh GMP-TREE - ia64-predict's cycles per limb on GMP's IA-64
# mpn assembly against the figures GMP's authors measured on Itanium 2
# hardware and wrote in each file's comments ("C Itanium 2:  1.25").
#
# Every mpn/ia64/*.asm of the tree is preprocessed as GMP's build does it
# (m4 with a minimal config.m4 written here, the tree's own asm-defs.m4 and
# ia64-defs.m4, -DOPERATION_x for each function of a multi-function file),
# then predicted with the loop's size input at 1000 limbs.  The figures are
# read from the tree at run time; nothing of GMP is kept in the project.
# Prints one row per documented loop and the summary line
#   N loops, mean error X%, K within 5%
# MCPU=itanium2 predicts for the earlier core instead of Montecito.
# Not a test: it never fails on the error (it fails when m4 or python3 is
# missing).  Needs no network; python3 reads the JSON.  See bench/README.md.
set -e
[ $# = 1 ] && [ -d "$1/mpn/ia64" ] || {
	echo "usage: bench/gmp.sh GMP-TREE (a GMP source tree, with mpn/ia64/)" >&2
	exit 2
}
. "$(dirname "$0")/lib.sh"
bench_init gmp
tree=$(cd "$1" && pwd)
rm -rf "$out/mpn"
mkdir -p "$out/mpn"
# the part of configure's config.m4 the ia64 files read
cat >"$out/config.m4" <<EOC
changequote(<,>)
ifdef(<__CONFIG_M4_INCLUDED__>,,<
define(<CONFIG_TOP_SRCDIR>,<\`$tree'>)
define(<WANT_ASSERT>,0)
define(<WANT_PROFILING>,<\`no'>)
define(<M4WRAP_SPURIOUS>,<no>)
define(<TEXT>, <.text>)
define(<DATA>, <.data>)
define(<LABEL_SUFFIX>, <:>)
define(<GLOBL>, <.global>)
define(<GLOBL_ATTR>, <>)
define(<GSYM_PREFIX>, <>)
define(<RODATA>, <	.section	.rodata>)
define(<TYPE>, <.type	\$1,<@>\$2>)
define(<SIZE>, <.size	\$1,\$2>)
define(<LSYM_PREFIX>, <.L>)
define(<W32>, <data4>)
define(<ALIGN_LOGARITHMIC>,<no>)
define(<IA64_ALIGN_OK>, <\`yes'>)
>)
changequote(\`,')
ifdef(\`__CONFIG_M4_INCLUDED__',,\`
include(CONFIG_TOP_SRCDIR\`/mpn/asm-defs.m4')
include_mpn(\`ia64/ia64-defs.m4')
')
define(\`__CONFIG_M4_INCLUDED__')
EOC
exec python3 "$here/bench/gmp.py" "$tree" "$out" "$here/ia64-predict"
