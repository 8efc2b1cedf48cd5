// test-options: -I inc
// Errors in a preprocessed .S file are reported at the line of the
// original file (cpp's `# N "FILE"` markers): after a multi-line header,
// inside another header (bad_asm.h:3, named without its directory by the
// comparison), at the use of a macro whose expansion is wrong (line 15,
// not the #define), and after all of these (line 17).
#include "asm_defs.h"
#include "bad_asm.h"
	.text
ENTRY(g)
	mov r8 = r0
	;;
#define BAD	add r9 = r10, 7
	mov r9 = r0
	BAD
	;;
	add r11 = r12, 13
	RET
END(g)
