#!/bin/bash
# Dependency files (-MD -MMD -MF -MT -MQ -MP) as gcc writes them, read
# back by make.  -fsyntax-only with -MF writes them without the back end;
# with it, the -c forms Automake's depmode=gcc3 uses are checked too.
. "$(dirname "$0")/lib.sh"
write_inputs
cp ok.mlir "sp ace.mlir"
cp ok.mlir 'd$x.mlir'
cp ok.mlir 'h#sh.mlir'

check 'the rule names the object and the input' \
	'"$ASYNCC" -fsyntax-only -MD -MF ok.d ok.mlir && test "$(cat ok.d)" = "ok.o: ok.mlir"'
check '-MMD is -MD' '"$ASYNCC" -fsyntax-only -MMD -MF ok2.d ok.mlir && cmp ok.d ok2.d'
check '-MT replaces the target' \
	'"$ASYNCC" -fsyntax-only -MD -MF t.d -MT "obj/x.o" ok.mlir && test "$(cat t.d)" = "obj/x.o: ok.mlir"'
check '-MT is not quoted, -MQ is' \
	'"$ASYNCC" -fsyntax-only -MD -MF q.d -MT "a b" -MQ "c d\$" ok.mlir && test "$(cat q.d)" = "a b c\\ d\$\$: ok.mlir"'
check 'several targets keep their order' \
	'"$ASYNCC" -fsyntax-only -MD -MF m.d -MT one -MT two ok.mlir && test "$(cat m.d)" = "one two: ok.mlir"'
check '-MP adds no rule for the input itself (gcc neither)' \
	'"$ASYNCC" -fsyntax-only -MD -MP -MF p.d ok.mlir && test "$(cat p.d)" = "ok.o: ok.mlir"'
check 'a space is quoted' '"$ASYNCC" -fsyntax-only -MD -MF s.d "sp ace.mlir" && test "$(cat s.d)" = "sp\\ ace.o: sp\\ ace.mlir"'
check '$ is doubled' "\"\$ASYNCC\" -fsyntax-only -MD -MF dollar.d 'd\$x.mlir' && test \"\$(cat dollar.d)\" = 'd\$\$x.o: d\$\$x.mlir'"
check '# is escaped' "\"\$ASYNCC\" -fsyntax-only -MD -MF hash.d 'h#sh.mlir' && test \"\$(cat hash.d)\" = 'h\\#sh.o: h\\#sh.mlir'"
check 'a long rule wraps as gcc wraps it' \
	'"$ASYNCC" -fsyntax-only -MD -MF long.d -MT $(printf "t%.0s" $(seq 70)) ok.mlir && test $(wc -l < long.d) -eq 2 && head -1 long.d | grep -q " \\\\$"'
check 'without -MD, -MF writes nothing' '"$ASYNCC" -fsyntax-only -MF no.d ok.mlir && test ! -e no.d'
check 'a failing compile writes no dependency file' '! "$ASYNCC" -fsyntax-only -MD -MF bad.d bad.mlir 2>/dev/null && test ! -e bad.d'

# make reads them: an object is up to date until its .mlir changes.
cat > Makefile <<'EOF2'
include ok.d s.d dollar.d hash.d
%.o:
	touch '$@'
EOF2
touch ok.o "sp ace.o" 'd$x.o' 'h#sh.o'
check 'make: objects newer than their .mlir are up to date' \
	'make -q ok.o && make -q "sp ace.o" && make -q "d\$x.o" && make -q "h#sh.o"'
touch ok.mlir "sp ace.mlir" 'd$x.mlir' 'h#sh.mlir'
check 'make: touching the .mlir makes each object out of date' \
	'! make -q ok.o && ! make -q "sp ace.o" && ! make -q "d\$x.o" && ! make -q "h#sh.o"'
check 'make: and remakes it' 'make -s "sp ace.o" && make -q "sp ace.o"'

if have_backend; then
	mkdir -p .deps sub
	check 'depmode=gcc3: -MT $@ -MD -MP -MF .deps/x.Tpo -c -o x.o' \
		'"$ASYNCC" -MT ok.o -MD -MP -MF .deps/ok.Tpo -c -o ok.o ok.mlir && test "$(cat .deps/ok.Tpo)" = "ok.o: ok.mlir"'
	check '-c -MD writes x.d next to the current directory' \
		'"$ASYNCC" -c -MD ok.mlir && test "$(cat ok.d)" = "ok.o: ok.mlir"'
	check '-c -o dir/y.o -MD writes dir/y.d naming dir/y.o' \
		'"$ASYNCC" -c -MD ok.mlir -o sub/y.o && test "$(cat sub/y.d)" = "sub/y.o: ok.mlir"'
	check '-S -MD names the .s' '"$ASYNCC" -S -MD ok.mlir && test "$(cat ok.d)" = "ok.s: ok.mlir"'
	if have_runtime; then
		# (clang -fsanitize=address lists its ignorelist before main.c)
		check 'linking with -MD writes x.d naming x.o (gcc does)' \
			'rm -f ok.d && "$ASYNCC" -MD main.c ok.mlir -o app && test "$(cat ok.d)" = "ok.o: ok.mlir" && grep -Eq "^main\.o:( [^ ]+)* main\.c( |$)" main.d'
	fi
	check_fails 'a failing -c -MD compile' '"$ASYNCC" -c -MD bad.mlir'
	check 'leaves neither object nor dependency file' 'test ! -e bad.o && test ! -e bad.d'
else
	echo "note: back end not built yet; the -c dependency checks did not run"
fi
finish
