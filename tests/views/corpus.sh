#!/bin/sh
# tests/views/corpus.sh [FILE.s...] - the views of real code agree with
# each other and with the rest of the prediction (default: glibc's
# memmove.s and strncpy.s from ../shared/corpus).  For each loop:
#   - the port uses per iteration add up to the instructions per
#     iteration of the summary, which are the loop's instructions, and
#     its syllables are 3 per bundle of the loop;
#   - per port class (M, I, F, B) the uses per iteration, times the
#     period's iterations, are the syllables the issue groups of the period
#     put on that class's ports;
#   - the instructions' pressure adds up, per port, to the per-iteration
#     pressure;
#   - every port an instruction used is one of the ports its instruction
#     info says it may use;
#   - the summary's cycles are the loop's cycles per iteration and its IPC
#     is its instructions over its cycles.
# For each procedure: the summary's instructions and nops per call are the
# IA64_INST_RETIRED and NOPS_RETIRED the counts predict, its cycles the
# procedure's, its IPC instructions over cycles.
# Prints each disagreement; exits non-zero on one.
here=$(cd "$(dirname "$0")/../.." && pwd)
tool=${IA64P:-$here/ia64-predict}
corpus=${IA64P_CORPUS:-$here/../shared/corpus}
[ $# -gt 0 ] || set -- "$corpus/glibc/memmove.s" "$corpus/glibc/strncpy.s"
status=0
for f in "$@"; do
	if [ ! -e "$f" ]; then
		echo "FAIL views corpus: no $f"
		status=1
		continue
	fi
	out=$("$tool" --no-db --format=json --summary --resource-pressure --instruction-info "$f" |
	      jq -r --arg f "${f##*/}" '
	def near($a; $b): (($a - $b) | fabs) < 0.001 * (1 + ($b | fabs));
	def class: if test("^M") then "M" elif test("^I") then "I" elif test("^F") then "F" else "B" end;
	.files[0].procedures[] | . as $p |
	( ( .summary.per_call as $s |
	    (if near($s.instructions; ($p.events.IA64_INST_RETIRED // 0)) | not then
	       "\($f) \($p.name): instructions per call \($s.instructions), IA64_INST_RETIRED \(($p.events.IA64_INST_RETIRED // 0))" else empty end),
	    (if near($s.nops; ($p.events.NOPS_RETIRED // 0)) | not then
	       "\($f) \($p.name): nops per call \($s.nops), NOPS_RETIRED \(($p.events.NOPS_RETIRED // 0))" else empty end),
	    (if near($s.cycles; $p.cycles) | not then
	       "\($f) \($p.name): summary cycles \($s.cycles), procedure \($p.cycles)" else empty end),
	    (if $s.cycles > 0 and (near($s.ipc; $s.instructions / $s.cycles) | not) then
	       "\($f) \($p.name): IPC \($s.ipc) is not \($s.instructions)/\($s.cycles)" else empty end) ),
	  ( .loops[] | select(.summary) | . as $l | .summary.per_iteration as $s |
	    .resource_pressure as $r | "\($f) \($p.name) loop \($l.header)" as $where |
	    (if near([$r.per_iteration[]] | add; $s.instructions + ($s.outside // 0)) | not then
	       "\($where): port uses \([$r.per_iteration[]] | add), instructions \($s.instructions)" else empty end),
	    (if near($s.instructions; $l.instructions) | not then
	       "\($where): summary instructions \($s.instructions), the loop has \($l.instructions)" else empty end),
	    (if near($s.syllables; 3 * $l.bundles) | not then
	       "\($where): syllables \($s.syllables), 3 x \($l.bundles) bundles" else empty end),
	    (if near($s.cycles; $l.cycles_per_iteration) | not then
	       "\($where): summary cycles \($s.cycles), cycles per iteration \($l.cycles_per_iteration)" else empty end),
	    (if near($s.ipc; $s.instructions / $s.cycles) | not then
	       "\($where): IPC \($s.ipc) is not \($s.instructions)/\($s.cycles)" else empty end),
	    ( ["M", "I", "F", "B"][] as $c |
	      ([$r.per_iteration | to_entries[] | select(.key | class == $c) | .value] | add * $r.iterations) as $uses |
	      ([$l.issue_groups[].syllables[] | select(.port | class == $c)] | length) as $syl |
	      if near($uses; $syl) | not then
	        "\($where): class \($c): \($uses) port uses a period, \($syl) syllables in its issue groups" else empty end ),
	    ( $r.per_iteration | keys[] as $k |
	      if near([$r.by_instruction[].ports[$k]] | add; $r.per_iteration[$k]) | not then
	        "\($where): port \($k): the instructions add up to \([$r.by_instruction[].ports[$k]] | add), not \($r.per_iteration[$k])" else empty end ),
	    ( range($r.by_instruction | length) as $i | $r.by_instruction[$i] as $row |
	      $l.instruction_info[$i] as $info |
	      ($row.ports | to_entries[] | select(.value > 0) | .key) as $used |
	      if ($info.ports | index($used)) == null then
	        "\($where): \($row.text) used \($used), not among its ports \($info.ports)" else empty end ) ) )')
	if [ $? -ne 0 ]; then
		echo "FAIL views corpus: $f: ia64-predict or jq failed"
		status=1
	elif [ -n "$out" ]; then
		printf '%s\n' "$out" | sed 's/^/FAIL views corpus: /'
		status=1
	fi
done
exit $status
