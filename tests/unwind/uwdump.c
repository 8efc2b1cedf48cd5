/*
 * tests/unwind/uwdump.c - prints what ia64-predict puts in the unwind
 * sections of FILE.s, in the form tests/unwind/gasdump.sh prints them
 * for GNU as's object file:
 *
 *   NAME TYPE FLAGS ALIGN LINK GROUP SIZE
 *   HEX...            (the contents, 32 bytes a line)
 *
 * for every unwind section (.IA_64.unwind*, .gnu.linkonce.ia64unw*), in
 * section order, then one line "code NAME SIZE" per code section.
 * Diagnostics go to standard error; exit status 1 if there were errors.
 */
#include "../../parser/program.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool is_unwind(const char *name)
{
	return strncmp(name, ".IA_64.unwind", 13) == 0 ||
	       strncmp(name, ".gnu.linkonce.ia64unw", 21) == 0;
}

static const char *type_name(uint32_t type)
{
	switch (type) {
	case SEC_PROGBITS: return "PROGBITS";
	case SEC_NOBITS: return "NOBITS";
	case SEC_IA64_UNWIND: return "IA_64_UNWIND";
	default: return "?";
	}
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: uwdump FILE.s\n");
		return 2;
	}
	FILE *f = fopen(argv[1], "rb");
	if (!f) {
		perror(argv[1]);
		return 2;
	}
	char *text = NULL;
	size_t len = 0, cap = 0;
	for (;;) {
		if (len + 4096 > cap) {
			cap = cap ? 2 * cap : 65536;
			text = realloc(text, cap);
			if (!text)
				return 2;
		}
		size_t n = fread(text + len, 1, cap - len, f);
		if (!n)
			break;
		len += n;
	}
	fclose(f);
	struct program *p = program_assemble(argv[1], text, len);
	int status = p->errors ? 1 : 0;
	for (size_t i = 0; i < p->nsections; i++) {
		const struct asm_section *s = &p->sections[i];
		if (!is_unwind(s->name))
			continue;
		char flags[8];
		int n = 0;
		if (s->flags & SECF_ALLOC)
			flags[n++] = 'A';
		if (s->flags & SECF_LINK_ORDER)
			flags[n++] = 'L';
		if (s->flags & SECF_GROUP)
			flags[n++] = 'G';
		flags[n] = '\0';
		printf("%s %s %s %llu %s %s %llu\n", s->name, type_name(s->type),
		       n ? flags : "-", (unsigned long long)s->align,
		       s->link ? s->link : "-", s->group ? s->group : "-",
		       (unsigned long long)s->size);
		for (uint64_t k = 0; k < s->size; k++)
			printf("%02x%s", s->image[k], k % 32 == 31 || k + 1 == s->size ? "\n" : "");
	}
	for (size_t i = 0; i < p->nsections; i++)
		if (p->sections[i].code)
			printf("code %s %llu\n", p->sections[i].name,
			       (unsigned long long)p->sections[i].size);
	program_free(p);
	free(text);
	return status;
}
