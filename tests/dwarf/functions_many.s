// Many functions: the type reference grows to two bytes of uleb128.
	.file 1 "a.c"
	.loc 1 1
	.weak f1
	.type f1, @function
f1:	nop.m 0
	.size f1, 16
	.weak f2
	.type f2, @function
f2:	nop.m 0
	.size f2, 16
	.weak f3
	.type f3, @function
f3:	nop.m 0
	.size f3, 16
	.weak f4
	.type f4, @function
f4:	nop.m 0
	.size f4, 16
	.weak f5
	.type f5, @function
f5:	nop.m 0
	.size f5, 16
	.weak f6
	.type f6, @function
f6:	nop.m 0
	.size f6, 16
	.weak f7
	.type f7, @function
f7:	nop.m 0
	.size f7, 16
	.weak f8
	.type f8, @function
f8:	nop.m 0
	.size f8, 16
	.weak f9
	.type f9, @function
f9:	nop.m 0
	.size f9, 16
	.weak f10
	.type f10, @function
f10:	nop.m 0
	.size f10, 16
