#!/bin/bash
# Diagnostics in the plain format users and editors parse:
#   file:line:col: error: message
#   the source line
#   a caret under the column (tabs copied, so it lines up however they expand)
# several errors per run from the verifier, exit status 1, nothing on
# stdout and no output file.
set -u
: "${ASYNCC:?tests/env.sh was not sourced}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
cd "$tmp"

# Three verifier errors in three functions; the second line is indented
# with a tab.
printf '%s\n' \
	'func.func @a(%x: i32) -> i64 {' \
	'	return %x : i32' \
	'}' \
	'func.func @b(%x: f32) -> f32 {' \
	'  %y = arith.addi %x, %x : f32' \
	'  return %y : f32' \
	'}' \
	'func.func @c() {' \
	'  func.call @nowhere() : () -> ()' \
	'  return' \
	'}' > bad.mlir
"$ASYNCC" --print-ir=input -o out.mlir bad.mlir > stdout.txt 2> stderr.txt
rc=$?
[ $rc -eq 1 ] || fail "exit status $rc, expected 1"
[ -s stdout.txt ] && fail "output on stdout: $(cat stdout.txt)"
[ -e out.mlir ] && fail "-o file written despite errors"
printf '%s\n' \
	"bad.mlir:2:2: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @a" \
	'	return %x : i32' \
	'	^' \
	"bad.mlir:5:8: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'" \
	'  %y = arith.addi %x, %x : f32' \
	'       ^' \
	"bad.mlir:9:3: error: 'func.call' op 'nowhere' does not reference a valid function" \
	'  func.call @nowhere() : () -> ()' \
	'  ^' > expected.txt
diff -u expected.txt stderr.txt || fail "verifier diagnostics differ"

# A parse error with a note, from standard input.
printf '%s\n' 'func.func @f(%c: i1) -> i32 {' '  cf.cond_br %c, ^bb1, ^bb2' '^bb1:' \
	'  %y = arith.addi %v, %v : i32' '  return %y : i32' '^bb2:' \
	'  %v = arith.constant 1 : i64' '  cf.br ^bb1' '}' > fwd.mlir
"$ASYNCC" --print-ir=input - < fwd.mlir > stdout.txt 2> stderr.txt
rc=$?
[ $rc -eq 1 ] || fail "stdin: exit status $rc, expected 1"
printf '%s\n' \
	"<stdin>:7:3: error: definition of SSA value '%v#0' has type 'i64'" \
	'  %v = arith.constant 1 : i64' \
	'  ^' \
	"<stdin>:4:19: note: previously used here with type 'i32'" \
	'  %y = arith.addi %v, %v : i32' \
	'                  ^' > expected.txt
diff -u expected.txt stderr.txt || fail "stdin diagnostics differ"

# Errors without a location name the program.
"$ASYNCC" --print-ir=input missing.mlir > stdout.txt 2> stderr.txt
rc=$?
[ $rc -eq 1 ] || fail "missing file: exit status $rc, expected 1"
echo "asyncc: error: no such file or directory: 'missing.mlir'" > expected.txt
diff -u expected.txt stderr.txt || fail "missing-file diagnostic differs"
mkdir dir.mlir
"$ASYNCC" --print-ir=input dir.mlir > stdout.txt 2> stderr.txt
[ $? -eq 1 ] || fail "directory: exit status not 1"
grep -q "^asyncc: error: cannot read 'dir.mlir': it is a directory$" stderr.txt || fail "directory: $(cat stderr.txt)"

# A missing token is reported at the end of the line that lacks it.
printf '%s\n' 'func.func @f(%x: i32) {' '  %y = arith.addi %x, %x' '  return' '}' > eol.mlir
"$ASYNCC" -fsyntax-only eol.mlir 2> stderr.txt
printf '%s\n' "eol.mlir:2:25: error: expected ':', found 'return'" \
	'  %y = arith.addi %x, %x' '                        ^' > expected.txt
diff -u expected.txt stderr.txt || fail "missing-token location differs"
echo "PASS: diag-format"
