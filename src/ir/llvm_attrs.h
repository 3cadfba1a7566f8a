/* llvm_attrs.h - the enumerations of MLIR's LLVM dialect (linkage,
 * calling conventions, orderings, predicates, ...) as keyword tables,
 * shared by the custom forms that spell them (syntax/syntax_llvm*.c),
 * the verifier and the back end, which maps them to LLVM's numbers.
 *
 * Attributes keep MLIR's representation: enum attributes with a
 * dialect syntax are kept as their text ("#llvm.linkage<internal>",
 * AT_OPAQUE), plain integer enums as integers (predicate = 2 : i64). */
#ifndef ASYNCC_LLVM_ATTRS_H
#define ASYNCC_LLVM_ATTRS_H

#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

typedef struct LlvmKeyword {
	const char *name;
	int value;                 /* LLVM's number for it, where it has one */
} LlvmKeyword;

/* Linkages: the value is LLVMLinkage (llvm-c/Core.h). */
static const LlvmKeyword llvm_linkages[] = {
	{"private", 9}, {"internal", 8}, {"available_externally", 1}, {"linkonce", 2},
	{"weak", 5}, {"common", 14}, {"appending", 7}, {"extern_weak", 12},
	{"linkonce_odr", 3}, {"weak_odr", 6}, {"external", 0}, {NULL, 0},
};

/* Calling conventions: the value is LLVM's CallingConv number. */
static const LlvmKeyword llvm_cconvs[] = {
	{"ccc", 0}, {"fastcc", 8}, {"coldcc", 9}, {"cc_10", 10}, {"cc_11", 11},
	{"anyregcc", 13}, {"preserve_mostcc", 14}, {"preserve_allcc", 15}, {"swiftcc", 16},
	{"cxx_fast_tlscc", 17}, {"tailcc", 18}, {"cfguard_checkcc", 19}, {"swifttailcc", 20},
	{"x86_stdcallcc", 64}, {"x86_fastcallcc", 65}, {"x86_thiscallcc", 70},
	{"x86_64_sysvcc", 78}, {"win64cc", 79}, {"x86_vectorcallcc", 80}, {NULL, 0},
};

/* Tail call kinds of llvm.call. */
static const LlvmKeyword llvm_tailcalls[] = {
	{"none", 0}, {"tail", 1}, {"musttail", 2}, {"notail", 3}, {NULL, 0},
};

/* Atomic orderings (the ordering attribute of loads and stores):
 * MLIR's numbers, which are LLVMAtomicOrdering's. */
static const LlvmKeyword llvm_orderings[] = {
	{"not_atomic", 0}, {"unordered", 1}, {"monotonic", 2}, {"acquire", 4},
	{"release", 5}, {"acq_rel", 6}, {"seq_cst", 7}, {NULL, 0},
};

/* llvm.atomicrmw's bin_op: MLIR's numbers, which are LLVMAtomicRMWBinOp's. */
static const LlvmKeyword llvm_atomic_binops[] = {
	{"xchg", 0}, {"add", 1}, {"sub", 2}, {"_and", 3}, {"nand", 4}, {"_or", 5},
	{"_xor", 6}, {"max", 7}, {"min", 8}, {"umax", 9}, {"umin", 10}, {"fadd", 11},
	{"fsub", 12}, {"fmax", 13}, {"fmin", 14}, {"uinc_wrap", 15}, {"udec_wrap", 16},
	{NULL, 0},
};

/* visibility_ and unnamed_addr of functions and globals. */
static const LlvmKeyword llvm_visibilities[] = {
	{"default", 0}, {"hidden", 1}, {"protected", 2}, {NULL, 0},
};
static const LlvmKeyword llvm_unnamed_addrs[] = {
	{"", 0}, {"local_unnamed_addr", 1}, {"unnamed_addr", 2}, {NULL, 0},
};

/* llvm.fcmp's predicate names; llvm.icmp's are arith.cmpi's
 * (cmpi_predicates), in the same order. */
static const char *const llvm_fcmp_predicates[16] = {
	"_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
	"ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true",
};

/* The entry of table named s (len bytes), or NULL. */
static inline const LlvmKeyword *llvm_keyword(const LlvmKeyword *table, const char *s, size_t len)
{
	for (const LlvmKeyword *k = table; k->name; k++)
		if (strlen(k->name) == len && memcmp(k->name, s, len) == 0)
			return k;
	return NULL;
}

/* The keyword inside an enum attribute's text, "#llvm.linkage<weak>"
 * giving "weak"; *len its length.  NULL if a is not such an attribute
 * of the given mnemonic ("linkage"). */
static inline const char *llvm_enum_word(const Attr *a, const char *mnemonic, size_t *len)
{
	if (!a || a->kind != AT_OPAQUE)
		return NULL;
	size_t m = strlen(mnemonic);
	const char *s = a->u.str.s;
	if (a->u.str.len < 8 + m || memcmp(s, "#llvm.", 6) != 0 || memcmp(s + 6, mnemonic, m) != 0 ||
	    s[6 + m] != '<' || s[a->u.str.len - 1] != '>')
		return NULL;
	*len = a->u.str.len - (7 + m) - 1;
	return s + 7 + m;
}

/* The table entry an enum attribute names, or NULL. */
static inline const LlvmKeyword *llvm_enum_attr(const Attr *a, const char *mnemonic,
                                                const LlvmKeyword *table)
{
	size_t len;
	const char *w = llvm_enum_word(a, mnemonic, &len);
	return w ? llvm_keyword(table, w, len) : NULL;
}

/* llvm.switch's case values from a dense elements attribute of
 * integers (at_elements_int: sign-extended, as the text form below
 * holds them). */
static inline int llvm_switch_elements(const Attr *a, int64_t *out, unsigned n)
{
	if (at_elements_type(a)->kind != TY_INT)
		return -1;
	size_t count = at_elements_count(a);
	for (size_t i = 0; i < count && i < n; i++)
		out[i] = at_elements_int(a, i);
	return (int)count;
}

/* llvm.switch's case values: a dense elements attribute (the generic
 * form, "dense<[1, 2]> : vector<2xi32>"), or that text kept opaque (the
 * custom form's parser builds it; a splat "dense<1> : ..." too): up to n
 * values into out; returns how many the attribute holds (n for a splat),
 * or -1 if it is neither. */
static inline int llvm_switch_values(const Attr *a, int64_t *out, unsigned n)
{
	if (a && a->kind == AT_ELEMENTS)
		return llvm_switch_elements(a, out, n);
	if (!a || a->kind != AT_OPAQUE || a->u.str.len < 7 || memcmp(a->u.str.s, "dense<", 6) != 0)
		return -1;
	const char *s = a->u.str.s + 6, *e = a->u.str.s + a->u.str.len;
	bool splat = *s != '[';
	if (!splat)
		s++;
	int count = 0;
	while (s < e && *s != ']' && *s != '>') {
		char *end;
		long long v = strtoll(s, &end, 10);
		if (end == s)
			return -1;
		if ((unsigned)count < n)
			out[count] = v;
		count++;
		s = end;
		while (s < e && (*s == ',' || *s == ' '))
			s++;
	}
	if (splat) {
		const char *vec = strstr(a->u.str.s, "vector<");
		int total = vec ? atoi(vec + 7) : 1;
		for (int i = 1; i < total && (unsigned)i < n; i++)
			out[i] = out[0];
		return total;
	}
	return count;
}

#endif
