#!/bin/bash
# check-exact.sh CHECKFILE [FILECHECK-ARGS...] < OUTPUT
# Compares a program's whole output with CHECKFILE's CHECK lines, in
# order and exactly: FileCheck with --match-full-lines --strict-whitespace
# (so a CHECK line is written "// CHECK:value", no space after the
# colon), and --implicit-check-not='{{.}}', so that a line no CHECK
# matched fails.  FileCheck does not see empty lines; here they reach it
# as "<empty line>", so that an extra one fails too (a test that expects
# one says "// CHECK-NEXT:<empty line>").  Trailing blanks are cut
# first (MLIR's memref printer ends lines with them, and source files
# cannot keep them); tests/runtime/print_diff.sh compares the printers'
# bytes, those blanks included, with MLIR's.  tests/lit.sh calls it as
# FileCheckExact; the scripts run it with bash.
set -u
: "${FILECHECK:?FileCheck not found by configure}"
awk '{ sub(/[ \t]+$/, ""); print (length($0) ? $0 : "<empty line>") }' |
	"$FILECHECK" --match-full-lines --strict-whitespace --implicit-check-not='{{.}}' "$@"
