// EXPECT: status 134 (abort(): the generated code asserts)
// A blocking await of a token in error fails in main the way MLIR's own
// lowering makes it fail: the runtime reports the error, the generated
// code asserts.
func.func @main() -> i32 {
  %false = arith.constant false
  %bad = async.execute {
    cf.assert %false, "failing on purpose"
    async.yield
  }
  async.await %bad : !async.token
  %c2 = arith.constant 2 : i64
  vector.print %c2 : i64
  %ok = arith.constant 0 : i32
  return %ok : i32
}
