/* asyncrt_mlir.h - the MLIR names libasyncrt also answers to.
 *
 * Code built by MLIR 19's own pipeline (convert-async-to-llvm,
 * convert-vector-to-llvm, the memref printers of the runner utilities)
 * calls these functions.  libasyncrt defines every one of them with the
 * signature and behaviour of MLIR's libmlir_async_runtime and
 * libmlir_c_runner_utils / libmlir_runner_utils, so such objects link
 * against -lasyncrt instead.  C programs should prefer asyncrt.h; this
 * header is for tests and for code that mixes both worlds.
 *
 * Handles are the asyncrt objects of asyncrt.h, passed as void *.  One
 * name is misspelt on purpose: MLIR calls mlirAsyncRuntimGetNumWorkerThreads. */
#ifndef ASYNCRT_MLIR_H
#define ASYNCRT_MLIR_H

#include "asyncrt.h"

#ifdef __cplusplus
extern "C" {
#endif

/* An LLVM coroutine: resume(handle) continues it. */
typedef void *mlir_coro_handle;
typedef void (*mlir_coro_resume)(void *);

/* ---- mlir_async_runtime --------------------------------------------- */

ASYNCRT_API void mlirAsyncRuntimeAddRef(void *obj, int64_t count);
ASYNCRT_API void mlirAsyncRuntimeDropRef(void *obj, int64_t count);
ASYNCRT_API void *mlirAsyncRuntimeCreateToken(void);
ASYNCRT_API void *mlirAsyncRuntimeCreateValue(int64_t size);
ASYNCRT_API void *mlirAsyncRuntimeCreateGroup(int64_t size);
ASYNCRT_API int64_t mlirAsyncRuntimeAddTokenToGroup(void *token, void *group);
ASYNCRT_API void mlirAsyncRuntimeEmplaceToken(void *token);
ASYNCRT_API void mlirAsyncRuntimeEmplaceValue(void *value);
ASYNCRT_API void mlirAsyncRuntimeSetTokenError(void *token);
ASYNCRT_API void mlirAsyncRuntimeSetValueError(void *value);
ASYNCRT_API bool mlirAsyncRuntimeIsTokenError(void *token);
ASYNCRT_API bool mlirAsyncRuntimeIsValueError(void *value);
ASYNCRT_API bool mlirAsyncRuntimeIsGroupError(void *group);
ASYNCRT_API void mlirAsyncRuntimeAwaitToken(void *token);
ASYNCRT_API void mlirAsyncRuntimeAwaitValue(void *value);
ASYNCRT_API void mlirAsyncRuntimeAwaitAllInGroup(void *group);
ASYNCRT_API void *mlirAsyncRuntimeGetValueStorage(void *value);
ASYNCRT_API void mlirAsyncRuntimeExecute(mlir_coro_handle h, mlir_coro_resume r);
ASYNCRT_API void mlirAsyncRuntimeAwaitTokenAndExecute(void *token,
                                                      mlir_coro_handle h,
                                                      mlir_coro_resume r);
ASYNCRT_API void mlirAsyncRuntimeAwaitValueAndExecute(void *value,
                                                      mlir_coro_handle h,
                                                      mlir_coro_resume r);
ASYNCRT_API void mlirAsyncRuntimeAwaitAllInGroupAndExecute(void *group,
                                                           mlir_coro_handle h,
                                                           mlir_coro_resume r);
ASYNCRT_API int64_t mlirAsyncRuntimGetNumWorkerThreads(void);
ASYNCRT_API void mlirAsyncRuntimePrintCurrentThreadId(void);

/* mlir-cpu-runner's load and unload hooks.  init's argument is an
 * llvm::StringMap<void *> &, left untouched.  destroy drains and stops
 * the pool: tasks started afterwards run in the thread that starts them. */
ASYNCRT_API void __mlir_execution_engine_init(void *export_symbols);
ASYNCRT_API void __mlir_execution_engine_destroy(void);

/* ---- runner utilities: vector.print --------------------------------- */

ASYNCRT_API void printI64(int64_t i);
ASYNCRT_API void printU64(uint64_t u);
ASYNCRT_API void printF16(uint16_t bits);
ASYNCRT_API void printBF16(uint16_t bits);
ASYNCRT_API void printF32(float f);
ASYNCRT_API void printF64(double d);
ASYNCRT_API void printString(const char *s);
ASYNCRT_API void printOpen(void);
ASYNCRT_API void printClose(void);
ASYNCRT_API void printComma(void);
ASYNCRT_API void printNewline(void);
ASYNCRT_API void printCString(const char *s);

/* ---- runner utilities: memrefs --------------------------------------
 *
 * An unranked memref is {rank, descriptor}; the descriptor of rank r is
 * {T *allocated; T *aligned; int64_t offset; int64_t sizes[r];
 * int64_t strides[r]}.  The _mlir_ciface_ forms take a pointer to the
 * unranked memref (or, for the printMemrefNd forms, to a ranked
 * descriptor); the plain forms take its two fields. */
typedef struct asyncrt_unranked_memref {
	int64_t rank;
	void *descriptor;
} asyncrt_unranked_memref;

ASYNCRT_API void printMemrefI32(int64_t rank, void *descriptor);
ASYNCRT_API void printMemrefI64(int64_t rank, void *descriptor);
ASYNCRT_API void printMemrefF32(int64_t rank, void *descriptor);
ASYNCRT_API void printMemrefF64(int64_t rank, void *descriptor);
ASYNCRT_API void printMemrefInd(int64_t rank, void *descriptor);
ASYNCRT_API void printMemrefC32(int64_t rank, void *descriptor);
ASYNCRT_API void printMemrefC64(int64_t rank, void *descriptor);

ASYNCRT_API void _mlir_ciface_printMemrefI8(asyncrt_unranked_memref *m);
ASYNCRT_API void _mlir_ciface_printMemrefI16(asyncrt_unranked_memref *m);
ASYNCRT_API void _mlir_ciface_printMemrefI32(asyncrt_unranked_memref *m);
ASYNCRT_API void _mlir_ciface_printMemrefI64(asyncrt_unranked_memref *m);
ASYNCRT_API void _mlir_ciface_printMemrefF32(asyncrt_unranked_memref *m);
ASYNCRT_API void _mlir_ciface_printMemrefF64(asyncrt_unranked_memref *m);
ASYNCRT_API void _mlir_ciface_printMemrefInd(asyncrt_unranked_memref *m);
ASYNCRT_API void _mlir_ciface_printMemrefC32(asyncrt_unranked_memref *m);
ASYNCRT_API void _mlir_ciface_printMemrefC64(asyncrt_unranked_memref *m);
ASYNCRT_API void _mlir_ciface_printMemrefF16(asyncrt_unranked_memref *m);
ASYNCRT_API void _mlir_ciface_printMemrefBF16(asyncrt_unranked_memref *m);

ASYNCRT_API void _mlir_ciface_printMemrefShapeI8(asyncrt_unranked_memref *m);
ASYNCRT_API void _mlir_ciface_printMemrefShapeI32(asyncrt_unranked_memref *m);
ASYNCRT_API void _mlir_ciface_printMemrefShapeI64(asyncrt_unranked_memref *m);
ASYNCRT_API void _mlir_ciface_printMemrefShapeF32(asyncrt_unranked_memref *m);
ASYNCRT_API void _mlir_ciface_printMemrefShapeF64(asyncrt_unranked_memref *m);
ASYNCRT_API void _mlir_ciface_printMemrefShapeInd(asyncrt_unranked_memref *m);
ASYNCRT_API void _mlir_ciface_printMemrefShapeC32(asyncrt_unranked_memref *m);
ASYNCRT_API void _mlir_ciface_printMemrefShapeC64(asyncrt_unranked_memref *m);

/* Ranked descriptors of a fixed rank. */
ASYNCRT_API void _mlir_ciface_printMemref0dF32(void *descriptor);
ASYNCRT_API void _mlir_ciface_printMemref1dF32(void *descriptor);
ASYNCRT_API void _mlir_ciface_printMemref2dF32(void *descriptor);
ASYNCRT_API void _mlir_ciface_printMemref3dF32(void *descriptor);
ASYNCRT_API void _mlir_ciface_printMemref4dF32(void *descriptor);
ASYNCRT_API void _mlir_ciface_printMemref1dI8(void *descriptor);
ASYNCRT_API void _mlir_ciface_printMemref1dI32(void *descriptor);
ASYNCRT_API void _mlir_ciface_printMemref1dI64(void *descriptor);
ASYNCRT_API void _mlir_ciface_printMemref1dF64(void *descriptor);
ASYNCRT_API void _mlir_ciface_printMemref1dInd(void *descriptor);
ASYNCRT_API void _mlir_ciface_printMemref1dC32(void *descriptor);
ASYNCRT_API void _mlir_ciface_printMemref1dC64(void *descriptor);
/* memref<?x?xvector<4x4xf32>> */
ASYNCRT_API void _mlir_ciface_printMemrefVector4x4xf32(void *descriptor);

/* ---- runner utilities: memref.copy ---------------------------------
 *
 * Copy the elements of src into dst (the same shape), each of elem_size
 * bytes, through both descriptors' offsets and strides: what MLIR's
 * lowering calls for a copy it cannot make a memcpy of. */
ASYNCRT_API void memrefCopy(int64_t elem_size, asyncrt_unranked_memref *src,
                            asyncrt_unranked_memref *dst);

/* ---- runner utilities: verifyMemRef --------------------------------
 *
 * How many elements of actual differ from expected (floating point:
 * beyond a relative error of 1e-6 for f32, 1e-12 for f64), the first ten
 * of them written to stderr, or -1 if the shapes differ: MLIR's checks
 * of a computed memref against a reference. */
#define ASYNCRT_VERIFY(name)                                                  \
	ASYNCRT_API int64_t _mlir_ciface_verifyMemRef##name(                  \
		asyncrt_unranked_memref *actual, asyncrt_unranked_memref *expected);
ASYNCRT_VERIFY(I8) ASYNCRT_VERIFY(I16) ASYNCRT_VERIFY(I32) ASYNCRT_VERIFY(I64)
ASYNCRT_VERIFY(F16) ASYNCRT_VERIFY(BF16) ASYNCRT_VERIFY(F32) ASYNCRT_VERIFY(F64)
ASYNCRT_VERIFY(Ind) ASYNCRT_VERIFY(C32) ASYNCRT_VERIFY(C64)
#undef ASYNCRT_VERIFY
ASYNCRT_API int64_t verifyMemRefI32(int64_t rank, void *actual, void *expected);
ASYNCRT_API int64_t verifyMemRefF32(int64_t rank, void *actual, void *expected);
ASYNCRT_API int64_t verifyMemRefF64(int64_t rank, void *actual, void *expected);
ASYNCRT_API int64_t verifyMemRefInd(int64_t rank, void *actual, void *expected);
ASYNCRT_API int64_t verifyMemRefC32(int64_t rank, void *actual, void *expected);
ASYNCRT_API int64_t verifyMemRefC64(int64_t rank, void *actual, void *expected);

/* ---- runner utilities: time ----------------------------------------- */

ASYNCRT_API int64_t _mlir_ciface_nanoTime(void);
ASYNCRT_API double rtclock(void);
ASYNCRT_API void printFlops(double flops);

#ifdef __cplusplus
}
#endif

#endif
