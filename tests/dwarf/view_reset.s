// The dwarf_frag calls (parser/assemble.c section_align,
// parser/directives.c emit_fill, .org, a relaxed .uleb128): whether gas
// sets the address again for ".loc ... view -0" depends on what it can
// tell of the addresses while it reads.  It counts the fixed bytes of its
// frags only: alignments (.align, .proc, aligned data), fills (.skip,
// .fill), .org end a frag, and the padding or fill after is unknown.  So
// the address is set again where the row before is at the end of its
// frag's fixed bytes and this one at the start of its own, even if they
// are 16 bytes apart.
	.file 1 "a.c"
	data8.ua 0, 0
	.loc 1 10 view .LVU1
	.skip 16
	.loc 1 11 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 20 view .LVU2
	data1 0
	.skip 15
	.loc 1 21 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 30 view .LVU3
	.skip 15
	data1 0
	.loc 1 31 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 40 view .LVU4
	.skip 8
	.skip 8
	.loc 1 41 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 50 view .LVU5
	data8 0
	.skip 8
	.loc 1 51 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 60 view .LVU6
	.skip 8
	data8 0
	.loc 1 61 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 70 view .LVU7
	data1 0
	.skip 31
	.loc 1 71 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 80 view .LVU8
	.skip 16
	data8 0,0
	.loc 1 81 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 90 view .LVU9
	data8 0
	data1 0
	.skip 7
	.loc 1 91 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 100 view .LVU10
	data4 0
	data4 0
	.skip 8
	.loc 1 101 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 110 view .LVU11
	data8 0
	data8 0
	.loc 1 111 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 120 view .LVU12
	data8 0
	.align 32
	.loc 1 121 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 130 view .LVU13
	data8 0
	data8 0
	.skip 16
	.loc 1 131 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 140 view .LVU14
	data1 0
	.align 16
	.loc 1 141 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 150 view .LVU15
	stringz "abc"
	.align 16
	.loc 1 151 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 160 view .LVU16
	data8 0
	data8.ua 0
	.skip 16
	.loc 1 161 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 170 view .LVU17
	.align 32
	.loc 1 171 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 180 view .LVU18
	.align 32
	data8 0,0
	.loc 1 181 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 190 view .LVU19
	.org .+16
	.loc 1 191 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 200 view .LVU20
	.fill 2, 8, 0
	.loc 1 201 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 210 view .LVU21
	.uleb128 1
	.skip 15
	.loc 1 211 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 220 view .LVU22
	.uleb128 .Lz22-.Ly22
.Ly22: data1 0
.Lz22:
	.loc 1 221 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 230 view .LVU23
	.proc f23
f23:
	.skip 16
	.loc 1 231 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 240 view .LVU24
	nop.m 0
	.skip 16
	.loc 1 241 view -0
	.align 16
	data8.ua 0, 0
	.loc 1 250 view .LVU25
	.align 16
	.loc 1 251 view -0
	.align 16
	data8.ua 0, 0
