// M43, M48 (Itanium 9500): mov r1 = dahr[r3] and mov dahr3 = imm16, the data
// access hint registers dahr0-dahr7
.text
{ .mmi
  mov dahr0 = 0
  mov dahr1 = 9371
  nop.i 0
;; }
{ .mmi
  mov dahr2 = 18742
  mov dahr3 = 28113
  nop.i 0
;; }
{ .mmi
  mov dahr4 = 37484
  mov dahr5 = 46855
  nop.i 0
;; }
{ .mmi
  mov dahr6 = 56226
  mov dahr7 = 61
  nop.i 0
;; }
{ .mmi
  mov dahr0 = 0xffff
  mov dahr7 = 0
  nop.i 0
;; }
{ .mmi
  (p63) mov dahr5 = 0x8000
  mov dahr1 = @datahints
  nop.i 0
;; }
{ .mmi
  mov r12 = dahr[r5]
  mov r122 = dahr[r55]
  nop.i 0
;; }
{ .mmi
  (p1) mov r1 = dahr[r127]
  mov r127 = dahr[r0]
  nop.i 0
;; }
