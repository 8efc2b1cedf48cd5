// An @name that is no operand constant (@pri, @priv, ...) is a symbol of
// that name, undefined here, as in GNU as: data8 @foo leaves a relocation.
	.data
	data8 @foo
	.text
	mov r1 = @bar
	;;
