// test-options: -I inc -D SCALE=3 -DWITH_EXTRA
// A .S file goes through the C preprocessor first (as `gcc -c` does, with
// __ASSEMBLER__ defined): #include of a header found through -I, object-
// and function-like #defines spread over several lines by backslashes and
// expanding to several statements joined by ';' (gas's statement
// separator), #if/#ifdef/#else on -D definitions given in the option line
// above, and // comments kept out of the way.  Line numbers of what
// follows must still be those of this file.  glibc's sysdeps/ia64/*.S are
// written exactly so.
#include "asm_defs.h"
#ifndef __ASSEMBLER__
#error "__ASSEMBLER__ must be defined"
#endif
	.text
ENTRY(f)
	adds sp = -FRAME_SIZE, sp
	;;
	adds r8 = SCALE * 2, r0
#ifdef WITH_EXTRA
	adds r8 = 1, r8
#else
	adds r8 = -1, r8
#endif
#if SCALE > 2 && defined(WITH_EXTRA)
	adds r9 = FRAME_SIZE / 2, r0
#elif SCALE > 1
	adds r9 = 0, r0
#endif
	;;
	adds sp = FRAME_SIZE, sp
	RET
END(f)
	.data
#define TRIPLE(x)	data4 x, x, x
	TRIPLE(SCALE)
