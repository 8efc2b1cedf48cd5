// Every name a .proc gives must be defined as a label before its .endp,
// whether the .endp names it or not (an error at the .endp); a name the
// .endp gives that the .proc did not is only a warning.
	.text
	.proc f, g			// g is never defined
f:	nop.m 0
	.endp f				// error: g
	.proc h
	nop.m 0
	.endp h				// error: h
	.proc k
k:	nop.m 0
	.endp k, m			// warning: m
	.proc n
	.proc q
q:	nop.m 0
	.endp q
