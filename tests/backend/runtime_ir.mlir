// async.runtime.* as calls with MLIR's runtime ABI (AsyncRuntime.h), so
// that objects link against either runtime, except create and await,
// which pass libasyncrt a static descriptor of their source location
// (asyncrt_site: "file:line:col", the function, an id the runtime
// fills); vector.print with the runner utilities' printers; cf.assert
// with puts and abort.
// RUN: asyncc -S -emit-llvm -disable-llvm-passes %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=DECL < %t.ll
// RUN: FileCheck %s --check-prefix=SITE < %t.ll

// CHECK-LABEL: define void @tokens_values_groups(i64 %0)
func.func @tokens_values_groups(%n: index) {
  // CHECK: %[[T:.*]] = call ptr @asyncrt_token_create_at(ptr @[[S1:site[.0-9]*]])
  // CHECK: %[[V:.*]] = call ptr @asyncrt_value_create_at(i64 4, ptr @{{site[.0-9]*}})
  // CHECK: %[[W:.*]] = call ptr @asyncrt_value_create_at(i64 24, ptr @{{site[.0-9]*}})
  // CHECK: %[[G:.*]] = call ptr @mlirAsyncRuntimeCreateGroup(i64 %0)
  %t = async.runtime.create : !async.token
  %v = async.runtime.create : !async.value<f32>
  %w = async.runtime.create : !async.value<memref<i8>>
  %g = async.runtime.create_group %n : !async.group
  // CHECK: call i64 @mlirAsyncRuntimeAddTokenToGroup(ptr %[[T]], ptr %[[G]])
  %i = async.runtime.add_to_group %t, %g : !async.token
  // CHECK: call void @mlirAsyncRuntimeEmplaceToken(ptr %[[T]])
  // CHECK: call void @mlirAsyncRuntimeSetValueError(ptr %[[V]])
  async.runtime.set_available %t : !async.token
  async.runtime.set_error %v : !async.value<f32>
  // CHECK: call void @asyncrt_await_at(ptr %[[T]], ptr @{{site[.0-9]*}})
  // CHECK: call void @asyncrt_await_at(ptr %[[V]], ptr @{{site[.0-9]*}})
  // CHECK: call void @asyncrt_await_at(ptr %[[G]], ptr @{{site[.0-9]*}})
  async.runtime.await %t : !async.token
  async.runtime.await %v : !async.value<f32>
  async.runtime.await %g : !async.group
  // CHECK: call i1 @mlirAsyncRuntimeIsTokenError(ptr %[[T]])
  // CHECK: call i1 @mlirAsyncRuntimeIsValueError(ptr %[[V]])
  // CHECK: call i1 @mlirAsyncRuntimeIsGroupError(ptr %[[G]])
  %e1 = async.runtime.is_error %t : !async.token
  %e2 = async.runtime.is_error %v : !async.value<f32>
  %e3 = async.runtime.is_error %g : !async.group
  // CHECK: %[[S:.*]] = call ptr @mlirAsyncRuntimeGetValueStorage(ptr %[[V]])
  // CHECK-NEXT: load float, ptr %[[S]], align 4
  %x = async.runtime.load %v : <f32>
  // CHECK: %[[S2:.*]] = call ptr @mlirAsyncRuntimeGetValueStorage(ptr %[[V]])
  // CHECK-NEXT: store float 1.500000e+00, ptr %[[S2]], align 4
  %c = arith.constant 1.5 : f32
  async.runtime.store %c, %v : <f32>
  // CHECK: call void @mlirAsyncRuntimeAddRef(ptr %[[T]], i64 3)
  // CHECK: call void @mlirAsyncRuntimeDropRef(ptr %[[G]], i64 1)
  async.runtime.add_ref %t {count = 3 : i64} : !async.token
  async.runtime.drop_ref %g {count = 1 : i64} : !async.group
  // CHECK: call i64 @mlirAsyncRuntimGetNumWorkerThreads()
  %k = async.runtime.num_worker_threads : index
  return
}

// CHECK-LABEL: define void @printing(i1 %0, i8 %1, i64 %2, half %3, bfloat %4, double %5)
// CHECK-NEXT: %[[B:.*]] = zext i1 %0 to i64
// CHECK-NEXT: call void @printI64(i64 %[[B]])
// CHECK-NEXT: call void @printNewline()
// CHECK-NEXT: %[[I:.*]] = sext i8 %1 to i64
// CHECK-NEXT: call void @printI64(i64 %[[I]])
// CHECK-NEXT: call void @printComma()
// CHECK-NEXT: call void @printU64(i64 %2)
// CHECK-NEXT: call void @printOpen()
// CHECK-NEXT: %[[H:.*]] = bitcast half %3 to i16
// CHECK-NEXT: call void @printF16(i16 %[[H]])
// CHECK-NEXT: call void @printClose()
// CHECK-NEXT: %[[BF:.*]] = bitcast bfloat %4 to i16
// CHECK-NEXT: call void @printBF16(i16 %[[BF]])
// CHECK-NEXT: call void @printF64(double %5)
// CHECK-NEXT: call void @printString(ptr @vector_print_str)
// CHECK-NEXT: ret void
func.func @printing(%b: i1, %i: i8, %x: index, %h: f16, %bf: bf16, %d: f64) {
  vector.print %b : i1
  vector.print %i : i8 punctuation <comma>
  vector.print %x : index punctuation <open>
  vector.print %h : f16 punctuation <close>
  vector.print %bf : bf16 punctuation <no_punctuation>
  vector.print %d : f64 punctuation <no_punctuation>
  vector.print str "done\n"
  return
}

// CHECK-LABEL: define void @asserting(i1 %0)
// CHECK-NEXT: br i1 %0, label %[[OK:[0-9]+]], label %[[FAIL:[0-9]+]]
// CHECK: [[OK]]:
// CHECK-NEXT: ret void
// CHECK: [[FAIL]]:
// CHECK-NEXT: call i32 @puts(ptr @assert_msg)
// CHECK-NEXT: call i32 @fflush(ptr null)
// CHECK-NEXT: call void @abort()
// CHECK-NEXT: unreachable
func.func @asserting(%c: i1) {
  cf.assert %c, "it failed"
  return
}

// Asserts with the same message in a function share the failure block.
// CHECK-LABEL: define void @two_asserts(i1 %0, i1 %1)
// CHECK-NEXT: br i1 %0, label %[[A:[0-9]+]], label %[[FAIL:[0-9]+]]
// CHECK: [[A]]:
// CHECK-NEXT: br i1 %1, label %[[B:[0-9]+]], label %[[FAIL]]
// CHECK: [[B]]:
// CHECK-NEXT: ret void
// CHECK: [[FAIL]]:
// CHECK-NEXT: call i32 @puts(ptr @assert_msg)
// CHECK-NOT: @puts
// CHECK: {{^}$}}
func.func @two_asserts(%a: i1, %b: i1) {
  cf.assert %a, "it failed"
  cf.assert %b, "it failed"
  return
}

// DECL-DAG: @assert_msg = private unnamed_addr constant [10 x i8] c"it failed\00"
// DECL-DAG: @vector_print_str = private unnamed_addr constant [6 x i8] c"done\0A\00"
// The runtime's C functions cannot unwind.
// DECL-DAG: declare ptr @asyncrt_token_create_at(ptr) #[[NOUNWIND:[0-9]+]]
// DECL-DAG: attributes #[[NOUNWIND]] = { nounwind }
// The sites: writable (the runtime numbers them), with the op's
// location and the function's name.
// SITE: @[[L1:site.loc[.0-9]*]] = private unnamed_addr constant [{{[0-9]+}} x i8] c"{{.*}}runtime_ir.mlir:18:8\00"
// SITE-NEXT: @[[F:site.func[.0-9]*]] = private unnamed_addr constant [21 x i8] c"tokens_values_groups\00"
// SITE-NEXT: @[[S1:site[.0-9]*]] = private global { ptr, ptr, i32 } { ptr @[[L1]], ptr @[[F]], i32 0 }, align 8
// SITE: @[[L2:site.loc[.0-9]*]] = private unnamed_addr constant [{{[0-9]+}} x i8] c"{{.*}}runtime_ir.mlir:31:3\00"
// SITE-NEXT: @[[S2:site[.0-9]*]] = private global { ptr, ptr, i32 } { ptr @[[L2]], ptr @[[F]], i32 0 }, align 8
// SITE: call ptr @asyncrt_token_create_at(ptr @[[S1]])
// SITE: call void @asyncrt_await_at(ptr %{{[0-9]+}}, ptr @[[S2]])
