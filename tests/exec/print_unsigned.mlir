// vector.print of unsigned and signed integer types: an unsigned value
// is zero-extended to 64 bits for the printer, a signed one
// sign-extended, as MLIR 19's convert-vector-to-llvm does (its build of
// this program prints the same lines).  The values come from memref
// globals, since arith's ops take signless integers only.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s

memref.global "private" constant @u8 : memref<2xui8> = dense<[200, 255]>
memref.global "private" constant @u16 : memref<1xui16> = dense<[65535]>
memref.global "private" constant @u32 : memref<1xui32> = dense<[4000000000]>
memref.global "private" constant @s8 : memref<1xsi8> = dense<[-56]>
memref.global "private" constant @s32 : memref<1xsi32> = dense<[-2147483648]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m8 = memref.get_global @u8 : memref<2xui8>
  %a = memref.load %m8[%c0] : memref<2xui8>
  // CHECK:200
  vector.print %a : ui8
  %b = memref.load %m8[%c1] : memref<2xui8>
  // CHECK-NEXT:255
  vector.print %b : ui8
  %m16 = memref.get_global @u16 : memref<1xui16>
  %c = memref.load %m16[%c0] : memref<1xui16>
  // CHECK-NEXT:65535
  vector.print %c : ui16
  %m32 = memref.get_global @u32 : memref<1xui32>
  %d = memref.load %m32[%c0] : memref<1xui32>
  // CHECK-NEXT:4000000000
  vector.print %d : ui32
  %ms = memref.get_global @s8 : memref<1xsi8>
  %e = memref.load %ms[%c0] : memref<1xsi8>
  // CHECK-NEXT:-56
  vector.print %e : si8
  %ms32 = memref.get_global @s32 : memref<1xsi32>
  %f = memref.load %ms32[%c0] : memref<1xsi32>
  // CHECK-NEXT:-2147483648
  vector.print %f : si32
  return
}
