/*
 * machine/semantics_fp.c - what a floating-point instruction computes
 * (semantics.h): register-format values, the multiply-add rounded as the
 * status field says, compares, classes, conversions (SDM vol 1, 5.1-5.2;
 * vol 3, the F-unit instructions, getf, setf).
 *
 * Checked against the Ski simulator by tests/semantics (seeded random
 * operands and instructions); where the manual leaves a choice open, Ski's
 * behaviour is the one taken, and the code says so.
 */
#include "semantics.h"

enum {
	EXP_SPECIAL = 0x1FFFF,	/* infinities, NaNs (and unsupported values) */
	EXP_NATVAL = 0x1FFFE,
	EXP_BIAS = 0xFFFF,
	EXP_INTEGER = 0x1003E,	/* an integer in the significand: 2^63 at bit 63 */
	EXP_DE0 = 0xC001,	/* what exponent 0 with a significand stands for */
};

#define BIT63 ((uint64_t)1 << 63)

/* ---- classes ------------------------------------------------------------- */

static bool is_natval(const struct sem_fr *f)
{
	return f->exp == EXP_NATVAL && f->sig == 0 && !f->sign;
}

static bool is_special(const struct sem_fr *f)
{
	return f->exp == EXP_SPECIAL || is_natval(f);
}

static bool is_inf(const struct sem_fr *f)
{
	return f->exp == EXP_SPECIAL && f->sig == BIT63;
}

static bool is_qnan(const struct sem_fr *f)
{
	return f->exp == EXP_SPECIAL && f->sig >= 0xC000000000000000ULL;
}

static bool is_snan(const struct sem_fr *f)
{
	return f->exp == EXP_SPECIAL && f->sig > BIT63 && f->sig < 0xC000000000000000ULL;
}

static bool is_nan(const struct sem_fr *f)
{
	return is_qnan(f) || is_snan(f);
}

/* Exponent 0x1FFFF without the integer bit: no value (an invalid input). */
static bool is_unsupported(const struct sem_fr *f)
{
	return f->exp == EXP_SPECIAL && !(f->sig & BIT63);
}

/* A zero significand (pseudo-zeros included), not special. */
static bool is_zero(const struct sem_fr *f)
{
	return !is_special(f) && f->sig == 0;
}

/* Unnormalized: no integer bit (a pseudo-zero too: Ski classes it so, before
 * zero), or exponent 0 with a significand. */
static bool is_unorm(const struct sem_fr *f)
{
	if (is_special(f))
		return false;
	if (f->sig == 0)
		return f->exp != 0;
	return !(f->sig & BIT63) || f->exp == 0;
}

static const struct sem_fr qnan_indefinite = {0xC000000000000000ULL, EXP_SPECIAL, true};

/* ---- conversions ------------------------------------------------------------ */

struct sem_fr sem_fr_from_single(uint32_t bits)
{
	struct sem_fr f = {0, 0, bits >> 31};
	uint32_t e = bits >> 23 & 0xff, frac = bits & 0x7fffff;
	if (e == 0xff) {
		f.exp = EXP_SPECIAL;
		f.sig = (BIT63 | (uint64_t)frac << 40);
	} else if (e) {
		f.exp = e - 127 + EXP_BIAS;
		f.sig = BIT63 | (uint64_t)frac << 40;
	} else if (frac) {		/* a denormal: unnormalized at the least exponent */
		f.exp = EXP_BIAS - 126;
		f.sig = (uint64_t)frac << 40;
	}
	return f;
}

struct sem_fr sem_fr_from_double(uint64_t bits)
{
	struct sem_fr f = {0, 0, bits >> 63};
	uint32_t e = (uint32_t)(bits >> 52 & 0x7ff);
	uint64_t frac = bits & (((uint64_t)1 << 52) - 1);
	if (e == 0x7ff) {
		f.exp = EXP_SPECIAL;
		f.sig = BIT63 | frac << 11;
	} else if (e) {
		f.exp = e - 1023 + EXP_BIAS;
		f.sig = BIT63 | frac << 11;
	} else if (frac) {
		f.exp = EXP_BIAS - 1022;
		f.sig = frac << 11;
	}
	return f;
}

struct sem_fr sem_fr_from_extended(bool sign, uint32_t exp15, uint64_t sig)
{
	struct sem_fr f = {sig, 0, sign};
	exp15 &= 0x7fff;
	if (exp15 == 0x7fff)
		f.exp = EXP_SPECIAL;
	else if (exp15)
		f.exp = exp15 - 0x3fff + EXP_BIAS;
	/* exponent 0 stays 0: a denormal of the register format's own */
	return f;
}

struct sem_fr sem_fr_from_sig(uint64_t sig)
{
	return (struct sem_fr){sig, EXP_INTEGER, false};
}

/* stfs/getf.s, stfd/getf.d: the exponent's top bit and low bits, the
 * fraction below the integer bit; no integer bit gives exponent 0. */
uint32_t sem_fr_to_single(const struct sem_fr *f)
{
	uint32_t e = 0;
	if (f->sig & BIT63)
		e = (f->exp >> 16 & 1) << 7 | (f->exp & 0x7f);
	return (uint32_t)f->sign << 31 | e << 23 | (uint32_t)(f->sig >> 40 & 0x7fffff);
}

uint64_t sem_fr_to_double(const struct sem_fr *f)
{
	uint64_t e = 0;
	if (f->sig & BIT63)
		e = (uint64_t)(f->exp >> 16 & 1) << 10 | (f->exp & 0x3ff);
	return (uint64_t)f->sign << 63 | e << 52 | (f->sig >> 11 & (((uint64_t)1 << 52) - 1));
}

struct sem_fr sem_fr_setf(const struct sem *s, uint64_t v)
{
	switch ((enum sem_fx)s->e) {
	case SEM_FX_SIG: return sem_fr_from_sig(v);
	case SEM_FX_EXP: return (struct sem_fr){BIT63, (uint32_t)(v & 0x1ffff), v >> 17 & 1};
	case SEM_FX_S: return sem_fr_from_single((uint32_t)v);
	case SEM_FX_D: return sem_fr_from_double(v);
	}
	return sem_fr_from_sig(v);
}

uint64_t sem_fr_getf(const struct sem *s, const struct sem_fr *f)
{
	switch ((enum sem_fx)s->e) {
	case SEM_FX_SIG: return f->sig;
	case SEM_FX_EXP: return (uint64_t)f->sign << 17 | f->exp;
	case SEM_FX_S: return sem_fr_to_single(f);
	case SEM_FX_D: return sem_fr_to_double(f);
	}
	return 0;
}

/* ---- exact sums on 256-bit numbers ------------------------------------------ */

/* w[0] least significant. */
struct wide {
	uint64_t w[4];
};

static int wide_top(const struct wide *a)	/* highest set bit, -1 for 0 */
{
	for (int k = 3; k >= 0; k--)
		if (a->w[k])
			return 64 * k + 63 - __builtin_clzll(a->w[k]);
	return -1;
}

static bool wide_bit(const struct wide *a, int n)
{
	return n >= 0 && n < 256 && (a->w[n / 64] >> (n % 64) & 1);
}

/* Any bit below n set? */
static bool wide_below(const struct wide *a, int n)
{
	if (n <= 0)
		return false;
	if (n >= 256)
		n = 256;
	for (int k = 0; k < n / 64; k++)
		if (a->w[k])
			return true;
	return n % 64 && (a->w[n / 64] & (((uint64_t)1 << (n % 64)) - 1));
}

/* v (up to 128 bits: hi:lo) shifted left by n (0 <= n, and the result fits). */
static void wide_place(struct wide *a, uint64_t hi, uint64_t lo, int n)
{
	uint64_t src[2] = {lo, hi};
	*a = (struct wide){{0, 0, 0, 0}};
	for (int k = 0; k < 2; k++)
		for (int b = 0; b < 64; b++)
			if (src[k] >> b & 1) {
				int at = 64 * k + b + n;
				if (at < 256)
					a->w[at / 64] |= (uint64_t)1 << (at % 64);
			}
}

/* v (hi:lo) shifted right by n > 0: the bits kept, and whether any fell off. */
static bool wide_place_right(struct wide *a, uint64_t hi, uint64_t lo, int n)
{
	*a = (struct wide){{0, 0, 0, 0}};
	bool lost = false;
	uint64_t src[2] = {lo, hi};
	for (int k = 0; k < 2; k++)
		for (int b = 0; b < 64; b++)
			if (src[k] >> b & 1) {
				int at = 64 * k + b - n;
				if (at < 0)
					lost = true;
				else
					a->w[at / 64] |= (uint64_t)1 << (at % 64);
			}
	return lost;
}

static int wide_cmp(const struct wide *a, const struct wide *b)
{
	for (int k = 3; k >= 0; k--)
		if (a->w[k] != b->w[k])
			return a->w[k] < b->w[k] ? -1 : 1;
	return 0;
}

static void wide_add(struct wide *a, const struct wide *b)
{
	unsigned carry = 0;
	for (int k = 0; k < 4; k++) {
		uint64_t s = a->w[k] + b->w[k];
		unsigned c1 = s < a->w[k];
		uint64_t t = s + carry;
		unsigned c2 = t < s;
		a->w[k] = t;
		carry = c1 | c2;
	}
}

static void wide_sub(struct wide *a, const struct wide *b)	/* a >= b */
{
	unsigned borrow = 0;
	for (int k = 0; k < 4; k++) {
		uint64_t d = a->w[k] - b->w[k];
		unsigned b1 = a->w[k] < b->w[k];
		uint64_t t = d - borrow;
		unsigned b2 = d < borrow;
		a->w[k] = t;
		borrow = b1 | b2;
	}
}

static void wide_decrement(struct wide *a)
{
	for (int k = 0; k < 4; k++)
		if (a->w[k]-- != 0)
			break;
}

/* ---- rounding --------------------------------------------------------------------- */

enum rmode { RN, RM, RP, RZ };

static bool round_up(enum rmode rm, bool last, bool guard, bool sticky, bool sign)
{
	switch (rm) {
	case RN: return guard && (last || sticky);
	case RM: return sign && (guard || sticky);
	case RP: return !sign && (guard || sticky);
	case RZ: return false;
	}
	return false;
}

/* Bits [from, from + n) of a (n <= 64; bits below 0 are 0). */
static uint64_t wide_bits(const struct wide *a, int from, int n)
{
	uint64_t v = 0;
	for (int k = n - 1; k >= 0; k--)
		v = v << 1 | (uint64_t)wide_bit(a, from + k);
	return v;
}

/* The magnitude m * 2^scale (with sticky: a little more than that, less than
 * one unit of m's last bit), of sign sign, rounded to p bits in the exponent
 * range [emin, emax] (unbiased) as the controls say; ext_range: the
 * range is the 15-bit one (a denormal there has exponent field 0).  False
 * when a trap that is enabled would be taken. */
static bool round_result(const struct wide *m, int scale, bool sticky, bool sign, int p,
			 int emin, int emax, bool ext_range, unsigned controls, unsigned traps,
			 struct sem_fr *out)
{
	enum rmode rm = (enum rmode)(controls >> SEM_SF_RC_SHIFT & 3);
	int top = wide_top(m);
	int e = scale + top;		/* the unbounded exponent of the leading bit */
	/* p bits from the leading one */
	int low = top - p + 1;
	uint64_t kept = wide_bits(m, low, p);
	bool guard = wide_bit(m, low - 1), rest = wide_below(m, low - 1) || sticky;
	bool inexact = guard || rest;
	int er = e;
	uint64_t all = p == 64 ? ~(uint64_t)0 : ((uint64_t)1 << p) - 1;
	if (round_up(rm, kept & 1, guard, rest, sign)) {
		if (kept == all) {	/* carried into a new leading bit */
			kept = (uint64_t)1 << (p - 1);
			er++;
		} else {
			kept++;
		}
	}
	if (er > emax) {
		if (!(traps & 0x08) || !(traps & 0x20))
			return false;	/* overflow (and inexact) trap */
		bool inf = rm == RN || (rm == RM && sign) || (rm == RP && !sign);
		if (inf) {
			*out = (struct sem_fr){BIT63, EXP_SPECIAL, sign};
		} else {
			uint64_t ones = p == 64 ? ~(uint64_t)0 : (((uint64_t)1 << p) - 1) << (64 - p);
			*out = (struct sem_fr){ones, (uint32_t)(emax + EXP_BIAS), sign};
		}
		return true;
	}
	if (er >= emin) {
		if (inexact && !(traps & 0x20))
			return false;
		*out = (struct sem_fr){kept << (64 - p), (uint32_t)(er + EXP_BIAS), sign};
		return true;
	}
	/* tiny after rounding */
	if (!(traps & 0x10) || !(traps & 0x20))
		return false;	/* the underflow trap (Ski: taken whatever the exactness) */
	if (controls & SEM_SF_FTZ) {
		*out = (struct sem_fr){0, 0, sign};
		return true;
	}
	/* a denormal: bits of weight 2^(emin - p + 1) and up */
	int q = emin - p + 1 - scale;	/* that weight's bit in m */
	int n = top - q + 1;		/* bits kept (may be <= 0) */
	uint64_t d = n > 0 ? wide_bits(m, q, n) : 0;
	guard = wide_bit(m, q - 1);
	rest = wide_below(m, q - 1) || sticky;
	if (round_up(rm, d & 1, guard, rest, sign))
		d++;
	if (d == 0) {
		*out = (struct sem_fr){0, 0, sign};
		return true;
	}
	/* d * 2^(emin - p + 1): at exponent emin, the integer bit is 2^(p-1) */
	uint64_t sig = d << (64 - p);
	uint32_t exp = (uint32_t)(emin + EXP_BIAS);
	if (!(sig & BIT63) && ext_range)
		exp = 0;
	*out = (struct sem_fr){sig, exp, sign};
	return true;
}

/* A finite register value as m * 2^(exp2 - 63). */
static int unbiased(const struct sem_fr *f)
{
	return (int)(f->exp ? f->exp : EXP_DE0) - EXP_BIAS;
}

/* a * b + x (signs already applied), exact, then rounded. */
static bool fma_finite(const struct sem_fr *a, const struct sem_fr *b, const struct sem_fr *x,
		       bool addend_f0, int p, int emin, int emax, bool ext_range,
		       unsigned controls, unsigned traps, struct sem_fr *out)
{
	enum rmode rm = (enum rmode)(controls >> SEM_SF_RC_SHIFT & 3);
	bool psign = a->sign != b->sign;
	if (a->sig == 0 || b->sig == 0) {	/* a zero product */
		if (addend_f0) {		/* IEEE multiply: the product's sign */
			*out = (struct sem_fr){0, 0, psign};
			return true;
		}
		if (x->sig == 0) {
			bool sign = (psign != x->sign && rm == RM) || (psign && x->sign);
			*out = (struct sem_fr){0, 0, sign};
			return true;
		}
	}
	unsigned __int128 prod = (unsigned __int128)a->sig * b->sig;
	uint64_t phi = (uint64_t)(prod >> 64), plo = (uint64_t)prod;
	/* the product's bit 0 weighs 2^pe, the addend's 2^xe */
	int pe = unbiased(a) - 63 + unbiased(b) - 63, xe = unbiased(x) - 63;
	bool have_p = prod != 0, have_x = x->sig != 0;
	int ptop = have_p ? pe + 128 : INT32_MIN / 2, xtop = have_x ? xe + 64 : INT32_MIN / 2;
	int top = ptop > xtop ? ptop : xtop;
	int base = top - 250;			/* bit 0 of the window */
	struct wide P = {{0}}, X = {{0}};
	bool plost = false, xlost = false;
	if (have_p) {
		if (pe >= base)
			wide_place(&P, phi, plo, pe - base);
		else
			plost = wide_place_right(&P, phi, plo, base - pe);
	}
	if (have_x) {
		if (xe >= base)
			wide_place(&X, 0, x->sig, xe - base);
		else
			xlost = wide_place_right(&X, 0, x->sig, base - xe);
	}
	struct wide R;
	bool sign, sticky = plost || xlost;
	if (psign == x->sign || !have_x || !have_p) {
		R = P;
		wide_add(&R, &X);
		sign = have_p ? psign : x->sign;
	} else {
		int c = wide_cmp(&P, &X);
		if (c == 0 && !sticky) {	/* exact cancellation */
			*out = (struct sem_fr){0, 0, rm == RM};
			return true;
		}
		/* the one that lost bits is far the smaller: the true
		 * difference is a little less than the window's */
		if (c >= 0) {
			R = P;
			wide_sub(&R, &X);
			sign = psign;
		} else {
			R = X;
			wide_sub(&R, &P);
			sign = x->sign;
		}
		if (sticky)
			wide_decrement(&R);
	}
	return round_result(&R, base, sticky, sign, p, emin, emax, ext_range, controls, traps, out);
}

static struct sem_fr quieted(const struct sem_fr *f)
{
	return (struct sem_fr){f->sig | (uint64_t)1 << 62, f->exp, f->sign};
}

/* The multiply-add family: a * b + x with the negations of s->e. */
static bool fma_eval(const struct sem *s, const struct sem_fr *a0, const struct sem_fr *b,
		     const struct sem_fr *x0, unsigned controls, unsigned traps, struct sem_fr *out)
{
	struct sem_fr a = *a0, x = *x0;
	int p, emin, emax;
	bool ext_range;
	bool wre = controls & SEM_SF_WRE;
	if (s->pc == 0) {		/* the status field's precision, 15-bit range */
		unsigned pc = controls >> SEM_SF_PC_SHIFT & 3;
		if (pc == 1)
			return false;	/* reserved */
		p = pc == 0 ? 24 : pc == 2 ? 53 : 64;
		emin = -16382;
		emax = 16383;
	} else {
		p = s->pc;
		emin = p == 24 ? -126 : -1022;
		emax = p == 24 ? 127 : 1023;
	}
	if (wre) {
		emin = 1 - EXP_BIAS;
		emax = EXP_NATVAL - EXP_BIAS;
	}
	ext_range = !wre && emin == -16382;
	if (is_natval(&a) || is_natval(b) || is_natval(&x))
		return false;
	/* Ski's order: unsupported inputs, then NaNs of b, x, a */
	if (is_unsupported(&a) || is_unsupported(b) || is_unsupported(&x)) {
		if (!(traps & 1))
			return false;
		*out = qnan_indefinite;
		return true;
	}
	if (is_nan(&a) || is_nan(b) || is_nan(&x)) {
		if ((is_snan(&a) || is_snan(b) || is_snan(&x)) && !(traps & 1))
			return false;
		*out = quieted(is_nan(b) ? b : is_nan(&x) ? &x : &a);
		return true;
	}
	if (s->e & SEM_FMA_NEG_PRODUCT)
		a.sign = !a.sign;
	if (s->e & SEM_FMA_NEG_ADDEND)
		x.sign = !x.sign;
	if (is_inf(&a) || is_inf(b) || is_inf(&x)) {
		/* Ski: only a true zero (exponent 0) times infinity is invalid */
		bool psign = a.sign != b->sign;
		if (is_inf(&a) || is_inf(b)) {
			bool zero = (a.sig == 0 && a.exp == 0) || (b->sig == 0 && b->exp == 0);
			if (zero || (is_inf(&x) && x.sign != psign)) {
				if (!(traps & 1))
					return false;
				*out = qnan_indefinite;
				return true;
			}
			*out = (struct sem_fr){BIT63, EXP_SPECIAL, psign};
		} else {
			*out = (struct sem_fr){BIT63, EXP_SPECIAL, x.sign};
		}
		return (traps & 2) || !(is_unorm(&a) || is_unorm(b) || is_unorm(&x));
	}
	if (!(traps & 2) && (is_unorm(&a) || is_unorm(b) || is_unorm(&x)))
		return false;		/* the denormal-operand trap */
	return fma_finite(&a, b, &x, s->e & SEM_FMA_ADDEND_F0, p, emin, emax, ext_range,
			  controls, traps, out);
}

/* fcvt.fx, .fxu (and .trunc): the integer in the significand, exponent
 * 0x1003E; 2^63 (integer indefinite) for what does not fit. */
static bool fcvt_fx(const struct sem *s, const struct sem_fr *f, unsigned controls,
		    unsigned traps, struct sem_fr *out)
{
	bool is_unsigned = s->e & 1;
	enum rmode rm = s->e & 2 ? RZ : (enum rmode)(controls >> SEM_SF_RC_SHIFT & 3);
	if (is_natval(f))
		return false;
	*out = sem_fr_from_sig(0);
	if (is_zero(f))
		return (traps & 2) || !is_unorm(f);
	if (is_special(f)) {
		if (!(traps & 1))
			return false;
		out->sig = BIT63;
		return true;
	}
	/* |f| = sig * 2^(e - 63) */
	int e = unbiased(f);
	int shift = 63 - e;		/* bits of sig below the binary point */
	uint64_t v;
	bool guard, sticky;
	if (shift <= 0) {
		/* |f| >= 2^63 at least (and sig may be unnormalized) */
		int lz = __builtin_clzll(f->sig);
		if (-shift > lz) {	/* does not fit in 64 bits */
			if (!(traps & 1))
				return false;
			out->sig = BIT63;
			return true;
		}
		v = f->sig << -shift;
		guard = sticky = false;
	} else if (shift <= 64) {
		v = shift == 64 ? 0 : f->sig >> shift;
		guard = f->sig >> (shift - 1) & 1;
		sticky = shift > 1 && (f->sig & ((shift - 1 >= 64 ? 0 : (uint64_t)1 << (shift - 1)) - 1));
	} else {
		v = 0;
		guard = false;
		sticky = true;
	}
	bool inexact = guard || sticky, overflow = false;
	if (round_up(rm, v & 1, guard, sticky, f->sign)) {
		v++;
		overflow = v == 0;
	}
	bool bad;
	if (is_unsigned)
		bad = overflow || (f->sign && v != 0);
	else
		bad = overflow || (f->sign ? v > BIT63 : v >= BIT63);
	if (bad) {
		if (!(traps & 1))
			return false;
		out->sig = BIT63;
		return true;
	}
	if (inexact && !(traps & 0x20))
		return false;
	if (!(traps & 2) && is_unorm(f))
		return false;
	out->sig = f->sign ? (uint64_t)0 - v : v;
	return true;
}

bool sem_fr_eval(const struct sem *s, const struct sem_fr *a, const struct sem_fr *b,
		 const struct sem_fr *x, unsigned controls, unsigned traps, struct sem_fr *out)
{
	if (controls & SEM_SF_TD)
		traps = SEM_FPSR_TRAPS_OFF;
	traps &= SEM_FPSR_TRAPS_OFF;
	switch ((enum sem_op)s->op) {
	case SEM_FMA:
		return fma_eval(s, a, b, x, controls, traps, out);
	case SEM_FMERGE:
		if (is_natval(a) || is_natval(b))
			return false;
		*out = *b;
		out->sign = s->e == 1 ? !a->sign : a->sign;
		if (s->e == 2)
			out->exp = a->exp;
		return true;
	case SEM_FCVT_FX:
		return fcvt_fx(s, a, controls, traps, out);
	case SEM_FCVT_XF: {
		if (is_natval(a))
			return false;
		uint64_t v = a->sig;
		bool neg = v >> 63;
		if (neg)
			v = 0 - v;
		if (v == 0) {
			*out = (struct sem_fr){0, 0, neg};
			return true;
		}
		int lz = __builtin_clzll(v);
		*out = (struct sem_fr){v << lz, (uint32_t)(EXP_INTEGER - lz), neg};
		return true;
	}
	case SEM_XMA: {
		if (is_natval(a) || is_natval(b) || is_natval(x))
			return false;
		uint64_t r;
		if (s->e == 0) {
			r = a->sig * b->sig + x->sig;
		} else if (s->e == 2) {
			unsigned __int128 t = (unsigned __int128)a->sig * b->sig + x->sig;
			r = (uint64_t)(t >> 64);
		} else {
			/* a signed product, the addend zero-extended (SDM: xma) */
			__int128 t = (__int128)(int64_t)a->sig * (int64_t)b->sig + (__int128)x->sig;
			r = (uint64_t)((unsigned __int128)t >> 64);
		}
		*out = sem_fr_from_sig(r);
		return true;
	}
	case SEM_FSELECT:
		if (is_natval(a) || is_natval(b) || is_natval(x))
			return false;
		*out = sem_fr_from_sig((a->sig & x->sig) | (b->sig & ~x->sig));
		return true;
	case SEM_FLOGIC: {
		if (is_natval(a) || is_natval(b))
			return false;
		uint64_t r = s->e == 0 ? a->sig & b->sig : s->e == 1 ? a->sig & ~b->sig
			   : s->e == 2 ? a->sig | b->sig : a->sig ^ b->sig;
		*out = sem_fr_from_sig(r);
		return true;
	}
	default:
		return false;
	}
}

/* a < b on values (neither special).  A pseudo-zero is zero (Ski compares
 * one with a number by its exponent, which the architecture does not:
 * tests/semantics draws no fcmp of pseudo-zeros). */
static int compare_values(const struct sem_fr *a, const struct sem_fr *b)
{
	bool az = a->sig == 0, bz = b->sig == 0;
	if (az && bz)
		return 0;
	if (az)
		return b->sign ? 1 : -1;
	if (bz)
		return a->sign ? -1 : 1;
	if (a->sign != b->sign)
		return a->sign ? -1 : 1;
	/* same sign: magnitudes, normalized */
	int la = __builtin_clzll(a->sig), lb = __builtin_clzll(b->sig);
	long ea = (long)unbiased(a) - la, eb = (long)unbiased(b) - lb;
	uint64_t ma = a->sig << la, mb = b->sig << lb;
	int mag = ea != eb ? (ea < eb ? -1 : 1) : ma != mb ? (ma < mb ? -1 : 1) : 0;
	return a->sign ? -mag : mag;
}

/* fclass's mask bits (SDM vol 3, fclass). */
enum {
	FC_POS = 0x001, FC_NEG = 0x002, FC_ZERO = 0x004, FC_UNORM = 0x008, FC_NORM = 0x010,
	FC_INF = 0x020, FC_SNAN = 0x040, FC_QNAN = 0x080, FC_NAT = 0x100
};

bool sem_fr_compare(const struct sem *s, const struct sem_fr *a, const struct sem_fr *b,
		    bool *result)
{
	if (s->op == SEM_FCLASS) {
		uint64_t m = (uint64_t)s->c;
		if (is_unsupported(a))
			*result = false;
		else if (is_natval(a))
			*result = m & FC_NAT;
		else if (is_qnan(a))
			*result = m & FC_QNAN;
		else if (is_snan(a))
			*result = m & FC_SNAN;
		else if (!(m & (a->sign ? FC_NEG : FC_POS)))
			*result = false;
		else if (is_inf(a))
			*result = m & FC_INF;
		else if (is_unorm(a))
			*result = m & FC_UNORM;
		else if (is_zero(a))
			*result = m & FC_ZERO;
		else
			*result = m & FC_NORM;
		return true;
	}
	if (s->op != SEM_FCMP || is_natval(a) || is_natval(b))
		return false;
	bool unordered = is_nan(a) || is_nan(b) || is_unsupported(a) || is_unsupported(b);
	if (s->rel == SEM_UNORD) {
		*result = unordered;
		return true;
	}
	if (unordered) {
		*result = false;
		return true;
	}
	int c;
	if (is_inf(a) || is_inf(b)) {
		int va = is_inf(a) ? (a->sign ? -1 : 1) : 0, vb = is_inf(b) ? (b->sign ? -1 : 1) : 0;
		c = va != vb ? (va < vb ? -1 : 1) : 0;
		if (va == 0 && vb == 0)
			c = compare_values(a, b);
	} else {
		c = compare_values(a, b);
	}
	switch (s->rel) {
	case SEM_EQ: *result = c == 0; break;
	case SEM_LT: *result = c < 0; break;
	case SEM_LE: *result = c <= 0; break;
	default: return false;
	}
	return true;
}

/* The exponent (biased) of a finite nonzero value once normalized. */
static long normalized_exp(const struct sem_fr *f)
{
	return (long)(f->exp ? f->exp : EXP_DE0) - __builtin_clzll(f->sig);
}

bool sem_fr_approx(const struct sem *s, const struct sem_fr *a, const struct sem_fr *b,
		   unsigned traps, bool *approx, struct sem_fr *out)
{
	traps &= SEM_FPSR_TRAPS_OFF;
	*approx = false;
	if (is_natval(a) || (s->op == SEM_FRCPA && is_natval(b)))
		return false;
	if (s->op == SEM_FRSQRTA) {
		if (is_unsupported(a) || is_snan(a) || (a->sign && !is_zero(a) && !is_nan(a))) {
			if (!(traps & 1))
				return false;
			*out = is_snan(a) ? quieted(a) : qnan_indefinite;
			return true;
		}
		if (is_qnan(a) || is_inf(a)) {
			*out = *a;
			return true;
		}
		if (!is_zero(a) && normalized_exp(a) <= 64)
			return false;		/* software assistance */
		if (!(traps & 2) && is_unorm(a))
			return false;
		if (is_zero(a))
			*out = (struct sem_fr){0, 0, a->sign};
		else
			*approx = true;
		return true;
	}
	/* frcpa: a the numerator, b the denominator; Ski's order */
	if (is_unsupported(a) || is_unsupported(b)) {
		if (!(traps & 1))
			return false;
		*out = qnan_indefinite;
		return true;
	}
	if ((is_snan(a) || is_snan(b)) && !(traps & 1))
		return false;
	if (is_nan(a) || is_nan(b)) {
		*out = quieted(is_nan(a) ? a : b);
		return true;
	}
	bool sign = a->sign != b->sign;
	if ((is_inf(a) && is_inf(b)) || (is_zero(a) && is_zero(b))) {
		if (!(traps & 1))
			return false;
		*out = qnan_indefinite;
		return true;
	}
	if (!is_inf(a) && is_zero(b)) {
		if (!(traps & 4))
			return false;		/* the zero-divide trap */
		*out = (struct sem_fr){BIT63, EXP_SPECIAL, sign};
		return true;
	}
	if (!is_inf(a) && !is_zero(a) && !is_inf(b)) {
		/* the limits past which the processor asks software for help */
		long e2 = normalized_exp(a), e3 = normalized_exp(b), est = e2 - e3;
		if (e3 <= 0 || e3 >= 2 * EXP_BIAS - 2 || est <= 2 - EXP_BIAS || est >= EXP_BIAS ||
		    e2 <= 64)
			return false;
	}
	if (!(traps & 2) && (is_unorm(a) || is_unorm(b)))
		return false;
	if (is_inf(a))
		*out = (struct sem_fr){BIT63, EXP_SPECIAL, sign};
	else if (is_zero(a) || is_inf(b))
		*out = (struct sem_fr){0, 0, sign};
	else
		*approx = true;
	return true;
}

unsigned sem_fsetc(const struct sem *s, unsigned sf0_controls)
{
	return (unsigned)((sf0_controls & (unsigned)s->c) | (unsigned)s->e) & 0x7f;
}
