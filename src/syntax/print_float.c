/* print_float.c - floats as MLIR 19 prints them in dense<...> elements.
 *
 * MLIR prints a float in exponent form with six decimals
 * ("2.500000e+00") when that reads back as the same value; else in its
 * default form, enough digits to round-trip ("3.14159274",
 * "9.99999974E-6", "0.99999998999999994"), if that has a '.'; else by its
 * bits ("0x7FC00000"), as it does for infinities and NaNs.  Both decimal
 * forms are those of LLVM's APFloat::toString: the exact decimal value
 * of the float, cut to the digits a precision asks for (first by a
 * truncating estimate from the bit count, then rounding half up),
 * written with a padding rule.  This file redoes that arithmetic on a
 * small big integer, so that dense attributes print byte for byte as
 * mlir-opt-19 prints them. */
#include "config.h"
#include "syntax/syntax.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------- big integers */

/* Enough for an f64's significand times 5^1074, or shifted left by 971. */
enum { BIG_WORDS = 96 };

typedef struct Big {
	uint32_t w[BIG_WORDS];     /* little-endian words */
	unsigned n;                /* words in use; no leading zero word */
} Big;

static void big_set(Big *b, uint64_t v)
{
	memset(b, 0, sizeof *b);
	b->w[0] = (uint32_t)v;
	b->w[1] = (uint32_t)(v >> 32);
	b->n = b->w[1] ? 2 : b->w[0] ? 1 : 0;
}

static void big_mul_small(Big *b, uint32_t m)
{
	uint64_t carry = 0;
	for (unsigned i = 0; i < b->n; i++) {
		uint64_t x = (uint64_t)b->w[i] * m + carry;
		b->w[i] = (uint32_t)x;
		carry = x >> 32;
	}
	if (carry && b->n < BIG_WORDS)
		b->w[b->n++] = (uint32_t)carry;
}

static uint32_t big_div_small(Big *b, uint32_t d)
{
	uint64_t rem = 0;
	for (unsigned i = b->n; i-- > 0;) {
		uint64_t x = rem << 32 | b->w[i];
		b->w[i] = (uint32_t)(x / d);
		rem = x % d;
	}
	while (b->n && !b->w[b->n - 1])
		b->n--;
	return (uint32_t)rem;
}

static void big_shl(Big *b, unsigned s)
{
	for (; s >= 16; s -= 16)
		big_mul_small(b, 1u << 16);
	if (s)
		big_mul_small(b, 1u << s);
}

static unsigned big_bits(const Big *b)
{
	if (!b->n)
		return 0;
	uint32_t top = b->w[b->n - 1];
	unsigned bits = 32 * (b->n - 1);
	while (top) {
		bits++;
		top >>= 1;
	}
	return bits;
}

/* ------------------------------------------------------------ digits */

typedef struct Digits {
	char d[800];               /* most significant first, no trailing '0' */
	unsigned n;
	int exp;                   /* value = 0.d * 10^(n + exp), i.e. d * 10^exp */
} Digits;

/* The exact decimal digits of frac * 2^e2, estimated down to about
 * `prec` digits by dropping whole powers of ten the bit count says are
 * surplus (a truncation, as APFloat does before rounding). */
static void exact_digits(Digits *out, uint64_t frac, int e2, unsigned prec)
{
	Big b;
	while (!(frac & 1)) {
		frac >>= 1;
		e2++;
	}
	big_set(&b, frac);
	out->exp = 0;
	if (e2 > 0) {
		big_shl(&b, (unsigned)e2);
	} else {
		for (int i = 0; i < -e2; i++)
			big_mul_small(&b, 5);
		out->exp = e2;
	}
	unsigned bits = big_bits(&b), need = (prec * 196 + 58) / 59;
	if (bits > need) {
		unsigned drop = (bits - need) * 59 / 196;
		out->exp += (int)drop;
		for (; drop; drop--)
			big_div_small(&b, 10);
	}
	char rev[sizeof out->d];
	unsigned n = 0;
	bool trailing = true;
	while (b.n && n < sizeof rev) {
		char c = (char)('0' + big_div_small(&b, 10));
		if (trailing && c == '0') {
			out->exp++;
			continue;
		}
		trailing = false;
		rev[n++] = c;
	}
	for (unsigned i = 0; i < n; i++)
		out->d[i] = rev[n - 1 - i];
	out->n = n;
}

/* Round to at most prec significant digits, half up, dropping the
 * zeros that leaves at the end. */
static void round_digits(Digits *x, unsigned prec)
{
	if (x->n <= prec)
		return;
	unsigned keep = prec;
	x->exp += (int)(x->n - keep);
	bool up = x->d[keep] >= '5';
	x->n = keep;
	if (up) {
		while (x->n && x->d[x->n - 1] == '9') {
			x->n--;
			x->exp++;
		}
		if (!x->n) {
			x->d[0] = '1';
			x->n = 1;
			return;
		}
		x->d[x->n - 1]++;
	}
	while (x->n > 1 && x->d[x->n - 1] == '0') {
		x->n--;
		x->exp++;
	}
}

/* APFloat::toString's layout of the digits: exponent form when
 * max_pad is 0 or when plain digits would need more than max_pad
 * zeros; trunc_zero picks the default form's "1.0E+2" over the padded
 * "1.000000e+02". */
static void format_digits(Buf *b, const Digits *x, unsigned prec, unsigned max_pad, bool trunc_zero)
{
	int nd = (int)x->n, exp = x->exp;
	bool sci = !max_pad;
	if (!sci && exp >= 0)
		sci = exp > (int)max_pad || nd + exp > (int)prec;
	else if (!sci && exp + nd - 1 < 0)
		sci = -(exp + nd - 1) > (int)max_pad;
	if (sci) {
		int e10 = exp + nd - 1;
		buf_putc(b, x->d[0]);
		buf_putc(b, '.');
		if (nd == 1 && trunc_zero)
			buf_putc(b, '0');
		buf_put(b, x->d + 1, (size_t)nd - 1);
		for (int i = nd - 1; !trunc_zero && i < (int)prec; i++)
			buf_putc(b, '0');
		buf_printf(b, trunc_zero ? "E%c%d" : "e%c%02d", e10 < 0 ? '-' : '+', abs(e10));
		return;
	}
	if (exp >= 0) {
		buf_put(b, x->d, (size_t)nd);
		for (int i = 0; i < exp; i++)
			buf_putc(b, '0');
		return;
	}
	int whole = exp + nd;
	if (whole > 0) {
		buf_put(b, x->d, (size_t)whole);
		buf_putc(b, '.');
		buf_put(b, x->d + whole, (size_t)(nd - whole));
		return;
	}
	BUF_LIT(b, "0.");
	for (int i = 0; i < -whole; i++)
		buf_putc(b, '0');
	buf_put(b, x->d, (size_t)nd);
}

/* ------------------------------------------------------------- floats */

typedef struct FloatParts {
	unsigned fbits, precision; /* fraction bits; significand bits */
	bool neg, zero, special;   /* special: inf or NaN */
	uint64_t frac;             /* significand, implicit bit included */
	int e2;                    /* value = frac * 2^e2 */
} FloatParts;

static FloatParts split_float(const Type *t, uint64_t bits)
{
	unsigned ebits = t->kind == TY_F16 ? 5 : t->kind == TY_BF16 ? 8 : t->kind == TY_F32 ? 8 : 11;
	unsigned fbits = t->kind == TY_F16 ? 10 : t->kind == TY_BF16 ? 7 : t->kind == TY_F32 ? 23 : 52;
	unsigned emax = (1u << ebits) - 1, bias = emax >> 1;
	unsigned exp = (unsigned)(bits >> fbits) & emax;
	FloatParts p = {.fbits = fbits, .precision = fbits + 1};
	p.neg = (bits >> (ebits + fbits)) & 1;
	p.frac = bits & ((UINT64_C(1) << fbits) - 1);
	p.special = exp == emax;
	p.zero = !exp && !p.frac;
	p.e2 = (exp ? (int)exp : 1) - (int)bias - (int)fbits;
	if (exp)
		p.frac |= UINT64_C(1) << fbits;
	return p;
}

/* APFloat::toString(prec, max_pad, trunc_zero); prec 0: enough digits
 * to round-trip. */
static void float_text(Buf *b, const FloatParts *p, unsigned prec, unsigned max_pad, bool trunc_zero)
{
	if (!prec)
		prec = 2 + p->precision * 59 / 196;
	if (p->neg)
		buf_putc(b, '-');
	Digits x;
	if (p->zero) {
		x.d[0] = '0';
		x.n = 1;
		x.exp = 0;
	} else {
		exact_digits(&x, p->frac, p->e2, prec);
		round_digits(&x, prec);
	}
	format_digits(b, &x, prec, max_pad, trunc_zero);
}

static bool reads_back(const Type *t, const char *s, uint64_t bits)
{
	return float_to_bits(t, strtod(s, NULL)) == bits;
}

void buf_float_bits(Buf *b, Type *t, uint64_t bits)
{
	FloatParts p = split_float(t, bits);
	if (!p.special) {
		Buf s;
		buf_init(&s);
		float_text(&s, &p, 6, 0, false);
		buf_putc(&s, 0);
		bool ok = reads_back(t, s.data, bits);
		if (!ok) {
			s.len = 0;
			float_text(&s, &p, 0, 3, true);
			buf_putc(&s, 0);
			ok = strchr(s.data, '.') != NULL;
		}
		if (ok)
			buf_put(b, s.data, s.len - 1);
		buf_free(&s);
		if (ok)
			return;
	}
	buf_printf(b, "0x%" PRIX64, bits);
}
