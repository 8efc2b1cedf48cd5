// Relocation operators, as GCC, glibc and the kernel write them.  In
// instructions: @gprel, @ltoff, @ltoffx (with ld8.mov), @ltoff(@fptr()),
// @tprel, @dtprel, @ltoff(@tprel()), @ltoff(@dtpmod()), @ltoff(@dtprel()),
// @pltoff, on addl/adds/movl/mov, with an addend.  In data: @fptr, @gprel,
// @pcrel, @secrel, @segrel, @ltv, @dtprel, @tprel, @dtpmod, @pltoff,
// @iplt (data16 only), in aligned and .ua forms.  The object file holds
// zeros where the linker will write, so the bytes compared are the
// instructions around the fields; the symbols are undefined (x) or TLS (tv).
	.section .tbss,"awT",@nobits
tv:	.skip 8
	.text
	.proc f
f:
	addl r14 = @gprel(x), gp
	addl r15 = @ltoff(x), gp
	addl r16 = @ltoffx(x), gp
	;;
	addl r17 = @ltoff(@fptr(x)), gp
	adds r18 = @tprel(tv), r13
	addl r19 = @ltoff(@tprel(tv)), gp
	;;
	addl r20 = @ltoff(@dtpmod(tv)), gp
	addl r21 = @ltoff(@dtprel(tv)), gp
	adds r22 = @dtprel(tv), r22
	;;
	movl r23 = @gprel(x)
	;;
	movl r24 = @pltoff(x)
	;;
	movl r25 = @tprel(tv)
	;;
	movl r26 = @dtprel(tv)
	;;
	mov r27 = @gprel(x)
	addl r28 = @ltoff(x+8), gp
	;;
	ld8.mov r16 = [r16], x
	br.ret.sptk.many b0
	.endp f
	.data
	data8 @fptr(f)
	data8 @gprel(x)
	data8 @pcrel(x)
	data4 @pcrel(x)
	data8 @secrel(x)
	data4 @secrel(x)
	data8 @segrel(x)
	data4 @segrel(x)
	data8 @ltv(x)
	data4 @ltv(x)
	data8 @dtprel(tv)
	data4 @dtprel(tv)
	data8 @tprel(tv)
	data8 @dtpmod(tv)
	data16 @iplt(f)
	data8 @pltoff(x)
	data1 1
	data8.ua @secrel(x)
	data4.ua @gprel(x)
	data8 @gprel(x) + 8
	data8 @gprel(x + 8)
