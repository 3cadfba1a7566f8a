/* fp.c - IEEE bit patterns of f16, bf16, f32 and f64 to and from double.
 *
 * Dense elements attributes store floats as the bit patterns of their
 * own type (ir.h), so that what the input spelled (a NaN's payload, a
 * signalling NaN, -0.0) is kept exactly; a C cast from float to double
 * would quiet signalling NaNs.  These conversions work on the fields, so
 * they keep every bit: NaN payloads move to the top of the wider
 * fraction, and rounding to a narrower type is to nearest, ties to even,
 * as MLIR's APFloat rounds a literal. */
#include "config.h"
#include "ir/ir.h"

#include <math.h>
#include <string.h>

typedef struct FpFormat {
	unsigned ebits, fbits;     /* exponent and fraction widths */
} FpFormat;

static FpFormat format_of(const Type *t)
{
	switch (t->kind) {
	case TY_F16: return (FpFormat){5, 10};
	case TY_BF16: return (FpFormat){8, 7};
	case TY_F32: return (FpFormat){8, 23};
	default: return (FpFormat){11, 52};
	}
}

static double from_double_bits(uint64_t bits)
{
	double d;
	memcpy(&d, &bits, sizeof d);
	return d;
}

static uint64_t double_bits(double d)
{
	uint64_t bits;
	memcpy(&bits, &d, sizeof bits);
	return bits;
}

double float_from_bits(const Type *t, uint64_t bits)
{
	FpFormat f = format_of(t);
	if (f.fbits == 52)
		return from_double_bits(bits);
	uint64_t frac = bits & ((UINT64_C(1) << f.fbits) - 1);
	unsigned emax = (1u << f.ebits) - 1, bias = emax >> 1;
	unsigned exp = (unsigned)(bits >> f.fbits) & emax;
	bool neg = (bits >> (f.ebits + f.fbits)) & 1;
	double v;
	if (exp == emax) {
		/* Infinities and NaNs, payload included, by their fields. */
		uint64_t d = UINT64_C(0x7FF) << 52 | frac << (52 - f.fbits);
		return from_double_bits(d | (uint64_t)neg << 63);
	}
	if (exp == 0)
		v = ldexp((double)frac, 1 - (int)bias - (int)f.fbits);
	else
		v = ldexp((double)(frac | UINT64_C(1) << f.fbits), (int)exp - (int)bias - (int)f.fbits);
	return neg ? -v : v;
}

/* A finite non-zero magnitude a rounded into format f: the bits without
 * the sign (an infinity when a is too large). */
static uint64_t round_magnitude(FpFormat f, double a)
{
	unsigned emax = (1u << f.ebits) - 1;
	int bias = (int)(emax >> 1);
	int e;
	frexp(a, &e);
	int unbiased = e - 1;                       /* a = 1.x * 2^unbiased */
	uint64_t one = UINT64_C(1) << f.fbits;
	if (unbiased + bias >= 1) {
		uint64_t q = (uint64_t)rint(ldexp(a, (int)f.fbits - unbiased));
		if (q == one << 1) {
			q = one;
			unbiased++;
		}
		if (unbiased + bias >= (int)emax)
			return (uint64_t)emax << f.fbits;
		return (uint64_t)(unbiased + bias) << f.fbits | (q - one);
	}
	/* Subnormal: a carry into the implicit bit makes the smallest
	 * normal number, which the same bits spell. */
	return (uint64_t)rint(ldexp(a, (int)f.fbits + bias - 1));
}

uint64_t float_to_bits(const Type *t, double v)
{
	FpFormat f = format_of(t);
	if (f.fbits == 52)
		return double_bits(v);
	uint64_t sign = (uint64_t)(signbit(v) != 0) << (f.ebits + f.fbits);
	uint64_t emax = (UINT64_C(1) << f.ebits) - 1;
	if (isnan(v)) {
		uint64_t payload = (double_bits(v) & ((UINT64_C(1) << 52) - 1)) >> (52 - f.fbits);
		if (!payload)
			payload = UINT64_C(1) << (f.fbits - 1);   /* stay a NaN */
		return sign | emax << f.fbits | payload;
	}
	if (isinf(v))
		return sign | emax << f.fbits;
	if (v == 0)
		return sign;
	return sign | round_magnitude(f, fabs(v));
}
