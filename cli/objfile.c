/*
 * cli/objfile.c - what the object file would hold: `ia64-predict symbols`
 * (the symbol table as objdump -t prints it) and `ia64-predict sections`
 * (the section headers), for checking the reader against GNU as.
 */
#include "commands.h"
#include "../common/arena.h"
#include "../parser/program.h"

#include <stdio.h>
#include <stdlib.h>

static const char *visibility_prefix(uint8_t v)
{
	switch (v) {
	case SVIS_HIDDEN: return ".hidden ";
	case SVIS_PROTECTED: return ".protected ";
	case SVIS_INTERNAL: return ".internal ";
	}
	return "";
}

void cli_print_symbols(const struct program *p, bool keep_locals, FILE *out)
{
	struct obj_symbol *v;
	size_t n = program_object_symbols(p, keep_locals, &v);
	for (size_t i = 0; i < n; i++) {
		const struct obj_symbol *s = &v[i];
		char flags[8] = "       ";
		flags[0] = s->bind == 'l' ? 'l' : s->bind == 'g' ? 'g' : s->bind == 'U' ? 'u' : ' ';
		flags[1] = s->bind == 'w' ? 'w' : ' ';
		flags[4] = s->type == STYPE_GNU_IFUNC ? 'i' : ' ';
		flags[5] = s->type == STYPE_SECTION || s->type == STYPE_FILE ? 'd' : ' ';
		flags[6] = s->type == STYPE_FUNC ? 'F'
			 : s->type == STYPE_FILE ? 'f'
			 : s->type == STYPE_OBJECT ? 'O' : ' ';
		fprintf(out, "%016llx %s %s\t%016llx %s%s\n", (unsigned long long)s->value,
			flags, s->section ? s->section : "*ABS*",
			(unsigned long long)s->size, visibility_prefix(s->visibility), s->name);
	}
	free(v);
}

static const char *type_name(uint32_t t)
{
	switch (t) {
	case SEC_PROGBITS: return "PROGBITS";
	case SEC_NOBITS: return "NOBITS";
	case SEC_NOTE: return "NOTE";
	case SEC_INIT_ARRAY: return "INIT_ARRAY";
	case SEC_FINI_ARRAY: return "FINI_ARRAY";
	case SEC_PREINIT_ARRAY: return "PREINIT_ARRAY";
	case SEC_GROUP: return "GROUP";
	case SEC_IA64_UNWIND: return "IA_64_UNWIND";
	}
	return "UNKNOWN";
}

void cli_print_sections(const struct program *p, FILE *out)
{
	static const struct { uint64_t bit; char c; } letters[] = {
		{SECF_WRITE, 'W'}, {SECF_ALLOC, 'A'}, {SECF_EXEC, 'X'}, {SECF_MERGE, 'M'},
		{SECF_STRINGS, 'S'}, {SECF_INFO_LINK, 'I'}, {SECF_LINK_ORDER, 'L'},
		{SECF_GROUP, 'G'}, {SECF_TLS, 'T'}, {SECF_RETAIN, 'R'},
		{SECF_EXCLUDE, 'E'}, {SECF_IA64_SHORT, 'p'},
	};
	struct obj_section *secs;
	size_t nsecs = program_object_sections(p, &secs);
	for (size_t i = 0; i < nsecs; i++) {
		const struct obj_section *s = &secs[i];
		char flags[16];
		size_t k = 0;
		for (size_t b = 0; b < sizeof letters / sizeof letters[0]; b++)
			if (s->flags & letters[b].bit)
				flags[k++] = letters[b].c;
		if (!k)
			flags[k++] = '-';
		flags[k] = '\0';
		fprintf(out, "%s %06llx %s %s %llu\n", s->name, (unsigned long long)s->size,
			type_name(s->type), flags, (unsigned long long)s->align);
	}
	program_object_sections_free(secs, nsecs);
}
