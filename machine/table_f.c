/*
 * machine/table_f.c - F-unit rows.
 */
#include "table.h"

const struct insn_desc table_f[] = {
	{ .name = NULL },
};
const size_t table_f_size = 0;
