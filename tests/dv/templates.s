# Templates for tests/gen_random: instruction groups full of dependencies
# between a few registers, for tests/dv/run.sh (the checker against
# ia64-linux-gnu-as -x).  Registers are drawn from small sets so that
# instructions meet; predicates pair up so compares relate them.
add {gr:1:6} = {gr:1:6}, {gr:1:6}
({pr:1:6}) add {gr:1:6} = {gr:1:6}, {gr:1:6}
({pr:1:6}) mov {gr:1:6} = {int:0:9}
({pr:60:63}) mov {gr:1:6} = {gr:1:6}
ld8 {gr:1:6} = [{gr:1:6}]
({pr:1:6}) ld8.c.clr {gr:1:6} = [{gr:1:6}]
ld8.a {gr:1:6} = [{gr:1:6}], 8
({pr:1:6}) st8 [{gr:1:6}] = {gr:1:6}
st8.spill [{gr:1:6}] = {gr:1:6}
ld8.fill {gr:1:6} = [{gr:1:6}]
mov ar.unat = {gr:1:6}
({pr:1:6}) cmp.eq {pick:p1, p2|p3, p4|p2, p3|p5, p6|p1, p6|p0, p4|p63, p62} = {gr:1:6}, {gr:1:6}
({pr:1:6}) cmp.lt.unc {pick:p1, p2|p3, p4|p2, p3|p5, p6|p1, p6|p4, p0} = {gr:1:6}, {gr:1:6}
cmp.eq {pick:p1, p2|p3, p4|p5, p6} = {gr:1:6}, {gr:1:6}
({pr:1:6}) cmp.ne.{pick:and|or|andcm|orcm|or.andcm|and.orcm} {pick:p1, p2|p3, p4|p2, p3|p5, p6} = {gr:1:6}, r0
({pr:1:6}) tbit.z{pick:|.unc|.and|.or} {pick:p1, p2|p3, p4|p5, p6} = {gr:1:6}, {int:0:63}
({pr:1:6}) fcmp.{pick:eq|lt|le|unord}{pick:|.unc|.unc.s1|.s1} {pick:p1, p2|p3, p4|p5, p6} = {fr:2:6}, {fr:2:6}
({pr:1:6}) fclass.{pick:m|nm}{pick:|.unc} {pick:p1, p2|p3, p4|p5, p0} = {fr:2:6}, {int:1:255}
({pr:1:6}) fadd{pick:|.s0|.s1} {fr:2:6} = {fr:2:6}, {fr:2:6}
({pr:1:6}) fma.s1 {fr:2:6} = {fr:2:6}, {fr:2:6}, {fr:2:6}
({pr:1:6}) frcpa.s0 {fr:2:6}, {pr:1:6} = {fr:2:6}, {fr:2:6}
ldf8 {fr:2:6} = [{gr:1:6}]
ldf8.c.nc {fr:2:6} = [{gr:1:6}]
fclrf{pick:|.s0|.s1}
fsetc.s{int:0:1} 0, 0
fchkf{pick:|.s0|.s1} ext
mov {gr:1:6} = ar.fpsr
mov ar.fpsr = {gr:1:6}
({pr:1:6}) br.cond.sptk ext
({pr:1:6}) br.cond.sptk {br:1:3}
({pr:1:6}) br.call.sptk b0 = ext
({pr:1:6}) br.call.sptk b0 = {br:1:3}
({pr:1:6}) br.ret.sptk b0
mov {br:0:3} = {gr:1:6}
mov {gr:1:6} = {br:0:3}
mov pr = {gr:1:6}, 0x{int:1:127}
mov pr.rot = 0x{int:1:15}0000
mov {gr:1:6} = pr
mov ar.lc = {gr:1:6}
mov {gr:1:6} = ar.lc
mov ar.ec = {gr:1:6}
mov ar.pfs = {gr:1:6}
mov {gr:1:6} = ar.pfs
mov ar.ccv = {gr:1:6}
cmpxchg8.acq {gr:1:6} = [{gr:1:6}], {gr:1:6}, ar.ccv
br.cloop.sptk ext
br.ctop.sptk ext
br.wtop.sptk ext
(p63) br.cond.sptk ext
alloc {gr:1:6} = ar.pfs, 2, 2, 0, 0
srlz.{pick:d|i}
mov psr.l = {gr:1:6}
mov {gr:1:6} = psr
{pick:ssm|rsm|sum|rum} 0x{int:1:63}
mov cr.{pick:iva|tpr|ifa|dcr} = {gr:1:6}
mov {gr:1:6} = cr.{pick:iva|tpr|ifa|dcr}
ptc.e {gr:1:6}
itc.d {gr:1:6}
epc
rfi
{pick:1|2}:
.pred.rel "mutex", {pick:p1, p2|p3, p4|p5, p6|p1, p2, p3}
.pred.rel "imply", {pick:p1, p2|p3, p4|p5, p6}
.pred.rel "clear", {pick:p1|p3|p5}
.pred.safe_across_calls {pick:p1-p3|p4-p6|p1-p2,p5}
