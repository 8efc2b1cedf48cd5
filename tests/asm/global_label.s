// `name::` defines a label and makes it global in one go, the way Intel's
// assembler syntax (and Intel's libm sources) write entry points.  It may
// stand alone on its line or before an instruction, and mixes with
// ordinary labels and .proc.
	.text
	.proc entry
entry::
	mov r8 = 1
alt_entry::	mov r10 = 2
local_lbl:
	mov r9 = 3
	br.ret.sptk.many b0
	.endp entry
	.data
table::	data8 entry, alt_entry
