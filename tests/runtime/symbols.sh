#!/bin/bash
# What libasyncrt.so exports: every function of MLIR 19's
# libmlir_async_runtime (same spelling), the asyncrt_* API, the printers,
# memrefCopy, verifyMemRef*, and nothing else; and its SONAME is libasyncrt.so.1.
. "$abs_top_srcdir/tests/runtime/common.sh"
lib="$abs_top_builddir/runtime/.libs/libasyncrt.so"
[ -e "$lib" ] || skip "no shared libasyncrt"
need_tool nm "$(command -v nm)"
need_tool objdump "$(command -v objdump)"
nm -D --defined-only "$lib" | awk '$2 ~ /[TDBRV]/ { sub(/@.*/, "", $3); print $3 }' |
	sort >"$scratch/exports"
[ -s "$scratch/exports" ] || fail "no exports found"

# The MLIR runtime's functions, from the library when it is installed,
# else the list MLIR 19 has.
mlir="$MLIR_LIBDIR/libmlir_async_runtime.so.19.1"
if [ -e "$mlir" ]; then
	nm -D --defined-only "$mlir" | awk '$3 ~ /^mlirAsyncRuntim/ { print $3 }'
else
	printf '%s\n' mlirAsyncRuntimGetNumWorkerThreads mlirAsyncRuntimeAddRef \
		mlirAsyncRuntimeAddTokenToGroup mlirAsyncRuntimeAwaitAllInGroup \
		mlirAsyncRuntimeAwaitAllInGroupAndExecute mlirAsyncRuntimeAwaitToken \
		mlirAsyncRuntimeAwaitTokenAndExecute mlirAsyncRuntimeAwaitValue \
		mlirAsyncRuntimeAwaitValueAndExecute mlirAsyncRuntimeCreateGroup \
		mlirAsyncRuntimeCreateToken mlirAsyncRuntimeCreateValue \
		mlirAsyncRuntimeDropRef mlirAsyncRuntimeEmplaceToken \
		mlirAsyncRuntimeEmplaceValue mlirAsyncRuntimeExecute \
		mlirAsyncRuntimeGetValueStorage mlirAsyncRuntimeIsGroupError \
		mlirAsyncRuntimeIsTokenError mlirAsyncRuntimeIsValueError \
		mlirAsyncRuntimePrintCurrentThreadId mlirAsyncRuntimeSetTokenError \
		mlirAsyncRuntimeSetValueError
fi | sort >"$scratch/mlir"
[ "$(wc -l <"$scratch/mlir")" -ge 23 ] || fail "short MLIR symbol list"
missing=$(comm -23 "$scratch/mlir" "$scratch/exports")
[ -z "$missing" ] || fail "not exported: $missing"
echo "ok: all $(wc -l <"$scratch/mlir") MLIR runtime functions exported"

for f in printI64 printU64 printF32 printF64 printOpen printClose printComma \
	printNewline printString printMemrefF32 _mlir_ciface_printMemrefF32 memrefCopy verifyMemRefF32 \
	asyncrt_token_create asyncrt_execute asyncrt_frame_alloc; do
	grep -qx "$f" "$scratch/exports" || fail "not exported: $f"
done
stray=$(grep -v -E '^(asyncrt_|mlirAsyncRuntim|print|_mlir_ciface_|__mlir_execution_engine_(init|destroy)$|rtclock$|memrefCopy$|verifyMemRef(I32|F32|F64|Ind|C32|C64)$|ASYNCRT_1$)' \
	"$scratch/exports")
[ -z "$stray" ] || fail "exported by mistake: $stray"
echo "ok: nothing else exported"

soname=$(objdump -p "$lib" | awk '$1 == "SONAME" { print $2 }')
[ "$soname" = libasyncrt.so.1 ] || fail "SONAME is '$soname'"
echo "ok: SONAME $soname"

# debian/libasyncrt1.symbols lists every export, no more: dpkg-gensymbols
# would otherwise add a new symbol with the Debian revision as its version
# (a lintian error) or fail on a missing one.  The tarball has no debian/.
symfile="$abs_top_srcdir/debian/libasyncrt1.symbols"
if [ -e "$symfile" ]; then
	awk 'NR > 1 && $1 !~ /^\*/ { sub(/@.*/, "", $1); print $1 }' "$symfile" |
		sort >"$scratch/debian"
	# with the version node itself (an absolute symbol), as dpkg lists it
	nm -D --defined-only "$lib" | awk '$2 ~ /[TDBRVA]/ { sub(/@.*/, "", $3); print $3 }' |
		sort >"$scratch/exports+node"
	unlisted=$(comm -23 "$scratch/exports+node" "$scratch/debian")
	[ -z "$unlisted" ] || fail "exported but not in debian/libasyncrt1.symbols: $unlisted"
	gone=$(comm -13 "$scratch/exports+node" "$scratch/debian")
	[ -z "$gone" ] || fail "in debian/libasyncrt1.symbols but not exported: $gone"
	echo "ok: debian/libasyncrt1.symbols lists the $(wc -l <"$scratch/debian") exports"
else
	skip "no debian/ in this tree (a tarball): debian/libasyncrt1.symbols not compared; the rest passed"
fi
