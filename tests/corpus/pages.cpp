// Which pages each language meets: see pages.h.
#include "pages.h"

namespace u8scope::corpus {

namespace {

struct Region {
    std::vector<std::string_view> languages;
    std::vector<std::string_view> pages; // windows-1252 is added last for every region
};

const std::vector<Region>& regions() {
    static const std::vector<Region> r{
        {{"en"}, {"ISO-8859-1", "macintosh", "IBM437", "IBM850"}},
        {{"fr", "de", "es", "it", "pt", "nl", "ca", "da", "sv", "nb", "fi", "ga", "gl", "eu", "af"},
         {"ISO-8859-1", "ISO-8859-15", "macintosh", "IBM850"}},
        {{"is"}, {"ISO-8859-1", "ISO-8859-10", "macintosh", "IBM850"}},
        {{"pl", "cs", "sk", "hu", "sl", "hr", "bs", "sq"},
         {"windows-1250", "ISO-8859-2", "IBM852"}},
        {{"ro"}, {"windows-1250", "ISO-8859-16", "ISO-8859-2"}},
        {{"tr", "az"}, {"windows-1254", "ISO-8859-9", "ISO-8859-3"}},
        {{"mt", "eo"}, {"ISO-8859-3"}},
        {{"cy"}, {"ISO-8859-14"}},
        {{"lt", "lv"}, {"windows-1257", "ISO-8859-13", "ISO-8859-4"}},
        {{"et"}, {"windows-1257", "ISO-8859-13", "ISO-8859-15"}},
        {{"el"}, {"windows-1253", "ISO-8859-7", "x-mac-greek"}},
        {{"ru"}, {"windows-1251", "KOI8-R", "IBM866", "ISO-8859-5", "x-mac-cyrillic"}},
        {{"uk", "be"}, {"windows-1251", "KOI8-U", "IBM866", "x-mac-cyrillic"}},
        {{"bg"}, {"windows-1251", "IBM866", "ISO-8859-5"}},
        {{"sr", "mk", "kk"}, {"windows-1251", "ISO-8859-5"}},
        {{"he", "yi"}, {"windows-1255", "ISO-8859-8"}},
        {{"ar", "fa", "ur"}, {"windows-1256", "ISO-8859-6"}},
        {{"th"}, {"windows-874", "ISO-8859-11"}},
        {{"vi"}, {"windows-1258"}},
        {{"hi", "zh-Hans", "zh-Hant", "ja", "ko", "emoji"}, {"ISO-8859-1"}},
    };
    return r;
}

} // namespace

std::vector<std::string_view> pagesMetBy(std::string_view language) {
    std::vector<std::string_view> pages;
    for (const Region& r : regions()) {
        for (const std::string_view l : r.languages) {
            if (l == language)
                pages = r.pages;
        }
    }
    pages.push_back("windows-1252");
    return pages;
}

std::string_view legacyEncodingOf(std::string_view language) {
    if (language == "zh-Hans")
        return "GBK";
    if (language == "zh-Hant")
        return "Big5";
    if (language == "ja")
        return "Shift_JIS";
    if (language == "ko")
        return "EUC-KR";
    return {};
}

} // namespace u8scope::corpus
