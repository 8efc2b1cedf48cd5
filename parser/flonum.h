/*
 * parser/flonum.h - floating-point literals as GNU as reads them for
 * real4/real8/real10/real16 (and their .ua forms), .float/.single/.double,
 * .xreal4/.xreal8/.xreal10/.xreal16 and .dc.s/.dc.d/.dc.x.
 *
 * GNU as does not round correctly: it keeps a fixed number of decimal
 * digits, multiplies by powers of ten held to a few 16-bit words, truncates
 * every product and then rounds half up on one bit.  flonum_encode does the
 * same arithmetic, so that its bytes are gas's bytes, not the nearest value.
 * parser/flonum.c lists the accepted forms and what each format emits.
 *
 * Prefixes: flonum_.
 */
#ifndef IA64P_PARSER_FLONUM_H
#define IA64P_PARSER_FLONUM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum flo_format {
	FLO_SINGLE,	/* real4, .float, .single: IEEE binary32, 4 bytes */
	FLO_DOUBLE,	/* real8, .double: IEEE binary64, 8 bytes */
	FLO_EXTENDED,	/* real10: 80-bit extended, 10 bytes */
	FLO_EXTENDED16	/* real16: 80-bit extended then 6 zero bytes */
};

enum flo_status {
	FLO_OK,		/* out[0..*nbytes) holds the value */
	/* Warning, not an error: a 0f:hex operand with more digits than the
	 * format holds.  GNU as emits nothing for it and ignores the rest of
	 * the statement, later operands included. */
	FLO_TOO_LARGE,
	/* Errors (GNU as fails the file); err says why. */
	FLO_JUNK,	/* characters left after the number */
	FLO_RANGE,	/* too large or too small for the format */
	FLO_NO_ENCODING	/* inf/nan in real10/real16: GNU as aborts */
};

/* Encodes one operand of a floating-point directive.  `text` is the operand
 * as written in the source, between its commas (blanks around it and after
 * a sign are allowed, as GNU as's input scrubber removes them; character
 * constants such as '5 are read as gas's scrubber reads them).  An empty
 * operand is +0.0.  Writes the little-endian bytes into out and their count
 * into *nbytes (4, 8, 10, 16; 12 for a 0f:hex operand of real10/real16);
 * *nbytes is 0 unless FLO_OK.  err (errlen bytes) gets the message of any
 * other status. */
enum flo_status flonum_encode(const char *text, enum flo_format fmt,
			      uint8_t out[16], size_t *nbytes,
			      char *err, size_t errlen);

#endif
