// The hidden-character classes (hidden.h), one by one with the legitimate uses that must pass,
// and the scanner (hiddenscanner.h) against the plain reference on random input.
#include "hiddenreference.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/scan/scanner.h"
#include "u8scope/text/charactereffect.h"
#include "u8scope/text/hex.h"
#include "u8scope/text/hidden.h"
#include "u8scope/text/hiddenscanner.h"
#include "u8scope/text/hiddentext.h"
#include "u8scope/text/hiddentextscanner.h"

#include <gtest/gtest.h>
#include <random>
#include <string>

namespace u8scope {
namespace {

std::span<const std::uint8_t> octets(const std::string& s) {
    return {reinterpret_cast<const std::uint8_t*>(s.data()), s.size()};
}

// "class U+XXXX line:column" for each finding, separated by ", ".
std::string found(const std::string& text) {
    std::string out;
    for (const HiddenFinding& f : findHidden(octets(text))) {
        if (!out.empty())
            out += ", ";
        out += std::string(toString(f.cls)) + " " + formatCodePoint(f.codePoint) + " " +
               std::to_string(f.line) + ":" + std::to_string(f.column);
    }
    return out;
}

// --- Bidi controls -------------------------------------------------------------------------

TEST(HiddenBidi, OverrideLeftOpenAtTheEndOfALineIsTrojanSource) {
    // The commenting-out attack: an RLO in a comment that never closes.
    EXPECT_EQ(found("x = 1; /*\u202E } */\n"), "bidi-unterminated U+202E 1:10");
}

TEST(HiddenBidi, IsolatesAndOverridesOfTheStretchedString) {
    // "user RLO LRI// Check if admin PDI LRI": the RLO and the last LRI stay open, the first
    // LRI is closed but sits on a line without right-to-left letters.
    EXPECT_EQ(found("if (a != \"user\u202E \u2066// admin\u2069 \u2066\") {\n"),
              "bidi-unterminated U+202E 1:15, bidi U+2066 1:17, bidi U+2069 1:26, "
              "bidi-unterminated U+2066 1:28");
}

TEST(HiddenBidi, ClosedOverrideIsStillFlagged) {
    EXPECT_EQ(found("s = \"\u202Enimda\u202C\";\n"), "bidi U+202E 1:6, bidi U+202C 1:12");
}

TEST(HiddenBidi, LineFeedEndsEveryEmbedding) {
    EXPECT_EQ(found("a\u202Bb\nc\u202Cd\n"), "bidi-unterminated U+202B 1:2, bidi U+202C 2:2");
}

TEST(HiddenBidi, MarksPassInRightToLeftProse) {
    // Hebrew with RLM around a number, and an isolate around a Latin name.
    EXPECT_EQ(found("\u05E9\u05DC\u05D5\u05DD \u200F(2024)\u200F \u2066Linux\u2069 "
                    "\u05E2\u05D5\u05DC\u05DD\n"),
              "");
    // Arabic with ALM before a number.
    EXPECT_EQ(found("\u0627\u0644\u0639\u062F\u062F \u061C123\n"), "");
}

TEST(HiddenBidi, MarkWithoutRightToLeftLettersIsFlagged) {
    // In left-to-right text an RLM reorders the numbers after it: "{1, 2}" shows as "{2, 1}".
    EXPECT_EQ(found("int x[] = {\u200F1, 2};\n"), "bidi U+200F 1:12");
}

TEST(HiddenBidi, TerminatorWithNothingToCloseIsFlagged) {
    EXPECT_EQ(found("a\u202Cb\u2069c\n"), "bidi U+202C 1:2, bidi U+2069 1:4");
}

TEST(HiddenBidi, DepthPastTheLimitOfUax9) {
    // 130 RLE then 130 PDF: the first 125 nest and are closed; the 5 past the limit and their
    // PDFs only count. All are flagged (no right-to-left letter), none left open.
    std::string s;
    for (int k = 0; k < 130; ++k)
        s += "\u202B";
    for (int k = 0; k < 130; ++k)
        s += "\u202C";
    const auto f = findHidden(octets(s + "\n"));
    ASSERT_EQ(f.size(), 260u);
    for (const HiddenFinding& x : f)
        EXPECT_EQ(x.cls, HiddenClass::Bidi);
}

// --- Invisible characters ------------------------------------------------------------------

TEST(HiddenInvisible, ZeroWidthSpaceInAnIdentifier) {
    EXPECT_EQ(found("bool is\u200BAdmin = false;\n"), "invisible U+200B 1:8");
}

TEST(HiddenInvisible, WordJoinerSoftHyphenHangulFillerInvisibleTimes) {
    EXPECT_EQ(found("a\u2060b c\u00ADd e\u3164f x\u2062y\n"),
              "invisible U+2060 1:2, invisible U+00AD 1:6, invisible U+3164 1:10, "
              "invisible U+2062 1:14");
}

TEST(HiddenInvisible, JoinersInLatinAreFlagged) {
    EXPECT_EQ(found("user\u200Dname shelf\u200Cful\n"),
              "invisible U+200D 1:5, invisible U+200C 1:16");
}

TEST(HiddenInvisible, ZwnjInPersianPasses) {
    // "می‌خواهم" and "کتاب‌ها": ZWNJ between letters of a joining script.
    EXPECT_EQ(found("\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645 "
                    "\u06A9\u062A\u0627\u0628\u200C\u0647\u0627\n"),
              "");
}

TEST(HiddenInvisible, JoinersAfterAViramaPass) {
    // Devanagari क्‍ष (half form) and क्‌ष (explicit virama); Sinhala
    // ශ්‍රී.
    EXPECT_EQ(found("\u0915\u094D\u200D\u0937 \u0915\u094D\u200C\u0937 "
                    "\u0DC1\u0DCA\u200D\u0DBB\u0DD3\n"),
              "");
}

TEST(HiddenInvisible, ZeroWidthSpaceBetweenWordsOfThaiOrMyanmarPasses) {
    // Scripts written without spaces mark word boundaries with ZWSP for line breaking.
    EXPECT_EQ(found("\u0E20\u0E32\u0E29\u0E32\u200B\u0E44\u0E17\u0E22 "
                    "\u101D\u107C\u103A\u1038\u200B\u1062\u1062\u1004\u103A\u1038\n"),
              "");
    // Between Latin words, or at the end of a Thai word, it only hides.
    EXPECT_EQ(found("a\u200Bb \u0E44\u0E17\u0E22\u200B\n"),
              "invisible U+200B 1:2, invisible U+200B 1:8");
}

TEST(HiddenInvisible, EmojiZwjSequencesPass) {
    // Family, rainbow flag (VS16 before the ZWJ), technologist with a skin tone.
    EXPECT_EQ(found("\U0001F468\u200D\U0001F469\u200D\U0001F467 \U0001F3F3\uFE0F\u200D\U0001F308 "
                    "\U0001F9D1\U0001F3FD\u200D\U0001F4BB\n"),
              "");
}

TEST(HiddenInvisible, ZwjAtTheEndOfAnEmojiIsFlagged) {
    EXPECT_EQ(found("\U0001F468\u200D x\n"), "invisible U+200D 1:2");
}

TEST(HiddenInvisible, RepeatedMarkIsDrawnOverItself) {
    EXPECT_EQ(found("e\u0301\u0301 ok e\u0301\n"), "invisible U+0301 1:3");
}

// --- Tags and variation selectors ----------------------------------------------------------

TEST(HiddenTag, FlagOfScotlandPasses) {
    EXPECT_EQ(found("\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F\n"),
              "");
}

TEST(HiddenTag, SmuggledAsciiIsFlagged) {
    // "hi" in tag characters after a word, and a tag sequence that is no flag.
    EXPECT_EQ(found("ok\U000E0068\U000E0069\n\U0001F3F4\U000E0078\U000E0079\U000E007F\n"),
              "tag U+E0068 1:3, tag U+E0069 1:4, tag U+E0078 2:2, tag U+E0079 2:3, "
              "tag U+E007F 2:4");
}

TEST(HiddenTag, LongRunIsFlaggedWhateverEndsIt) {
    std::string s = "\U0001F3F4";
    for (int k = 0; k < 20; ++k)
        s += "\U000E0061";
    s += "\U000E007F\n";
    EXPECT_EQ(findHidden(octets(s)).size(), 21u);
}

TEST(HiddenVariationSelector, AfterCharactersThatTakeOnePasses) {
    // Emoji style, text style, a keycap, a CJK ideographic variation sequence, a math variant,
    // DIGIT ZERO with a slash, a Mongolian free variation selector.
    EXPECT_EQ(found("\u2764\uFE0F \u2194\uFE0E 1\uFE0F\u20E3 \u845B\U000E0100 \u2269\uFE00 0\uFE00 "
                    "\u1820\u180B\n"),
              "");
}

TEST(HiddenVariationSelector, AfterALetterOrAnotherSelectorIsFlagged) {
    EXPECT_EQ(found("a\uFE0F \u2764\uFE0F\uFE0F \U0001F600\U000E0101\U000E0102\n"),
              "variation-selector U+FE0F 1:2, variation-selector U+FE0F 1:6, "
              "variation-selector U+E0101 1:9, variation-selector U+E0102 1:10");
}

// --- The others ----------------------------------------------------------------------------

TEST(HiddenByteOrderMark, OnlyAtOffsetZeroPasses) {
    EXPECT_EQ(found("\uFEFFfirst\n"), "");
    EXPECT_EQ(found("first\n\uFEFFsecond\n"), "bom U+FEFF 2:1");
}

TEST(HiddenControl, C0AndC1ControlsButNotTabFormFeedOrLineEnds) {
    // NEL ends a paragraph of UAX #9, not a line: the line numbers go on.
    const char text[] = "a\tb\fc\r\nd\x1B[2Ke\x7F f\u0085g\u0092h\0i\n";
    EXPECT_EQ(found(std::string(text, sizeof text - 1)),
              "control U+001B 2:2, control U+007F 2:7, control U+0085 2:10, "
              "control U+0092 2:12, control U+0000 2:14");
}

TEST(HiddenNoncharacterPrivateUseUnassigned, EachItsClass) {
    EXPECT_EQ(found("\uFDD0 \uFFFF \U0001FFFE \uE0A0 \U000F0000 \u0378 \U000E0080\n"),
              "noncharacter U+FDD0 1:1, noncharacter U+FFFF 1:3, noncharacter U+1FFFE 1:5, "
              "private-use U+E0A0 1:7, private-use U+F0000 1:9, unassigned U+0378 1:11, "
              "unassigned U+E0080 1:13");
}

TEST(HiddenSpace, NoBreakSpacesThatBindPass) {
    // French punctuation, a number and its unit, a thousands separator, CJK indentation.
    EXPECT_EQ(found("Bonjour\u202F! 10\u00A0km 1\u202F000 \u00AB\u00A0oui\u00A0\u00BB\n"
                    "\u3000\u3000\u672C\u6587\u3000\u306F\u3002\n"),
              "");
}

TEST(HiddenSpace, SpacesThatBindNothingAreFlagged) {
    EXPECT_EQ(found("\u00A0indented trailing\u00A0\nx =\u2003 1;\n"),
              "space U+00A0 1:1, space U+00A0 1:19, space U+2003 2:4");
}

TEST(HiddenSeparator, LineAndParagraphSeparators) {
    EXPECT_EQ(found("a\u2028b\u2029c\n"), "separator U+2028 1:2, separator U+2029 1:4");
}

// --- Confusables ---------------------------------------------------------------------------

TEST(HiddenConfusable, CyrillicLetterInALatinWord) {
    const auto f = findHidden(octets(std::string("x = p\u0430ypal;\n")));
    ASSERT_EQ(f.size(), 1u);
    EXPECT_EQ(f[0].cls, HiddenClass::Confusable);
    EXPECT_EQ(f[0].codePoint, 0x0430u);
    EXPECT_EQ(f[0].column, 6u);
    EXPECT_EQ(f[0].script, USCRIPT_CYRILLIC);
    EXPECT_EQ(f[0].readsAsScript, USCRIPT_LATIN);
    EXPECT_EQ(f[0].looksLike, U'a');
}

TEST(HiddenConfusable, HomoglyphFunctionName) {
    EXPECT_EQ(found("def sayHello(): pass\ndef say\u041Dello(): pass\n"), "confusable U+041D 2:8");
}

TEST(HiddenConfusable, LatinLetterInACyrillicWord) {
    EXPECT_EQ(found("\u041C\u043E\u0441\u043A\u0432a\n"), "confusable U+0061 1:6");
}

TEST(HiddenConfusable, WholeCyrillicWordAmongLatinCode) {
    EXPECT_EQ(found("x = \u0441\u043E\u0440 + y;\n"),
              "confusable U+0441 1:5, confusable U+043E 1:6, confusable U+0440 1:7");
}

TEST(HiddenConfusable, CyrillicProseAndVisibleMixturesPass) {
    // Russian with short words that look Latin ("с", "сор"), Greek and Latin in "Δt", a
    // Russian word beside a Latin one, Japanese mixing Han, Kana and Latin in one word, Korean.
    EXPECT_EQ(found("\u043F\u0440\u0438\u0432\u0435\u0442 \u0441 \u043C\u0438\u0440\u043E\u043C "
                    "\u0441\u043E\u0440\n"
                    "\u0394t = 5 ms\n"
                    "\u043A\u0443\u043F\u0438\u043B iPhone\n"
                    "\u6771\u4EAC\u30BF\u30EF\u30FC\u3068T\u30B7\u30E3\u30C4\u3002\n"
                    "\uD55C\uAD6D\uC5B4 \u97D3\u570B\u8A9E\n"),
              "");
}

TEST(HiddenConfusable, GreekLetterAloneIsNoWord) {
    EXPECT_EQ(found("the angle \u03B1 is small\n"), "");
}

TEST(HiddenConfusable, DotOverAnIAndMixedDigits) {
    EXPECT_EQ(found("i\u0307f x\n1\u0662\n"), "confusable U+0307 1:2, confusable U+0662 2:2");
}

// --- Lines, columns, offsets ---------------------------------------------------------------

TEST(HiddenScanner, LinesEndAtLineFeedOrLoneCarriageReturn) {
    const auto f = findHidden(octets(std::string("a\r\nb\rc\n\u200B")));
    ASSERT_EQ(f.size(), 1u);
    EXPECT_EQ(f[0].line, 4u);
    EXPECT_EQ(f[0].column, 1u);
    EXPECT_EQ(f[0].offset, 7u);
    EXPECT_EQ(f[0].length, 3u);
}

TEST(HiddenScanner, ColumnsCountCharactersAndMalformedUnits) {
    // é (2 octets), a malformed E2 82 (one unit), then the ZWSP in column 4.
    const std::string s = "\xC3\xA9\xE2\x82"
                          "a\u200B\n";
    const auto f = findHidden(octets(s));
    ASSERT_EQ(f.size(), 1u);
    EXPECT_EQ(f[0].column, 4u);
    EXPECT_EQ(f[0].offset, 5u);
}

TEST(HiddenScanner, CountsByClass) {
    HiddenScanner scanner;
    scanner.feed(octets(std::string("a\u200Bb\u200Bc\u202E\n")));
    scanner.finish();
    EXPECT_EQ(scanner.counts().count(HiddenClass::Invisible), 2u);
    EXPECT_EQ(scanner.counts().count(HiddenClass::BidiUnterminated), 1u);
    EXPECT_EQ(scanner.counts().total(), 3u);
    EXPECT_EQ(scanner.lineEnds(), 1u);
}

TEST(HiddenScanner, AfterFinishANewInputCountsFromZero) {
    HiddenScanner scanner;
    scanner.feed(octets(std::string("a\u200Bb\n")));
    scanner.finish();
    scanner.feed(octets(std::string("\u202E")));
    scanner.finish();
    EXPECT_EQ(scanner.counts().total(), 1u);
    EXPECT_EQ(scanner.counts().count(HiddenClass::BidiUnterminated), 1u);
    EXPECT_EQ(scanner.lineEnds(), 0u);
}

TEST(HiddenScanner, WordsLongerThanAWordAreCut) {
    // 300 letters and a Cyrillic one: the words are cut at 256 characters, the last one
    // holding the letter; its offset is where it stands, after the kernel took the line.
    std::string s = "x = ";
    s += std::string(300, 'a');
    s += "\u041D\n";
    const auto f = findHidden(octets(s));
    ASSERT_EQ(f.size(), 1u);
    EXPECT_EQ(f[0].offset, 304u);
    EXPECT_EQ(f[0].column, 305u);
}

TEST(HiddenScanner, FindingsInsideAWordComeInOrder) {
    // The word's confusable letter (column 2) is known only at its end, after the variation
    // selector (column 3) inside it.
    EXPECT_EQ(found("p\u0430\uFE0Fypal\n"), "confusable U+0430 1:2, variation-selector U+FE0F 1:3");
}

TEST(HiddenScanner, LongLineWithManyWaitingFindingsStaysBounded) {
    // An RLM on a line without right-to-left letters waits for the end of the line; two
    // hundred thousand of them are decided early, in order, and all counted.
    std::string s;
    for (int k = 0; k < 200000; ++k)
        s += "a\u200F";
    s += "\n";
    HiddenScanner scanner;
    struct Check final : HiddenSink {
        std::uint64_t last = 0;
        std::uint64_t count = 0;
        void onHidden(const HiddenFinding& f) override {
            EXPECT_TRUE(count == 0 || f.offset > last);
            last = f.offset;
            ++count;
        }
    } check;
    scanner.feed(octets(s), &check);
    scanner.finish(&check);
    EXPECT_EQ(check.count, 200000u);
}

// --- What a character does -----------------------------------------------------------------

TEST(CharacterEffect, FromUnicodeProperties) {
    EXPECT_EQ(characterEffect(0x202E), CharacterEffect::ReversesFollowing);
    EXPECT_EQ(characterEffect(0x2067), CharacterEffect::IsolatesRightToLeft);
    EXPECT_EQ(characterEffect(0x2069), CharacterEffect::EndsIsolate);
    EXPECT_EQ(characterEffect(0x200F), CharacterEffect::RightToLeftMark);
    EXPECT_EQ(characterEffect(0x061C), CharacterEffect::ArabicLetterMark);
    EXPECT_EQ(characterEffect(0x200B), CharacterEffect::ZeroWidthSpace);
    EXPECT_EQ(characterEffect(0x200C), CharacterEffect::ZeroWidthNonJoiner);
    EXPECT_EQ(characterEffect(0x200D), CharacterEffect::ZeroWidthJoiner);
    EXPECT_EQ(characterEffect(0x2060), CharacterEffect::WordJoiner);
    EXPECT_EQ(characterEffect(0xFEFF), CharacterEffect::ByteOrderMark);
    EXPECT_EQ(characterEffect(0x00AD), CharacterEffect::SoftHyphen);
    EXPECT_EQ(characterEffect(0x034F), CharacterEffect::GraphemeJoiner);
    EXPECT_EQ(characterEffect(0x3164), CharacterEffect::HangulFiller);
    EXPECT_EQ(characterEffect(0x2062), CharacterEffect::InvisibleOperator);
    EXPECT_EQ(characterEffect(0xFE0F), CharacterEffect::SelectsVariant);
    EXPECT_EQ(characterEffect(0xE0041), CharacterEffect::Tag);
    EXPECT_EQ(characterEffect(0xE007F), CharacterEffect::CancelTag);
    EXPECT_EQ(characterEffect(0x00A0), CharacterEffect::NoBreakSpace);
    EXPECT_EQ(characterEffect(0x3000), CharacterEffect::WideSpace);
    EXPECT_EQ(characterEffect(0x2003), CharacterEffect::Space);
    EXPECT_EQ(characterEffect(0x2028), CharacterEffect::LineSeparator);
    EXPECT_EQ(characterEffect(0x2029), CharacterEffect::ParagraphSeparator);
    EXPECT_EQ(characterEffect(0x1B), CharacterEffect::Control);
    EXPECT_EQ(characterEffect(0x92), CharacterEffect::C1Control);
    EXPECT_EQ(characterEffect(0xFDD0), CharacterEffect::Noncharacter);
    EXPECT_EQ(characterEffect(0xE000), CharacterEffect::PrivateUse);
    EXPECT_EQ(characterEffect(0x0378), CharacterEffect::Unassigned);
    EXPECT_EQ(characterEffect(U'a'), CharacterEffect::None);
    EXPECT_EQ(characterEffect(0x110000), CharacterEffect::None);
    EXPECT_EQ(describe(CharacterEffect::ReversesFollowing),
              "reverses the display order of the text that follows, up to the end of the line "
              "or a PDF (U+202C)");
}

TEST(HiddenClass, NamesRoundTrip) {
    for (int k = 0; k < kHiddenClassCount; ++k) {
        const auto cls = static_cast<HiddenClass>(k);
        EXPECT_EQ(parseHiddenClass(toString(cls)), cls);
        EXPECT_FALSE(title(cls).empty());
    }
    EXPECT_FALSE(parseHiddenClass("nothing").has_value());
}

// The sentences are plain words, as the explanations' plain sentences are: "byte", not "octet".
TEST(HiddenText, SentencesSayBytes) {
    HiddenFinding f;
    f.script = 8;         // USCRIPT_CYRILLIC
    f.readsAsScript = 25; // USCRIPT_LATIN
    for (int c = 0; c < kHiddenClassCount; ++c) {
        for (int r = 0; r < kHiddenReasonCount; ++r) {
            for (const char32_t cp : {0x00, 0x08, 0x1B, 0x85, 0x200B, 0x202E, 0xFEFF, 0x0430}) {
                f.cls = static_cast<HiddenClass>(c);
                f.reason = static_cast<HiddenReason>(r);
                f.codePoint = cp;
                f.looksLike = cp == 0x0430 ? U'a' : 0;
                const std::string sentence = hiddenSentence(f);
                EXPECT_EQ(sentence.find("octet"), std::string::npos) << sentence;
            }
        }
    }
}

// --- Against the reference -----------------------------------------------------------------

// Pieces that make every rule fire and pass: ASCII words and long plain stretches (the
// kernel's), line ends, scripts that look like Latin and scripts that do not, right-to-left
// letters, CJK, emoji sequences, every control the rules know, and malformed octets.
const std::vector<std::string>& pieces() {
    static const std::vector<std::string> p = {
        "a",
        "Z",
        "paypal",
        "_x9",
        " ",
        " ",
        ", ",
        "(",
        "\n",
        "\r\n",
        "\r",
        "\t",
        "The quick brown fox jumps over the lazy dog and runs far away. ",
        "\u0430",
        "\u043E",
        "\u0441",
        "\u0440",
        "\u0436",
        "\u041D",
        "\u043C\u0438\u0440",
        "\u03B1",
        "\u03BF",
        "\u0394",
        "\u05E9\u05DC",
        "\u0627\u0644",
        "\u0645\u06CC",
        "\u6771\u4EAC",
        "\u30BF",
        "\u3068",
        "\uD55C",
        "\u00E9",
        "\u1EBF",
        "\u0301",
        "\u0307",
        "\u0915",
        "\u094D",
        "\u0662",
        "\u0661",
        "\u0640",
        "\U0001F468",
        "\U0001F3F4",
        "\u2764",
        "\U0001F3FD",
        "\u202A",
        "\u202B",
        "\u202C",
        "\u202D",
        "\u202E",
        "\u2066",
        "\u2067",
        "\u2068",
        "\u2069",
        "\u200E",
        "\u200F",
        "\u061C",
        "\u200B",
        "\u200C",
        "\u200D",
        "\u2060",
        "\u00AD",
        "\u3164",
        "\uFE0F",
        "\uFE0E",
        "\uFE00",
        "\U000E0100",
        "\u180B",
        "\U000E0067",
        "\U000E0062",
        "\U000E0073",
        "\U000E0063",
        "\U000E0074",
        "\U000E007F",
        "\U000E0001",
        "\uFEFF",
        "\x1B",
        "\x7F",
        "\x1C",
        "\u0085",
        "\u0092",
        "\uFDD0",
        "\uE000",
        "\u0378",
        "\u00A0",
        "\u202F",
        "\u3000",
        "\u2003",
        "\u2028",
        "\u2029",
        "\xFF",
        "\x80",
        "\xE2\x82",
        "\xF0\x9F",
        "\xC3",
        "\xED\xA0\x80",
        "\u0600",
        "\uFFF9"};
    return p;
}

std::string randomText(std::mt19937& rng, std::size_t pieceCount) {
    const auto& p = pieces();
    std::uniform_int_distribution<std::size_t> pick(0, p.size() - 1);
    std::string s;
    for (std::size_t k = 0; k < pieceCount; ++k)
        s += p[pick(rng)];
    return s;
}

std::vector<HiddenFinding> scanInChunks(const std::string& s, const kernels::Kernel& kernel,
                                        std::mt19937& rng) {
    struct Collect final : HiddenSink {
        std::vector<HiddenFinding> found;
        void onHidden(const HiddenFinding& f) override { found.push_back(f); }
    } collect;
    HiddenScanner scanner(kernel);
    std::uniform_int_distribution<std::size_t> size(1, 200);
    for (std::size_t at = 0; at < s.size();) {
        const std::size_t n = std::min(size(rng), s.size() - at);
        scanner.feed(octets(s).subspan(at, n), &collect);
        at += n;
    }
    scanner.finish(&collect);
    return collect.found;
}

std::string describe(const std::vector<HiddenFinding>& f) {
    std::string out;
    for (const HiddenFinding& x : f) {
        out += std::to_string(x.offset) + "+" + std::to_string(x.length) + " " +
               std::string(toString(x.cls)) + " " + formatCodePoint(x.codePoint) + " " +
               std::to_string(x.line) + ":" + std::to_string(x.column) + " " +
               std::to_string(x.script) + ">" + std::to_string(x.readsAsScript) + " " +
               formatCodePoint(x.looksLike) + " " + std::to_string(static_cast<int>(x.reason)) +
               "\n";
    }
    return out;
}

TEST(HiddenDifferential, EveryKernelAndChunkingMatchesTheReference) {
    std::mt19937 rng(20240601);
    for (int round = 0; round < 300; ++round) {
        const std::string s = randomText(rng, 1 + rng() % 120);
        const std::string expected = describe(test::hiddenReference(octets(s)));
        for (const kernels::Kernel* kernel : kernels::availableKernels()) {
            ASSERT_EQ(describe(scanInChunks(s, *kernel, rng)), expected)
                << "kernel " << kernel->name << ", input " << formatOctets(octets(s));
        }
        ASSERT_EQ(describe(findHidden(octets(s))), expected);
    }
}

TEST(HiddenDifferential, LongLinesOfOneScriptAndOfMixedScripts) {
    // Whole lines the quick check passes, and lines it hands to the walk, chunked anywhere.
    std::mt19937 rng(7);
    const std::vector<std::string> scripts = {"\u043C\u0438\u0440 ", "\u6771\u4EAC ", "word ",
                                              "\u00E9t\u00E9 ", "\u05E9\u05DC\u05D5 "};
    for (int round = 0; round < 60; ++round) {
        std::string s;
        for (int line = 0; line < 20; ++line) {
            const std::string& a = scripts[rng() % scripts.size()];
            const std::string& b = scripts[rng() % scripts.size()];
            for (int k = 0; k < 40; ++k)
                s += (rng() % 8 == 0) ? b : a;
            if (rng() % 5 == 0)
                s += pieces()[rng() % pieces().size()];
            s += "\n";
        }
        const std::string expected = describe(test::hiddenReference(octets(s)));
        ASSERT_EQ(describe(scanInChunks(s, kernels::bestKernel(), rng)), expected);
        ASSERT_EQ(describe(findHidden(octets(s))), expected);
    }
}

// --- The quick check of lines -------------------------------------------------------------

std::string utf8(char32_t c) {
    const Encoded e = encode(c);
    return std::string(e.octets.begin(), e.octets.begin() + e.length);
}

TEST(HiddenQuickCheck, KeysAllowOnlyWellFormedCharactersWithNothingToFind) {
    // Every character a key allows, decoded by the reference decoder: well-formed, neither
    // special nor a mark, and of the key's scripts or neutral.
    const std::uint32_t neutral = hidden::kScriptMask << hidden::kScriptAndShift;
    for (std::uint32_t key = 0; key < kernels::kQuietKeyCount; ++key) {
        const kernels::QuietKey& entry = hidden::quietKey(key);
        ASSERT_EQ(entry.other & ~entry.allowed, 0u) << key;
        for (unsigned s = 0; s < 64; ++s) {
            if (!((entry.allowed >> s) & 1))
                continue;
            std::string text;
            std::size_t length = 2;
            if (key < 32) {
                text = {static_cast<char>(0xC0 + key), static_cast<char>(0x80 | s)};
            } else {
                length = key < 48 ? 3 : 4;
                for (unsigned last = 0; last < 64; ++last) {
                    if (key < 48) {
                        text += static_cast<char>(0xE0 + key - 32);
                    } else {
                        text += static_cast<char>(0xF0 + ((key - 48) >> 6));
                        text += static_cast<char>(0x80 | ((key - 48) & 63));
                    }
                    text += static_cast<char>(0x80 | s);
                    text += static_cast<char>(0x80 | last);
                }
            }
            const std::uint32_t quiet = ((entry.other >> s) & 1) ? entry.otherQuiet : entry.quiet;
            for (const Unit& u : decodeAll(octets(text), Profile::Rfc3629)) {
                ASSERT_TRUE(u.valid()) << "key " << key << " selector " << s << " at " << u.offset;
                ASSERT_EQ(u.length, length) << "key " << key << " selector " << s;
                const std::uint32_t p = hidden::props(static_cast<char32_t>(u.codePoint));
                ASSERT_EQ(p & (hidden::kSpecial | hidden::kMark), 0u)
                    << formatCodePoint(u.codePoint);
                const std::uint32_t q = p & hidden::kQuietMask;
                ASSERT_TRUE(q == neutral || q == quiet) << formatCodePoint(u.codePoint);
            }
        }
    }
    // The scripts a line of text holds most often are allowed whole.
    for (const char32_t c : {U'\u0430', U'\u044F', U'\u03B1', U'\u03C9', U'\u05D0', U'\u0627',
                             U'\u064A', U'\u4E00', U'\u9FA0', U'\uAC00', U'\uD000'}) {
        const std::string s = utf8(c);
        const auto* o = reinterpret_cast<const std::uint8_t*>(s.data());
        const kernels::QuietKey& entry = hidden::quietKey(kernels::quietKeyOf(o[0], o[1]));
        EXPECT_TRUE((entry.allowed >> (o[s.size() == 4 ? 2 : 1] & 63)) & 1) << formatCodePoint(c);
    }
}

TEST(HiddenDifferential, QuickCheckOfLongLinesMatchesTheReference) {
    // Lines of several blocks of 64 octets in one script (or two that share a key), with now and
    // then a character or octets that the quick check must not pass over: anything of the pieces,
    // a character of the same key, any code point, a mark twice, an octet alone, a CR or a
    // control; at any place, split anywhere, through every kernel.
    std::mt19937 rng(34);
    const std::vector<std::vector<char32_t>> scripts = {
        {0x430, 0x44F, 0x410, 0x42F},               // Cyrillic
        {0x3B1, 0x3C9, 0x391, 0x3A9, 0x3E2, 0x3EF}, // Greek, and Coptic in its block
        {0x5D0, 0x5EA, 0x5B0, 0x5BD},               // Hebrew, points
        {0x627, 0x64A, 0x64B, 0x652, 0x660, 0x669}, // Arabic, harakat, digits
        {0x4E00, 0x4FFF, 0x3400, 0x3500},           // Han
        {0xAC00, 0xB3CF, 0xA000, 0xA48C},           // Hangul, Yi (the other script of EA)
        {0x30A1, 0x30FA, 0x3041, 0x3096},           // Katakana, Hiragana
        {0x1F600, 0x1F64F, 0x1F3FB, 0x1F3FF},       // emoji, modifiers
        {0xE9, 0x17F, 0x915, 0x939},                // Latin, Devanagari
    };
    const auto pick = [&rng](char32_t lo, char32_t hi) {
        return static_cast<char32_t>(lo + rng() % (hi - lo + 1));
    };
    const auto intruder = [&](const std::vector<char32_t>& script) -> std::string {
        switch (rng() % 7) {
        case 0:
            return pieces()[rng() % pieces().size()];
        case 1: { // a neighbour: same first octets
            const char32_t c = pick(script[0], script[1]);
            const char32_t near = (c & ~char32_t{0xFFF}) | (rng() & 0xFFF);
            return (near >= 0xD800 && near < 0xE000) ? utf8(c) : utf8(near);
        }
        case 2: {
            char32_t c = pick(0x80, 0x10FFFF);
            return (c >= 0xD800 && c < 0xE000) ? utf8(0x200B) : utf8(c);
        }
        case 3: {
            const std::string mark = utf8(script[0] == 0x627 ? U'\u064E' : U'\u0301');
            return mark + mark;
        }
        case 4:
            return std::string(1, static_cast<char>(0x80 + rng() % 0x80));
        case 5:
            return "\r";
        default:
            return std::string(1, static_cast<char>(rng() % 0x20));
        }
    };
    for (int round = 0; round < 120; ++round) {
        std::string s;
        for (int line = 0; line < 8; ++line) {
            const auto& script = scripts[rng() % scripts.size()];
            const std::size_t length = 64 + rng() % 400;
            const bool second = rng() % 4 == 0;
            const int intruders = rng() % 3 == 0 ? 0 : 1 + static_cast<int>(rng() % 2);
            std::string text;
            while (text.size() < length) {
                for (int k = 1 + static_cast<int>(rng() % 7); k > 0; --k) {
                    const bool other = second && rng() % 3 == 0;
                    text += utf8(other ? pick(script[2], script[3]) : pick(script[0], script[1]));
                }
                text += rng() % 9 == 0 ? ", " : " ";
            }
            for (int k = 0; k < intruders; ++k) {
                std::size_t at = rng() % text.size();
                while (at > 0 && (static_cast<std::uint8_t>(text[at]) & 0xC0) == 0x80)
                    --at;
                text.insert(at, intruder(script));
            }
            s += text + (rng() % 6 == 0 ? "\r\n" : "\n");
        }
        const std::string expected = describe(test::hiddenReference(octets(s)));
        for (const kernels::Kernel* kernel : kernels::availableKernels()) {
            ASSERT_EQ(describe(scanInChunks(s, *kernel, rng)), expected)
                << "kernel " << kernel->name << ", input " << formatOctets(octets(s));
        }
    }
}

TEST(HiddenQuickCheck, EveryKernelPassesOverAllowedTextAndNothingElse) {
    // Kernel::quietPrefix on text of allowed characters at every alignment: it passes over
    // whole characters only, all but the last block of it, and adds the keys' scripts; and it
    // never passes over a character its key does not allow, a control or a stray octet.
    std::mt19937 rng(64);
    // Three keys at most in a block, as the kernels take them.
    const std::vector<std::string> allowed = {"\u0430", "\u0431", "\u4E2D", "\U0001F600",
                                              "a",      " ",      "\t"};
    const std::vector<std::string> refused = {"\x80",   "\xC0\x80",    "\r",           "\x1B",
                                              "\u200B", "\u0301",      "\xED\xA0\x80", "\u0660",
                                              "\xF8",   "\xE0\x80\x80"};
    for (int round = 0; round < 400; ++round) {
        std::string s(rng() % 4, 'x');
        while (s.size() < 64 + rng() % 600)
            s += allowed[rng() % allowed.size()];
        const std::size_t plain = s.size();
        const bool spoil = rng() % 2 == 0;
        if (spoil) {
            s += refused[rng() % refused.size()];
            while (s.size() < plain + 200)
                s += allowed[rng() % allowed.size()];
        }
        for (const kernels::Kernel* kernel : kernels::availableKernels()) {
            kernels::QuietCheck check{.key = hidden::quietKey};
            const std::size_t n = kernel->quietPrefix(octets(s).data(), s.size(), check);
            ASSERT_LE(n, plain) << kernel->name << " " << formatOctets(octets(s));
            ASSERT_TRUE(n == plain || (static_cast<std::uint8_t>(s[n]) & 0xC0) != 0x80);
            if (kernel->name == "scalar" || kernel->name == "sse4") {
                ASSERT_EQ(n, 0u);
                continue;
            }
            if (!spoil) {
                ASSERT_GT(n + 64 + 3, s.size()) << kernel->name;
            }
            // The scripts of what it passed over, at least.
            std::uint32_t orP = 0;
            std::uint32_t andP = ~std::uint32_t{0};
            bool latin = false;
            for (const Unit& u : decodeAll(octets(s).first(n), Profile::Rfc3629)) {
                latin =
                    latin || (u.codePoint < 0x80 && std::isalpha(static_cast<int>(u.codePoint)));
                if (u.codePoint < 0x80)
                    continue; // ASCII letters count as `latin`
                orP |= hidden::props(static_cast<char32_t>(u.codePoint)) & hidden::kQuietMask;
                andP &= hidden::props(static_cast<char32_t>(u.codePoint)) | ~hidden::kQuietMask;
            }
            EXPECT_EQ(check.orQuiet & orP, orP) << kernel->name;
            EXPECT_EQ(check.andQuiet & andP & hidden::kQuietMask,
                      check.andQuiet & hidden::kQuietMask)
                << kernel->name;
            EXPECT_EQ(check.latin, latin) << kernel->name;
        }
    }
}

TEST(HiddenDifferential, SplitScanOfASourceMatchesTheReference) {
    // scanSource splits at unit boundaries; each thread takes the lines that start in its part,
    // and reads on to the end of its last one. Lines short and long, and one line longer than
    // a part, whose threads take nothing of their own.
    std::mt19937 rng(99);
    for (int round = 0; round < 24; ++round) {
        std::string s;
        while (s.size() < 40000) {
            s += randomText(rng, 1 + rng() % 40);
            if (round % 6 == 5) {
                for (int k = 0; k < 2000; ++k)
                    s += "\u043C\u0438\u0440 word ";
            }
        }
        const test::HiddenInText split = test::hiddenInTextReference(octets(s));
        const auto& expected = split.findings;
        const HiddenCounts& counts = split.counts;
        const MemorySource source(std::vector<std::uint8_t>(s.begin(), s.end()));
        for (const unsigned threads : {1u, 2u, 3u, 4u}) {
            ScanOptions options;
            options.threads = threads;
            options.chunkSize = 4096;
            options.hidden = true;
            options.hiddenIndex = round % 2 == 0;
            const ScanResult r = scanSource(source, Profile::Rfc3629, options);
            ASSERT_TRUE(r.hidden.has_value());
            ASSERT_EQ(*r.hidden, counts) << threads << " threads";
            if (options.hiddenIndex) {
                ASSERT_TRUE(r.hiddenIndex.has_value());
                EXPECT_TRUE(r.hiddenIndex->complete());
                EXPECT_EQ(r.hiddenIndex->counts(), counts);
                ASSERT_EQ(describe(std::vector<HiddenFinding>(r.hiddenIndex->findings().begin(),
                                                              r.hiddenIndex->findings().end())),
                          describe(expected))
                    << threads << " threads";
            } else {
                EXPECT_FALSE(r.hiddenIndex.has_value());
            }
        }
    }
}

TEST(HiddenDifferential, PartsSplitInsideTheFirstCharacter) {
    // Four threads over seven octets: the first part ends before the character it starts in,
    // and is empty; the line is taken once. (Two controls in seven octets are binary data: the
    // two are counted outside text.)
    const std::vector<std::uint8_t> data = {0xEF, 0xBB, 0x12, 0x3D, 0xF4, 0xFF, 0x00};
    const MemorySource source(data);
    ScanOptions options;
    options.threads = 4;
    options.hidden = true;
    options.hiddenIndex = true;
    const ScanResult r = scanSource(source, Profile::Rfc3629, options);
    ASSERT_TRUE(r.hidden.has_value());
    EXPECT_EQ(r.hidden->outsideText, 2u);
    EXPECT_EQ(r.hidden->total(), 0u);
    EXPECT_EQ(r.hiddenIndex->counts().outsideText, 2u);
    EXPECT_TRUE(r.hiddenIndex->findings().empty());
}

TEST(HiddenDifferential, PartWhoseOnlyLineFeedIsItsLastOctet) {
    // Three threads over 30 octets, parts at 10 and 20: the middle part's lines start after
    // its last octet, where the last part's do; the second line is taken once.
    std::string s = std::string(19, 'a') + "\n" + "b\u200B";
    s += std::string(30 - s.size(), 'c');
    const MemorySource source(std::vector<std::uint8_t>(s.begin(), s.end()));
    ScanOptions options;
    options.threads = 3;
    options.hidden = true;
    const ScanResult r = scanSource(source, Profile::Rfc3629, options);
    ASSERT_TRUE(r.hidden.has_value());
    EXPECT_EQ(r.hidden->total(), 1u);
}

TEST(HiddenIndex, FindingsByOffsetRange) {
    const auto found = findHidden(octets(std::string("a\u200Bb\u200Bc\n\u202E\n")));
    HiddenIndex index;
    for (const HiddenFinding& f : found)
        index.add(f);
    ASSERT_EQ(index.findings().size(), 3u);
    EXPECT_EQ(index.in(0, 1).size(), 0u);
    EXPECT_EQ(index.in(0, 2).size(), 1u); // the first ZWSP starts at 1
    EXPECT_EQ(index.in(3, 4).size(), 1u); // its last octet
    EXPECT_EQ(index.in(0, 100).size(), 3u);
    EXPECT_EQ(index.firstAfter(4), 1u); // the second ZWSP, at 5
    EXPECT_EQ(index.firstAfter(100), 3u);
    EXPECT_TRUE(index.complete());
    EXPECT_EQ(index.counts().total(), 3u);
}

TEST(HiddenIndex, KeepsAPrefixAndCountsTheRest) {
    HiddenIndex index;
    HiddenFinding f;
    f.length = 3;
    for (std::size_t k = 0; k < HiddenIndex::kCapacity + 10; ++k) {
        f.offset = 3 * k;
        index.add(f);
    }
    EXPECT_EQ(index.findings().size(), HiddenIndex::kCapacity);
    EXPECT_EQ(index.counts().total(), HiddenIndex::kCapacity + 10);
    EXPECT_FALSE(index.complete());
    HiddenIndex later;
    later.add(f);
    index.append(later, 5);
    EXPECT_EQ(index.findings().size(), HiddenIndex::kCapacity);
    EXPECT_EQ(index.counts().total(), HiddenIndex::kCapacity + 11);
}

// --- Outside text: regions the map does not read as text ----------------------------------

// A C file with an RLO left open in a comment and a zero-width space in a name, and between them
// 8 KiB of random octets that hold an RLO and controls by chance, as data does.
std::string codeAroundData(std::uint32_t seed) {
    std::string s;
    for (int k = 0; k < 200; ++k)
        s += "int value = compute(input, " + std::to_string(k) + ");\n";
    s += "/* \u202E } if (admin) { */\n";
    const std::size_t data = s.size();
    std::mt19937 rng(seed);
    for (int k = 0; k < 8192; ++k)
        s += static_cast<char>(rng());
    s.replace(data + 4000, 3, "\u202E");
    s += "\nint co\u200Bunt = 0;\n";
    for (int k = 0; k < 200; ++k)
        s += "int other = compute(input, " + std::to_string(k) + ");\n";
    return s;
}

using CollectAll = test::CollectHidden;

TEST(HiddenOutsideText, RandomOctetsInDataAreCountedApartNotFound) {
    const std::string s = codeAroundData(5);
    HiddenTextScanner scanner;
    CollectAll sink;
    scanner.feed(octets(s), &sink);
    scanner.finish(&sink);
    // The two in text, in order; the RLO in the data is none of them.
    ASSERT_EQ(sink.found.size(), 2u) << describe(sink.found);
    EXPECT_EQ(sink.found[0].cls, HiddenClass::BidiUnterminated);
    EXPECT_EQ(sink.found[0].codePoint, U'\u202E');
    EXPECT_EQ(sink.found[1].codePoint, U'\u200B');
    // The data: one region of binary data, which holds the RLO and what else its octets make.
    ASSERT_EQ(sink.outside.size(), 1u);
    const HiddenOutsideText& data = sink.outside[0];
    EXPECT_EQ(data.kind, RegionKind::Binary);
    const std::uint64_t rlo = s.find("\u202E", s.find("*/\n"));
    EXPECT_LE(data.offset, rlo);
    EXPECT_GT(data.offset + data.length, rlo);
    EXPECT_GE(data.counts.count(HiddenClass::BidiUnterminated) +
                  data.counts.count(HiddenClass::Bidi),
              1u);
    EXPECT_GT(data.counts.count(HiddenClass::Control), 10u); // random octets hold controls
    EXPECT_EQ(scanner.counts().total(), 2u);
    EXPECT_EQ(scanner.counts().outsideText, data.counts.total());
    // The map comes with it, and its region of binary data is the one said.
    const RegionMap map = scanner.takeMap();
    EXPECT_EQ(map.size(), s.size());
    ASSERT_EQ(map.count(RegionKind::Binary), 1u);
    const Region& binary = *map.regionAt(rlo);
    EXPECT_EQ(binary.kind, RegionKind::Binary);
    EXPECT_EQ(binary.offset, data.offset);
    EXPECT_EQ(binary.length, data.length);

    // The split scan says the same, on any number of threads.
    const MemorySource source(std::vector<std::uint8_t>(s.begin(), s.end()));
    for (const unsigned threads : {1u, 2u, 3u}) {
        ScanOptions options;
        options.threads = threads;
        options.hidden = true;
        options.hiddenIndex = true;
        const ScanResult r = scanSource(source, Profile::Rfc3629, options);
        ASSERT_TRUE(r.hidden && r.hiddenIndex);
        EXPECT_EQ(*r.hidden, scanner.counts()) << threads << " threads";
        EXPECT_EQ(r.hiddenIndex->counts(), scanner.counts());
        EXPECT_EQ(describe({r.hiddenIndex->findings().begin(), r.hiddenIndex->findings().end()}),
                  describe(sink.found));
        EXPECT_FALSE(r.regions.has_value()); // not asked for
    }
}

// A line shorter than a finding's distance to the end of the input: what is held at the end is
// passed on whole (the end, UINT64_MAX, once wrapped in the count of a run and hung lint).
TEST(HiddenOutsideText, ShortInputPassesOnWhatItHeldAtTheEnd) {
    for (const std::string s : {"a\u200Bb p\u0430y \u202E\n", "\u202E", "\u200B\u200B\u200B"}) {
        HiddenTextScanner scanner;
        CollectAll sink;
        scanner.feed(octets(s), &sink);
        scanner.finish(&sink);
        const test::HiddenInText expected = test::hiddenInTextReference(octets(s));
        EXPECT_EQ(describe(sink.found), describe(expected.findings)) << s;
        EXPECT_FALSE(sink.found.empty()) << s;
        EXPECT_TRUE(sink.outside.empty()) << s;
    }
}

TEST(HiddenOutsideText, NulRunsAndUtf16AreNoText) {
    const auto scan = [](const std::string& s, CollectAll& sink) {
        HiddenTextScanner scanner;
        scanner.feed(octets(s), &sink);
        scanner.finish(&sink);
    };
    // A NUL hole in a log: its NULs are no controls of the text, the text's own are.
    std::string prose;
    for (int k = 0; k < 100; ++k)
        prose += "Plain prose, a line of it.\n";
    CollectAll log;
    scan(prose + "a\u200Bb\n" + std::string(1000, '\0') + "\nc\u200Bd\n" + prose, log);
    EXPECT_EQ(log.found.size(), 2u) << describe(log.found);
    ASSERT_EQ(log.outside.size(), 1u);
    EXPECT_EQ(log.outside[0].kind, RegionKind::Nul);
    EXPECT_EQ(log.outside[0].length, 1000u);
    EXPECT_EQ(log.outside[0].counts.count(HiddenClass::Control), 1000u);
    EXPECT_EQ(log.outside[0].line, 102u);
    EXPECT_EQ(log.outside[0].column, 1u);
    // UTF-16 read as UTF-8: a NUL beside each letter, and its ESC, which are not text.
    std::string utf16;
    for (int k = 0; k < 300; ++k) {
        for (const char c : std::string("UTF-16 text, with an \x1B in it.\n")) {
            utf16 += c;
            utf16 += '\0';
        }
    }
    CollectAll wide;
    scan(utf16, wide);
    EXPECT_TRUE(wide.found.empty()) << describe(wide.found);
    ASSERT_EQ(wide.outside.size(), 1u);
    EXPECT_EQ(wide.outside[0].kind, RegionKind::Utf16);
    EXPECT_EQ(wide.outside[0].counts.count(HiddenClass::Control),
              utf16.size() / 2 + 300); // each NUL, each ESC
}

// Text and data in turns too close for the map to list (a Mixed region, which bounds the map's
// size): the text keeps its findings, and each stretch of data is said on its own.
TEST(HiddenOutsideText, TextInAMixedStretchKeepsItsFindings) {
    std::string s;
    std::mt19937 rng(9);
    for (int k = 0; k < 100; ++k) {
        for (int line = 0; line < 400; ++line)
            s += line == 200 ? "int co\u200Bunt = 0;\n" : "int value = compute(input);\n";
        for (int i = 0; i < 4096; ++i)
            s += static_cast<char>(rng());
        s += "\n";
    }
    HiddenTextScanner scanner;
    CollectAll sink;
    scanner.feed(octets(s), &sink);
    scanner.finish(&sink);
    const RegionMap map = scanner.takeMap();
    std::size_t zwsp = 0;
    std::size_t zwspInMixed = 0; // findings that a filter by the map's regions would lose
    for (const HiddenFinding& f : sink.found) {
        if (f.codePoint != U'\u200B')
            continue;
        ++zwsp;
        zwspInMixed += map.regionAt(f.offset)->kind == RegionKind::Mixed ? 1 : 0;
    }
    EXPECT_EQ(zwsp, 100u);
    EXPECT_GT(zwspInMixed, 50u);
    EXPECT_EQ(sink.outside.size(), 100u);
    for (const HiddenOutsideText& o : sink.outside)
        EXPECT_EQ(o.kind, RegionKind::Binary);
}

// Inputs of several tiles: text of every piece, blocks of random octets, NUL runs and UTF-16,
// with long lines that cross the tiles and the parts of a split scan.
std::string textAndData(std::mt19937& rng, std::size_t size) {
    std::string s;
    while (s.size() < size) {
        switch (rng() % 6) {
        case 0: { // random octets
            const std::size_t n = 100 + rng() % 20000;
            for (std::size_t k = 0; k < n; ++k)
                s += static_cast<char>(rng());
            break;
        }
        case 1:
            s += std::string(1 + rng() % 3000, '\0');
            break;
        case 2: { // UTF-16 of ASCII
            const std::string t = randomText(rng, 200);
            for (const char c : t) {
                s += c;
                s += '\0';
            }
            break;
        }
        case 3: // a long line
            for (int k = 0; k < 2000; ++k)
                s += (rng() % 50 == 0) ? pieces()[rng() % pieces().size()] : "word ";
            break;
        default:
            s += randomText(rng, 1 + rng() % 400);
            break;
        }
    }
    return s;
}

TEST(HiddenDifferential, TextBesideDataMatchesTheReferenceWhateverTheChunksAndThreads) {
    std::mt19937 rng(3401);
    for (int round = 0; round < 4; ++round) {
        const std::string s = textAndData(rng, (std::size_t{3} << 20) / 2 + rng() % (2u << 20));
        const test::HiddenInText expected = test::hiddenInTextReference(octets(s));
        ASSERT_GT(expected.counts.outsideText, 0u);
        // A stream in chunks of any size.
        HiddenTextScanner scanner;
        CollectAll sink;
        std::uniform_int_distribution<std::size_t> size(1, 300000);
        for (std::size_t at = 0; at < s.size();) {
            const std::size_t n = std::min(size(rng), s.size() - at);
            scanner.feed(octets(s).subspan(at, n), &sink);
            at += n;
        }
        scanner.finish(&sink);
        ASSERT_EQ(describe(sink.found), describe(expected.findings)) << "round " << round;
        ASSERT_EQ(test::describeOutside(sink.outside), test::describeOutside(expected.outside));
        ASSERT_EQ(scanner.counts(), expected.counts);
        // Split across threads, in chunks of a few sizes.
        const MemorySource source(std::vector<std::uint8_t>(s.begin(), s.end()));
        for (const unsigned threads : {1u, 2u, 3u, 4u}) {
            ScanOptions options;
            options.threads = threads;
            options.chunkSize = threads == 3 ? 4096 : std::size_t{1} << (16 + threads);
            options.hidden = true;
            options.hiddenIndex = true;
            options.regions = threads % 2 == 0; // with the map asked for, and without
            const ScanResult r = scanSource(source, Profile::Rfc3629, options);
            ASSERT_TRUE(r.hidden && r.hiddenIndex);
            ASSERT_EQ(*r.hidden, expected.counts) << threads << " threads, round " << round;
            ASSERT_EQ(
                describe({r.hiddenIndex->findings().begin(), r.hiddenIndex->findings().end()}),
                describe(expected.findings))
                << threads << " threads, round " << round;
        }
    }
}

} // namespace
} // namespace u8scope
