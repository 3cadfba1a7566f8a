# LLVM back end module (asyncc-llvm.la)
