// Rule: with -x (explicit mode) dependency violations only produce
// warnings; gas inserts no stop and bundles as if the instructions were
// independent (RAW/WAW on r1, r4 below). Without -x (default -xauto) the
// output would differ.
.text
	add r1=r2,r3
	add r4=r1,r3
	add r5=r4,r3
	ld8 r1=[r4]
	add r1=r1,r1
