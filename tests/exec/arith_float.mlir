// Floating-point arithmetic, the NaN-aware min/max family, every cmpf
// predicate, fast-math flags and the float casts.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s

func.func private @id(%x: f64) -> f64 {
  return %x : f64
}

func.func private @id32(%x: f32) -> f32 {
  return %x : f32
}

func.func @main() {
  %c15 = arith.constant 1.5 : f64
  %cm4 = arith.constant -4.0 : f64
  %a = func.call @id(%c15) : (f64) -> f64
  %b = func.call @id(%cm4) : (f64) -> f64

  // CHECK:-2.5
  // CHECK-NEXT:5.5
  // CHECK-NEXT:-6
  // CHECK-NEXT:-0.375
  // CHECK-NEXT:1.5
  // CHECK-NEXT:-1.5
  %add = arith.addf %a, %b : f64
  vector.print %add : f64
  %sub = arith.subf %a, %b fastmath<nnan, ninf> : f64
  vector.print %sub : f64
  %mul = arith.mulf %a, %b fastmath<fast> : f64
  vector.print %mul : f64
  %div = arith.divf %a, %b : f64
  vector.print %div : f64
  %rem = arith.remf %a, %b : f64
  vector.print %rem : f64
  %neg = arith.negf %a : f64
  vector.print %neg : f64

  // maximumf/minimumf propagate NaN, maxnumf/minnumf ignore it.
  // CHECK-NEXT:1.5
  // CHECK-NEXT:-4
  // CHECK-NEXT:nan
  // CHECK-NEXT:1.5
  // CHECK-NEXT:1.5
  %max = arith.maximumf %a, %b : f64
  vector.print %max : f64
  %min = arith.minimumf %a, %b : f64
  vector.print %min : f64
  %zero = arith.constant 0.0 : f64
  %z = func.call @id(%zero) : (f64) -> f64
  %nan = arith.divf %z, %z : f64
  %maxnan = arith.maximumf %a, %nan : f64
  %isnan = arith.cmpf uno, %maxnan, %maxnan : f64
  %one = arith.constant 1 : i1
  cf.cond_br %isnan, ^nan, ^notnan
^nan:
  vector.print str "nan\n"
  cf.br ^go
^notnan:
  vector.print %maxnan : f64
  cf.br ^go
^go:
  %maxnum = arith.maxnumf %a, %nan : f64
  vector.print %maxnum : f64
  %minnum = arith.minnumf %nan, %a : f64
  vector.print %minnum : f64

  // The 16 cmpf predicates on (1.5, NaN), then on (1.5, -4).
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:1
  // CHECK-NEXT:1
  // CHECK-NEXT:1
  // CHECK-NEXT:1
  // CHECK-NEXT:1
  // CHECK-NEXT:1
  // CHECK-NEXT:1
  // CHECK-NEXT:1
  func.call @cmp(%a, %nan) : (f64, f64) -> ()
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:1
  // CHECK-NEXT:1
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:1
  // CHECK-NEXT:1
  // CHECK-NEXT:0
  // CHECK-NEXT:1
  // CHECK-NEXT:1
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:1
  // CHECK-NEXT:0
  // CHECK-NEXT:1
  func.call @cmp(%a, %b) : (f64, f64) -> ()

  // Casts.
  // CHECK-NEXT:-4
  // CHECK-NEXT:3
  // CHECK-NEXT:-4
  // CHECK-NEXT:1.84467e+19
  // CHECK-NEXT:1.5
  // CHECK-NEXT:0.1
  // CHECK-NEXT:4609434218613702656
  // CHECK-NEXT:1.5
  %fi = arith.fptosi %b : f64 to i32
  vector.print %fi : i32
  %three = arith.constant 3.75 : f64
  %t = func.call @id(%three) : (f64) -> f64
  %fu = arith.fptoui %t : f64 to i8
  vector.print %fu : i8
  %si = arith.sitofp %fi : i32 to f64
  vector.print %si : f64
  %m1 = arith.constant -1 : i64
  %ui = arith.uitofp %m1 : i64 to f64
  vector.print %ui : f64
  %tr = arith.truncf %a : f64 to f32
  vector.print %tr : f32
  %tenth = arith.constant 0.1 : f32
  %t32 = func.call @id32(%tenth) : (f32) -> f32
  vector.print %t32 : f32
  %bits = arith.bitcast %a : f64 to i64
  vector.print %bits : i64
  %back = arith.bitcast %bits : i64 to f64
  vector.print %back : f64

  // Half precision passes its bits to the printer.
  // CHECK-NEXT:1.5
  // CHECK-NEXT:1.5
  // CHECK-NEXT:3
  %h = arith.truncf %a : f64 to f16
  vector.print %h : f16
  %bf = arith.truncf %a : f64 to bf16
  vector.print %bf : bf16
  %hh = arith.addf %h, %h : f16
  %ext = arith.extf %hh : f16 to f32
  vector.print %ext : f32
  return
}

func.func @cmp(%x: f64, %y: f64) {
  %0 = arith.cmpf false, %x, %y : f64
  vector.print %0 : i1
  %1 = arith.cmpf oeq, %x, %y : f64
  vector.print %1 : i1
  %2 = arith.cmpf ogt, %x, %y : f64
  vector.print %2 : i1
  %3 = arith.cmpf oge, %x, %y : f64
  vector.print %3 : i1
  %4 = arith.cmpf olt, %x, %y : f64
  vector.print %4 : i1
  %5 = arith.cmpf ole, %x, %y : f64
  vector.print %5 : i1
  %6 = arith.cmpf one, %x, %y : f64
  vector.print %6 : i1
  %7 = arith.cmpf ord, %x, %y : f64
  vector.print %7 : i1
  %8 = arith.cmpf ueq, %x, %y : f64
  vector.print %8 : i1
  %9 = arith.cmpf ugt, %x, %y : f64
  vector.print %9 : i1
  %10 = arith.cmpf uge, %x, %y : f64
  vector.print %10 : i1
  %11 = arith.cmpf ult, %x, %y : f64
  vector.print %11 : i1
  %12 = arith.cmpf ule, %x, %y : f64
  vector.print %12 : i1
  %13 = arith.cmpf une, %x, %y : f64
  vector.print %13 : i1
  %14 = arith.cmpf uno, %x, %y : f64
  vector.print %14 : i1
  %15 = arith.cmpf true, %x, %y : f64
  vector.print %15 : i1
  return
}
