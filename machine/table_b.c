/*
 * machine/table_b.c - B-unit rows.
 */
#include "table.h"

const struct insn_desc table_b[] = {
	{ .name = NULL },
};
const size_t table_b_size = 0;
