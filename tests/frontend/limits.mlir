// Resource limits: hostile nesting, huge names and numbers, and floods of
// errors get a diagnostic (or just work), never a crash or a hang.  The
// inputs are generated here; "rep N TEXT" repeats TEXT N times.
// RUN: rep() { for i in $(seq $1); do echo -n "$2"; done; }; \
// RUN:   { echo -n 'func.func private @f('; rep 250 '!async.value<'; echo -n i32; rep 250 '>'; echo ')'; } > %t.types.mlir; \
// RUN:   { echo -n 'func.func private @f() attributes {a = '; rep 250 '['; rep 250 ']'; echo '}'; } > %t.attrs.mlir; \
// RUN:   { echo 'func.func @f() {'; echo -n '  return loc('; rep 250 '"n"('; echo -n '"f":1:1'; rep 250 ')'; echo ')'; echo '}'; } > %t.locs.mlir; \
// RUN:   { echo 'func.func @f(%c: i1) {'; rep 250 'scf.if %c {'; rep 250 '}'; echo 'return }'; } > %t.regions.mlir; \
// RUN:   long=$(rep 300 a); \
// RUN:   { echo 'func.func @f() {'; echo "  \"$long\"() : () -> ()"; echo '  return'; echo '}'; } > %t.opname.mlir; \
// RUN:   echo "func.func private @f() attributes {\"$long\" = 1}" > %t.attrname.mlir; \
// RUN:   { echo 'func.func @f() {'; echo "  return loc(\"$(rep 4 $long)\":1:1)"; echo '}'; } > %t.locname.mlir; \
// RUN:   echo "module @\"$long\" {}" > %t.modname.mlir; \
// RUN:   echo "func.func private @f() attributes {a = $(rep 100 1234567890)}" > %t.bignum.mlir; \
// RUN:   for i in $(seq 25); do echo "func.func @f$i() {"; echo "  bogus.op$i"; echo '}'; done > %t.errors.mlir; \
// RUN:   { echo 'func.func @f() -> i32 {'; echo "  %$(rep 20000 x) = arith.constant 7 : i32"; echo "  return %$(rep 20000 x) : i32"; echo '}'; } > %t.longname.mlir
// RUN: not asyncc -fsyntax-only %t.types.mlir 2>&1 | FileCheck %s --check-prefix=TYPES
// TYPES: error: types nested too deeply
// RUN: not asyncc -fsyntax-only %t.attrs.mlir 2>&1 | FileCheck %s --check-prefix=ATTRS
// ATTRS: error: attributes nested too deeply
// RUN: not asyncc -fsyntax-only %t.locs.mlir 2>&1 | FileCheck %s --check-prefix=LOCS
// LOCS: error: locations nested too deeply
// RUN: not asyncc -fsyntax-only %t.regions.mlir 2>&1 | FileCheck %s --check-prefix=REGIONS
// REGIONS: error: regions nested too deeply (more than 200 levels)
// RUN: not asyncc -fsyntax-only %t.opname.mlir 2>&1 | FileCheck %s --check-prefix=OPNAME
// OPNAME: error: operation name is too long
// RUN: not asyncc -fsyntax-only %t.attrname.mlir 2>&1 | FileCheck %s --check-prefix=ATTRNAME
// ATTRNAME: error: attribute name is too long
// RUN: not asyncc -fsyntax-only %t.locname.mlir 2>&1 | FileCheck %s --check-prefix=LOCNAME
// LOCNAME: error: location string is too long
// RUN: not asyncc -fsyntax-only %t.modname.mlir 2>&1 | FileCheck %s --check-prefix=MODNAME
// MODNAME: error: module name is too long
// RUN: not asyncc -fsyntax-only %t.bignum.mlir 2>&1 | FileCheck %s --check-prefix=BIGNUM
// BIGNUM: error: integer literal does not fit in 64 bits
// After 20 errors the parser stops recovering and says so.
// RUN: not asyncc -fsyntax-only %t.errors.mlir 2>&1 | FileCheck %s --check-prefix=ERRORS
// ERRORS-COUNT-20: error: custom op 'bogus.op
// ERRORS-NOT: error:
// ERRORS: note: too many errors, stopping now
// ERRORS-NOT: error:
// Names have no length limit.
// RUN: asyncc --print-ir=input %t.longname.mlir | FileCheck %s --check-prefix=LONGNAME
// LONGNAME: %c7_i32 = arith.constant 7 : i32
// LONGNAME-NEXT: return %c7_i32 : i32
// Shapes of more than 64 dimensions (code generation works per
// dimension: 100000 of them once cost gigabytes there).
// RUN: rep() { for i in $(seq $1); do echo -n "$2"; done; }; \
// RUN:   echo "func.func private @f(memref<$(rep 65 4x)f32>)" > %t.rank65.mlir; \
// RUN:   echo "func.func private @f(memref<$(rep 64 1x)f32>)" > %t.rank64.mlir
// RUN: not asyncc -fsyntax-only %t.rank65.mlir 2>&1 | FileCheck %s --check-prefix=RANK
// RANK: error: more than 64 dimensions
// RUN: asyncc -c %t.rank64.mlir -o %t.rank64.o
// A long source line is shown as a window around the caret.
// RUN: rep() { for i in $(seq $1); do echo -n "$2"; done; }; \
// RUN:   echo "func.func private @f() attributes {a = [$(rep 100 '1, ') bogus $(rep 3000 ', 1')]}" > %t.wide.mlir
// RUN: not asyncc -fsyntax-only %t.wide.mlir 2>&1 > /dev/null | FileCheck %s --check-prefix=WIDE
// RUN: not asyncc -fsyntax-only %t.wide.mlir 2>&1 | awk 'length > 200 { exit 1 }'
// WIDE: :1:342: error: expected attribute value
// WIDE-NEXT: {{^}}...{{.*}} bogus ,{{.*}}...{{$}}
// WIDE-NEXT: {{^ +\^$}}
