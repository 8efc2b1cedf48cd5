// Symbol names with bytes 0x80-0xff, which GNU as takes as letters
// anywhere in a name (UTF-8 names such as cafÃ©, any other byte too).
	.text
	.global cafÃ©
cafÃ©:
	nop.i 0
	movl r1 = cafÃ©
	;;
ÿş_start:
	add r2 = 1, r3
	br.cond.sptk.few ÿş_start
	;;
	âˆ† = 12
	adds r4 = âˆ†, r5
	;;
	.data
v€Ÿ:
	data8 cafÃ©, v€Ÿ, âˆ†
