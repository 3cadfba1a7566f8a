/* parse_tbaa.c - the kinds of attribute MLIR 19's parser takes inside the
 * llvm dialect's TBAA attributes, which asyncc otherwise keeps as text:
 *
 *   #llvm.tbaa_tag<base_type = #desc, access_type = #desc, offset = 0>
 *       both a #llvm.tbaa_type_desc
 *   #llvm.tbaa_type_desc<id = "int", members = {<#node, 0>, ...}>
 *       each member's node a #llvm.tbaa_root or #llvm.tbaa_type_desc
 *
 * A parameter named by an alias (#desc) is judged by the alias's value,
 * as MLIR does once it has resolved the alias.  MLIR reports the value
 * ("invalid kind of attribute specified") and then, at the token after
 * it, the parameter (and the member list) that failed. */
#include "config.h"
#include "parser.h"

#include <ctype.h>
#include <string.h>

/* Whether the attribute starting at s (up to e) begins with one of the
 * prefixes; an alias (#name, no '.') stands for its value.  *after is
 * set to the end of its text.  A prefix is a name: "#llvm.tbaa_root"
 * matches "#llvm.tbaa_root" and "#llvm.tbaa_root<...>". */
static bool attr_is(Parser *p, const char *s, const char *e, const char *const *prefixes,
                    const char **after)
{
	const char *q = s + 1;
	while (q < e && (isalnum((unsigned char)*q) || *q == '_' || *q == '$' || *q == '.'))
		q++;
	*after = q;
	const char *text = s;
	size_t len = (size_t)(e - s);
	if (*s == '#' && !memchr(s, '.', (size_t)(q - s))) {
		Attr *a = ptrmap_get(&p->attr_aliases, ctx_intern(p->ctx, s, (size_t)(q - s)));
		if (!a)
			return true;   /* undefined: reported where aliases are resolved */
		if (a->kind != AT_OPAQUE)
			return false;
		text = a->u.str.s;
		len = a->u.str.len;
	} else if (*s == '#' && q < e && *q == '<') {
		unsigned depth = 0;
		for (; q < e; q++) {
			depth += *q == '<';
			if (*q == '>' && --depth == 0)
				break;
		}
		*after = q < e ? q + 1 : e;
	}
	if (text == s)
		len = (size_t)(*after - s);
	for (; *prefixes; prefixes++) {
		size_t n = strlen(*prefixes);
		if (len >= n && memcmp(text, *prefixes, n) == 0 &&
		    (len == n || !(isalnum((unsigned char)text[n]) || text[n] == '_' || text[n] == '.')))
			return true;
	}
	return false;
}

/* The location of s in text that starts at `at` on one line, and of the
 * first non-blank character from s. */
static Loc loc_in(Loc at, const char *text, const char *s)
{
	return (Loc){at.file, at.line, at.col + (uint32_t)(s - text)};
}

static const char *skip_blanks(const char *s, const char *e)
{
	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	return s;
}

static bool tag_params(Parser *p, const char *s, const char *e, Loc at)
{
	static const char *const desc[] = {"#llvm.tbaa_type_desc", NULL};
	static const char *const names[] = {"access_type", "base_type"};
	for (const char *q = s + 1; q < e; q++) {
		for (unsigned i = 0; i < 2; i++) {
			size_t n = strlen(names[i]);
			if ((q[-1] != '<' && q[-1] != ' ') || (size_t)(e - q) <= n || memcmp(q, names[i], n) != 0)
				continue;
			const char *v = skip_blanks(q + n, e), *after;
			if (*v != '=')
				continue;
			v = skip_blanks(v + 1, e);
			if (attr_is(p, v, e, desc, &after))
				continue;
			p_error_at(p, loc_in(at, s, v), "invalid kind of attribute specified");
			return p_error_at(p, loc_in(at, s, skip_blanks(after, e)),
			                  "failed to parse LLVM_TBAATagAttr parameter '%s' which is to be a `TBAATypeDescriptorAttr`",
			                  names[i]);
		}
	}
	return true;
}

static bool desc_members(Parser *p, const char *s, const char *e, Loc at)
{
	static const char *const node[] = {"#llvm.tbaa_root", "#llvm.tbaa_type_desc", NULL};
	const char *m = s;
	while (m + 7 < e && memcmp(m, "members", 7) != 0)
		m++;
	const char *open = m + 7 < e ? memchr(m, '{', (size_t)(e - m)) : NULL;
	for (const char *q = open; q && q < e && *q != '}'; q++) {
		if (*q != '<')
			continue;
		const char *v = skip_blanks(q + 1, e), *after;
		if (attr_is(p, v, e, node, &after)) {
			q = after - 1;
			continue;
		}
		Loc next = loc_in(at, s, skip_blanks(after, e));
		p_error_at(p, loc_in(at, s, v), "invalid kind of attribute specified");
		p_error_at(p, next, "failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a `TBAANodeAttr`");
		return p_error_at(p, next, "failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`");
	}
	return true;
}

bool p_tbaa_kinds_ok(Parser *p, const char *s, const char *e, Loc at)
{
	static const char tag[] = "#llvm.tbaa_tag<", desc[] = "#llvm.tbaa_type_desc<";
	size_t n = (size_t)(e - s);
	if (n > sizeof tag - 1 && memcmp(s, tag, sizeof tag - 1) == 0)
		return tag_params(p, s, e, at);
	if (n > sizeof desc - 1 && memcmp(s, desc, sizeof desc - 1) == 0)
		return desc_members(p, s, e, at);
	return true;
}
