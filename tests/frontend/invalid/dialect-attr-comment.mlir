// A comment on the last line of a dialect attribute swallows its closing
// '>': MLIR finds the attribute's end by its brackets, then reads the
// text with its lexer, and says so after the last token before the
// comment (mlir-opt-19 gives this message at this place).
// RUN: asyncc -verify-diagnostics -split-input-file %s

// expected-error @+1 {{expected '>'}}
#root = #llvm.tbaa_root<id = "a root" // the root >
llvm.func @f() {
  llvm.return
}

