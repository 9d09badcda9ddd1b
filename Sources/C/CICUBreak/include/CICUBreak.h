#ifndef CICUBREAK_H
#define CICUBREAK_H
#include <stdint.h>

/// Word spans found by ICU's dictionary-based word break iterator.
/// Writes up to `capacity` pairs of UTF-16 offsets (start, end) of the spans that are words
/// (rule status >= UBRK_WORD_NONE_LIMIT: letters, numbers, kana, ideographs) into `spans`.
/// Returns the number of spans found (which may exceed `capacity`), or -1 on an ICU error.
int32_t concord_word_spans(const uint16_t *text, int32_t length, const char *locale,
                           int32_t *spans, int32_t capacity);

#endif
