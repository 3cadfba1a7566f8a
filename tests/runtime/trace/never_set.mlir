// A token nothing sets: main waits forever (a deadlock report).
func.func @main() {
  %t = async.runtime.create : !async.token
  async.runtime.await %t : !async.token
  return
}
