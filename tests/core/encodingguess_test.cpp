#include "u8scope/encoding/encodingguess.h"
#include "u8scope/encoding/transcoder.h"

#include <gtest/gtest.h>
#include <random>
#include <string>

namespace u8scope {
namespace {

std::span<const std::uint8_t> octets(const std::string& s) {
    return {reinterpret_cast<const std::uint8_t*>(s.data()), s.size()};
}

// "Привет, мир! Это простой текст на русском языке." in windows-1251, a few times over.
std::string russian1251() {
    const std::string line = "\xCF\xF0\xE8\xE2\xE5\xF2, \xEC\xE8\xF0! \xDD\xF2\xEE "
                             "\xEF\xF0\xEE\xF1\xF2\xEE\xE9 \xF2\xE5\xEA\xF1\xF2 \xED\xE0 "
                             "\xF0\xF3\xF1\xF1\xEA\xEE\xEC \xFF\xE7\xFB\xEA\xE5.\n";
    std::string text;
    for (int i = 0; i < 8; ++i)
        text += line;
    return text;
}

std::string utf16le(const std::string& ascii) {
    std::string out;
    for (const char c : ascii) {
        out += c;
        out += '\0';
    }
    return out;
}

TEST(EncodingGuess, SaysNothingOfUtf8EvenWithSomeDamage) {
    EXPECT_FALSE(guessEncoding(octets("plain ASCII")));
    EXPECT_FALSE(guessEncoding(octets("caf\xC3\xA9 cr\xC3\xA8me br\xC3\xBBl\xC3\xA9"
                                      "e")));
    EXPECT_FALSE(guessEncoding(octets("caf\xC3\xA9 cr\xC3\xA8me br\xC3\xBBl\xC3\xA9"
                                      "e \xE9")));
    // A sequence cut by the end of the sample is no sign of another encoding.
    EXPECT_FALSE(looksLikeAnotherEncoding(octets("caf\xC3\xA9 \xE2\x82")));
    // Three malformed octets and nothing else outside ASCII: too few to call it another encoding.
    EXPECT_FALSE(looksLikeAnotherEncoding(octets("a\xC0\x80 bc \xFF"
                                                 "de")));
}

// UTF-8 with dense errors, as a decoder's test file has them: as many malformed octets as
// well-formed ones outside ASCII, yet many well-formed sequences beside, which text in a
// single-octet encoding makes only by chance. No detector's windows-1252 is taken for it.
std::string denseErrors() {
    std::string text;
    for (int i = 0; i < 10; ++i)
        text += "\xCE\xBA\xE1\xBD\xB9\xCF\x83\xCE\xBC\xCE\xB5: \xC0\xAF \xED\xA0\x80 "
                "\xF8\x88\x80\x80\x80 \x80\xBF \xFE \xFF \xE2\x82\xAC\n";
    return text;
}

TEST(EncodingGuess, SaysNothingOfUtf8WithDenseErrors) {
    EXPECT_TRUE(looksLikeAnotherEncoding(octets(denseErrors())));
    EXPECT_FALSE(guessEncoding(octets(denseErrors())));
    EXPECT_TRUE(unitsLookLikeAnotherEncoding(10, 91));
    EXPECT_FALSE(unitsLookLikeAnotherEncoding(10, 90));
}

// Characters above U+FFFF as surrogate pairs of 3-octet sequences (CESU-8, Java): every octet
// outside ASCII is malformed UTF-8, yet this is UTF-8 gone astray, which the mojibake engine
// repairs, not a legacy encoding to convert from. A lone surrogate is still malformed.
TEST(EncodingGuess, NamesNoLegacyEncodingForSurrogatePairs) {
    std::string cesu;
    for (int i = 0; i < 20; ++i)
        cesu += "Hello \xED\xA0\xBD\xED\xB8\x80 world \xED\xA0\xBC\xED\xBF\x89 ok\n";
    EXPECT_FALSE(looksLikeAnotherEncoding(octets(cesu)));
    EXPECT_FALSE(guessEncoding(octets(cesu)));
    std::string lone;
    for (int i = 0; i < 20; ++i)
        lone += "Hello \xED\xA0\xBD world\n";
    EXPECT_TRUE(looksLikeAnotherEncoding(octets(lone)));
}

TEST(EncodingGuess, NamesWindows1251Text) {
    const auto g = guessEncoding(octets(russian1251()));
    ASSERT_TRUE(g);
    EXPECT_EQ(g->name, "windows-1251");
    EXPECT_GT(g->confidence, 30);
    EXPECT_TRUE(g->detectorsAgree);
    ASSERT_TRUE(g->codec);
    EXPECT_EQ(g->codec->id(), CodecId::Windows1251);
}

TEST(EncodingGuess, NamesUtf16WithAndWithoutAByteOrderMark) {
    const auto bom = guessEncoding(octets("\xFF\xFE" + utf16le("Hello, world.\n")));
    ASSERT_TRUE(bom);
    EXPECT_EQ(bom->name, "UTF-16LE");
    EXPECT_EQ(bom->confidence, 100);
    EXPECT_TRUE(bom->byteOrderMark);
    const auto bare = guessEncoding(octets(utf16le("Hello, world. This is plain English.\n")));
    ASSERT_TRUE(bare);
    EXPECT_EQ(bare->name, "UTF-16LE");
    EXPECT_FALSE(bare->byteOrderMark);
    EXPECT_FALSE(bare->codec);
}

// A stray NUL octet (the "U+0000" example of a decoder test file) in windows-1251 text does not
// make it UTF-16, which ICU's detector would answer, with little confidence, for NUL octets alone.
TEST(EncodingGuess, AStrayNulDoesNotMakeTextUtf16) {
    std::string text = russian1251();
    text.insert(text.size() / 2, 1, '\0');
    const auto g = guessEncoding(octets(text));
    ASSERT_TRUE(g);
    EXPECT_EQ(g->name, "windows-1251");
}

// The names people know (the preferred MIME names), not the IANA names ICU gives first
// ("ISO_8859-2:1987"); and ISO 8859-1 with octets in 80-9F, C1 controls there, is windows-1252.
TEST(EncodingGuess, NamesEncodingsAsPeopleKnowThem) {
    std::string polish;
    std::string french;
    for (int i = 0; i < 40; ++i) {
        // "Zażółć gęślą jaźń, powiedział nauczyciel z uśmiechem. Łódź, Kraków, Gdańsk." in
        // ISO 8859-2.
        polish += "Za\xBF\xF3\xB3\xE6 g\xEA\xB6l\xB1 ja\xBC\xF1, powiedzia\xB3 nauczyciel z "
                  "u\xB6miechem. \xA3\xF3"
                  "d\xBC, Krak\xF3w, Gda\xF1sk. ";
        // "Le café de la gare est fermé le dimanche, mais l'hôtel reste ouvert." in ISO 8859-1.
        french += "Le caf\xE9 de la gare est ferm\xE9 le dimanche, mais l'h\xF4tel reste ouvert. ";
    }
    const auto latin2 = guessEncoding(octets(polish));
    ASSERT_TRUE(latin2);
    EXPECT_EQ(latin2->name, "ISO-8859-2");
    const auto latin1 = guessEncoding(octets(french));
    ASSERT_TRUE(latin1);
    EXPECT_EQ(latin1->name, "ISO-8859-1");
    french += "\x93ouvert\x94";
    const auto windows = guessEncoding(octets(french));
    ASSERT_TRUE(windows);
    EXPECT_EQ(windows->name, "windows-1252");
}

// Random octets are no text in any encoding, though both detectors name one for them
// (windows-1252); a binary file with some text neither.
TEST(EncodingGuess, SaysNothingOfBinaryData) {
    std::mt19937 rng(3);
    std::string random(kEncodingSample, '\0');
    for (char& c : random)
        c = static_cast<char>(rng());
    EXPECT_TRUE(looksLikeAnotherEncoding(octets(random)));
    EXPECT_FALSE(guessEncoding(octets(random)));
    std::string program = russian1251();
    for (std::size_t at = 0; at < program.size(); at += 50)
        program[at] = '\x01';
    EXPECT_FALSE(guessEncoding(octets(program)));
    // UTF-16 without a byte order mark, all NULs and letters, is still UTF-16.
    const auto bare = guessEncoding(octets(utf16le("Plain English, in UTF-16.\n")));
    ASSERT_TRUE(bare);
    EXPECT_EQ(bare->name, "UTF-16LE");
}

TEST(Transcoder, ConvertsWithOurTablesAndWithIcu) {
    auto w = Transcoder::open("windows-1251");
    ASSERT_TRUE(w);
    std::string out;
    w->convert(octets("\xCF\xF0\xE8\xE2\xE5\xF2"), out, true);
    EXPECT_EQ(out, "\xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82");
    // UTF-16 from ICU, in chunks that split a character, its byte order mark dropped.
    auto u = Transcoder::open("UTF-16LE");
    ASSERT_TRUE(u);
    const std::string in = "\xFF\xFE" + std::string("A\0\xE9\0\x3D\xD8\x00\xDE", 8);
    std::string text;
    for (std::size_t i = 0; i < in.size(); ++i)
        u->convert(octets(in).subspan(i, 1), text, i + 1 == in.size());
    EXPECT_EQ(text, "A\xC3\xA9\xF0\x9F\x98\x80");
    // A character cut by the end becomes U+FFFD.
    auto cut = Transcoder::open("UTF-16LE");
    std::string odd;
    cut->convert(octets(std::string("A\0B", 3)), odd, true);
    EXPECT_EQ(odd, "A\xEF\xBF\xBD");
    EXPECT_FALSE(Transcoder::open("no-such-encoding"));
}

// fix --from flushes with an empty last chunk: a character the end cut short was dropped
// without a word for every encoding of more than one octet per character.
TEST(Transcoder, ReplacesALastCharacterCutShortAndSaysHowLong) {
    const struct {
        const char* encoding;
        std::string text;
        std::size_t cut;
    } cases[] = {
        {"UTF-16LE", std::string("A\0B", 3), 1},
        {"UTF-16",
         std::string("\xFF\xFE"
                     "A\0B",
                     5),
         1},
        {"UTF-32LE", std::string("A\0\0\0B\0", 6), 2},
        {"Shift_JIS", "A\x82", 1},
        {"EUC-JP", "A\xA4", 1},
        {"Big5", "A\xA4", 1},
        {"GB18030", "A\x81\x30", 2},
        {"UTF-8", "A\xE2\x82", 2},
    };
    for (const auto& c : cases) {
        for (const bool apart : {false, true}) {
            auto t = Transcoder::open(c.encoding);
            ASSERT_TRUE(t) << c.encoding;
            std::string out;
            t->convert(octets(c.text), out, !apart);
            EXPECT_EQ(t->cutAtEnd(), apart ? 0U : c.cut) << c.encoding;
            if (apart)
                t->convert({}, out, true);
            EXPECT_EQ(out, "A\xEF\xBF\xBD") << c.encoding << (apart ? ", flushed apart" : "");
            EXPECT_EQ(t->cutAtEnd(), c.cut) << c.encoding;
        }
    }
    // Text that ends between characters has nothing cut.
    auto whole = Transcoder::open("UTF-16LE");
    std::string out;
    whole->convert(octets(std::string("A\0", 2)), out);
    whole->convert({}, out, true);
    EXPECT_EQ(out, "A");
    EXPECT_EQ(whole->cutAtEnd(), 0U);
}

// ICU's own substitute in Shift_JIS and EUC-JP is U+001A (SUB), a control.
TEST(Transcoder, ReplacesWhatItCannotReadWithTheReplacementCharacter) {
    const struct {
        const char* encoding;
        std::string broken;
    } cases[] = {
        {"Shift_JIS", "\xFF\x41"},
        {"EUC-JP", "\xFF\x41"},
        {"Big5", "\xA1\x20"},                             // a lead octet without its trail
        {"UTF-16BE", std::string("\xDC\x00\x00\x41", 4)}, // a lone low surrogate
    };
    for (const auto& [encoding, broken] : cases) {
        auto t = Transcoder::open(encoding);
        ASSERT_TRUE(t) << encoding;
        std::string out;
        t->convert(octets(broken), out, true);
        EXPECT_EQ(out.substr(0, 3), "\xEF\xBF\xBD") << encoding << ": " << out;
        EXPECT_EQ(out.find('\x1A'), std::string::npos) << encoding;
        EXPECT_EQ(t->cutAtEnd(), 0U) << encoding;
    }
}

} // namespace
} // namespace u8scope
