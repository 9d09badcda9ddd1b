// Calls ICU from C so the version-suffixed symbol names (ubrk_open_72, …) stay out of Swift.
#include "CICUBreak.h"
#include <unicode/ubrk.h>

int32_t concord_word_spans(const uint16_t *text, int32_t length, const char *locale,
                           int32_t *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *bi = ubrk_open(UBRK_WORD, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    int32_t start = ubrk_first(bi);
    for (int32_t end = ubrk_next(bi); end != UBRK_DONE; start = end, end = ubrk_next(bi)) {
        if (ubrk_getRuleStatus(bi) < UBRK_WORD_NONE_LIMIT) continue;
        if (count < capacity) {
            out[2 * count] = start;
            out[2 * count + 1] = end;
        }
        count++;
    }
    ubrk_close(bi);
    return count;
}
