/*
 * parser/flonum.c - floating-point literals as GNU as reads them.
 */
#include "flonum.h"

#include <stdio.h>

bool flonum_encode(const char *text, enum flo_format fmt, uint8_t out[16],
		   size_t *nbytes, char *err, size_t errlen)
{
	(void)text;
	(void)fmt;
	(void)out;
	*nbytes = 0;
	snprintf(err, errlen, "floating-point literals are not implemented yet");
	return false;
}
