// Every relocation operator GNU as accepts (@fptr @gprel @ltoff @ltoffx
// @pcrel @pltoff @secrel @segrel @tprel @ltv @dtpmod @dtprel @iplt and
// @ltoff of @fptr/@tprel/@dtpmod/@dtprel) in adds, addl, mov and movl, with
// addends; the fields stay 0 for the linker (where GNU as cannot express the
// relocation it warns and writes another: the bytes are the same)
.text
{ .mlx
  adds r1 = @fptr(ext), r21
  movl r41 = @fptr(ext)
;; }
{ .mmi
  addl r61 = @fptr(ext), r1
  mov r81 = @fptr(ext)
  nop.i 0
;; }
{ .mlx
  adds r2 = @gprel(ext), r22
  movl r42 = @gprel(ext)
;; }
{ .mmi
  addl r62 = @gprel(ext), r2
  mov r82 = @gprel(ext)
  nop.i 0
;; }
{ .mlx
  adds r3 = @ltoff(ext)+24, r23
  movl r43 = @ltoff(ext)+24
;; }
{ .mmi
  addl r63 = @ltoff(ext)+24, r3
  mov r83 = @ltoff(ext)
  nop.i 0
;; }
{ .mlx
  adds r4 = @ltoffx(ext), r24
  movl r44 = @ltoffx(ext)
;; }
{ .mmi
  addl r64 = @ltoffx(ext), r0
  mov r84 = @ltoffx(ext)
  nop.i 0
;; }
{ .mlx
  adds r5 = @pcrel(ext), r25
  movl r45 = @pcrel(ext)
;; }
{ .mmi
  addl r65 = @pcrel(ext), r1
  mov r85 = @pcrel(ext)
  nop.i 0
;; }
{ .mlx
  adds r6 = @pltoff(ext)+48, r26
  movl r46 = @pltoff(ext)+48
;; }
{ .mmi
  addl r66 = @pltoff(ext)+48, r2
  mov r86 = @pltoff(ext)
  nop.i 0
;; }
{ .mlx
  adds r7 = @secrel(ext), r27
  movl r47 = @secrel(ext)
;; }
{ .mmi
  addl r67 = @secrel(ext), r3
  mov r87 = @secrel(ext)
  nop.i 0
;; }
{ .mlx
  adds r8 = @segrel(ext), r28
  movl r48 = @segrel(ext)
;; }
{ .mmi
  addl r68 = @segrel(ext), r0
  mov r88 = @segrel(ext)
  nop.i 0
;; }
{ .mlx
  adds r9 = @tprel(ext)+72, r29
  movl r49 = @tprel(ext)+72
;; }
{ .mmi
  addl r69 = @tprel(ext)+72, r1
  mov r89 = @tprel(ext)
  nop.i 0
;; }
{ .mlx
  adds r10 = @ltv(ext), r30
  movl r50 = @ltv(ext)
;; }
{ .mmi
  addl r70 = @ltv(ext), r2
  mov r90 = @ltv(ext)
  nop.i 0
;; }
{ .mlx
  adds r11 = @dtpmod(ext), r31
  movl r51 = @dtpmod(ext)
;; }
{ .mmi
  addl r71 = @dtpmod(ext), r3
  mov r91 = @dtpmod(ext)
  nop.i 0
;; }
{ .mlx
  adds r12 = @dtprel(ext)+96, r32
  movl r52 = @dtprel(ext)+96
;; }
{ .mmi
  addl r72 = @dtprel(ext)+96, r0
  mov r92 = @dtprel(ext)
  nop.i 0
;; }
{ .mlx
  adds r13 = @iplt(ext), r33
  movl r53 = @iplt(ext)
;; }
{ .mmi
  addl r73 = @iplt(ext), r1
  mov r93 = @iplt(ext)
  nop.i 0
;; }
{ .mlx
  adds r14 = @ltoff(@fptr(ext)), r34
  movl r54 = @ltoff(@fptr(ext))
;; }
{ .mmi
  addl r74 = @ltoff(@fptr(ext)), r2
  mov r94 = @ltoff(@fptr(ext))
  nop.i 0
;; }
{ .mlx
  adds r15 = @ltoff(@tprel(ext))+120, r35
  movl r55 = @ltoff(@tprel(ext))+120
;; }
{ .mmi
  addl r75 = @ltoff(@tprel(ext))+120, r3
  mov r95 = @ltoff(@tprel(ext))
  nop.i 0
;; }
{ .mlx
  adds r16 = @ltoff(@dtpmod(ext)), r36
  movl r56 = @ltoff(@dtpmod(ext))
;; }
{ .mmi
  addl r76 = @ltoff(@dtpmod(ext)), r0
  mov r96 = @ltoff(@dtpmod(ext))
  nop.i 0
;; }
{ .mlx
  adds r17 = @ltoff(@dtprel(ext)), r37
  movl r57 = @ltoff(@dtprel(ext))
;; }
{ .mmi
  addl r77 = @ltoff(@dtprel(ext)), r1
  mov r97 = @ltoff(@dtprel(ext))
  nop.i 0
;; }
