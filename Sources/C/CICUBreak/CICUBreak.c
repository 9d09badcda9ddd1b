// Calls ICU from C so the version-suffixed symbol names (ubrk_open_72, …) stay out of Swift.
#include "CICUBreak.h"
#include <unicode/ubrk.h>

static int32_t spans(UBreakIteratorType type, const uint16_t *text, int32_t length, const char *locale,
                     int32_t *out, int32_t capacity, int words_only) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *bi = ubrk_open(type, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    int32_t start = ubrk_first(bi);
    for (int32_t end = ubrk_next(bi); end != UBRK_DONE; start = end, end = ubrk_next(bi)) {
        if (words_only && ubrk_getRuleStatus(bi) < UBRK_WORD_NONE_LIMIT) continue;
        if (count < capacity) {
            out[2 * count] = start;
            out[2 * count + 1] = end;
        }
        count++;
    }
    ubrk_close(bi);
    return count;
}

int32_t concord_word_spans(const uint16_t *text, int32_t length, const char *locale,
                           int32_t *out, int32_t capacity) {
    return spans(UBRK_WORD, text, length, locale, out, capacity, 1);
}

int32_t concord_sentence_spans(const uint16_t *text, int32_t length, const char *locale,
                               int32_t *out, int32_t capacity) {
    return spans(UBRK_SENTENCE, text, length, locale, out, capacity, 0);
}
