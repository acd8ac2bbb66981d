#include "HeapStatistics.h"
/* Defines __GLIBC__ (through <features.h>) before the C library is tested for below. */
#include <stdlib.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define HEAP_STATISTICS_SANITIZER_ALLOCATOR 1
#endif
#endif

#if defined(HEAP_STATISTICS_SANITIZER_ALLOCATOR)
/* The sanitizer's allocator replaces the C library's, whose count then stays at zero. */
#include <sanitizer/allocator_interface.h>

size_t heap_statistics_bytes_in_use(void) {
    return __sanitizer_get_current_allocated_bytes();
}

#elif defined(__APPLE__)
#include <malloc/malloc.h>

size_t heap_statistics_bytes_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return statistics.size_in_use;
}

#elif defined(__GLIBC__)
#include <malloc.h>

size_t heap_statistics_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    /* Small blocks live in the arenas (uordblks); large ones are mapped on their own (hblkhd). */
    return info.uordblks + info.hblkhd;
}

#else

size_t heap_statistics_bytes_in_use(void) {
    return 0;
}

#endif
