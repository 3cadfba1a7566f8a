// A task that awaits a token nothing sets, and main awaiting the task:
// main's await is the one the report names, on the task's token.
func.func @main() {
  %never = async.runtime.create : !async.token
  %t = async.execute {
    async.await %never : !async.token
    async.yield
  }
  async.await %t : !async.token
  return
}
