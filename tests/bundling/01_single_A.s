// Rule: a lone A-type instruction (add) flushed at end of file is put in
// slot 0 of MII (ties between equally good templates go to the lowest
// template number); unused slots get nop.i; end of section adds a stop
// to the last bundle (template 0x01).
.text
	add r1=r2,r3
