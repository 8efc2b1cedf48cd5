// An unknown letter in a .section flag string is a fatal error for gas:
// it stops at once, so the .bss store on the last line is never reached
// and only line 7 is reported ("Fatal error").  ia64-predict must report line 7
// and must not report line 10 (gas never got there).
	.section .ok,"a"
	data1 1
	.section .bad,"aq"			// fatal: 'q' is no flag
	data1 2
	.bss
	data1 3
