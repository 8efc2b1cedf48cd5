// Relocation operators gas accepts in a width it cannot express: data8
// @iplt (IPLT needs 16 bytes) and data8 @ltoff (LTOFF has no 64-bit data
// form).  gas warns ("Cannot express ... relocation") and emits a plain
// 64-bit relocation instead; the file is still accepted.
	.text
	.proc f
f:
	br.ret.sptk.many b0
	.endp f
	.data
	data8 @iplt(f)				// warning
	data8 @ltoff(x)				// warning
	data8 f
