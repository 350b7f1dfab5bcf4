// Generated inputs of malformed UTF-8 for tests of several binaries: stray octets of damage, the
// same beside letters (where they read as letters of many legacy codecs by chance), and text put
// into UTF-8 in two legacy codecs.
#pragma once

#include <string>

namespace u8scope::test {

// Malformed UTF-8 of every shape, a shape a line, after lines of well-formed UTF-8, as a decoder's
// stress test holds it: continuing octets alone and in runs, every first octet alone before a
// space, the long forms of 1993 cut short, octets never used. Stray octets between quotes: no
// letters around them say which legacy codec could read them.
inline std::string malformedOfEveryShape() {
    // Well-formed UTF-8 first, as such a test holds: its file is UTF-8 with errors.
    std::string s = "Well-formed: \xCE\xBA\xE1\xBD\xB9\xCF\x83\xCE\xBC\xCE\xB5 (Greek), "
                    "\xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E, \xF0\x9F\x98\x80, "
                    "\xC3\xA9t\xC3\xA9, \xD0\xBC\xD0\xB8\xD1\x80.\n";
    for (int i = 0; i < 3; ++i)
        s += s;
    s += "Malformed UTF-8, one shape a line.\n";
    const auto line = [&s](const std::string& what, const std::string& malformed) {
        s += what + ": \"" + malformed + "\" |\n";
    };
    line("the first continuing octet", "\x80");
    line("the last continuing octet", "\xBF");
    std::string run;
    for (int n = 1; n <= 7; ++n) {
        run += static_cast<char>(n % 2 ? 0x80 : 0xBF);
        if (n >= 2)
            line("continuing octets", run);
    }
    std::string every;
    for (int b = 0x80; b <= 0xBF; ++b)
        every += static_cast<char>(b);
    line("every continuing octet", every);
    for (int b = 0xC0; b <= 0xFD; ++b)
        line("a first octet alone", std::string(1, static_cast<char>(b)) + " ");
    line("the 5-octet form cut short", "\xF8\x80\x80\x80");
    line("the 6-octet form cut short", "\xFC\x80\x80\x80\x80");
    line("the last 4-octet form cut short", "\xF7\xBF\xBF");
    line("the last 5-octet form cut short", "\xFB\xBF\xBF\xBF");
    line("octets never used", "\xFE\xFE\xFF\xFF");
    return s;
}

// The same shapes, each inside a word of letters of one of five alphabets in turn (Polish, Greek,
// English, Latvian, Russian): read beside those letters, each run is text in the legacy codec
// that fits it best, and the runs scatter over many codecs, as damage does.
inline std::string malformedBesideLetters() {
    std::string s = "Well-formed: caf\xC3\xA9.\n";
    const char* const letters[] = {"\xC4\x85", "\xCE\xBB", "a", "\xC4\x81", "\xD0\xB6"};
    int next = 0;
    const auto line = [&](const std::string& what, const std::string& malformed) {
        const std::string letter = letters[next++ % 5];
        s += what + ": " + letter + malformed + letter + " |\n";
    };
    line("the first continuing octet", "\x80");
    line("the last continuing octet", "\xBF");
    std::string run;
    for (int n = 1; n <= 7; ++n) {
        run += static_cast<char>(n % 2 ? 0x80 : 0xBF);
        if (n >= 2)
            line("continuing octets", run);
    }
    std::string every;
    for (int b = 0x80; b <= 0xBF; ++b)
        every += static_cast<char>(b);
    line("every continuing octet", every);
    for (int b = 0xC0; b <= 0xFD; ++b)
        line("a first octet alone", std::string(1, static_cast<char>(b)));
    line("the 5-octet form cut short", "\xF8\x80\x80\x80");
    line("the 6-octet form cut short", "\xFC\x80\x80\x80\x80");
    line("the last 4-octet form cut short", "\xF7\xBF\xBF");
    line("the last 5-octet form cut short", "\xFB\xBF\xBF\xBF");
    line("octets never used", "\xFE\xFE\xFF\xFF");
    return s;
}

// Text put into UTF-8 in windows-1252 and in windows-1251, a few lines of each, among UTF-8.
inline std::string legacyTextOfTwoCodecs() {
    std::string s;
    for (int i = 0; i < 3; ++i) {
        s += "Le caf\xE9 est tr\xE8s \xE9l\xE9gant, o\xF9 l'on d\xE9jeune \xE0 midi.\n";
        s += "\xCF\xF0\xE8\xE2\xE5\xF2, \xEC\xE8\xF0! \xCA\xE0\xEA \xE4\xE5\xEB\xE0?\n";
        s += "UTF-8 between them: caf\xC3\xA9 d\xC3\xA9j\xC3\xA0 \xC3\xA9t\xC3\xA9, "
             "\xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82 \xD0\xBC\xD0\xB8\xD1\x80, "
             "\xCE\xBA\xE1\xBD\xB9\xCF\x83\xCE\xBC\xCE\xB5.\n";
    }
    return s;
}

} // namespace u8scope::test
