#!/bin/bash
# The shape of the tree that README.md's "Layout" describes, kept so:
#   - src/ holds no .c or .h file at its top: every layer is a folder;
#   - every folder of src/ has one public header named after it
#     (src/X/X.h), except the driver, which is a program and has none,
#     and support/, a set of small modules with a header each;
#   - no function in src/ or runtime/ is longer than 100 lines (from the
#     line after its signature's opening brace to its closing one).
set -u
: "${abs_top_srcdir:?tests/env.sh was not sourced}"
cd "$abs_top_srcdir" || exit 1
failed=0

top=$(ls src/*.c src/*.h 2>/dev/null | wc -l)
if [ "$top" -gt 0 ]; then
	echo "FAIL: src/ has $top source files at its top (each layer is a folder)"
	failed=1
fi
for dir in src/*/; do
	name=$(basename "$dir")
	case $name in driver|support) continue ;; esac
	if [ ! -f "src/$name/$name.h" ]; then
		echo "FAIL: src/$name/ has no public header src/$name/$name.h"
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
echo "src/: $(ls -d src/*/ | wc -l) layers; $nfun functions in src/ and runtime/ checked"
exit $failed
