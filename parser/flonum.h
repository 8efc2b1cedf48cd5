/*
 * parser/flonum.h - floating-point literals as GNU as reads them for
 * real4/real8/real10/real16, .float/.single/.double and .xreal*.
 */
#ifndef IA64P_PARSER_FLONUM_H
#define IA64P_PARSER_FLONUM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum flo_format {
	FLO_SINGLE,	/* real4, .float, .single: IEEE binary32 */
	FLO_DOUBLE,	/* real8, .double: IEEE binary64 */
	FLO_EXTENDED,	/* real10: 80-bit extended */
	FLO_EXTENDED16	/* real16: 80-bit extended in 16 bytes */
};

/* Encodes the literal `text` (the operand as written, sign included) in
 * format fmt, little-endian, into out; *nbytes is the number of bytes the
 * directive emits for it.  Returns false with a message in err (of size
 * errlen) when GNU as would reject the literal. */
bool flonum_encode(const char *text, enum flo_format fmt, uint8_t out[16],
		   size_t *nbytes, char *err, size_t errlen);

#endif
