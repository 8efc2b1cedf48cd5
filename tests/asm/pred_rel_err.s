// .pred.rel and .pred.safe_across_calls operands gas rejects, each on its
// line, and one it only warns about.  The relation must be "mutex",
// "imply" or "clear" in double quotes or after @; operands must be
// predicate registers p1..p63 (p0 is always true: no relation may name
// it, though "clear" may); ranges must go upwards; mutex needs two, imply
// exactly two.
	.text
	.pred.rel "mutex", p1			// error: at least two
	.pred.rel "mutex", p0, p1		// error: p0 not allowed
	.pred.rel "mutex", p64, p1		// error: no such predicate
	.pred.rel "mutex", r1, p1		// error: not a predicate
	.pred.rel "mutex", p4-p1		// error: the range goes down
	.pred.rel "imply", p1			// error: imply needs two
	.pred.rel "imply", p1, p2, p3		// error: imply takes exactly two
	.pred.rel "mutex", pfoo, p2		// error: unknown register name
	.pred.rel "mutex", p1, p2,		// error: nothing after the comma
	.pred.rel "mutex", p1-p1		// error: a range of one
	.pred.rel "imply", p1, p1		// warning: the same register twice
	.pred.rel "mutex", p1, p2 junk		// error: junk at end of line
	.pred.rel "mutex"			// error: no registers
	.pred.rel "clear"			// error: no registers
	.pred.rel 'mutex', p1, p2		// error: not a relation
	.pred.rel "MUTEX", p1, p2		// error: relations are lower case
	.pred.rel mutex, p1, p2			// error: needs quotes or @
	.pred.safe_across_calls			// error: no registers
	.pred.safe_across_calls r1		// error: not a predicate
	nop.m 0
