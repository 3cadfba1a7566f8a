/* asyncrt.h - the asyncc runtime: tokens, values, groups and a work pool.
 *
 * libasyncrt runs the tasks of programs compiled by asyncc (and, through
 * the MLIR names in asyncrt_mlir.h, of programs built by MLIR's own async
 * pipeline).  It can also be used directly from C.
 *
 * Objects.  A token says "something has happened"; a value is a token
 * that also owns storage for a result; a group completes when a fixed
 * number of tokens added to it have completed.  Each object is either
 * pending or complete, and a complete token or value is either available
 * or in error.  A group is in error when any of its members is.
 *
 * References.  Objects are reference counted.  asyncrt_token_create and
 * asyncrt_value_create return an object holding TWO references: one for
 * the caller and one for the producer, which asyncrt_*_emplace or
 * asyncrt_*_set_error consumes.  So the usual life is
 *
 *	asyncrt_token *t = asyncrt_token_create();
 *	asyncrt_execute(work, t);       // work() ends with asyncrt_token_emplace(t)
 *	asyncrt_token_await(t);
 *	asyncrt_drop_ref(t, 1);         // the caller's reference
 *
 * A group starts with one reference (the caller's).  The object is freed
 * when its last reference is dropped; dropping more references than are
 * held is a bug, and ends the process (see below).
 *
 * Waiting.  asyncrt_*_await returns once the object is complete.  While
 * it waits, the calling thread (a worker, main() or any other thread)
 * runs the work it waits for instead of sleeping: the awaited
 * asyncrt_spawn task itself if it has not started, wherever it is
 * queued if this thread spawned it (else only if it is next in this
 * thread's own queue); the awaited group's members queued by this
 * thread; and the
 * tasks that these spawned (asyncrt_spawn, asyncrt_group_spawn), taken
 * from the threads running them.  So fork-join code costs about the same
 * whatever the order of its awaits, and main() awaiting a task it just
 * spawned usually runs it itself.  asyncrt_*_await_and_execute never
 * blocks: it runs fn(arg) once the object is complete, on a worker
 * thread, or right away in the caller when the object is already
 * complete.  Neither tells available from error: ask asyncrt_*_is_error
 * afterwards.
 *
 * Fork-join, three ways without a cliff (fib as the example):
 *
 *	asyncrt_token *a = asyncrt_spawn(fib, &x);   // tokens
 *	fib(&y);                                     // (or spawn it too)
 *	asyncrt_token_await(a);                      // any order
 *	asyncrt_drop_ref(a, 1);
 *
 *	asyncrt_group *g = asyncrt_group_create(2);  // OpenMP's taskwait
 *	asyncrt_group_spawn(g, fib, &x);
 *	asyncrt_group_spawn(g, fib, &y);
 *	asyncrt_group_await(g);
 *	asyncrt_drop_ref(g, 1);
 *
 *	asyncrt_parallel_for(0, n, 0, body, &ctx);   // loops
 *
 * One pattern can hang with helping: a task spawned and never awaited by
 * its spawner (detached) that blocks until a frame waiting for one of
 * its ancestors goes on.  Give such a task a token and await it, or use
 * asyncrt_*_await_and_execute for it.
 *
 * Threads.  One process-wide runtime is created on first use and shut
 * down at exit: a pool of asyncrt_num_workers() threads, one per CPU
 * unless asyncrt_set_num_workers (called before first use) or else the
 * environment variable ASYNCRT_NUM_THREADS says otherwise.  An await
 * that nobody is working on (a token some other code will emplace) is a
 * block: the blocked worker is replaced by another thread for as long as
 * it waits, so blocking awaits inside tasks cannot starve the pool.  An
 * await of work that is running elsewhere is not: the pool stays at its
 * size.  Threads beyond the pool size leave after about a second idle,
 * and memory freed in a burst goes back to the system once the burst is
 * over, so a long-running program does not keep its peak.  With
 * ASYNCRT_CHECK_LEAKS=1 in the environment, objects still alive at exit
 * are reported on stderr and a successful exit becomes exit status 1.
 *
 * Every function is thread-safe.  None but asyncrt_set_num_workers
 * returns an error: out of memory
 * ends the process with a message, and so does misuse, in every build:
 * dropping references that are not held, using an object after its last
 * reference (while its memory is not reused), an object of the wrong
 * kind, completing twice, adding more members to a group than its size,
 * freeing a frame twice.  The message is one line on stderr starting
 * with "asyncrt: ", then the process aborts.  See asyncrt(3). */
#ifndef ASYNCRT_H
#define ASYNCRT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) || defined(__clang__)
#define ASYNCRT_API __attribute__((visibility("default")))
#else
#define ASYNCRT_API
#endif

#define ASYNCRT_VERSION_MAJOR 1
#define ASYNCRT_VERSION_MINOR 1

typedef struct asyncrt_token asyncrt_token;
typedef struct asyncrt_value asyncrt_value;
typedef struct asyncrt_group asyncrt_group;

/* A unit of work or a continuation: called once with its argument. */
typedef void asyncrt_fn(void *arg);

/* ---- references: any token, value or group ------------------------- */

/* Add count (>= 0) references to obj. */
ASYNCRT_API void asyncrt_add_ref(void *obj, int64_t count);
/* Drop count (>= 0) references; the last one frees obj. */
ASYNCRT_API void asyncrt_drop_ref(void *obj, int64_t count);

/* ---- tokens --------------------------------------------------------- */

/* A pending token with two references (caller's and producer's). */
ASYNCRT_API asyncrt_token *asyncrt_token_create(void);
/* Complete t as available, run its waiters, drop the producer's ref. */
ASYNCRT_API void asyncrt_token_emplace(asyncrt_token *t);
/* Complete t in error, run its waiters, drop the producer's ref. */
ASYNCRT_API void asyncrt_token_set_error(asyncrt_token *t);
ASYNCRT_API bool asyncrt_token_is_ready(asyncrt_token *t);
ASYNCRT_API bool asyncrt_token_is_error(asyncrt_token *t);
/* Block until t is complete. */
ASYNCRT_API void asyncrt_token_await(asyncrt_token *t);
/* Run fn(arg) once t is complete (see "Waiting" above). */
ASYNCRT_API void asyncrt_token_await_and_execute(asyncrt_token *t,
                                                 asyncrt_fn *fn, void *arg);

/* ---- values --------------------------------------------------------- */

/* A pending value with size bytes of zeroed storage aligned to 16 bytes,
 * and two references (caller's and producer's). */
ASYNCRT_API asyncrt_value *asyncrt_value_create(size_t size);
/* Same, with storage aligned to align (a power of two; at least 16 is
 * used). */
ASYNCRT_API asyncrt_value *asyncrt_value_create_aligned(size_t size,
                                                        size_t align);
/* The storage: the producer writes it before emplace, consumers read it
 * after awaiting.  Stays valid while v is referenced. */
ASYNCRT_API void *asyncrt_value_storage(asyncrt_value *v);
ASYNCRT_API void asyncrt_value_emplace(asyncrt_value *v);
ASYNCRT_API void asyncrt_value_set_error(asyncrt_value *v);
ASYNCRT_API bool asyncrt_value_is_ready(asyncrt_value *v);
ASYNCRT_API bool asyncrt_value_is_error(asyncrt_value *v);
ASYNCRT_API void asyncrt_value_await(asyncrt_value *v);
ASYNCRT_API void asyncrt_value_await_and_execute(asyncrt_value *v,
                                                 asyncrt_fn *fn, void *arg);

/* ---- groups --------------------------------------------------------- */

/* A group that completes once size members have completed (at once when
 * size is 0; size at most 4294967295).  One reference. */
ASYNCRT_API asyncrt_group *asyncrt_group_create(int64_t size);
/* A group of no fixed size: members may be added (asyncrt_group_add,
 * asyncrt_group_spawn) until it is first awaited (asyncrt_group_await or
 * asyncrt_group_await_and_execute), and also afterwards by its members
 * while they run; it completes once it has been awaited and all its
 * members have completed.  One reference. */
ASYNCRT_API asyncrt_group *asyncrt_group_create_growable(void);
/* Add a member (the caller keeps its own reference to it) and return its
 * rank: 0 for the first member added, 1 for the next...  Adding more than
 * size members is a bug, and ends the process. */
ASYNCRT_API int64_t asyncrt_group_add(asyncrt_group *g, asyncrt_token *t);
ASYNCRT_API int64_t asyncrt_group_add_value(asyncrt_group *g,
                                            asyncrt_value *v);
/* Run fn(arg) as a member of g: g counts it complete when fn returns.
 * Returns its rank, like asyncrt_group_add.  Cheaper than a spawn plus an
 * add: no token is made, and when the calling thread has already queued
 * enough tasks to keep every worker busy, fn runs right away in the
 * calling thread, as an OpenMP task may (so fn must not wait for
 * anything the caller does after this call).  asyncrt_group_await on g
 * runs g's members that are still queued in the awaiting thread. */
ASYNCRT_API int64_t asyncrt_group_spawn(asyncrt_group *g, asyncrt_fn *fn,
                                        void *arg);
ASYNCRT_API bool asyncrt_group_is_ready(asyncrt_group *g);
/* True as soon as any member completed in error. */
ASYNCRT_API bool asyncrt_group_is_error(asyncrt_group *g);
ASYNCRT_API void asyncrt_group_await(asyncrt_group *g);
ASYNCRT_API void asyncrt_group_await_and_execute(asyncrt_group *g,
                                                 asyncrt_fn *fn, void *arg);

/* ---- the pool ------------------------------------------------------- */

/* Run fn(arg) on a worker thread.  Called from a worker, the task goes to
 * that worker's own queue, where it runs next unless another worker
 * steals it first. */
ASYNCRT_API void asyncrt_execute(asyncrt_fn *fn, void *arg);
/* asyncrt_execute, returning a token completed (available) when fn
 * returns; the token holds two references, the caller's and the task's.
 * Any thread that awaits such a token before its task has started runs
 * the task itself, at the cost of a function call. */
ASYNCRT_API asyncrt_token *asyncrt_spawn(asyncrt_fn *fn, void *arg);
/* The number of worker threads (asyncrt_set_num_workers,
 * ASYNCRT_NUM_THREADS, or one per CPU).  Starts the pool. */
ASYNCRT_API int asyncrt_num_workers(void);
/* Ask for a pool of n worker threads (1 to 512).  Returns 0, or EBUSY
 * once the pool has started (any call into the runtime but this one
 * starts it), or EINVAL for n out of range.  Wins over
 * ASYNCRT_NUM_THREADS. */
ASYNCRT_API int asyncrt_set_num_workers(int n);

/* A body of asyncrt_parallel_for: the iterations lo .. hi-1. */
typedef void asyncrt_range_fn(int64_t lo, int64_t hi, void *arg);
/* Call fn(l, h, arg) over [lo, hi) in chunks, in parallel, and return
 * when all calls have returned.  With grain > 0 the chunks are
 * [lo + k*grain, min(hi, lo + (k+1)*grain)) for k = 0, 1, ...: the same
 * on any pool, so per-chunk partial results combine reproducibly; with
 * grain <= 0 the runtime picks a grain of about (hi-lo) / (16 * workers).
 * Each chunk is one call; the calling thread runs chunks too.  Nothing
 * happens when hi <= lo. */
ASYNCRT_API void asyncrt_parallel_for(int64_t lo, int64_t hi, int64_t grain,
                                      asyncrt_range_fn *fn, void *arg);

/* How many of leaves tasks a parallel loop of iterations iterations of
 * about cost units of work each should fan out to: leaves, or 1 to run it
 * in place, by the pool's dispatch cost measured once per process and
 * whether the machine is oversubscribed (runtime/calibrate.c), and for a
 * loop that one thread runs again and again, by its own times in place
 * and fanned out (runtime/learn.c).  asyncc's scf.parallel calls it
 * before each loop; a loop run in place starts no pool. */
ASYNCRT_API int64_t asyncrt_parallel_worth(int64_t iterations, int64_t cost,
                                           int64_t leaves);

/* ---- coroutine frames ----------------------------------------------- */

/* Memory for a coroutine frame (or any short-lived block): aligned to 16
 * bytes, served from per-thread free lists.  Free with asyncrt_frame_free,
 * from any thread.  Never returns NULL. */
ASYNCRT_API void *asyncrt_frame_alloc(size_t size);
ASYNCRT_API void asyncrt_frame_free(void *p);

/* ---- seeing what a program does (see asyncrt(3)) -------------------- */

/* A place in the source: where a task is started or an await waits.
 * asyncc emits one static descriptor per async.execute, async.func call,
 * parallel loop, async.runtime.create and await; C code may declare its
 * own.  loc is "file:line:col", func the enclosing function's name.  id
 * belongs to the runtime (it numbers the sites it sees): start it at 0,
 * and keep the descriptor alive and writable for the life of the
 * process. */
typedef struct asyncrt_site {
	const char *loc;
	const char *func;
	uint32_t id;
} asyncrt_site;

/* The same as the calls without _at, with the site they are made from:
 * traces name tasks by it (ASYNCRT_TRACE), deadlock reports name the
 * awaits that wait forever and where their objects were created. */
ASYNCRT_API asyncrt_token *asyncrt_token_create_at(asyncrt_site *site);
ASYNCRT_API asyncrt_value *asyncrt_value_create_at(size_t size,
                                                   asyncrt_site *site);
ASYNCRT_API void asyncrt_execute_at(asyncrt_fn *fn, void *arg,
                                    asyncrt_site *site);
/* Await a token, value or group (blocking), or run fn(arg) once it is
 * complete (never blocking), from site. */
ASYNCRT_API void asyncrt_await_at(void *obj, asyncrt_site *site);
ASYNCRT_API void asyncrt_await_and_execute_at(void *obj, asyncrt_fn *fn,
                                              void *arg, asyncrt_site *site);

/* Deadlock reports.  A blocking await that outlasts the grace period
 * (ASYNCRT_DEADLOCK_GRACE_MS, 1000 by default, 0 turns the check off)
 * checks whether any thread could still complete anything: the program
 * stops with a report only when every thread of the process is a worker
 * with nothing to do or is asleep in an asyncrt await, and no task is
 * queued.  A thread of the program that is doing anything else, the
 * runtime's or not, may complete any object, so it prevents a report.
 * Write the picture of every waiting thread and queued task to fd, as
 * the report and the ASYNCRT_DUMP signal (SIGQUIT by default) do. */
ASYNCRT_API void asyncrt_dump(int fd);

/* ---- diagnostics ---------------------------------------------------- */

enum asyncrt_kind { ASYNCRT_TOKEN, ASYNCRT_VALUE, ASYNCRT_GROUP };

/* How many objects of a kind are alive (created, not yet freed).  Exact
 * when no other thread is creating or freeing objects of that kind. */
ASYNCRT_API int64_t asyncrt_live_objects(enum asyncrt_kind kind);

#ifdef __cplusplus
}
#endif

#endif
