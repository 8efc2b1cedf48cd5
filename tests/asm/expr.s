// Expression evaluation as gas does it: precedence (<< and >> bind like
// * and /, tighter than +: `1 + 2 << 3` is 17), division and remainder
// truncating toward zero, >> a logical shift on 64 bits (so -16 >> 2 is
// 0x3ffffffffffffffc: truncated to 0xfc with a warning), ! as or-not
// between operands (1 ! 2 is 1 | ~2) and logical not before one, the
// comparisons giving -1 or 0, 64-bit wrap-around, binary/octal/hex
// numbers, character constants 'a (a closing quote is allowed) with
// escapes, `.` and label differences.
	.data
	data1 1 + 2 * 3, (1 + 2) * 3, 7 / 2, -7 / 2, 7 % 3, -7 % 3
	data1 1 << 4, 0x80 >> 3, -16 >> 2, 0xf0 & 0x3c, 0xf0 | 0x0f, 0xff ^ 0x0f
	data1 ~0, -1, !0, !5, - - 3, 6 & ~2
	data1 0b101, 017, 0x1F, 0X1f, 'a, 'A + 1
	data2 1 + 2 << 3
	data1 1 ! 2, 5 == 5, 5 != 5
	data8 0x7fffffffffffffff + 1
	data8 -0x8000000000000000
	data8 1 << 63 >> 63
	data4 (1 << 31) >> 31
b:	data1 . - b
	data1 end - b
end:
	data1 'a'
	data1 '\n, '\\, '\''
