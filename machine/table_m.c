/*
 * machine/table_m.c - M-unit rows.
 */
#include "table.h"

const struct insn_desc table_m[] = {
	{ .name = NULL },
};
const size_t table_m_size = 0;
