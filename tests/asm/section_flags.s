// .section flag strings: a (alloc), w (write), x (exec), M (merge, with an
// entity size after the type), S (strings), e (exclude), T (TLS), R
// (retain), s (the ia64 short-data flag, shown "p" by readelf), o (link
// order, naming the linked section), and the empty string.  GCC writes
// "aMS",@progbits,1 for string literals and "aw" / "ax" for
// -fdata-sections / -ffunction-sections; glibc's TLS code uses "awT".
	.section .f_a,"a",@progbits
	data1 1
	.section .f_aw,"aw",@progbits
	data1 2
	.section .f_ax,"ax",@progbits
	nop.m 0
	nop.i 0
	nop.i 0
	.section .f_awx,"awx",@progbits
	data1 3
	.section .f_w,"w"
	.section .f_x,"x"
	.section .f_none,""
	data1 4
	.section .f_merge4,"aM",@progbits,4
	data4 5
	.section .f_str,"aMS",@progbits,1
	stringz "abc"
	.section .f_str2,"MS",@progbits,2
	data2 0x41, 0
	.section .f_excl,"e"
	data1 6
	.section .f_tls,"awT",@progbits
	data8 7
	.section .f_tbss,"awT",@nobits
	.skip 16
	.section .f_retain,"aR"
	.section .f_short,"aws"
	data4 8
	.section .f_link,"ao",@progbits,.f_a
	data1 9
	.section .f_sol1,#alloc,#write		// the Solaris spelling of flags
	data1 10
	.section .f_sol2,#alloc,#execinstr
	.section .f_sol3,#alloc,#write,#tls
