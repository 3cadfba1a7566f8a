#!/bin/bash
# The bash completion (completion/gen-bash.sh, from asyncc --print-options):
# make install puts it where bash-completion loads it; sourced in bash, it
# completes option names, the values the option table lists, files after
# -o and directories after -L; and it offers exactly the options `asyncc
# --help' shows (aliases and internal options are accepted, not offered),
# with the values --help lists, so the two cannot drift apart.
. "$(dirname "$0")/lib.sh"
stage_install
comp_file="$prefix/share/bash-completion/completions/asyncc"
check 'make install puts it in $(datadir)/bash-completion/completions/asyncc' 'test -s "$comp_file"'
check 'it is valid bash' 'bash -n "$comp_file"'
check 'it was generated from the option table, not written by hand' \
	'grep -q "^# Generated from asyncc.s option table" "$comp_file"'

mkdir -p work/subdir
: > work/prog.mlir
: > work/main.c
cd work || exit 1

# comp LINE [NO_EQ]: run _asyncc as bash would with the cursor at the end
# of LINE, and print COMPREPLY one a line, sorted.  LINE is split into
# COMP_WORDS as readline splits it with the default COMP_WORDBREAKS, in
# which '=' is a word of its own (NO_EQ=1: without '=' there).
cat > comp.bash <<'BASH'
source "$1"
line=$2
COMP_LINE=$line COMP_POINT=${#line}
split=$line
[ "${3:-0}" = 1 ] || split=${line//=/ = }
read -ra COMP_WORDS <<<"$split"
case $line in *' ' | *=) COMP_WORDS+=("") ;; esac
COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
complete -p asyncc | grep -q -- '-F _asyncc' || { echo "complete -p asyncc: no -F _asyncc"; exit 1; }
_asyncc
printf '%s\n' "${COMPREPLY[@]}" | sort
BASH
comp() { bash comp.bash "$comp_file" "$@"; }

check 'asyncc -fno-async completes -fno-async-parallel-for' \
	'test "$(comp "asyncc -c -fno-async")" = -fno-async-parallel-for'
check 'asyncc -M offers the six dependency flags' \
	'test "$(comp "asyncc -M" | tr "\n" " ")" = "-MD -MF -MMD -MP -MQ -MT "'
check 'asyncc --print-ir= offers the values input, runtime and cf' \
	'test "$(comp "asyncc --print-ir=" | tr "\n" " ")" = "cf input runtime "'
check 'asyncc -fdiagnostics-color= offers always, auto, never' \
	'test "$(comp "asyncc -fdiagnostics-color=" | tr "\n" " ")" = "always auto never "'
check 'asyncc -fsanitize= offers the sanitizers' \
	'test "$(comp "asyncc -fsanitize=" | tr "\n" " ")" = "address leak thread undefined "'
check 'asyncc -O offers the levels --help names' \
	'test "$(comp "asyncc -O" | tr "\n" " ")" = "-O0 -O1 -O2 -O3 -Os "'
check 'asyncc --emit-header offers both spellings' \
	'test "$(comp "asyncc --emit-he" | tr "\n" " ")" = "--emit-header --emit-header= "'
check 'internal options are not offered (--pass=, -disable-llvm-passes, --print-options)' \
	'test -z "$(comp "asyncc --pa")" && test -z "$(comp "asyncc -disable")" && test -z "$(comp "asyncc --print-o")"'
check 'asyncc --print-ir=r completes runtime' 'test "$(comp "asyncc --print-ir=r")" = runtime'
check '... and the whole word when = does not break words' \
	'test "$(comp "asyncc --print-ir=r" 1)" = --print-ir=runtime'
check 'asyncc -o completes file names' 'comp "asyncc prog.mlir -o " | grep -qx main.c'
check 'asyncc -L completes directories only' 'test "$(comp "asyncc -L ")" = subdir'
check 'asyncc -MT completes nothing (a make target)' 'test -z "$(comp "asyncc -MT ")"'
check 'asyncc pr completes an input file' 'test "$(comp "asyncc -O2 pr")" = prog.mlir'

# The options --help shows, as spelled there (-OLEVEL, -o FILE,
# --print-ir=input|runtime|cf): the name, with a joined option's
# metavar cut off, or replaced by its values where --help lists them
# (-O0 -O1 ...; the values of NAME= options are completed after '=').
"$bin/asyncc" --help | sed -n 's/^  \(-[^ ]*\).*/\1/p' > help-words
check '--help shows at least 30 options' 'test "$(wc -l < help-words)" -ge 30'
while read -r w; do
	case $w in
	-OLEVEL) printf '%s\n' -O0 -O1 -O2 -O3 -Os ;;
	*=*) printf '%s\n' "${w%%=*}=" ;;
	-Wl,*) printf '%s\n' -Wl, ;;
	*) printf '%s\n' "$w" ;;
	esac
done < help-words | sort > help-options
comp "asyncc -" > names
check 'the completion offers exactly the options --help shows' 'diff help-options names'
check 'the values --help lists are those completed' \
	'"$bin/asyncc" --help | grep -q "^  -fdiagnostics-color=WHEN .*always, never, auto" &&
	 "$bin/asyncc" --help | grep -q "^  -fsanitize=LIST .*address, thread, undefined, leak" &&
	 "$bin/asyncc" --help | grep -q "^  -O.*-O0 (default) .. -O3, -Os"'
finish
