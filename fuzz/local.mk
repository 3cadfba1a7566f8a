# libFuzzer targets (--enable-fuzzing)
