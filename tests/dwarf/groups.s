// Rows in a COMDAT group section and a .gnu.linkonce section: their
// sequences go in the one .debug_line, like any other.
.file 1 "a.c"
.loc 1 1
nop.m 0
.section .text.f,"axG",@progbits,f,comdat
.loc 1 2
nop.m 0
.section .gnu.linkonce.t.g,"ax",@progbits
.loc 1 3
nop.m 0
