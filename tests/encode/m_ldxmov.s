// ld8.mov r1 = [r3], sym: ld8 (M1) with the symbol of the GOT entry the
// linker may relax (LTOFF22X); a constant or an addend; predicated
.text
{ .mmi
  ld8.mov r1 = [r2], x
  ld8.mov r127 = [r0], x#
  ld8.mov r3 = [r126], x + 100
;; }
{ .mmi
  (p63) ld8.mov r4 = [r5], 8
  ld8.mov r6 = [r7], .L1
  .L1: ld8.mov r8 = [r9], .L1
;; }
