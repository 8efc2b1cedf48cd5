/* WHOEVER WRITES TABLE ROWS: first read machine/TABLE-HELPERS.md (project
 * context, rules, how to test, the generator template format).  The lead
 * removes this note. */
/*
 * machine/table_a.c - A-unit rows (SDM vol 3, section 4.2: formats A1-A10).
 * A-type instructions issue in M or I slots.
 */
#include "table.h"

/* A1: integer ALU, register-register.  Major 8, x2a (34-35) = 0, ve (33) = 0,
 * x4 (29-32) and x2b (27-28) select the operation. */
#define A1(x4, x2b) (MAJOR(8) | F(x4, 29) | F(x2b, 27))

/* The ",1" of "add r1=r2,r3,1": a constant 1 that adds no bits. */
static const struct operand_kind ONE = {
	.what = "the constant 1", .type = OP_IMM, .min = 1, .max = 1,
};

const struct insn_desc table_a[] = {
	{ .name = "add", .type = TYPE_A, .format = "A1", .opcode = A1(0, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3), .port = PORT_A, .lat = LAT_ADDER },
	{ .name = "add", .type = TYPE_A, .format = "A1", .opcode = A1(0, 1),
	  .nouts = 1, OPS(&R1, &R2, &R3, &ONE), .port = PORT_A, .lat = LAT_ADDER },
	{ .name = "sub", .type = TYPE_A, .format = "A1", .opcode = A1(1, 1),
	  .nouts = 1, OPS(&R1, &R2, &R3), .port = PORT_A, .lat = LAT_ADDER },
	{ .name = "sub", .type = TYPE_A, .format = "A1", .opcode = A1(1, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3, &ONE), .port = PORT_A, .lat = LAT_ADDER },
	{ .name = "addp4", .type = TYPE_A, .format = "A1", .opcode = A1(2, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3), .port = PORT_A, .lat = LAT_ADDER },
	{ .name = "and", .type = TYPE_A, .format = "A1", .opcode = A1(3, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3), .port = PORT_A, .lat = LAT_ADDER },
	{ .name = "andcm", .type = TYPE_A, .format = "A1", .opcode = A1(3, 1),
	  .nouts = 1, OPS(&R1, &R2, &R3), .port = PORT_A, .lat = LAT_ADDER },
	{ .name = "or", .type = TYPE_A, .format = "A1", .opcode = A1(3, 2),
	  .nouts = 1, OPS(&R1, &R2, &R3), .port = PORT_A, .lat = LAT_ADDER },
	{ .name = "xor", .type = TYPE_A, .format = "A1", .opcode = A1(3, 3),
	  .nouts = 1, OPS(&R1, &R2, &R3), .port = PORT_A, .lat = LAT_ADDER },
};
const size_t table_a_size = TABLE_SIZE(table_a);
