// The llvm dialect's custom forms: what asyncc prints for each op and
// type (mlir-opt-19 reads it back the same: differential.sh), and the
// generic form of the same module.
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input %s | asyncc --print-ir=input - | FileCheck %s
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Types, through function signatures.
llvm.func @types(!llvm.ptr, !llvm.ptr<3>, !llvm.array<4 x i32>, !llvm.array<2 x array<3 x f16>>,
                 !llvm.struct<()>, !llvm.struct<packed (i8, i32)>, !llvm.struct<(ptr, struct<(bf16, f64)>)>,
                 !llvm.struct<"named", (i32, ptr)>, !llvm.struct<"opaque_one", opaque>,
                 !llvm.array<2 x struct<"named", (i32, ptr)>>)

// Linkage, visibility, unnamed_addr and calling conventions; argument
// and result attributes; varargs; declarations.
llvm.func @printf(!llvm.ptr {llvm.noundef}, ...) -> i32
llvm.func @only_varargs(...)
llvm.func extern_weak @weak_decl(i64) -> i64
llvm.func internal fastcc @fast(%a: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) {
  llvm.return %a : i32
}
llvm.func private hidden unnamed_addr @priv() attributes {no_inline, passthrough = ["nounwind"]} {
  llvm.return
}
llvm.func linkonce_odr protected local_unnamed_addr coldcc @odr() -> !llvm.void {
  llvm.return
}
llvm.func weak @attrs() -> () attributes {llvm.emit_c_interface, sym_visibility = "private", target_cpu = "x86-64"} {
  llvm.return
}

// Globals: values, strings, initializer regions, linkages, flags.
llvm.mlir.global @plain(0 : i32) : i32
llvm.mlir.global private constant @str("a\22quoted\22 string\0A\00")
llvm.mlir.global internal constant @typed_str("xy") : !llvm.array<2 x i8>
llvm.mlir.global weak_odr hidden unnamed_addr constant @pi(3.1415 : f64) {alignment = 8 : i64, section = ".rodata"} : f64
llvm.mlir.global common thread_local @tl(0 : i64) : i64
llvm.mlir.global external @decl() : !llvm.ptr
llvm.mlir.global appending @app() : !llvm.array<0 x i8>
llvm.mlir.global linkonce local_unnamed_addr @space1(7 : i16) {addr_space = 1 : i32} : i16
llvm.mlir.global internal @init() : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
  %3 = llvm.mlir.addressof @plain : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
  llvm.return %4 : !llvm.struct<(i32, ptr)>
}
llvm.mlir.global_ctors {ctors = [@priv], priorities = [65535 : i32]}
llvm.mlir.global_dtors {dtors = [], priorities = []}

llvm.func @ops(%i: i32, %j: i64, %f: f32, %d: f64, %p: !llvm.ptr, %q: !llvm.ptr<3>, %c: i1) -> i32 {
  %0 = llvm.add %i, %i overflow<nsw, nuw> : i32
  %1 = llvm.sub %i, %i overflow<nuw> : i32
  %2 = llvm.mul %i, %i : i32
  %3 = llvm.shl %i, %i overflow<nsw> : i32
  %4 = llvm.fadd %f, %f {fastmathFlags = #llvm.fastmath<fast>} : f32
  %5 = llvm.fneg %d {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
  %6 = llvm.icmp "uge" %p, %p : !llvm.ptr
  %7 = llvm.fcmp "_true" %d, %d {fastmathFlags = #llvm.fastmath<nsz>} : f64
  %8 = llvm.fcmp "_false" %d, %d : f64
  %9 = llvm.select %c, %p, %p {fastmathFlags = #llvm.fastmath<none>} : i1, !llvm.ptr
  %10 = llvm.addrspacecast %q : !llvm.ptr<3> to !llvm.ptr
  %11 = llvm.mlir.constant(-1 : i64) : i64
  %12 = llvm.mlir.constant(true) : i1
  %13 = llvm.mlir.constant(0x7F800000 : f32) : f32
  %14 = llvm.mlir.constant("str") : !llvm.array<3 x i8>
  %15 = llvm.mlir.constant(2 : index) : i64
  %16 = llvm.mlir.poison : f16
  %17 = llvm.mlir.zero : !llvm.struct<(i32, array<2 x ptr>)>
  %18 = llvm.mlir.addressof @fast : !llvm.ptr
  %19 = llvm.mlir.addressof @space1 : !llvm.ptr<1>
  %20 = llvm.alloca inalloca %i x !llvm.struct<"named", (i32, ptr)> {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %21 = llvm.load volatile %p atomic syncscope("singlethread") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %22 = llvm.load %p invariant {nontemporal} : !llvm.ptr -> !llvm.ptr
  llvm.store volatile %i, %p atomic seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %17, %p {nontemporal} : !llvm.struct<(i32, array<2 x ptr>)>, !llvm.ptr
  %23 = llvm.getelementptr inbounds %p[%j, 1, %i, 0] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<2 x array<4 x i8>>)>
  %24 = llvm.getelementptr %p[-1] : (!llvm.ptr) -> !llvm.ptr, i8
  %25 = llvm.extractvalue %17[1, 0] : !llvm.struct<(i32, array<2 x ptr>)>
  %26 = llvm.insertvalue %p, %17[1, 1] : !llvm.struct<(i32, array<2 x ptr>)>
  %27 = llvm.call @printf(%p, %i, %d) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
  %28 = llvm.call fastcc @fast(%i) : (i32) -> i32
  %29 = llvm.call tail @fast(%i) {fastmathFlags = #llvm.fastmath<none>} : (i32) -> i32
  llvm.call %18(%i) : !llvm.ptr, (i32) -> ()
  %30 = llvm.call %18(%i) vararg(!llvm.func<i32 (i32, ...)>) : !llvm.ptr, (i32) -> i32
  llvm.call @only_varargs(%j) vararg(!llvm.func<void (...)>) : (i64) -> ()
  %31 = builtin.unrealized_conversion_cast %j : i64 to index
  %32:2 = builtin.unrealized_conversion_cast %j, %i : i64, i32 to index, f32
  %33 = builtin.unrealized_conversion_cast to i8
  llvm.cond_br %c, ^bb1(%i : i32), ^bb2
^bb1(%a: i32):
  llvm.switch %a : i32, ^bb2 [
    -3: ^bb2,
    7: ^bb3(%a, %j : i32, i64)
  ]
^bb2:
  llvm.switch %i : i32, ^bb3(%i, %j : i32, i64) [
  ] {note = "no cases"}
^bb3(%x: i32, %y: i64):
  llvm.br ^bb4
^bb4:
  llvm.return %x : i32
^bb5:
  llvm.unreachable
}

// Branch weights.
llvm.func @weights(%c: i1) {
  llvm.cond_br %c weights([3, 7]), ^bb1, ^bb2
^bb1:
  llvm.return
^bb2:
  llvm.return
}

llvm.func @intrinsics(%f: f32, %d: f64, %i: i32, %j: i64, %p: !llvm.ptr, %c: i1) {
  %0 = llvm.intr.sin(%f) : (f32) -> f32
  %1 = llvm.intr.cos(%d) {fastmathFlags = #llvm.fastmath<afn>} : (f64) -> f64
  %2 = llvm.intr.exp(%d) : (f64) -> f64
  %3 = llvm.intr.exp2(%d) : (f64) -> f64
  %4 = llvm.intr.log(%d) : (f64) -> f64
  %5 = llvm.intr.rint(%d) : (f64) -> f64
  %6 = llvm.intr.nearbyint(%d) : (f64) -> f64
  %7 = llvm.intr.roundeven(%d) : (f64) -> f64
  %8 = llvm.intr.maxnum(%d, %d) : (f64, f64) -> f64
  %9 = llvm.intr.minimum(%f, %f) : (f32, f32) -> f32
  %10 = llvm.intr.llround(%d) : (f64) -> i64
  %11 = llvm.intr.lrint(%f) : (f32) -> i64
  %12 = llvm.intr.llrint(%d) : (f64) -> i64
  %13 = llvm.intr.fshl(%i, %i, %i) : (i32, i32, i32) -> i32
  %14 = "llvm.intr.ssub.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %15 = "llvm.intr.usub.with.overflow"(%j, %j) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %16 = "llvm.intr.umul.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  "llvm.intr.memmove"(%p, %p, %j) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.intr.vastart %p : !llvm.ptr
  llvm.intr.vacopy %p to %p : !llvm.ptr, !llvm.ptr
  llvm.intr.vaend %p : !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  "llvm.intr.debugtrap"() : () -> ()
  "llvm.intr.trap"() : () -> ()
  llvm.unreachable
^bb2:
  llvm.return
}

// llvm ops in a func.func.
func.func @in_func(%p: !llvm.ptr) -> i32 {
  %0 = llvm.call @printf(%p, %p) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
  %1 = llvm.call @fast(%0) : (i32) -> i32
  return %1 : i32
}

// The module as asyncc prints it:
// CHECK: module {
// CHECK-NEXT: llvm.func @types(!llvm.ptr, !llvm.ptr<3>, !llvm.array<4 x i32>, !llvm.array<2 x array<3 x f16>>, !llvm.struct<()>, !llvm.struct<packed (i8, i32)>, !llvm.struct<(ptr, struct<(bf16, f64)>)>, !llvm.struct<"named", (i32, ptr)>, !llvm.struct<"opaque_one", opaque>, !llvm.array<2 x struct<"named", (i32, ptr)>>)
// CHECK-NEXT: llvm.func @printf(!llvm.ptr {llvm.noundef}, ...) -> i32
// CHECK-NEXT: llvm.func @only_varargs(...)
// CHECK-NEXT: llvm.func extern_weak @weak_decl(i64) -> i64
// CHECK-NEXT: llvm.func internal fastcc @fast(%arg0: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func private hidden unnamed_addr @priv() attributes {no_inline, passthrough = ["nounwind"]} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func linkonce_odr protected local_unnamed_addr coldcc @odr() {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func weak @attrs() attributes {llvm.emit_c_interface, sym_visibility = "private", target_cpu = "x86-64"} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global external @plain(0 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT: llvm.mlir.global private constant @str("a\22quoted\22 string\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @typed_str("xy") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global weak_odr hidden unnamed_addr constant @pi(3.141500e+00 : f64) {addr_space = 0 : i32, alignment = 8 : i64, section = ".rodata"} : f64
// CHECK-NEXT: llvm.mlir.global common thread_local @tl(0 : i64) {addr_space = 0 : i32} : i64
// CHECK-NEXT: llvm.mlir.global external @decl() {addr_space = 0 : i32} : !llvm.ptr
// CHECK-NEXT: llvm.mlir.global appending @app() {addr_space = 0 : i32} : !llvm.array<0 x i8>
// CHECK-NEXT: llvm.mlir.global linkonce local_unnamed_addr @space1(7 : i16) {addr_space = 1 : i32} : i16
// CHECK-NEXT: llvm.mlir.global internal @init() {addr_space = 0 : i32} : !llvm.struct<(i32, ptr)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.addressof @plain : !llvm.ptr
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: llvm.return %4 : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global_ctors {ctors = [@priv], priorities = [65535 : i32]}
// CHECK-NEXT: llvm.mlir.global_dtors {dtors = [], priorities = []}
// CHECK-NEXT: llvm.func @ops(%arg0: i32, %arg1: i64, %arg2: f32, %arg3: f64, %arg4: !llvm.ptr, %arg5: !llvm.ptr<3>, %arg6: i1) -> i32 {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT: %1 = llvm.sub %arg0, %arg0 overflow<nuw> : i32
// CHECK-NEXT: %2 = llvm.mul %arg0, %arg0 : i32
// CHECK-NEXT: %3 = llvm.shl %arg0, %arg0 overflow<nsw> : i32
// CHECK-NEXT: %4 = llvm.fadd %arg2, %arg2  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %5 = llvm.fneg %arg3  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
// CHECK-NEXT: %6 = llvm.icmp "uge" %arg4, %arg4 : !llvm.ptr
// CHECK-NEXT: %7 = llvm.fcmp "_true" %arg3, %arg3 {fastmathFlags = #llvm.fastmath<nsz>} : f64
// CHECK-NEXT: %8 = llvm.fcmp "_false" %arg3, %arg3 : f64
// CHECK-NEXT: %9 = llvm.select %arg6, %arg4, %arg4 : i1, !llvm.ptr
// CHECK-NEXT: %10 = llvm.addrspacecast %arg5 : !llvm.ptr<3> to !llvm.ptr
// CHECK-NEXT: %11 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %12 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %13 = llvm.mlir.constant(0x7F800000 : f32) : f32
// CHECK-NEXT: %14 = llvm.mlir.constant("str") : !llvm.array<3 x i8>
// CHECK-NEXT: %15 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %16 = llvm.mlir.poison : f16
// CHECK-NEXT: %17 = llvm.mlir.zero : !llvm.struct<(i32, array<2 x ptr>)>
// CHECK-NEXT: %18 = llvm.mlir.addressof @fast : !llvm.ptr
// CHECK-NEXT: %19 = llvm.mlir.addressof @space1 : !llvm.ptr<1>
// CHECK-NEXT: %20 = llvm.alloca inalloca %arg0 x !llvm.struct<"named", (i32, ptr)> {alignment = 16 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT: %21 = llvm.load volatile %arg4 atomic syncscope("singlethread") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: %22 = llvm.load %arg4 invariant {nontemporal} : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: llvm.store volatile %arg0, %arg4 atomic seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %17, %arg4 {nontemporal} : !llvm.struct<(i32, array<2 x ptr>)>, !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr inbounds %arg4[%arg1, 1, %arg0, 0] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<2 x array<4 x i8>>)>
// CHECK-NEXT: %24 = llvm.getelementptr %arg4[-1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %25 = llvm.extractvalue %17[1, 0] : !llvm.struct<(i32, array<2 x ptr>)>
// CHECK-NEXT: %26 = llvm.insertvalue %arg4, %17[1, 1] : !llvm.struct<(i32, array<2 x ptr>)>
// CHECK-NEXT: %27 = llvm.call @printf(%arg4, %arg0, %arg3) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
// CHECK-NEXT: %28 = llvm.call fastcc @fast(%arg0) : (i32) -> i32
// CHECK-NEXT: %29 = llvm.call tail @fast(%arg0) : (i32) -> i32
// CHECK-NEXT: llvm.call %18(%arg0) : !llvm.ptr, (i32) -> ()
// CHECK-NEXT: %30 = llvm.call %18(%arg0) vararg(!llvm.func<i32 (i32, ...)>) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT: llvm.call @only_varargs(%arg1) vararg(!llvm.func<void (...)>) : (i64) -> ()
// CHECK-NEXT: %31 = builtin.unrealized_conversion_cast %arg1 : i64 to index
// CHECK-NEXT: %32:2 = builtin.unrealized_conversion_cast %arg1, %arg0 : i64, i32 to index, f32
// CHECK-NEXT: %33 = builtin.unrealized_conversion_cast to i8
// CHECK-NEXT: llvm.cond_br %arg6, ^bb1(%arg0 : i32), ^bb2
// CHECK-NEXT: ^bb1(%34: i32):  // pred: ^bb0
// CHECK-NEXT: llvm.switch %34 : i32, ^bb2 [
// CHECK-NEXT: 4294967293: ^bb2,
// CHECK-NEXT: 7: ^bb3(%34, %arg1 : i32, i64)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: llvm.switch %arg0 : i32, ^bb3(%arg0, %arg1 : i32, i64) [
// CHECK-NEXT: ] {note = "no cases"}
// CHECK-NEXT: ^bb3(%35: i32, %36: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: llvm.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: llvm.return %35 : i32
// CHECK-NEXT: ^bb5:  // no predecessors
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @weights(%arg0: i1) {
// CHECK-NEXT: llvm.cond_br %arg0 weights([3, 7]), ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @intrinsics(%arg0: f32, %arg1: f64, %arg2: i32, %arg3: i64, %arg4: !llvm.ptr, %arg5: i1) {
// CHECK-NEXT: %0 = llvm.intr.sin(%arg0)  : (f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.cos(%arg1)  {fastmathFlags = #llvm.fastmath<afn>} : (f64) -> f64
// CHECK-NEXT: %2 = llvm.intr.exp(%arg1)  : (f64) -> f64
// CHECK-NEXT: %3 = llvm.intr.exp2(%arg1)  : (f64) -> f64
// CHECK-NEXT: %4 = llvm.intr.log(%arg1)  : (f64) -> f64
// CHECK-NEXT: %5 = llvm.intr.rint(%arg1)  : (f64) -> f64
// CHECK-NEXT: %6 = llvm.intr.nearbyint(%arg1)  : (f64) -> f64
// CHECK-NEXT: %7 = llvm.intr.roundeven(%arg1)  : (f64) -> f64
// CHECK-NEXT: %8 = llvm.intr.maxnum(%arg1, %arg1)  : (f64, f64) -> f64
// CHECK-NEXT: %9 = llvm.intr.minimum(%arg0, %arg0)  : (f32, f32) -> f32
// CHECK-NEXT: %10 = llvm.intr.llround(%arg1)  : (f64) -> i64
// CHECK-NEXT: %11 = llvm.intr.lrint(%arg0)  : (f32) -> i64
// CHECK-NEXT: %12 = llvm.intr.llrint(%arg1)  : (f64) -> i64
// CHECK-NEXT: %13 = llvm.intr.fshl(%arg2, %arg2, %arg2)  : (i32, i32, i32) -> i32
// CHECK-NEXT: %14 = "llvm.intr.ssub.with.overflow"(%arg2, %arg2) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %15 = "llvm.intr.usub.with.overflow"(%arg3, %arg3) : (i64, i64) -> !llvm.struct<(i64, i1)>
// CHECK-NEXT: %16 = "llvm.intr.umul.with.overflow"(%arg2, %arg2) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: "llvm.intr.memmove"(%arg4, %arg4, %arg3) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.intr.vastart %arg4 : !llvm.ptr
// CHECK-NEXT: llvm.intr.vacopy %arg4 to %arg4 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.intr.vaend %arg4 : !llvm.ptr
// CHECK-NEXT: llvm.cond_br %arg5, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "llvm.intr.debugtrap"() : () -> ()
// CHECK-NEXT: "llvm.intr.trap"() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @in_func(%arg0: !llvm.ptr) -> i32 {
// CHECK-NEXT: %0 = llvm.call @printf(%arg0, %arg0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT: %1 = llvm.call @fast(%0) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// The generic form spells out the properties:
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<fastcc>, arg_attrs = [{llvm.signext}], function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<internal>, res_attrs = [{llvm.zeroext}], sym_name = "fast"}> ({
// GENERIC: "llvm.mlir.global"() <{addr_space = 1 : i32, global_type = i16, linkage = #llvm.linkage<linkonce>, sym_name = "space1", unnamed_addr = 1 : i64, value = 7 : i16}> ({
// GENERIC: "llvm.mlir.global_ctors"() <{ctors = [@priv], priorities = [65535 : i32]}> : () -> ()
// GENERIC: %25 = "llvm.icmp"(%arg12, %arg12) <{predicate = 9 : i64}> : (!llvm.ptr, !llvm.ptr) -> i1
// GENERIC: %40 = "llvm.load"(%arg12) <{alignment = 4 : i64, ordering = 2 : i64, syncscope = "singlethread", volatile_}> : (!llvm.ptr) -> i32
// GENERIC: %42 = "llvm.getelementptr"(%arg12, %arg9, %arg8) <{elem_type = !llvm.struct<(i32, array<2 x array<4 x i8>>)>, inbounds, rawConstantIndices = array<i32: -2147483648, 1, -2147483648, 0>}> : (!llvm.ptr, i64, i32) -> !llvm.ptr
// GENERIC: %43 = "llvm.getelementptr"(%arg12) <{elem_type = i8, rawConstantIndices = array<i32: -1>}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC: %46 = "llvm.call"(%arg12, %arg8, %arg11) <{callee = @printf, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, i32, f64) -> i32
// GENERIC: "llvm.cond_br"(%arg14, %arg8)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// GENERIC: "llvm.switch"(%53, %53, %arg9)[^bb2, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 2>, case_values = dense<[-3, 7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i32, i32, i64) -> ()
// GENERIC: "llvm.switch"(%arg8, %arg8, %arg9)[^bb3] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 2, 0>}> {note = "no cases"} : (i32, i32, i64) -> ()
// GENERIC: "llvm.cond_br"(%arg7)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 7>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// GENERIC: "llvm.cond_br"(%arg6)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
