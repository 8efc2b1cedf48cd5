/*
 * machine/table_i.c - I-unit rows.
 */
#include "table.h"

const struct insn_desc table_i[] = {
	{ .name = NULL },
};
const size_t table_i_size = 0;
