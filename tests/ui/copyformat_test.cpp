// Clipboard formats: C and Python literals, and decoded text (core's decodeToText).
#include "hexview/copyformat.h"
#include "u8scope/codec/replacement.h"

#include <gtest/gtest.h>

namespace u8scope::ui {

namespace {

std::vector<std::uint8_t> bytes(std::string_view s) {
    return {s.begin(), s.end()};
}

TEST(CopyFormat, CEscapesEverythingButPrintableAscii) {
    EXPECT_EQ(cEscaped(bytes("caf\xC3\xA9")), R"("caf\xC3\xA9")");
    EXPECT_EQ(cEscaped(bytes("\xC3\xA9")), R"("\xC3\xA9")");
    EXPECT_EQ(cEscaped(bytes("a\"b\\c")), R"("a\"b\\c")");
    EXPECT_EQ(cEscaped(bytes("\t\n\r")), R"("\t\n\r")");
    EXPECT_EQ(cEscaped(bytes(std::string("\x00\x7F", 2))), R"("\x00\x7F")");
    EXPECT_EQ(cEscaped({}), R"("")");
}

TEST(CopyFormat, CSplitsTheLiteralWhereAHexDigitWouldExtendAnEscape) {
    // "\xA9abc" would be one escape with the value A9ABC: not the same octets.
    EXPECT_EQ(cEscaped(bytes("\xC3\xA9"
                             "abc")),
              R"("\xC3\xA9" "abc")");
    EXPECT_EQ(cEscaped(bytes("\xFF"
                             "9")),
              R"("\xFF" "9")");
    EXPECT_EQ(cEscaped(bytes("\xFF"
                             "g")),
              R"("\xFFg")");
    EXPECT_EQ(cEscaped(bytes("\xFF\n"
                             "a")),
              R"("\xFF\na")");
}

TEST(CopyFormat, PythonWritesBytesLikeRepr) {
    EXPECT_EQ(pythonEscaped(bytes("caf\xC3\xA9")), R"(b'caf\xc3\xa9')");
    EXPECT_EQ(pythonEscaped(bytes("it's \\")), R"(b'it\'s \\')");
    EXPECT_EQ(pythonEscaped(bytes("\t\n\r\"")), R"(b'\t\n\r"')");
    EXPECT_EQ(pythonEscaped(bytes("\xC3\xA9"
                                  "abc")),
              R"(b'\xc3\xa9abc')");
    EXPECT_EQ(pythonEscaped({}), "b''");
}

TEST(CopyFormat, DecodedTextReplacesEachMalformedUnit) {
    EXPECT_EQ(decodeToText(bytes("caf\xC3\xA9 \xF0\x9F\x98\x80"), u8scope::Profile::Rfc3629),
              "caf\xC3\xA9 \xF0\x9F\x98\x80");
    // C0 and AF are two units; E2 82 (truncated) is one.
    EXPECT_EQ(decodeToText(bytes("a\xC0\xAF"
                                 "b\xE2\x82"),
                           u8scope::Profile::Rfc3629),
              "a\xEF\xBF\xBD\xEF\xBF\xBD"
              "b\xEF\xBF\xBD");
}

TEST(CopyFormat, DecodedTextHasNoValuesBeyondUnicode) {
    // U+200000 is well formed under the legacy profile but has no UTF-8 form in text today.
    EXPECT_EQ(decodeToText(bytes("\xF8\x88\x80\x80\x80"), u8scope::Profile::Iso10646_1993),
              "\xEF\xBF\xBD");
}

} // namespace

} // namespace u8scope::ui
