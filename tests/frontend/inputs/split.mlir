func.func private @one()
// -----
module @two {
  func.func private @two()
}
