#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H
#include <stddef.h>
#include <stdint.h>

/* libFuzzer's driver, for a program that has its own main (a Swift executable). Defined by
   libclang_rt.fuzzer, which `-sanitize=fuzzer` links; only the fuzzing build calls it. */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
