/* cg_sanitize.c - -fsanitize=address and =thread for .mlir code: LLVM's
 * own instrumentation passes, run through the new pass manager as clang
 * runs them, after the optimisation pipeline.
 *
 * The passes instrument only functions that ask for it, as clang marks
 * every function of a file it compiles with -fsanitize=address:
 *
 *   define void @f(ptr %p) #0          attributes #0 = { sanitize_address }
 *
 * then "asan" (a module pass in LLVM 19: it instruments the functions and
 * adds asan.module_ctor, which calls __asan_init) checks every load and
 * store against the shadow memory; "tsan-module" and "tsan" do the same
 * for ThreadSanitizer.  The sanitizer's runtime comes with the link: the
 * driver passes -fsanitize= to cc there.  UndefinedBehaviorSanitizer has
 * no LLVM pass to run (clang emits its checks while it generates IR from
 * C), so -fsanitize=undefined instruments nothing here. */
#include "config.h"
#include "cg.h"

#include <llvm-c/Transforms/PassBuilder.h>

#include <string.h>

static void mark_functions(LLVMModuleRef lm, const char *attr)
{
	LLVMContextRef lc = LLVMGetModuleContext(lm);
	unsigned kind = LLVMGetEnumAttributeKindForName(attr, strlen(attr));
	LLVMAttributeRef a = LLVMCreateEnumAttribute(lc, kind, 0);
	for (LLVMValueRef f = LLVMGetFirstFunction(lm); f; f = LLVMGetNextFunction(f))
		if (!LLVMIsDeclaration(f))
			LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, a);
}

bool cg_sanitize(Diag *d, LLVMModuleRef lm, LLVMTargetMachineRef tm, const CodegenOptions *o)
{
	static const struct { unsigned bit; const char *attr, *pipeline; } sanitizers[] = {
		{SANITIZE_ADDRESS, "sanitize_address", "asan"},
		{SANITIZE_THREAD, "sanitize_thread", "tsan-module,function(tsan)"},
	};
	for (size_t i = 0; i < sizeof sanitizers / sizeof *sanitizers; i++) {
		if (!(o->sanitize & sanitizers[i].bit))
			continue;
		mark_functions(lm, sanitizers[i].attr);
		LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
		LLVMErrorRef e = LLVMRunPasses(lm, sanitizers[i].pipeline, tm, po);
		LLVMDisposePassBuilderOptions(po);
		if (e) {
			char *msg = LLVMGetErrorMessage(e);
			cg_report(d, DIAG_ERROR, LOC_NONE, "LLVM pass pipeline '%s' failed: %s",
			          sanitizers[i].pipeline, msg);
			LLVMDisposeErrorMessage(msg);
			return false;
		}
	}
	return true;
}
