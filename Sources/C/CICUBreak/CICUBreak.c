// Calls ICU from C so the version-suffixed symbol names (ubrk_open_72, ucol_open_72, …) stay out of Swift.
#include "CICUBreak.h"
#include <unicode/ubrk.h>
#include <unicode/ucnv.h>
#include <unicode/ucnv_err.h>
#include <unicode/ucol.h>
#include <unicode/uloc.h>
#include <unicode/utrans.h>
#include <unicode/ustring.h>
#include <pthread.h>
#include <string.h>

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

int32_t concord_decode(const char *charset, const char *bytes, int32_t length, uint16_t *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UConverter *converter = ucnv_open(charset, &status);
    if (U_FAILURE(status)) return -1;
    // Stop at the first invalid sequence instead of substituting U+FFFD: a failed decode is the answer.
    ucnv_setToUCallBack(converter, UCNV_TO_U_CALLBACK_STOP, NULL, NULL, NULL, &status);
    if (U_FAILURE(status)) { ucnv_close(converter); return -1; }
    int32_t units = ucnv_toUChars(converter, (UChar *)out, capacity, bytes, length, &status);
    ucnv_close(converter);
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) return units;
    return U_FAILURE(status) ? -1 : units;
}

void *concord_collator_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(locale, &status);
    if (U_FAILURE(status)) return NULL;
    // Digits as numbers: "Chapter 2" before "Chapter 10", as a file manager lists them.
    ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, UCOL_ON, &status);
    return collator;
}

int32_t concord_collator_sort_key(void *collator, const uint16_t *text, int32_t length, uint8_t *out, int32_t capacity) {
    return ucol_getSortKey((const UCollator *)collator, (const UChar *)text, length, out, capacity);
}

void concord_collator_close(void *collator) {
    ucol_close((UCollator *)collator);
}

// One transliterator for the process: building `Any-Latin` compiles many rule sets (milliseconds), and a
// transliterator is not safe to use from two threads at once.
static UTransliterator *latin = NULL;
static pthread_once_t latin_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t latin_lock = PTHREAD_MUTEX_INITIALIZER;

static void open_latin(void) {
    UErrorCode status = U_ZERO_ERROR;
    UChar id[32];
    u_uastrcpy(id, "Any-Latin; Latin-ASCII");
    UTransliterator *t = utrans_openU(id, -1, UTRANS_FORWARD, NULL, 0, NULL, &status);
    latin = U_FAILURE(status) ? NULL : t;
}

int32_t concord_transliterate_latin(const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity) {
    pthread_once(&latin_once, open_latin);
    if (latin == NULL || length < 0) return -1;
    if (length > capacity) return length * 8 + 16;
    memcpy(out, text, (size_t)length * sizeof(uint16_t));
    UErrorCode status = U_ZERO_ERROR;
    int32_t result = length, limit = length;
    pthread_mutex_lock(&latin_lock);
    utrans_transUChars(latin, (UChar *)out, &result, capacity, 0, &limit, &status);
    pthread_mutex_unlock(&latin_lock);
    if (status == U_BUFFER_OVERFLOW_ERROR) return result > capacity ? result : capacity * 2;
    return U_FAILURE(status) ? -1 : result;
}

int32_t concord_language_autonym(const char *tag, uint16_t *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char locale[64];
    int32_t parsed = 0;
    uloc_forLanguageTag(tag, locale, sizeof locale, &parsed, &status);
    if (U_FAILURE(status) || locale[0] == 0) return -1;
    // ICU falls back to the code itself, or to an English name, when it knows no name: only a name in the
    // language's own data counts.
    int32_t length = uloc_getDisplayName(locale, locale, (UChar *)out, capacity, &status);
    if (U_FAILURE(status) || status == U_USING_DEFAULT_WARNING) return -1;
    return length;
}
