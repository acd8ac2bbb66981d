#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H

#include <stddef.h>

/// The bytes the process has allocated with malloc and not freed yet, as the allocator counts
/// them: on glibc mallinfo2()'s arena and mapped blocks, on Apple platforms the default zone's
/// size in use, and under AddressSanitizer or ThreadSanitizer (whose allocator replaces the C
/// library's) the sanitizer's own count. Returns 0 with an allocator that keeps no such count.
size_t heap_statistics_bytes_in_use(void);

#endif
