// A4/A5 immediates that take relocations: externals, @gprel/@ltoff/@tprel
// and friends, labels of this section; GNU as leaves their fields 0.
.text
.global ext
fwd = 7
{ .mmi
  addl r1=@gprel(ext),gp
  addl r2=@ltoff(ext),r1
  addl r3=@ltoff(@fptr(ext)),r2
;; }
{ .mmi
  addl r4=@tprel(ext),r3
  addl r5=@dtprel(ext),r0
  addl r6=@ltoff(@tprel(ext)),r1
;; }
{ .mmi
  adds r7=ext,r9
  adds r8=@tprel(ext),r13
  adds r9=here,r127
;; }
here:
{ .mmi
  addp4 r10=ext,r3
  add r11=ext,r3
  add r12=ext,r9
;; }
{ .mmi
  mov r13=ext
  mov r14=@gprel(ext)
  mov r15=here
;; }
{ .mmi
  add r16=fwd,r3
  add r17=fwd2,r64
  adds r18=-fwd,r2
;; }
start:
{ .mmi
  cmp.lt p1,p2=fwd,r3
  sub r19=fwd-3,r4
  and r20=fwd*2,r5
;; }
fwd2 = 100
