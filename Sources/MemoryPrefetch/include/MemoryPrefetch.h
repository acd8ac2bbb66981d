#ifndef MEMORY_PREFETCH_H
#define MEMORY_PREFETCH_H

/// Asks the processor to start loading the cache line at `address` for writing, without
/// waiting for it: a hint that changes no memory and cannot fault, whatever `address` is.
///
/// The alert queue calls it with the next alert to be shown while the current one is being
/// shown and answered, so that a long queue, whose alerts are spread over far more memory than
/// the caches hold, does not stall on each.
static inline void memory_prefetch_for_write(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

#endif
