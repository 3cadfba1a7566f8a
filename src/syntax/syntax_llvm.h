/* syntax_llvm.h - what the llvm dialect's custom forms share
 * (syntax_llvm.c, syntax_llvm_mem.c, syntax_llvm_func.c, syntax_llvm_eh.c). */
#ifndef ASYNCC_SYNTAX_LLVM_H
#define ASYNCC_SYNTAX_LLVM_H

#include "forms.h"
#include "ir/llvm_attrs.h"

/* " {...}" leaving out the names in elided and the attributes that
 * hold their default value (fastmathFlags = #llvm.fastmath<none>,
 * CConv = #llvm.cconv<ccc>, ordering = 0, ...), as MLIR's printers do. */
void llvm_print_attr_dict(Printer *pr, Op *op, const char *const *elided);
/* The same with " attributes {...}". */
void llvm_print_attr_dict_kw(Printer *pr, Op *op, const char *const *elided);
/* llvm_print_attr_dict with implied in its place (pr_attr_dict_implied). */
void llvm_print_attr_dict_implied(Printer *pr, Op *op, const char *const *elided,
                                  const NamedAttr *implied);

/* An optional keyword of table: sets attr to "#llvm.<mnemonic><word>"
 * (mnemonic NULL: to the keyword's number as an i64). */
bool llvm_parse_keyword(Parser *p, OpState *st, const char *attr, const char *mnemonic,
                        const LlvmKeyword *table);
/* " word" for a keyword attribute that is not the default. */
void llvm_print_keyword(Printer *pr, Op *op, const char *attr, const char *mnemonic,
                        const LlvmKeyword *table);

/* "%a, %b : T" style helpers: resolve u with types (n of them). */
bool llvm_resolve(Parser *p, OpState *st, const UnresolvedVec *u, Type *const *types);

/* What llvm.call and llvm.invoke share (syntax_llvm_func.c):
 *   (@f | %fp)       the callee attribute, or the function pointer
 *                    (*indirect, in *fp, resolved by the types below);
 *   [vararg(T)]      var_callee_type;
 *   : [!llvm.ptr,] (T) -> R   the pointer's type when indirect, then the
 *                    function type, which resolves args and gives the
 *                    result (MLIR 19's messages for 0 or 1 non-void
 *                    result, at the colon). */
bool llvm_parse_callee(Parser *p, OpState *st, Unresolved *fp, bool *indirect);
bool llvm_parse_vararg(Parser *p, OpState *st);
bool llvm_parse_call_types(Parser *p, OpState *st, const Unresolved *fp, bool indirect,
                           const UnresolvedVec *args);

/* llvm.switch's case values and case operand counts. */
unsigned llvm_switch_ncases(const Op *op);

#endif
