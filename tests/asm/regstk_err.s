// .regstk errors: a frame over 96 registers; an empty frame leaves no
// in0 (gas: "No current frame").
	.text
	.regstk 50, 50, 0, 0			// error: too large
	.regstk 0, 0, 0, 0
	mov r1 = in0				// error: no frame
	.regstk 1, 0, 0, 0
	mov r1 = in0				// fine
