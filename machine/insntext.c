/*
 * machine/insntext.c - one instruction as the listings write it (insn.h):
 * the report's timeline and --insn-events, `ia64-predict list` and the
 * database's instructions.text all call insn_text, so the four agree; the
 * report's listings name registers as the source does (insn_text_named).
 */
#include "effects.h"
#include "insn.h"

#include "../common/strbuf.h"

void insn_text(struct strbuf *o, const struct asm_insn *in)
{
	insn_text_named(o, in, NULL);
}

void insn_text_named(struct strbuf *o, const struct asm_insn *in, const char *const *names)
{
	static const char *const rf[] = {"r", "f", "p", "b", "ar", "cr", "dahr"};
	static const char *const ind[] = {"pmc", "pmd", "pkr", "rr", "dbr", "ibr",
					  "cpuid", "msr", "itr", "dtr", "dahr"};
	static const char *const sp[] = {"pr", "pr.rot", "psr", "psr.l", "psr.um", "ip"};
	const char *qp_name = names ? names[INSN_MAX_OPERANDS] : NULL;
	if (qp_name) {
		sb_puts(o, "(");
		sb_puts(o, qp_name);
		sb_puts(o, ") ");
	} else if (in->qp) {
		sb_puts(o, "(p");
		sb_put_int(o, in->qp);
		sb_puts(o, ") ");
	}
	sb_puts(o, in->form->mnemonic);
	for (int i = 0; i < in->nops; i++) {
		const struct operand *op = &in->ops[i];
		const char *name = names ? names[i] : NULL;
		sb_puts(o, i == 0 ? " " : (i == in->nouts ? "=" : ","));
		if (name && op->type == OP_REG) {
			sb_puts(o, name);
			continue;
		}
		if (name && op->type == OP_MEM) {
			sb_printf(o, "[%s]", name);
			continue;
		}
		if (name && op->type == OP_IND) {
			sb_printf(o, "%s[%s]", ind[op->ind], name);
			continue;
		}
		switch (op->type) {
		case OP_REG:
			if (op->file == RF_AR || op->file == RF_CR) {
				char buf[16];
				sb_puts(o, effects_register_name((uint16_t)((op->file == RF_AR ? RES_AR0 : RES_CR0) +
								       op->regno), buf, sizeof buf));
			} else {
				sb_puts(o, rf[op->file]);
				sb_put_int(o, op->regno);
			}
			break;
		case OP_MEM:
		case OP_IND:
			if (op->type == OP_IND)
				sb_puts(o, ind[op->ind]);
			sb_puts(o, "[r");
			sb_put_int(o, op->regno);
			sb_puts(o, "]");
			break;
		case OP_SPECIAL: sb_puts(o, sp[op->special]); break;
		case OP_IMM:
			if (op->imm == IMM_CONST) {
				sb_put_int(o, (long long)op->value);
			} else if (op->imm == IMM_ADDR) {
				sb_puts(o, "0x");
				sb_put_hex(o, (unsigned long long)op->value);
			} else {
				sb_puts(o, "<reloc>");
			}
			break;
		}
	}
}
