/* fatal.c - the runtime's fatal errors: out of memory, and misuse.
 *
 * A program that drops a reference it never held, adds more members to
 * a group than its size, or uses an object after its last reference
 * would otherwise corrupt the runtime's memory silently (the counts and
 * free lists are in the objects themselves).  The checks are made in
 * every build (rt.h, obj_check, obj_drop): each is a compare on a word
 * the call reads anyway.  What fails ends here: one line on stderr that
 * starts with "asyncrt: " and says what was wrong with which object,
 * then abort(), so that a debugger or a core dump shows the caller.
 * Standard output is flushed first, to keep the order of what the
 * program printed before. */
#include "rt.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

_Noreturn void rt_die(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fflush(stdout);
	fputs("asyncrt: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	abort();
}

static const char *kind_name(uint32_t kind)
{
	switch (kind) {
	case OBJ_TOKEN: return "token";
	case OBJ_VALUE: return "value";
	case OBJ_GROUP: return "group";
	default: return "object";
	}
}

_Noreturn void rt_bad_object(const struct obj *o, uint32_t want)
{
	const char *name = kind_name(want);
	if (!o)
		rt_die("NULL passed as a %s", name);
	if (o->kind == OBJ_DEAD)
		rt_die("%s %p used after its last reference was dropped", name,
		       (const void *)o);
	if (obj_is_live(o))
		rt_die("%p is a %s, not a %s", (const void *)o, kind_name(o->kind),
		       name);
	rt_die("%p is not a live token, value or group "
	       "(freed, or never one)", (const void *)o);
}

_Noreturn void rt_bad_drop(const struct obj *o, int64_t n, int64_t had)
{
	if (n < 0)
		rt_die("negative number of references (%lld) dropped from %s %p",
		       (long long)n, kind_name(o->kind), (const void *)o);
	rt_die("%lld reference%s dropped from %s %p, which held %lld "
	       "(dropping references that were never held)", (long long)n,
	       n == 1 ? "" : "s", kind_name(o->kind), (const void *)o,
	       (long long)had);
}

_Noreturn void rt_bad_free(const void *p)
{
	rt_die("free of %p, which is not an allocated block "
	       "(freed twice, or not from asyncrt_frame_alloc)", p);
}

_Noreturn void rt_group_full(const struct asyncrt_group *g)
{
	rt_die("more members added to group %p than its size (%lld)",
	       (const void *)g, (long long)g->size);
}
