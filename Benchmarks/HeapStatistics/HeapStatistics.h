// glibc's allocator statistics (`mallinfo2()`), for the `stack.bytes_per_group` figure: Swift's
// Glibc module does not export <malloc.h>. Empty on other systems.
#if defined(__linux__)
#include <malloc.h>
#endif
