/* backend_cli.c - code generation from the command line; see
 * backend_cli.h. */
#include "config.h"
#include "backend_cli.h"
#include "pass.h"
#include "toolpaths.h"
#include "verify.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void backend_cli_init(BackendCli *b)
{
	memset(b, 0, sizeof *b);
	b->cg.pic = true;
}

static bool prefix(const char *s, const char *p, const char **rest)
{
	size_t n = strlen(p);
	if (strncmp(s, p, n))
		return false;
	*rest = s + n;
	return true;
}

bool backend_cli_flag(BackendCli *b, int argc, char **argv, int *i)
{
	const char *a = argv[*i], *v;
	if (!strcmp(a, "-c")) b->compile = true;
	else if (!strcmp(a, "-S")) b->assemble = true;
	else if (!strcmp(a, "-emit-llvm")) b->emit_llvm = true;
	else if (!strcmp(a, "-run")) b->run = true;
	else if (!strcmp(a, "-g") || !strcmp(a, "-g2") || !strcmp(a, "-ggdb")) b->cg.debug_info = true;
	else if (!strcmp(a, "-g0")) b->cg.debug_info = false;
	else if (!strcmp(a, "-O")) { b->cg.opt_level = 1; b->cg.opt_size = false; }
	else if (!strcmp(a, "-Os") || !strcmp(a, "-Oz")) { b->cg.opt_level = 2; b->cg.opt_size = true; }
	else if (prefix(a, "-O", &v) && v[0] >= '0' && v[0] <= '9' && !v[1]) {
		b->cg.opt_level = v[0] - '0' > 3 ? 3 : v[0] - '0';
		b->cg.opt_size = false;
	}
	else if (!strcmp(a, "-fPIC") || !strcmp(a, "-fpic")) b->cg.pic = true;
	else if (!strcmp(a, "-fno-PIC") || !strcmp(a, "-fno-pic")) b->cg.pic = false;
	else if (!strcmp(a, "-disable-llvm-passes")) b->cg.no_llvm_passes = true;
	else if (prefix(a, "--target=", &v)) b->cg.triple = v;
	else if (!strcmp(a, "-target") && *i + 1 < argc) b->cg.triple = argv[++*i];
	else if (prefix(a, "-mcpu=", &v)) b->cg.cpu = v;
	else return false;
	return true;
}

bool backend_cli_wanted(const BackendCli *b)
{
	return b->compile || b->assemble || b->emit_llvm || b->run;
}

/* cc's default output: the input's base name with the extension of what
 * is produced, in the working directory. */
static char *default_output(const char *input, const char *ext)
{
	const char *base = strrchr(input, '/');
	base = base ? base + 1 : input;
	size_t n = strlen(base);
	static const char *const exts[] = {".mlir.gz", ".mlir", ".gz"};
	for (size_t i = 0; i < sizeof exts / sizeof exts[0]; i++) {
		size_t e = strlen(exts[i]);
		if (n > e && !strcmp(base + n - e, exts[i])) {
			n -= e;
			break;
		}
	}
	char *out = malloc(n + strlen(ext) + 1);
	if (!out)
		return NULL;
	memcpy(out, base, n);
	strcpy(out + n, ext);
	return out;
}

/* Write through a temporary file renamed into place, so that a failed or
 * interrupted compile never leaves a truncated output behind. */
static bool write_atomically(Diag *d, const char *path, const char *data, size_t len)
{
	if (!strcmp(path, "-"))
		return fwrite(data, 1, len, stdout) == len && fflush(stdout) == 0;
	size_t n = strlen(path) + 16;
	char *tmp = malloc(n);
	if (!tmp)
		return false;
	snprintf(tmp, n, "%s.tmpXXXXXX", path);
	int fd = mkstemp(tmp);
	bool ok = fd >= 0;
	FILE *f = ok ? fdopen(fd, "wb") : NULL;
	ok = f && fwrite(data, 1, len, f) == len;
	if (f)
		ok = (fclose(f) == 0) && ok;
	else if (fd >= 0)
		close(fd);
	if (ok && rename(tmp, path) != 0)
		ok = false;
	if (!ok) {
		diag_error(d, LOC_NONE, "cannot write '%s': %s", path, strerror(errno));
		if (fd >= 0)
			unlink(tmp);
	}
	free(tmp);
	return ok;
}

int backend_cli_finish(BackendCli *b, Module *m, const char *input, const char *output)
{
	Diag *d = ctx_diag(m->ctx);
	LowerOptions lo;
	lower_options_default(&lo);
	if (!lower_to_runtime(m, &lo) || !verify_module(m))
		return 1;
	const Backend *be = backend_load(d);
	if (!be)
		return 1;
	char cwd[PATH_MAX];
	b->cg.source_name = input;
	b->cg.comp_dir = getcwd(cwd, sizeof cwd) ? cwd : NULL;
	if (b->run) {
		int rc = be->run(m, &b->cg, toolpaths()->runtime_so, b->run_argc, b->run_argv);
		return rc < 0 ? 1 : rc;
	}
	/* -S -emit-llvm: IR text; -emit-llvm otherwise: bitcode; as clang. */
	EmitKind kind = b->emit_llvm ? (b->assemble ? EMIT_LLVM_IR : EMIT_BITCODE)
	                             : (b->assemble ? EMIT_ASSEMBLY : EMIT_OBJECT);
	static const char *const exts[] = {
		[EMIT_OBJECT] = ".o", [EMIT_ASSEMBLY] = ".s", [EMIT_LLVM_IR] = ".ll", [EMIT_BITCODE] = ".bc",
	};
	char *data;
	size_t len;
	if (!be->emit(m, &b->cg, kind, &data, &len))
		return 1;
	char *path = output ? NULL : default_output(input, exts[kind]);
	bool ok = write_atomically(d, output ? output : path, data, len);
	free(path);
	free(data);
	return ok ? 0 : 1;
}
