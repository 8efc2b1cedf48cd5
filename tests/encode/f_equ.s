.text
	CLS_NAN = @snan | @qnan
	CLS_Z = 4
	AM = 0x7f
	OM = 3 * 7
{ .mfi
	nop.m 0
	fclass.m p6,p7=f8,CLS_NAN
	nop.i 0
}
{ .mfi
	nop.m 0
	fclass.nm.unc p6,p7=f8,CLS_Z|@nat
	nop.i 0
}
{ .mfi
	nop.m 0
	fclass.m p6,p7=f8,(@pos + @zero)
	nop.i 0
}
{ .mfi
	nop.m 0
	fsetc.s2 AM,OM
	nop.i 0
}
{ .mfi
	nop.m 0
	fsetc.s3 AM & 0x0f,OM - 20
	nop.i 0
}
{ .mfi
	nop.m 0
	break.f AM << 14
	nop.i 0
}
{ .mfi
	nop.m 0
	nop.f 0x1fffff & ~1
	nop.i 0
}
{ .mfi
	nop.m 0
	hint.f @pause
	nop.i 0
}
