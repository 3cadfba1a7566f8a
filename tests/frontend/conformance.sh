#!/bin/bash
# tools/conformance.py on inputs of its own: which files and chunks it
# takes, what it leaves out and why, and each category, counted and
# listed.  A stand-in for asyncc misbehaves where a chunk says
# "selftest: X" (crash, hang, mangle, comment, accept), so that every
# column is exercised whatever asyncc itself does; other chunks go to
# the real asyncc.  Needs python3 and mlir-opt-19 (tests/need.sh).
set -u
: "${ASYNCC:?tests/env.sh was not sourced}"
. "$abs_top_srcdir/tests/need.sh"
need_tool mlir-opt-19 "${MLIR_OPT:-}"
need_tool python3 "${PYTHON3:-}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/Tiny"

cat > "$tmp/asyncc" <<STAND_IN
#!/bin/bash
f=\${!#}
case \$(grep -o 'selftest: [a-z]*' "\$f") in
'selftest: crash') kill -SEGV \$\$ ;;
'selftest: hang') exec sleep 30 ;;
'selftest: mangle') printf 'module {\n}\n'; exit 0 ;;
'selftest: comment') "$ASYNCC" "\$@" && echo '// more'; exit ;;
'selftest: accept')
	case " \$* " in *' -fsyntax-only '*) exit 0 ;; esac
	echo "\$f:1:1: error: stand-in"; exit 1 ;;
esac
exec "$ASYNCC" "\$@"
STAND_IN
chmod +x "$tmp/asyncc"

cat > "$tmp/Tiny/ops.mlir" <<'EOF'
// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

// CHECK-LABEL: func @plain
func.func @plain() {
  return
}

// -----

func.func @left_out_tensor() -> tensor<4xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Counted: the tensor parameter and the one-line tensor op are taken out.
func.func @tensor_stripped(%t: tensor<4xf32>, %a: i32) {
  %r = tensor.rank %t : tensor<4xf32>
  return
}

// -----

func.func @left_out_test_dialect() {
  "test.op"() : () -> ()
  return
}

// -----

func.func @left_out_unregistered() {
  "frob.op"() : () -> ()
  return
}

// -----

func.func @left_out_other_dialect() {
  gpu.barrier
  return
}

// -----

// selftest: mangle (prints an empty module)
func.func @mangled() {
  return
}

// -----

// selftest: comment (prints a comment more: round trip equal, not identical)
func.func @commented() {
  return
}

// -----

// selftest: crash
func.func @crashes() {
  return
}

// -----

// selftest: hang
func.func @hangs() {
  return
}
EOF

cat > "$tmp/Tiny/invalid.mlir" <<'EOF'
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @matched(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

// selftest: accept
func.func @accepted(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @oracle_fails() {
  // expected-error @+1 {{no such message}}
  return
}
EOF

cat > "$tmp/Tiny/pass.mlir" <<'EOF'
// RUN: mlir-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func @pass
func.func @pass() {
  return
}
EOF

# Whole top-level ops are the chunks of a file without -split-input-file,
# each with the file's aliases and the functions it calls.
cat > "$tmp/Tiny/whole.mlir" <<'EOF'
// RUN: mlir-opt %s | mlir-opt | FileCheck %s

#id = affine_map<(d0) -> (d0)>

func.func @callee(%m: memref<4xf32, #id>) {
  return
}

// selftest: mangle
func.func @caller(%m: memref<4xf32, #id>) {
  call @callee(%m) : (memref<4xf32, #id>) -> ()
  return
}
EOF

(cd "$tmp" && "$PYTHON3" "$abs_top_srcdir/tools/conformance.py" --asyncc "$tmp/asyncc" \
	--mlir-opt "$MLIR_OPT" --timeout 3 --list=all Tiny) > "$tmp/out" 2>&1
sed -n '/^Tiny /p; /^Tiny\//p; /^(/p' "$tmp/out" > "$tmp/got"
# The table's row, then each category's failing chunks (file:line of the
# chunk's first op, and the first error or difference).
# @commented's "// more" is line 7: mlir-opt-19 prints six lines, the
# module's five and the empty line after it, and asyncc the same.
cat > "$tmp/want" <<'EOF'
Tiny            4/8     50.0%    3/6     50.0%    1/2     50.0%       1     1    1  1 tensor, 1 test dialect, 1 unregistered, 1 other dialect, 1 oracle fails
(1 valid chunks counted with their one-line tensor ops and tensor parameters taken out)
Tiny/ops.mlir:47: roundtrip: line 2: } | mlir-opt-19: func.func @mangled() {
Tiny/ops.mlir:61: roundtrip: status -11
Tiny/ops.mlir:68: roundtrip: timed out
Tiny/whole.mlir:10: roundtrip: line 2: } | mlir-opt-19: func.func @callee(%arg0: memref<4xf32>) {
Tiny/ops.mlir:47: identical: line 2: } | mlir-opt-19: func.func @mangled() {
Tiny/ops.mlir:54: identical: line 7: // more | mlir-opt-19: <empty>
Tiny/whole.mlir:10: identical: line 2: } | mlir-opt-19: func.func @callee(%arg0: memref<4xf32>) {
Tiny/invalid.mlir:12: diagnostics: error: stand-in
Tiny/invalid.mlir:12: accepted: accepted without an error
Tiny/ops.mlir:61: crash: asyncc --print-ir=input: status -11
Tiny/ops.mlir:68: timeout: asyncc --print-ir=input: timed out
Tiny/invalid.mlir:20: oracle: error: expected error "no such message" was not produced
EOF
if diff -u "$tmp/want" "$tmp/got"; then
	echo "conformance: $(grep -c . "$tmp/want") lines of the harness's table and lists as expected"
else
	echo "FAIL: tools/conformance.py's output differs (above); all of it:"
	cat "$tmp/out"
	exit 1
fi
