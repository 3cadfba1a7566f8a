#!/bin/bash
# The bash completion (completion/gen-bash.sh, from asyncc --print-options):
# make install puts it where bash-completion loads it; sourced in bash, it
# completes option names, the values the option table lists, files after
# -o and directories after -L; and every option `asyncc --help' shows is
# among the names it completes, so the two cannot drift apart.
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

check 'asyncc --emit-h completes --emit-header' 'test "$(comp "asyncc --emit-h")" = --emit-header'
check 'asyncc -fno-async completes -fno-async-parallel-for' \
	'test "$(comp "asyncc -c -fno-async")" = -fno-async-parallel-for'
check 'asyncc -M offers the six dependency flags' \
	'test "$(comp "asyncc -M" | tr "\n" " ")" = "-MD -MF -MMD -MP -MQ -MT "'
check 'asyncc --print-ir= offers the values input and runtime' \
	'test "$(comp "asyncc --print-ir=" | tr "\n" " ")" = "input runtime "'
check 'asyncc --print-ir=r completes runtime' 'test "$(comp "asyncc --print-ir=r")" = runtime'
check '... and the whole word when = does not break words' \
	'test "$(comp "asyncc --print-ir=r" 1)" = --print-ir=runtime'
check 'asyncc -o completes file names' 'comp "asyncc prog.mlir -o " | grep -qx main.c'
check 'asyncc -L completes directories only' 'test "$(comp "asyncc -L ")" = subdir'
check 'asyncc -MT completes nothing (a make target)' 'test -z "$(comp "asyncc -MT ")"'
check 'asyncc pr completes an input file' 'test "$(comp "asyncc -O2 pr")" = prog.mlir'

# Every option --help shows: its first word is a completed name, or a
# completed name followed by its metavar (-OLEVEL, --print-ir=input|runtime).
"$bin/asyncc" --help | sed -n 's/^  \(-[^ ]*\).*/\1/p' > help-options
check '--help shows at least 30 options' 'test "$(wc -l < help-options)" -ge 30'
comp "asyncc -" > names
check 'every option in --help is completed' '
	while read -r w; do
		best=
		while read -r n; do
			case $w in "$n"*) [ ${#n} -gt ${#best} ] && best=$n ;; esac
		done < names
		rest=${w#"$best"}
		[ -n "$best" ] && { [ -z "$rest" ] || [[ $rest =~ ^[A-Z][A-Z.]*$|\| ]]; } ||
			{ echo "--help shows $w, the completion has no such option"; exit 1; }
	done < help-options'
# And it follows the table: every spelling asyncc accepts, and no more.
check 'it completes exactly the spellings of asyncc --print-options' \
	'"$bin/asyncc" --print-options | cut -d" " -f1 | sort | cmp - names'
finish
