# libasyncrt: see runtime/README (filled in by the runtime work)
