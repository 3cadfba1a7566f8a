# Sourced by the runtime's shell tests (after tests/env.sh).
#
#   skip MESSAGE        report SKIP with a reason and exit 77
#   fail MESSAGE        report FAIL and exit 1
#   scratch             this test's scratch directory (fresh)
#   rt_link OUT OBJS... link objects against the just-built libasyncrt
#                       (through libtool, so it works for shared and
#                       static builds and out of tree)
#   need_mlir           skip unless MLIR 19's tools were found
#   mlir_compile IN OUT .mlir -> .o through MLIR's own pipeline
set -u

test_name=$(basename "$0" .sh)
scratch="$abs_top_builddir/tests/Output/$test_name.dir"
rm -rf "$scratch"
mkdir -p "$scratch"
srcdir_rt="$abs_top_srcdir/tests/runtime"

. "$abs_top_srcdir/tests/need.sh"
# A test that cannot run: SKIP locally, FAIL under CI=true (need.sh).
skip() { cannot_run "$*"; }
fail() { echo "FAIL: $test_name: $*"; exit 1; }

LIBTOOL="$abs_top_builddir/libtool"

rt_link() {
	local out=$1
	shift
	# shellcheck disable=SC2086
	"$LIBTOOL" --quiet --tag=CC --mode=link $CC $SANITIZE_CFLAGS -no-install -o "$out" \
		"$@" "$abs_top_builddir/runtime/libasyncrt.la"
}

need_mlir() {
	for v in MLIR_OPT MLIR_TRANSLATE LLVM_OPT LLC; do
		[ -n "${!v}" ] || skip "needs ${v} (mlir-19-tools / llvm-19), which configure did not find"
	done
}

# need_utils_libs: the shared libasyncrt in $lib and MLIR 19's runner
# utility libraries in $mlir_utils (space-separated), or a skip: what
# the printer comparisons run their demo on.
need_utils_libs() {
	lib="$abs_top_builddir/runtime/.libs/libasyncrt.so"
	[ -e "$lib" ] || skip "no shared libasyncrt (built with --disable-shared?)"
	mlir_utils=
	local l f
	for l in c_runner_utils runner_utils float16_utils; do
		f="$MLIR_LIBDIR/libmlir_$l.so.19.1"
		[ -e "$f" ] || skip "needs $f (libmlir-19)"
		mlir_utils="$mlir_utils $f"
	done
}

mlir_compile() {
	"$MLIR_OPT" --pass-pipeline="$(cat "$abs_top_srcdir/bench/mlir19-pipeline.txt")" "$1" |
		"$MLIR_TRANSLATE" --mlir-to-llvmir |
		"$LLVM_OPT" -O2 |
		"$LLC" -O2 -filetype=obj --relocation-model=pic -o "$2"
}
