/*
 * tests/unit/unit.h - what every cmocka unit test includes.
 */
#ifndef IA64P_TESTS_UNIT_H
#define IA64P_TESTS_UNIT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "../../common/diag.h"
#include "../../machine/insn.h"

/* Diagnostics of the code under test, captured in memory. */
static char *captured;
static size_t captured_len;
static FILE *capture_stream;

static inline void capture_begin(void)
{
	free(captured);
	captured = NULL;
	captured_len = 0;
	capture_stream = open_memstream(&captured, &captured_len);
	diag_set_stream(capture_stream);
	diag_reset();
}

/* Returns what was reported since capture_begin (owned by this file). */
static inline const char *capture_end(void)
{
	fclose(capture_stream);
	diag_set_stream(NULL);
	return captured ? captured : "";
}

/* The group teardown every test file uses: the instruction index and the
 * captured diagnostics go. */
static inline int unit_teardown(void **state)
{
	(void)state;
	insn_table_free();
	free(captured);
	captured = NULL;
	return 0;
}

/* 16 bytes from 32 hex digits. */
static inline void hex_bytes(const char *hex, uint8_t out[16])
{
	for (int i = 0; i < 16; i++) {
		unsigned v;
		sscanf(hex + 2 * i, "%2x", &v);
		out[i] = (uint8_t)v;
	}
}

#endif
