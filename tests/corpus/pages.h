// The encodings the corpus misreads text as, and which of them each language really meets.
// Names as ICU knows them (damage.h).
#pragma once

#include <string_view>
#include <vector>

namespace u8scope::corpus {

/// Every single-octet code page people meet: Windows, ISO 8859 where the parts differ, KOI8,
/// Mac OS and DOS.
inline constexpr std::string_view kSingleOctetPages[] = {
    "windows-1250", "windows-1251", "windows-1252", "windows-1253",   "windows-1254",
    "windows-1255", "windows-1256", "windows-1257", "windows-1258",   "windows-874",
    "ISO-8859-1",   "ISO-8859-2",   "ISO-8859-3",   "ISO-8859-4",     "ISO-8859-5",
    "ISO-8859-6",   "ISO-8859-7",   "ISO-8859-8",   "ISO-8859-9",     "ISO-8859-10",
    "ISO-8859-11",  "ISO-8859-13",  "ISO-8859-14",  "ISO-8859-15",    "ISO-8859-16",
    "KOI8-R",       "KOI8-U",       "macintosh",    "x-mac-cyrillic", "x-mac-greek",
    "IBM437",       "IBM850",       "IBM852",       "IBM866",
};

/// The East Asian encodings UTF-8 is misread as (double-octet; GB18030 also four-octet).
inline constexpr std::string_view kEastAsianPages[] = {
    "GBK", "GB18030", "Big5", "Shift_JIS", "EUC-JP", "EUC-KR", "windows-949",
};

/// The pages a text in `language` ("fr", "ru", "zh-Hant", "emoji", ...) really meets: its
/// region's, the most common first (the Windows page where the region has one; ISO 8859, KOI8,
/// Mac OS and DOS), and windows-1252, which Western software takes any text for, last.
[[nodiscard]] std::vector<std::string_view> pagesMetBy(std::string_view language);

/// The legacy encoding a text in `language` is stored in ("GBK" for "zh-Hans", "Big5" for
/// "zh-Hant", "Shift_JIS" for "ja", "EUC-KR" for "ko"); empty for other languages.
[[nodiscard]] std::string_view legacyEncodingOf(std::string_view language);

} // namespace u8scope::corpus
