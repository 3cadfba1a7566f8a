#!/bin/bash
# @file response files, split as gcc splits them.  -### shows how the
# arguments were read: each lands quoted in the printed job.
. "$(dirname "$0")/lib.sh"
write_inputs
cp ok.mlir "sp ace.mlir"
cp ok.mlir "it's.mlir"
cp ok.mlir 'back\slash.mlir'

dry() { "$ASYNCC" -### "$@" 2>&1 | tail -1; }

printf -- '-c -O2\nok.mlir\n' > plain.rsp
check 'words on lines and separated by blanks' 'dry @plain.rsp | grep -q "\"-c\" \"-O2\" \"ok.mlir\" \"-o\" \"ok.o\""'
printf -- '-c\t-O2  \r\n\n  ok.mlir' > blanks.rsp
check 'tabs, CRs, blank lines, no final newline' 'dry @blanks.rsp | grep -q "\"-c\" \"-O2\" \"ok.mlir\""'
printf -- '-c "sp ace.mlir"\n' > dq.rsp
check 'double quotes keep spaces' 'dry @dq.rsp | grep -q "\"sp ace.mlir\" \"-o\" \"sp ace.o\""'
printf -- "-c 'sp ace.mlir'\n" > sq.rsp
check 'single quotes keep spaces' 'dry @sq.rsp | grep -q "\"sp ace.mlir\""'
printf -- '-c sp\\ ace.mlir\n' > bs.rsp
check 'a backslash escapes a space' 'dry @bs.rsp | grep -q "\"sp ace.mlir\""'
printf -- '-c "it'"'"'s.mlir"\n' > mixq.rsp
check 'a single quote inside double quotes' "dry @mixq.rsp | grep -qF '\"it'\\''s.mlir\"'"
printf -- '-c sp" "ace.mlir\n' > mid.rsp
check 'quotes in the middle of a word' 'dry @mid.rsp | grep -q "\"sp ace.mlir\""'
printf -- '-c back\\\\slash.mlir\n' > bsbs.rsp
check 'a doubled backslash is one backslash' 'dry @bsbs.rsp | grep -qF "\"back\\\\slash.mlir\""'
printf -- '-c "back\\\\slash.mlir"\n' > bsq.rsp
check 'backslashes escape inside quotes too' 'dry @bsq.rsp | grep -qF "\"back\\\\slash.mlir\""'
printf -- '-c -MT "" ok.mlir -MD\n' > empty.rsp
check '"" is an empty argument' 'dry @empty.rsp | grep -q "\"-MT\" \"\" "'
: > none.rsp
check 'an empty file adds nothing' 'dry -c @none.rsp ok.mlir | grep -q "\"-c\" \"ok.mlir\""'

# Nesting, and files that cannot be read.
printf -- '-O3 @inner.rsp\n' > outer.rsp
printf -- '-c\nok.mlir\n' > inner.rsp
check 'response files nest' 'dry @outer.rsp | grep -q "\"-c\" \"-O3\" \"ok.mlir\""'
check 'arguments keep their order around @file' 'dry -g @inner.rsp -O1 | grep -q "\"-c\" \"-O1\" \"-g\" \"ok.mlir\""'
check 'an unreadable @file stays an argument (a missing input)' \
	'"$ASYNCC" -fsyntax-only @nosuch.rsp 2>&1 | grep -q "no such file or directory: .@nosuch.rsp."'
printf -- '@loop.rsp\n' > loop.rsp
check_fails 'a response file including itself is an error' '"$ASYNCC" @loop.rsp'
check 'that error says so' '"$ASYNCC" @loop.rsp 2>&1 | grep -q "include itself"'
mkdir -p adir
check_fails '@directory is an error' '"$ASYNCC" @adir'
check 'response files work for real, not only with -###' \
	'printf -- "--print-ir=input -o \"sp ace.out\" ok.mlir" > real.rsp && "$ASYNCC" @real.rsp && grep -q "@add" "sp ace.out"'

# -run FILE: what follows belongs to the program, @ included.
check 'arguments after -run FILE are not expanded' \
	'dry -run hello.mlir @plain.rsp x | grep -q "\"-run\" \"hello.mlir\" \"@plain.rsp\" \"x\"$"'
check 'options between -run and FILE are options' \
	'dry -run -O2 hello.mlir -O3 | grep -q "\"-O2\" \"-run\" \"hello.mlir\" \"-O3\"$"'
check 'a response file between -run and FILE is expanded' \
	'printf -- "-O1\n" > o1.rsp && dry -run @o1.rsp hello.mlir @o1.rsp | grep -q "\"-O1\" \"-run\" \"hello.mlir\" \"@o1.rsp\"$"'
check 'options before -run are expanded' \
	'printf -- "-O2\n" > o2.rsp && dry @o2.rsp -run hello.mlir | grep -q "\"-O2\" \"-run\" \"hello.mlir\"$"'
finish
