#ifndef CFUZZDRIVER_H
#define CFUZZDRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt), linked in by `-sanitize=fuzzer`: runs `callback` on generated inputs.
/// Without `-sanitize=fuzzer` a weak fallback in driver.c runs it once over each file named on the command
/// line, so the fuzz targets still link in a normal `swift build` and can replay a saved crash.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
