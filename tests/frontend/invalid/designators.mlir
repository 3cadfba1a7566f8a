// -verify-diagnostics' line designators as MLIR 19 resolves them: @below
// is the next line without an expected-* comment (so stacked ones all
// name the same line), @above the last such line before (mlir-opt-19
// passes this file too).
// RUN: asyncc -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

#quarter = affine_map<(d0) -> (d0 floordiv 4)>

func.func @stacked_below() {
  // expected-error@below {{region entry argument '%i' is already in use}}
  // expected-note@below {{previously referenced here}}
  affine.for %i = #quarter(%i) to 10 {
  }
  return
}

// -----

#quarter = affine_map<(d0) -> (d0 floordiv 4)>

func.func @stacked_above() {
  affine.for %i = #quarter(%i) to 10 {
  // expected-error@above {{region entry argument '%i' is already in use}}
  // expected-note@above {{previously referenced here}}
  }
  return
}

