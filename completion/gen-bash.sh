#!/bin/sh
# gen-bash.sh ASYNCC - write asyncc's bash completion to standard output.
#
# The option names, which of them take the next word as their value, and
# the values some of them take all come from the driver's option table
# (`ASYNCC --print-options', one "NAME KIND METAVAR VALUES" a line,
# separated by tabs: the options `asyncc --help' documents), so the
# completion cannot drift from what asyncc accepts and documents.  The
# build runs this with the asyncc it has just built (completion/local.mk).
set -eu
asyncc=${1:?usage: gen-bash.sh ASYNCC}
table=$("$asyncc" --print-options)
test -n "$table" || { echo "gen-bash.sh: $asyncc --print-options printed nothing" >&2; exit 1; }
tab=$(printf '\t')

# fields AWK-PROGRAM: run it over the table, split at tabs.
fields() { printf '%s\n' "$table" | awk -F "$tab" "$1"; }
# case_pattern WORDS: the words as a case pattern (a|b|c), quoted for
# the shell ('-###' would otherwise be a comment).
case_pattern() {
	printf '%s\n' "$1" | awk '{ for (i = 1; i <= NF; i++) printf "%s'\''%s'\''", (i > 1 ? "|" : ""), $i }'
}

# The names offered: a joined option whose name does not end in '=' and
# that lists its values (-O) is offered with each (-O0 -O1 ...).
all=$(fields '{ if ($2 == "joined" && $4 != "" && $1 !~ /=$/) { n = split($4, v, " ");
	for (i = 1; i <= n; i++) { printf "%s%s%s", sep, $1, v[i]; sep = " " } }
	else { printf "%s%s", sep, $1; sep = " " } }')
sep_file=$(fields '$2 ~ /separate/ && $3 == "FILE" { printf "%s%s", sep, $1; sep = " " }')
sep_dir=$(fields '$2 ~ /separate/ && $3 == "DIR" { printf "%s%s", sep, $1; sep = " " }')
sep_other=$(fields '$2 ~ /separate/ && $3 != "FILE" && $3 != "DIR" { printf "%s%s", sep, $1; sep = " " }')
# Options NAME= whose values the table lists: --print-ir=input|runtime|cf.
values=$(fields '$2 == "joined" && $1 ~ /=$/ && $4 != "" {
	printf "\t\t%s*) vals=\"%s\" ;;\n", $1, $4 }')

cat <<HEAD
# bash completion for asyncc                               -*- shell-script -*-
#
# Generated from asyncc's option table (asyncc --print-options) by
# completion/gen-bash.sh: do not edit, change src/driver/opts.c.

_asyncc_options='$all'

_asyncc()
{
	local cur word prev vals
	COMPREPLY=()
	# The word being completed as typed: bash splits "--print-ir=in" at
	# the '=' (COMP_WORDBREAKS), the line up to the cursor does not.
	word=\${COMP_WORDS[COMP_CWORD]}
	cur=\${COMP_LINE:0:COMP_POINT}
	cur=\${cur##*[[:space:]]}
	prev=
	if [ "\$COMP_CWORD" -gt 0 ]; then
		prev=\${COMP_WORDS[COMP_CWORD-1]}
		[ "\$prev" = = ] || [ "\$word" = = ] && prev=
	fi

	# The value of an option written as two words (-o FILE, -L DIR, ...).
	case \$prev in
HEAD
[ -z "$sep_file" ] || printf '\t%s)\n\t\tCOMPREPLY=($(compgen -f -- "$cur")); return ;;\n' "$(case_pattern "$sep_file")"
[ -z "$sep_dir" ] || printf '\t%s)\n\t\tCOMPREPLY=($(compgen -d -- "$cur")); return ;;\n' "$(case_pattern "$sep_dir")"
[ -z "$sep_other" ] || printf '\t%s)\n\t\treturn ;;\n' "$(case_pattern "$sep_other")"
cat <<MID
	esac

	case \$cur in
	-*=*)
		# A value joined to its option: only the values the table lists.
		case \$cur in
$values
		*) return ;;
		esac
		COMPREPLY=(\$(compgen -W "\$vals" -- "\${cur#*=}"))
		# Without '=' in COMP_WORDBREAKS bash replaces the whole word.
		[ "\$word" = "\$cur" ] && COMPREPLY=("\${COMPREPLY[@]/#/\${cur%%=*}=}")
		;;
	-*)
		COMPREPLY=(\$(compgen -W "\$_asyncc_options" -- "\$cur"))
		# An option whose value follows in the same word (--print-ir=,
		# -Wl,): no space after it.
		if [ \${#COMPREPLY[@]} -eq 1 ] && [[ \${COMPREPLY[0]} == *[=,] ]]; then
			compopt -o nospace 2>/dev/null
		fi
		;;
	*)
		COMPREPLY=(\$(compgen -f -- "\$cur"))
		;;
	esac
}
complete -o filenames -F _asyncc asyncc
MID
