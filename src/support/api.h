/* api.h - what the compiler exports to its back end.
 *
 * The compiler is built with hidden visibility: nothing it defines is
 * visible outside the asyncc executable, except the declarations marked
 * ASYNCC_API.  Those are the back end's interface (backend.h): the LLVM
 * module, loaded on demand, resolves them against the executable at load
 * time.  Lua marks its API the same way (LUA_API, llimits.h's LUAI_FUNC).
 *
 * Mark a function here only when the back end calls it; the test
 * tests/backend/exports.sh keeps the list short and complete. */
#ifndef ASYNCC_API_H
#define ASYNCC_API_H

#define ASYNCC_API __attribute__((visibility("default")))

#endif
