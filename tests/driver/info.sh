#!/bin/bash
# --help, --version, -dumpversion, -print-search-dirs, and the manual
# page against --help: every option --help lists is documented in
# asyncc.1.
. "$(dirname "$0")/lib.sh"

check '--help prints usage to stdout' '"$ASYNCC" --help | grep -q "^Usage: asyncc \[options\] file"'
check '--help lists -c, -o, -run and --print-ir' \
	'"$ASYNCC" --help > h && grep -q "^  -c " h && grep -q "^  -o FILE" h && grep -q "^  -run FILE" h && grep -q "^  --print-ir=input|runtime" h'
check '--help exits 0 even with inputs' '"$ASYNCC" --help nosuch.mlir >/dev/null'
check '--help fits in 80 columns' '! "$ASYNCC" --help | grep -q ".\{81\}"'
check '--version names asyncc and its version' '"$ASYNCC" --version | head -1 | grep -qx "asyncc [0-9][0-9.]*"'
check '-dumpversion prints the version only' '"$ASYNCC" -dumpversion | grep -qx "[0-9][0-9.]*"'
check '--version and -dumpversion agree' \
	'test "$("$ASYNCC" --version | head -1)" = "asyncc $("$ASYNCC" -dumpversion)"'
check '-print-search-dirs names back end, runtime, include' \
	'"$ASYNCC" -print-search-dirs > d && grep -q "^backend: /" d && grep -q "^runtime: /" d && grep -q "^include: /" d'
check 'ASYNCC_BACKEND overrides the back end path' \
	'ASYNCC_BACKEND=/x/y.so "$ASYNCC" -print-search-dirs | grep -qx "backend: /x/y.so"'
check '-v alone prints the version to stderr and succeeds' \
	'"$ASYNCC" -v 2>&1 >/dev/null | grep -q "^asyncc [0-9]"'

man="$abs_top_srcdir/man/asyncc.1"
check 'the manual page exists and names the program' 'grep -q "^\.TH ASYNCC 1" "$man"'
# Every option in --help appears in the manual (roff escapes '-' as '\-').
"$ASYNCC" --help | sed -n 's/^  \(-[^ =A-Z]*\).*/\1/p' | sed 's/\[.*//' > opts
check '--help lists at least 30 options' 'test $(wc -l < opts) -ge 30'
while read -r opt; do
	pat=$(printf '%s' "$opt" | sed 's/-/\\\\-/g; s/#/\\#/g')
	check "asyncc.1 documents $opt" "grep -q -- '$pat' '$man'"
done < opts
if command -v man >/dev/null 2>&1 && command -v groff >/dev/null 2>&1; then
	check 'the manual page formats without warnings' \
		'! MANWIDTH=80 man --warnings -l "$man" 2>&1 >/dev/null | grep .'
else
	cannot_check "man and groff are needed to format the manual page"
fi
finish
