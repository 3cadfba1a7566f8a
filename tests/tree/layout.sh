#!/bin/bash
# The shape of the tree that README.md's "Layout" describes, kept so:
#   - src/ holds at most 30 .c files at its top; stages live in folders;
#   - every folder of src/ has its public header at src/ (src/X.h for
#     src/X/) or is the driver, which is a program and has none;
#   - no function in src/ or runtime/ is longer than 100 lines (from the
#     line after its signature's opening brace to its closing one).
set -u
: "${abs_top_srcdir:?tests/env.sh was not sourced}"
cd "$abs_top_srcdir" || exit 1
failed=0

top=$(ls src/*.c | wc -l)
if [ "$top" -gt 30 ]; then
	echo "FAIL: src/ has $top .c files at its top (at most 30)"
	failed=1
fi
for dir in src/*/; do
	name=$(basename "$dir")
	case $name in driver|ops) continue ;; esac
	if [ ! -f "src/$name.h" ]; then
		echo "FAIL: src/$name/ has no public header src/$name.h"
		failed=1
	fi
done

# Functions: a line "{" alone at column 0 opens a body, "}" closes it.
long=$(find src runtime -name '*.c' | sort | xargs awk '
	FNR == 1 { start = 0 }
	/^\{$/ { start = FNR; name = prev }
	/^\}/ && start { n = FNR - start - 1; if (n > 100) printf "%s:%d: %s (%d lines)\n", FILENAME, start, name, n; start = 0 }
	{ prev = $0 }')
if [ -n "$long" ]; then
	echo "FAIL: functions over 100 lines:"
	echo "$long" | sed 's/^/  /'
	failed=1
fi
nfun=$(find src runtime -name '*.c' | xargs grep -c '^{$' | awk -F: '{ s += $2 } END { print s }')
echo "src/: $top .c files at the top; $nfun functions in src/ and runtime/ checked"
exit $failed
