// .type NAME, TYPE in every spelling gas accepts: @type, %type, #type,
// "type", STT_TYPE, a bare word, and with no comma.  GCC writes
// `.type f, @function` and `.type v, @object`; glibc's ENTRY macro uses
// @function; code shared with ARM uses %function.  Types: function,
// object, notype, tls_object, common (which also makes the symbol
// global), gnu_indirect_function (objdump's 'i'), gnu_unique_object
// (binding 'u').
	.text
	.type t1, @function
	.type t2, %function
	.type t3, STT_FUNC
	.type t4, "function"
	.type t5, #function
	.type t6 @function
	.type t7, function
	.type t8, @object
	.type t9, STT_OBJECT
	.type t10, @notype
	.type t11, STT_NOTYPE
	.type t12, @common
	.type t13, @gnu_indirect_function
	.type t14, @gnu_unique_object
	.type t15, STT_GNU_IFUNC
t1: t2: t3: t4: t5: t6: t7: t8: t9: t10: t11: t12: t13: t14: t15:
	nop.m 0
	.section .tdata,"awT",@progbits
	.type tv, @tls_object
tv:	data4 1
	.data
	.type later, @object		// .type may come after the definition
later:	data8 2
	.type later, @function		// warning: the type changes; the last wins
