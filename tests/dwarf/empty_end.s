// A row at the very end of an empty code section: its sequence ends where
// it starts, with no address advance.
.file 1 "a.c"
.section .b,"ax",@progbits
.loc 1 1
.loc 1 2
.text
.loc 1 3
nop.m 0
