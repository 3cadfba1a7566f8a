#!/bin/bash
# The back end's interface (src/support/api.h): the asyncc executable exports
# exactly the functions the LLVM back end module calls, marked
# ASYNCC_API, and no more than 150 of them.
#   - every symbol the module needs from the compiler is exported (else
#     dlopen fails, but only in runs that generate code);
#   - every function asyncc exports is one the module needs (nothing
#     generic like parse_for or temp_file leaks out).
set -u
: "${ASYNCC:?tests/env.sh was not sourced}"
be=$abs_top_builddir/src/backend/.libs/asyncc-llvm.so
[ -f "$be" ] || { echo "FAIL: $be not built"; exit 1; }
if [ -n "${SANITIZE_CFLAGS:-}" ]; then
	echo "SKIP: sanitizer runtimes add their own exports"
	exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Defined in the executable: functions (T) and data (D, B, R), less the
# ELF start-up symbols every executable has.
nm -D --defined-only "$ASYNCC" | awk '$2 ~ /^[TDBR]$/ {print $2, $3}' |
	grep -v -E ' (_start|_IO_stdin_used|__bss_start|__data_start|_edata|_end|__dso_handle)$' |
	grep -v '@' > "$tmp/exported"
awk '{print $2}' "$tmp/exported" | sort > "$tmp/exported.names"

# Needed by the module and not found in the libraries it links.
nm -D --undefined-only "$be" | awk '{print $2}' | sed 's/@.*//' | sort -u > "$tmp/undef"
: > "$tmp/libdefs"
for lib in $(ldd "$be" | awk '/=> \// {print $3}'); do
	nm -D --defined-only "$lib" | awk '{print $3}' | sed 's/@.*//' >> "$tmp/libdefs"
done
sort -u "$tmp/libdefs" -o "$tmp/libdefs"
comm -23 "$tmp/undef" "$tmp/libdefs" | grep -v -E '^(_ITM_|__gmon_start__|__cxa_finalize)' > "$tmp/needed"

failed=0
missing=$(comm -23 "$tmp/needed" "$tmp/exported.names")
if [ -n "$missing" ]; then
	echo "FAIL: the back end needs symbols asyncc does not export (mark them ASYNCC_API):"
	echo "$missing" | sed 's/^/  /'
	failed=1
fi
extra=$(comm -13 "$tmp/needed" "$tmp/exported.names")
if [ -n "$extra" ]; then
	echo "FAIL: asyncc exports symbols the back end does not use (drop ASYNCC_API):"
	echo "$extra" | sed 's/^/  /'
	failed=1
fi
ntext=$(grep -c '^T ' "$tmp/exported")
if [ "$ntext" -gt 150 ]; then
	echo "FAIL: asyncc exports $ntext functions, more than 150"
	failed=1
fi
echo "asyncc exports $ntext functions and $(grep -vc '^T ' "$tmp/exported") data symbols; the back end needs $(wc -l < "$tmp/needed")"
exit $failed
