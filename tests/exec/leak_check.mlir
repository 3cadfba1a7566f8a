// The execution tests run with ASYNCRT_CHECK_LEAKS=1 by default (see
// tests/lit.sh): a program that leaves a token alive fails its RUN line,
// in the JIT and as a linked executable.  This one holds a reference it
// never gives back (an explicit add_ref the counting pass keeps).
// REQUIRES: asyncrt
// RUN: not asyncc -run %s 2>&1 | FileCheckExact %s
// RUN: asyncc -c %s -o %t.o && bash %S/link.sh %t %t.o
// RUN: not %t 2>&1 | FileCheckExact %s
// With the check off the leak is the point: LeakSanitizer, in a sanitizer
// build, must not report this one token either.
// RUN: ASYNCRT_CHECK_LEAKS=0 ASAN_OPTIONS=${ASAN_OPTIONS:-}:detect_leaks=0 \
// RUN:   asyncc -run %s | FileCheckExact %s --check-prefix=OFF

// CHECK:done
// CHECK:asyncrt: leak check: 1 token still alive at exit
// OFF:done
func.func @main() {
  %t = async.runtime.create : !async.token
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  async.runtime.set_available %t : !async.token
  async.runtime.await %t : !async.token
  vector.print str "done\n"
  return
}
