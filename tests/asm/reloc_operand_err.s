// A relocation operator needs a symbol: @gprel(5), @fptr(f - f) are
// errors.  @fptr() takes no addend, inside or outside (@fptr(f + 8),
// @fptr(f) - 8, a constant symbol counting as one), but GNU as lets
// @ltoff(@fptr(f + 8)) be in data, and f - 8 + 8 is no addend.
	.text
f:	nop.m 0
	nop.i 0
	nop.i 0
	k8 = 8
	.data
	data8 @fptr(f)
	data8 @fptr(f + 0), @fptr(f - 8 + 8), @fptr(.)
	data8 @gprel(f + 8), @pcrel(f) + 4
	data8 @ltoff(@fptr(f + 8))
	data8 @gprel(5)			// error
	data8 @fptr(f - f)		// error
	data8 @ltoff(@fptr(5))		// error
	data8 @fptr(f + 8)		// error
	data8 @fptr(f) + 8		// error
	data8 @fptr(f) - 8		// error
	data8 @fptr(k8 + f)		// error
	data8 @fptr(undefined + 8)	// error
	.text
	movl r1 = @fptr(f)
	movl r2 = @tprel(5)		// error
	movl r3 = @fptr(f + 8)		// error
	;;
