// The module's one function is `static inline` in its header, so that it compiles to a
// single instruction at each call site; this file only gives the target a source to build.
#include "MemoryPrefetch.h"
