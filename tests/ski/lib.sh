# tests/ski/lib.sh: the Ski driver's common part, sourced (from the
# worktree's top) by tests/ski/run.sh and tests/memref/run.sh: the tools,
# Ski built on first use (ski_build), and running a case of a cases.tsv
# under Ski with its traces (build_case; the caller sets W, its work
# directory).
SKI_TOOLS=${SKI_TOOLS:-${IA64P_TOOLS:-../shared/tools}/ski}
CORPUS=${IA64P_CORPUS:-../shared/corpus}
SKI_PREFIX=${SKI_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/ia64-ski}
AS=${AS:-ia64-linux-gnu-as}
LD=${LD:-ia64-linux-gnu-ld}
NM=${NM:-ia64-linux-gnu-nm}

# ski_build: build Ski with ../shared/tools/ski/build.sh when it is not
# there (SKI_PREFIX, default ~/.cache/ia64-ski); sets BSKI.
ski_build() {
	if ! bash "$SKI_TOOLS/build.sh" "$SKI_PREFIX" >/dev/null; then
		echo "ski: build failed (bash $SKI_TOOLS/build.sh --install-deps installs its dependencies)"
		return 1
	fi
	BSKI=$SKI_PREFIX/bin/bski
}

# run_program DIR PROC OBJ... : link the objects into DIR/prog, run it
# under Ski with both traces (DIR/itrace, DIR/dtrace), write DIR/counts
# for PROC ('-': the whole program) unless SKI_COUNTS=no.
run_program() {
	d=$1 p=$2
	shift 2
	"$LD" -static -e _start -o "$d/prog" "$@" || return 1
	# bski must be called by that name: it picks its batch interface by it.
	SKI_ITRACE=$d/itrace SKI_DTRACE=$d/dtrace "$BSKI" -forceuser -noconsole -stats \
		-icnt "$d/icnt" "$d/prog" >"$d/stdout" 2>"$d/stderr" </dev/null
	if ! grep -q "program exited with status" "$d/stderr"; then
		echo "ski did not reach exit:"; head -n 5 "$d/stderr"
		return 1
	fi
	[ "${SKI_COUNTS:-yes}" = no ] && return 0
	perl tests/ski/trace-counts.pl "$d/prog" "$p" "$d/itrace" "$d/dtrace" >"$d/counts"
}

# case_source FILE [DIR]: the path of a case's file: glibc/... in the
# corpus, others under DIR (default tests/ski).
case_source() {
	case $1 in
	glibc/*) echo "$CORPUS/$1" ;;
	*) echo "${2:-tests/ski}/$1" ;;
	esac
}

# build_case ID FILE PROC SETUP [DIR] : assemble the procedure's file (under
# DIR, default tests/ski) and its harness into $W/ID, run it, leave
# $W/ID/prog, its traces, $W/ID/counts and $W/ID/assume.
build_case() {
	id=$1 file=$2 proc=$3 setup=$4
	d=$W/$id
	mkdir -p "$d"
	src=$(case_source "$file" "$5")
	"$AS" -x -o "$d/proc.o" "$src" 2>"$d/as.log" || { cat "$d/as.log"; return 1; }
	undef=$("$NM" -u "$d/proc.o" | awk '{ print $NF }')
	perl tests/ski/harness.pl "$proc" "$setup" $undef >"$d/harness.s" || return 1
	"$AS" -x -o "$d/harness.o" "$d/harness.s" || return 1
	run_program "$d" "$proc" "$d/harness.o" "$d/proc.o" || return 1
	# The same arguments for ia64-predict; a buffer's address from the
	# linked program's symbol table.
	: >"$d/assume"
	for item in $setup; do
		case $item in
		in[0-9]=\&*)
			reg=${item%%=*} ref=${item#*=&}
			name=${ref%%+*} off=0
			[ "$name" != "$ref" ] && off=${ref#*+}
			addr=$("$NM" "$d/prog" | awk -v n="$name" '$3 == n { print $1 }')
			printf -- '--assume=%s:%s=0x%x\n' "$proc" "$reg" \
				$((0x$addr + off)) >>"$d/assume" ;;
		in[0-9]=*|f[0-9]*=*)
			printf -- '--assume=%s:%s\n' "$proc" "$item" >>"$d/assume" ;;
		esac
	done
}

# predict_case SRC DIR OPTIONS...: ia64-predict's JSON for the case whose
# work directory is DIR (named by its id) into DIR/predict.json, its
# messages into DIR/predict.err; false, after a FAIL line, when it fails.
predict_case() {
	src=$1 dir=$2
	shift 2
	if ! ./ia64-predict "$src" --format json --no-db "$@" >"$dir/predict.json" \
		2>"$dir/predict.err"; then
		echo "FAIL $(basename "$dir"): ia64-predict failed:"
		sed 's/^/  /' "$dir/predict.err"
		return 1
	fi
}
