// .loc ... view: the row is made at once, at the end of what the bundler
// has laid down, and the next instruction still takes the .loc (with its
// one-row options spent).  A view symbol gets the view number gas gives
// the row: 0 where the address moved, else one more than the row before
// (a row without a view counting as 0).  "view 0" asserts 0; "view -0"
// resets the view, setting the address again where it has not moved.  A
// view in a section without rows leaves its symbol undefined.
	.file 1 "a.c"
	.loc 1 1 0 discriminator 2
	add r8 = r32, r33
	.loc 1 2 0 view 0
	add r9 = r32, r33
	.loc 1 3 0 view .LVU1
	add r10 = r32, r33
	.loc 1 4 0 view .LVU2
	.loc 1 5 0 view .LVU3
	add r10 = r32, r33
	.loc 1 6 3 prologue_end isa 4 is_stmt 0 view .LVU4
	add r11 = r32, r33
	add r12 = r32, r33
	add r13 = r32, r33
	.loc 1 7
	.loc 1 8
	.loc 1 9 view .LVU5		// 1: line 8's row counts as 0
	.loc 1 10 view -0
	.loc 1 11 view .LVU6
	add r14 = r32, r33
	add r15 = r32, r33
	add r16 = r32, r33
	add r17 = r32, r33
	.loc 1 12 view -0		// the address moved: no reset needed
	.loc 1 13 view -0x0
	.loc 1 14 view 00
	.loc 1 15 view sym#
	.loc 1 16 view "q"
	.loc 1 17 view .LVU7 view .LVU8
	nop.m 0
	.loc 1 0 view .LVU9		// line 0: no row, .LVU9 stays undefined
	.data
	.loc 1 18 view .LVU10	// no row in .data
	.loc 1 19 view 0
	.text
	.loc 1 20 view .LVU11
	nop.i 0
	.section .rodata
	data8 .LVU1, .LVU2, .LVU3, .LVU4, .LVU5, .LVU6
	.uleb128 .LVU5, .LVU6
