/*
 * The browser's zlib inflater, compiled to WebAssembly by scripts/build-inflate-wasm.mjs with libdeflate's
 * decompressor (vendor/libdeflate). No libc: one decompressor in static memory, the input and output buffers
 * static too, so the module's memory never grows and views of it stay valid.
 */
#include <stddef.h>
#include <stdint.h>

#include "../vendor/libdeflate/libdeflate.h"

/* A region file's chunk holds at most 255 sectors of 4 KiB. */
#define IN_CAPACITY (255 * 4096)
/* A 1.12 chunk inflates to about 170 KB; one that does not fit here goes the standard way. */
#define OUT_CAPACITY (4 * 1024 * 1024)

static uint8_t in_buffer[IN_CAPACITY];
static uint8_t out_buffer[OUT_CAPACITY];
static size_t last_in_nbytes;
static size_t last_out_nbytes;

/* libdeflate allocates once, its decompressor (~11 KB): from this arena, never freed. */
static _Alignas(16) uint8_t arena[32 * 1024];
static int arena_used;

void *libdeflate_malloc(size_t size) {
  if (arena_used || size > sizeof(arena)) return NULL;
  arena_used = 1;
  return arena;
}

void libdeflate_free(void *ptr) {
  (void)ptr;
}

/* clang may call these for copies it does not inline; with bulk memory they are single instructions. */
void *memset(void *s, int c, size_t n) {
  __builtin_memset(s, c, n);
  return s;
}

void *memcpy(void *dest, const void *src, size_t n) {
  __builtin_memcpy(dest, src, n);
  return dest;
}

void *memmove(void *dest, const void *src, size_t n) {
  __builtin_memmove(dest, src, n);
  return dest;
}

static struct libdeflate_decompressor *decompressor;

__attribute__((export_name("in_ptr"))) uint8_t *in_ptr(void) { return in_buffer; }
__attribute__((export_name("in_capacity"))) size_t in_capacity(void) { return IN_CAPACITY; }
__attribute__((export_name("out_ptr"))) uint8_t *out_ptr(void) { return out_buffer; }
__attribute__((export_name("out_capacity"))) size_t out_capacity(void) { return OUT_CAPACITY; }
/* After a success: the bytes of the input the zlib stream took (header, data and Adler-32), and the output's. */
__attribute__((export_name("in_used"))) size_t in_used(void) { return last_in_nbytes; }
__attribute__((export_name("out_length"))) size_t out_length(void) { return last_out_nbytes; }

/*
 * Inflates the zlib stream in in_buffer[0, in_len) into out_buffer[0, out_cap): libdeflate's result (0 success,
 * 1 bad data, 2 short output, 3 insufficient space), or -1 when a length is out of range or the decompressor
 * could not be made.
 */
__attribute__((export_name("inflate_zlib"))) int inflate_zlib(size_t in_len, size_t out_cap) {
  last_in_nbytes = 0;
  last_out_nbytes = 0;
  if (in_len > IN_CAPACITY || out_cap > OUT_CAPACITY) return -1;
  if (!decompressor) decompressor = libdeflate_alloc_decompressor();
  if (!decompressor) return -1;
  return (int)libdeflate_zlib_decompress_ex(decompressor, in_buffer, in_len, out_buffer, out_cap, &last_in_nbytes,
                                            &last_out_nbytes);
}
