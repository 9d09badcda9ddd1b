#include "CFuzzDriver.h"
#include <stdio.h>
#include <stdlib.h>

// Replaced by libFuzzer's strong definition when linked with -sanitize=fuzzer.
__attribute__((weak)) int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t)) {
    int ran = 0;
    for (int i = 1; i < *argc; i++) {
        const char *path = (*argv)[i];
        if (path[0] == '-') continue;
        FILE *file = fopen(path, "rb");
        if (!file) { fprintf(stderr, "cannot open %s\n", path); return 1; }
        fseek(file, 0, SEEK_END);
        long size = ftell(file);
        fseek(file, 0, SEEK_SET);
        uint8_t *data = malloc(size > 0 ? (size_t)size : 1);
        size_t got = fread(data, 1, (size_t)size, file);
        fclose(file);
        callback(data, got);
        free(data);
        ran++;
    }
    fprintf(stderr, "ran %d input(s) without libFuzzer (build with -sanitize=fuzzer to fuzz)\n", ran);
    return 0;
}
