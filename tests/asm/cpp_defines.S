// test-options: -DNUM=0x10 -D NAME=sym -UUNDEFINED_ANYWAY -DFLAG
// -D and -U given on the command line reach the preprocessor (NUM, NAME
// and FLAG here); cpp runs with -undef and what an IA-64 Linux gcc
// predefines (__ia64__, __linux__, __ASSEMBLER__, ...), not the host's
// (linux, __x86_64__).  Token pasting and
// stringizing work as in C: an operand of ## or # is not expanded first
// (NAME_table, "NAME"), one passed through another macro is (sym_table,
// "sym").
#define CAT(a, b)	a##b
#define XCAT(a, b)	CAT(a, b)
#define STR(x)		#x
#define XSTR(x)		STR(x)
	.data
#ifdef FLAG
CAT(NAME, _table):
	data4 NUM, NUM + 1
XCAT(NAME, _table):
	data4 NUM * 2
#endif
	stringz STR(NAME), XSTR(NAME)
#if defined(__ia64__) && defined(__linux__) && !defined(linux) && !defined(__x86_64__)
	data1 1
#else
	data1 0xee
#endif
#ifdef UNDEFINED_ANYWAY
	data1 0xee
#endif
