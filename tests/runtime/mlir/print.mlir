// vector.print and the memref printers, in MLIR's runner-utils format.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @main() -> i32 {
  %i = arith.constant -5 : i64
  // CHECK:-5
  vector.print %i : i64
  %ix = arith.constant 7 : index
  // CHECK-NEXT:7
  vector.print %ix : index
  %b = arith.constant true
  // CHECK-NEXT:1
  vector.print %b : i1
  %f = arith.constant 0.1 : f32
  // CHECK-NEXT:0.1
  vector.print %f : f32
  %d = arith.constant 1.0e100 : f64
  // CHECK-NEXT:1e+100
  vector.print %d : f64
  %d2 = arith.constant 123456789.0 : f64
  // CHECK-NEXT:1.23457e+08
  vector.print %d2 : f64
  %v = arith.constant 2.5 : f32
  // CHECK-NEXT:( 2.5 )
  vector.print punctuation <open>
  vector.print %v : f32 punctuation <no_punctuation>
  vector.print punctuation <close>
  vector.print punctuation <newline>
  // CHECK-NEXT:hello
  vector.print str "hello\n"

  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<2x3xf32>
  scf.for %r = %c0 to %c2 step %c1 {
    scf.for %c = %c0 to %c3 step %c1 {
      %k = arith.muli %r, %c3 : index
      %n = arith.addi %k, %c : index
      %ni = arith.index_cast %n : index to i32
      %nf = arith.sitofp %ni : i32 to f32
      %h = arith.constant 0.5 : f32
      %x = arith.mulf %nf, %h : f32
      memref.store %x, %a[%r, %c] : memref<2x3xf32>
    }
  }
  %u = memref.cast %a : memref<2x3xf32> to memref<*xf32>
  // CHECK-NEXT:Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[0,   0.5,   1],
  // CHECK-NEXT: [1.5,   2,   2.5]]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  %l = memref.alloc() : memref<4xi64>
  scf.for %j = %c0 to %c3 step %c1 {
    %ji = arith.index_cast %j : index to i64
    memref.store %ji, %l[%j] : memref<4xi64>
  }
  %big = arith.constant 9223372036854775807 : i64
  memref.store %big, %l[%c3] : memref<4xi64>
  %ul = memref.cast %l : memref<4xi64> to memref<*xi64>
  // CHECK-NEXT:Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT:[0,  1,  2,  9223372036854775807]
  call @printMemrefI64(%ul) : (memref<*xi64>) -> ()

  %s = memref.alloc() : memref<f64>
  %pi = arith.constant 3.14159265 : f64
  memref.store %pi, %s[] : memref<f64>
  %us = memref.cast %s : memref<f64> to memref<*xf64>
  // CHECK-NEXT:Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT:[3.14159]
  call @printMemrefF64(%us) : (memref<*xf64>) -> ()

  %w = memref.alloc() : memref<2x1x2xi32>
  %seven = arith.constant 7 : i32
  scf.for %p = %c0 to %c2 step %c1 {
    scf.for %q = %c0 to %c2 step %c1 {
      memref.store %seven, %w[%p, %c0, %q] : memref<2x1x2xi32>
    }
  }
  %uw = memref.cast %w : memref<2x1x2xi32> to memref<*xi32>
  // CHECK-NEXT:Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 1, 2] strides = [2, 2, 1] data =
  // CHECK-NEXT:{{\[\[\[}}7,    7]],
  // CHECK-NEXT: {{\[\[}}7,    7]]]
  call @printMemrefI32(%uw) : (memref<*xi32>) -> ()

  memref.dealloc %a : memref<2x3xf32>
  memref.dealloc %l : memref<4xi64>
  memref.dealloc %s : memref<f64>
  memref.dealloc %w : memref<2x1x2xi32>
  %ok = arith.constant 0 : i32
  return %ok : i32
}
