// An async.func suspended at an await of a token nothing sets, inside a
// task that awaits the function's result, and main awaiting the task.
async.func @stuck(%never: !async.token) -> !async.token {
  async.await %never : !async.token
  return
}

func.func @main() {
  %never = async.runtime.create : !async.token
  %t = async.execute {
    %r = async.call @stuck(%never) : (!async.token) -> !async.token
    async.await %r : !async.token
    async.yield
  }
  async.await %t : !async.token
  return
}
