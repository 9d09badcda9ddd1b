#ifndef CICUBREAK_H
#define CICUBREAK_H
#include <stdint.h>

/// Word spans found by ICU's dictionary-based word break iterator.
/// Writes up to `capacity` pairs of UTF-16 offsets (start, end) of the spans that are words
/// (rule status >= UBRK_WORD_NONE_LIMIT: letters, numbers, kana, ideographs) into `spans`.
/// Returns the number of spans found (which may exceed `capacity`), or -1 on an ICU error.
int32_t concord_word_spans(const uint16_t *text, int32_t length, const char *locale,
                           int32_t *spans, int32_t capacity);

/// Decodes `length` bytes in the character set `charset` (an ICU converter name, `GB18030`) to UTF-16.
/// Writes up to `capacity` units to `out`; returns the number of units (which may exceed `capacity`: call
/// again with more room), or -1 when a byte sequence is not valid in that character set or ICU fails.
int32_t concord_decode(const char *charset, const char *bytes, int32_t length, uint16_t *out, int32_t capacity);

/// An ICU collator for `locale` (`en`, `zh`: pinyin, `zh-Hant`: stroke order, `ja`…), or NULL when ICU fails.
/// Release it with `concord_collator_close`.
void *concord_collator_open(const char *locale);

/// Writes the sort key of `length` UTF-16 units of `text` (at most `capacity` bytes, NUL-terminated) to `out`;
/// returns its length with the NUL (which may exceed `capacity`: call again with more room), or 0 on failure.
/// Two texts compare as their keys do, byte by byte.
int32_t concord_collator_sort_key(void *collator, const uint16_t *text, int32_t length, uint8_t *out, int32_t capacity);

void concord_collator_close(void *collator);

/// Writes `length` UTF-16 units of `text` in Latin ASCII letters (ICU's `Any-Latin; Latin-ASCII`: pinyin for
/// Chinese, romaji for Japanese, Revised Romanization for Korean, Cyrillic and Greek by their standards) to `out`,
/// at most `capacity` units; returns the result's length (which may exceed `capacity`: call again with more
/// room), or -1 when ICU fails. Thread-safe: one transliterator, built once, used under a lock.
int32_t concord_transliterate_latin(const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity);

/// Writes the name of the language `tag` (a BCP 47 tag) in the language itself (`ru` → `русский`), as CLDR
/// writes it mid-sentence, to `out` (at most `capacity` UTF-16 units); returns its length, or -1 when ICU knows no name for it.
int32_t concord_language_autonym(const char *tag, uint16_t *out, int32_t capacity);

#endif
