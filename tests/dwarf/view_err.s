// View assertions gas finds false: "view 0" where the row's view is not 0,
// a view symbol already a label.
	.file 1 "a.c"
	.loc 1 1
	.loc 1 2 view 0			// line 1's row is at the same address
	nop.m 0
.LVU9:
	.loc 1 5 view .LVU9
	nop.m 0
