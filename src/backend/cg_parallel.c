/* cg_parallel.c - compile the parts of a module on several threads.
 *
 * Parts (cg_partition.c) are independent: each is built in an LLVM
 * context of its own, from functions no other part touches, so they can
 * be compiled at the same time.  Workers take the next part from a shared
 * counter; the objects land in the caller's array in part order, so the
 * output does not depend on the schedule.  Each worker has its own target
 * machine, which LLVM does not share between threads.
 *
 * The IR is only read, except the scratch words of the values and blocks
 * of the functions a part owns.  What else is shared goes under one lock:
 * diagnostics and the module's symbol table. */
#include "config.h"
#include "cg.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <unistd.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void cg_report(Diag *d, DiagLevel level, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	pthread_mutex_lock(&lock);
	diag_vreport(d, level, loc, fmt, ap);
	pthread_mutex_unlock(&lock);
	va_end(ap);
}

Op *cg_lookup(Module *m, const char *name)
{
	pthread_mutex_lock(&lock);
	Op *f = module_lookup(m, name);
	pthread_mutex_unlock(&lock);
	return f;
}

typedef struct Pool {
	Module *m;
	const CodegenOptions *o;
	const uint32_t *part_of;
	unsigned nparts;
	EmitKind kind;
	CgEmitFn emit;
	char **objs;
	size_t *lens;
	unsigned next;             /* the next part to take, under lock */
	bool failed;
} Pool;

typedef struct Worker {
	Pool *pool;
	LLVMTargetMachineRef tm;
	pthread_t thread;
} Worker;

static void *work(void *arg)
{
	Worker *w = arg;
	Pool *p = w->pool;
	for (;;) {
		pthread_mutex_lock(&lock);
		unsigned i = p->failed ? p->nparts : p->next++;
		pthread_mutex_unlock(&lock);
		if (i >= p->nparts)
			return NULL;
		if (!p->emit(p->m, p->o, w->tm, p->part_of, i, p->kind, &p->objs[i], &p->lens[i])) {
			pthread_mutex_lock(&lock);
			p->failed = true;
			pthread_mutex_unlock(&lock);
		}
	}
}

/* Threads: $ASYNCC_THREADS, else one per processor, at most 4 and at
 * most one per part. */
static unsigned thread_count(unsigned nparts)
{
	const char *s = getenv("ASYNCC_THREADS");
	long n = s && *s ? strtol(s, NULL, 10) : sysconf(_SC_NPROCESSORS_ONLN);
	if (!s && n > 4)
		n = 4;
	if (n < 1)
		n = 1;
	return (unsigned)n < nparts ? (unsigned)n : nparts;
}

bool cg_emit_parts(Module *m, const CodegenOptions *o, LLVMTargetMachineRef tm,
                   const uint32_t *part_of, unsigned nparts, EmitKind kind, CgEmitFn emit,
                   char **objs, size_t *lens)
{
	Pool p = {m, o, part_of, nparts, kind, emit, objs, lens, 0, false};
	unsigned n = thread_count(nparts);
	Worker *w = xcalloc(n, sizeof *w);
	unsigned started = 0;
	w[0] = (Worker){&p, tm, 0};
	for (unsigned i = 1; i < n; i++) {
		w[i].pool = &p;
		w[i].tm = cg_target_machine(ctx_diag(m->ctx), o);
		if (!w[i].tm || pthread_create(&w[i].thread, NULL, work, &w[i]) != 0) {
			if (w[i].tm)
				LLVMDisposeTargetMachine(w[i].tm);
			break;          /* fewer threads; the others do the work */
		}
		started++;
	}
	work(&w[0]);
	for (unsigned i = 1; i <= started; i++) {
		pthread_join(w[i].thread, NULL);
		LLVMDisposeTargetMachine(w[i].tm);
	}
	free(w);
	return !p.failed;
}
