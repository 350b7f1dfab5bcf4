// The streaming mojibake engine against the plain reference (mojibakereference.h) on random
// input, in random chunks: the same findings, the same repaired text.
#include "corpus.h"
#include "corpusset.h"
#include "mojibake/pieceexaminer.h"
#include "mojibake/pieces.h"
#include "mojibake/suspects.h"
#include "mojibakereference.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/mojibake/mojibakehints.h"
#include "u8scope/mojibake/repairplan.h"
#include "u8scope/scan/scanner.h"

#include <gtest/gtest.h>
#include <random>
#include <string_view>

namespace u8scope {
namespace {

std::span<const std::uint8_t> octets(const std::string& s) {
    return {reinterpret_cast<const std::uint8_t*>(s.data()), s.size()};
}

// Random text: clean and damaged sentences, every other kind of damage, raw octets, octets of
// binary data (controls among them), and now and then a line long enough to be cut.
std::string randomInput(std::mt19937& rng) {
    const auto& sentences = corpus::tunedSentences();
    const auto codecs = Codec::all();
    std::string s;
    const int parts = 1 + static_cast<int>(rng() % 12);
    for (int i = 0; i < parts; ++i) {
        const std::string& sentence = sentences[rng() % sentences.size()].text;
        switch (rng() % 14) {
        case 0:
        case 1:
            s += sentence;
            break;
        case 2:
        case 3:
            s += corpus::reencode(sentence, codecs[rng() % codecs.size()],
                                  1 + static_cast<int>(rng() % 3));
            break;
        case 4: // through two codecs
            s += corpus::reencode(corpus::reencode(sentence, codecs[rng() % codecs.size()]),
                                  codecs[rng() % codecs.size()]);
            break;
        case 5:
            s += corpus::loseNoBreakSpaces(corpus::reencode(sentence, codecs[rng() % 6]));
            break;
        case 6:
            s += corpus::reencodeStrictly(sentence, codecs[rng() % 6],
                                          rng() % 2 ? "?" : "\xEF\xBF\xBD");
            break;
        case 7: // CESU-8, alone or read as a codec, and the modified NUL
            switch (rng() % 3) {
            case 0:
                s += "\xED\xA0\xBD\xED\xB8\x80";
                break;
            case 1:
                s += corpus::reencode("\xED\xA0\xBD\xED\xB8\x80", codecs[rng() % 6],
                                      1 + static_cast<int>(rng() % 2));
                break;
            default:
                s += "\xC0\x80";
                break;
            }
            break;
        case 8:
            for (int k = static_cast<int>(rng() % 6); k >= 0; --k)
                s += static_cast<char>(0x80 + rng() % 0x80);
            break;
        case 9:
            s += rng() % 2 ? "\xC2\x92" : "\xC2\xA0";
            break;
        case 10:
            if (rng() % 8 == 0) {
                // A long line: with spaces, or none, to cut where the rule says.
                const std::string word = rng() % 2 ? "abc\xC3\x83\xC2\xA9 " : "x\xC3\x83\xC2\xA9";
                while (s.size() < 70000 + rng() % 70000)
                    s += word;
            }
            break;
        case 11:
            for (int k = static_cast<int>(rng() % 48); k >= 0; --k)
                s += static_cast<char>(rng() % 0x100);
            break;
        case 12: {
            // Signs that make a lone letter or a rare one (proved only by the line or the input),
            // and a lone Hebrew letter damaged so.
            static const char* const kSigns[] = {"\xC3\x97\xE2\x80\x9D",     "\xC3\x97\xC2\xA3",
                                                 "\xE2\x88\x9A\xCF\x80",     "\xC3\x84\xC2\xA0",
                                                 "\xC3\x8A\xC2\xB4\xC2\xB4", "\xC3\x8B\xC2\xB4",
                                                 "\xD7\xA9\xD7\x9C"};
            s += kSigns[rng() % std::size(kSigns)];
            break;
        }
        default:
            s += rng() % 3 ? " " : "\n";
            break;
        }
        s += rng() % 4 ? " " : "\n";
    }
    return s;
}

void expectSameFinding(const MojibakeFinding& a, const MojibakeFinding& b, const char* what) {
    EXPECT_EQ(a.offset, b.offset) << what;
    EXPECT_EQ(a.length, b.length) << what;
    EXPECT_EQ(a.kind, b.kind) << what;
    EXPECT_EQ(a.text, b.text) << what;
    EXPECT_EQ(a.repaired, b.repaired) << what;
    EXPECT_EQ(a.codec, b.codec) << what;
    EXPECT_EQ(a.rounds, b.rounds) << what;
    EXPECT_EQ(a.chain, b.chain) << what;
    EXPECT_EQ(a.cesu8, b.cesu8) << what;
    EXPECT_EQ(a.stages, b.stages) << what;
    EXPECT_EQ(a.confidence, b.confidence) << what;
    EXPECT_EQ(a.alternatives, b.alternatives) << what;
    EXPECT_EQ(a.evidence, b.evidence) << what;
    EXPECT_EQ(a.before, b.before) << what;
    EXPECT_EQ(a.after, b.after) << what;
}

TEST(MojibakeDifferential, StreamsFindWhatTheReferenceFindsInAnyChunks) {
    std::mt19937 rng(20261123);
    for (int round = 0; round < 200; ++round) {
        const std::string input = randomInput(rng);
        // Every third input read as a file that is binary data (its lines of text only); every
        // fourth with its legacy octets taken for chance readings (a first pass's verdict).
        MojibakeOptions options;
        options.binaryData = round % 3 == 2;
        options.legacyByChance = round % 4 == 1;
        const auto reference = test::referenceMojibake(octets(input), options);
        struct Collect final : MojibakeSink {
            std::vector<MojibakeFinding> found;
            void onFinding(const MojibakeFinding& f) override { found.push_back(f); }
        } sink;
        MojibakeScanner scanner(options);
        const std::size_t maxChunk = rng() % 3 == 0 ? input.size() + 1 : 1 + rng() % 4096;
        for (std::size_t at = 0; at < input.size();) {
            const std::size_t n = std::min<std::size_t>(1 + rng() % maxChunk, input.size() - at);
            scanner.feed(octets(input).subspan(at, n), &sink);
            at += n;
        }
        scanner.finish(&sink);
        ASSERT_EQ(sink.found.size(), reference.findings.size())
            << "round " << round << ": " << input;
        for (std::size_t i = 0; i < sink.found.size(); ++i)
            expectSameFinding(sink.found[i], reference.findings[i], "finding");
        EXPECT_EQ(scanner.stats().votes, reference.stats.votes) << round;
        EXPECT_EQ(scanner.stats().unexplainedMalformed, reference.stats.unexplainedMalformed);
        EXPECT_EQ(scanner.stats().legacyOctets, reference.stats.legacyOctets) << round;
        EXPECT_EQ(scanner.stats().legacyOctetsRead, reference.stats.legacyOctetsRead) << round;
        if (options.legacyByChance) {
            EXPECT_EQ(reference.stats.byKind[static_cast<std::size_t>(MojibakeKind::LegacyOctets)],
                      0u);
        }
        // The streaming repair gives the reference's repaired text.
        std::string repaired;
        MojibakeRepairer repairer([&](std::string_view s) { repaired.append(s); }, options);
        for (std::size_t at = 0; at < input.size();) {
            const std::size_t n = std::min<std::size_t>(1 + rng() % maxChunk, input.size() - at);
            repairer.feed(octets(input).subspan(at, n));
            at += n;
        }
        repairer.finish();
        EXPECT_EQ(repaired, test::referenceRepair(octets(input), reference.findings)) << round;
    }
}

struct Collect final : MojibakeSink {
    std::vector<MojibakeFinding> found;
    void onFinding(const MojibakeFinding& f) override { found.push_back(f); }
};

// What `engine` finds reading `source` only where its RFC 3629 scan with `options` points (its
// hints, asked for here); `ranges` gets how many places the scan noted.
std::vector<MojibakeFinding> readWhereTheScanPoints(const MemorySource& source, ScanOptions options,
                                                    MojibakeScanner& engine,
                                                    std::size_t* ranges = nullptr) {
    options.mojibakeHints = true;
    const ScanResult scan = scanSource(source, Profile::Rfc3629, options);
    EXPECT_TRUE(scan.mojibakeHints.has_value());
    if (!scan.mojibakeHints)
        return {};
    if (ranges)
        *ranges = scan.mojibakeHints->ranges().size();
    Collect hinted;
    EXPECT_FALSE(engine.feedSource(source, *scan.mojibakeHints, &hinted).has_value());
    return std::move(hinted.found);
}

// The engine remembers what it weighed of each word with legacy octets; the words here come
// back again and again, and share their first and last octets with others that read otherwise
// ("caf\xE9", "caf\xE9s", "cafe\xE9"; windows-1251 and windows-1252 letters), so a memo that
// took one word for another would show against the reference, which remembers nothing.
TEST(MojibakeDifferential, RemembersWhatAWordWeighsForThatWordAlone) {
    const std::vector<std::string> words = {
        "caf\xE9",
        "caf\xE8",
        "caf\xFC",
        "caf\xE9s",
        "cafe\xE9",
        "\xE9t\xE9",
        "\xE9t\xE8",
        "\xC9t\xE9",
        "na\xEFve",
        "na\xEFv\xE9",
        "\xCF\xF0\xE8",
        "\xCF\xF0\xE9",
        "\xCF\xF0\xE8\xE2\xE5\xF2",
        "x\x81y",
        "x\x8Dy",
        "\xA9\xAE",
        "\xA9\xAE\xB0",
        "\xFF\xFE",
        "a\xFF"
        "b",
        "a\xFE"
        "b",
    };
    std::mt19937 rng(11);
    for (int round = 0; round < 20; ++round) {
        std::string input;
        for (int i = 0; i < 300; ++i) {
            input += words[rng() % words.size()];
            input += rng() % 6 == 0 ? "\n" : " ";
        }
        const auto reference = test::referenceMojibake(octets(input));
        Collect sink;
        MojibakeScanner scanner;
        scanner.feed(octets(input), &sink);
        scanner.finish(&sink);
        ASSERT_EQ(sink.found.size(), reference.findings.size()) << round;
        for (std::size_t i = 0; i < sink.found.size(); ++i)
            expectSameFinding(sink.found[i], reference.findings[i], "finding");
    }
}

// The quick look remembers words it read (PlainWords, InertWords): a word that comes back is
// decided from the memo, and a word it took no reading of has its choice made again from what
// it weighs. Pieces of the 43 languages' clean passages (Thai, Urdu, Korean and Hindi words come
// back as such words), their words again in other lines, and damage of every kind between them
// (evidence that breaks the ties): an examiner that remembers finds what one that reads every
// word afresh finds, and notes the same ties and statistics.
TEST(MojibakeDifferential, RememberedWordsDecideAsWordsReadAfresh) {
    const auto clean = corpus::languagesTuned().clean;
    // Half of them from passages mostly outside ASCII (other scripts than Latin).
    std::vector<std::string> scripts;
    for (const corpus::CleanCase& c : clean) {
        if (2 * std::count_if(c.text.begin(), c.text.end(), [](char o) { return o & 0x80; }) >
            static_cast<std::ptrdiff_t>(c.text.size()))
            scripts.push_back(c.text);
    }
    ASSERT_GT(scripts.size(), 10u);
    std::mt19937 rng(20261128);
    for (int round = 0; round < 60; ++round) {
        std::string input;
        std::vector<std::string> words;
        for (int part = 0; part < 4; ++part) {
            const std::string& text =
                part % 2 ? scripts[rng() % scripts.size()] : clean[rng() % clean.size()].text;
            input += text + "\n";
            for (std::size_t i = 0; i < text.size();) {
                const std::size_t end = std::min(text.find_first_of(" \n", i), text.size());
                if (end > i)
                    words.push_back(text.substr(i, end - i));
                i = end + 1;
            }
        }
        for (int line = 0; line < 100; ++line) {
            // Damage on lines of its own, through any codec: votes for the codecs the words'
            // readings tie between, and the clean lines still read quickly.
            if (rng() % 4 == 0)
                input += randomInput(rng) + "\n";
            if (rng() % 3 == 0)
                input += corpus::reencode(words[rng() % words.size()],
                                          Codec::all()[rng() % Codec::all().size()]) +
                         "\n";
            for (int k = 1 + static_cast<int>(rng() % 8); k > 0; --k)
                input += words[rng() % words.size()] + (rng() % 3 == 0 ? "\xC2\xA0" : " ");
            input += "\n";
        }
        const auto data = octets(input);
        MojibakeOptions options;
        MojibakeStats remembering;
        MojibakeStats afresh;
        detail::PieceExaminer fast(options, remembering, false);
        detail::PieceExaminer slow(options, afresh, false);
        slow.rememberWords(false);
        Collect fastFound;
        Collect slowFound;
        for (std::size_t pos = 0; pos < data.size();) {
            const std::size_t end = detail::pieceEnd(data.data(), pos, data.size(), true);
            fast.examine(data.subspan(pos, end - pos), pos, &fastFound);
            slow.examine(data.subspan(pos, end - pos), pos, &slowFound);
            pos = end;
        }
        ASSERT_EQ(fastFound.found.size(), slowFound.found.size()) << round;
        for (std::size_t i = 0; i < fastFound.found.size(); ++i)
            expectSameFinding(fastFound.found[i], slowFound.found[i], "finding");
        EXPECT_TRUE(remembering.ties == afresh.ties) << round;
        EXPECT_EQ(remembering.votes, afresh.votes) << round;
        EXPECT_EQ(remembering.legacyVotes, afresh.legacyVotes) << round;
        EXPECT_EQ(remembering.findings, afresh.findings) << round;
        EXPECT_EQ(remembering.unprovenLegacy, afresh.unprovenLegacy) << round;
        EXPECT_EQ(remembering.malformed, afresh.malformed) << round;
        EXPECT_EQ(remembering.binary, afresh.binary) << round;
    }
}

// Every statistic of two passes alike.
void expectSameStats(const MojibakeStats& a, const MojibakeStats& b, int round) {
    EXPECT_EQ(a.octets, b.octets) << round;
    EXPECT_EQ(a.findings, b.findings) << round;
    EXPECT_EQ(a.byKind, b.byKind) << round;
    EXPECT_EQ(a.byCodec, b.byCodec) << round;
    EXPECT_EQ(a.votes, b.votes) << round;
    EXPECT_EQ(a.unexplainedMalformed, b.unexplainedMalformed) << round;
    EXPECT_EQ(a.unprovenLegacy, b.unprovenLegacy) << round;
    EXPECT_EQ(a.legacyVotes, b.legacyVotes) << round;
    EXPECT_EQ(a.malformed, b.malformed) << round;
    EXPECT_EQ(a.binary, b.binary) << round;
    EXPECT_EQ(a.binaryMalformed, b.binaryMalformed) << round;
    EXPECT_EQ(a.binaryMalformedEnd, b.binaryMalformedEnd) << round;
    EXPECT_EQ(a.binaryFrom, b.binaryFrom) << round;
    EXPECT_TRUE(a.ties == b.ties) << round;
    EXPECT_EQ(a.legacyOctets, b.legacyOctets) << round;
    EXPECT_EQ(a.legacyOctetsRead, b.legacyOctetsRead) << round;
}

// A first pass read in two halves at once (surveySource) ends with the statistics of one pass
// from start to end: where the first half gives the second no evidence (clean text before the
// middle), and where it does (damage, binary data before it, and the second half is read
// again). Random inputs, with and without their region map, some with a line longer than a
// piece across the middle.
TEST(MojibakeDifferential, AFirstPassInTwoHalvesEndsAsOnePass) {
    std::mt19937 rng(20261129);
    const auto& sentences = corpus::tunedSentences();
    int split = 0;
    int again = 0;
    for (int round = 0; round < 100; ++round) {
        // Anything after the middle; before it, clean lines or damage too, as long.
        std::string after;
        if (rng() % 8 == 0)
            after += std::string(70000 + rng() % 1000, 'x') + " \xC3\x83\xC2\xA9\n";
        for (int line = 0; line < 10; ++line)
            after += randomInput(rng) + (rng() % 2 ? "\n" : "");
        std::string input;
        const bool cleanFirst = rng() % 2 == 0;
        while (input.size() <= after.size())
            input +=
                (cleanFirst ? sentences[rng() % sentences.size()].text : randomInput(rng)) + "\n";
        input += after;
        const MemorySource source(std::vector<std::uint8_t>(input.begin(), input.end()));
        MojibakeOptions options;
        if (rng() % 2 == 0) {
            ScanOptions mapping;
            mapping.regions = true;
            ScanResult scan = scanSource(source, Profile::Rfc3629, mapping);
            ASSERT_TRUE(scan.regions.has_value());
            options = withRegionMap(options, std::move(*scan.regions));
        }
        MojibakeScanner one(options);
        one.feed(octets(input), nullptr);
        one.finish(nullptr);
        const auto halves = surveySource(source, options, nullptr, 1);
        ASSERT_TRUE(halves.ok()) << round;
        expectSameStats(*halves, one.stats(), round);
        // Whether the first half, to the line feed from the middle on, gives evidence.
        const std::size_t middle = input.find('\n', input.size() / 2);
        if (options.binaryFrom || middle == std::string::npos)
            continue;
        MojibakeScanner firstHalf(options);
        firstHalf.feed(octets(input).first(middle + 1), nullptr);
        (firstHalf.stats().votes == MojibakeStats{}.votes ? split : again) += 1;
    }
    // Both cases came up.
    EXPECT_GT(split, 20);
    EXPECT_GT(again, 20);
}

// Two passes over `input`, the second with the evidence of the first, as the window and the
// command line read a file; the first pass's findings and statistics are in `first`.
struct TwoPasses {
    Collect first;
    Collect second;
    MojibakeStats firstStats;
    MojibakeStats secondStats;
};
TwoPasses readTwice(const std::string& input) {
    TwoPasses out;
    MojibakeScanner first;
    first.feed(octets(input), &out.first);
    first.finish(&out.first);
    out.firstStats = first.stats();
    MojibakeOptions options;
    options.codecVotes = first.stats().votes;
    MojibakeScanner second(options);
    second.feed(octets(input), &out.second);
    second.finish(&out.second);
    out.secondStats = second.stats();
    return out;
}

bool sameFindings(const std::vector<MojibakeFinding>& a, const std::vector<MojibakeFinding>& b) {
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i].offset != b[i].offset || a[i].length != b[i].length || a[i].kind != b[i].kind ||
            a[i].repaired != b[i].repaired || a[i].codec != b[i].codec ||
            a[i].rounds != b[i].rounds || a[i].chain != b[i].chain || a[i].cesu8 != b[i].cesu8 ||
            a[i].stages != b[i].stages || a[i].confidence != b[i].confidence ||
            a[i].alternatives != b[i].alternatives || a[i].evidence != b[i].evidence)
            return false;
    }
    return true;
}

// fix run on its own output changes nothing where the first repair was complete
// (test::completeRepair, which the fuzzer checks too): every finding taken, proving itself, and
// the repaired text well-formed UTF-8. Random inputs of several parts, chains through two
// codecs and CESU-8 read as a codec among them.
TEST(MojibakeDifferential, ARepairThatWasCompleteRepairedAgainIsUnchanged) {
    std::mt19937 rng(20261127);
    int complete = 0;
    int repairs = 0;
    for (int round = 0; round < 800; ++round) {
        std::string input;
        for (int part = static_cast<int>(1 + rng() % 2); part > 0; --part)
            input += randomInput(rng);
        const std::string once = repairMojibake(input);
        MojibakeScanner pass;
        pass.feed(octets(input), nullptr);
        pass.finish(nullptr);
        if (!test::completeRepair(findMojibake(input), once, pass.stats()))
            continue;
        ++complete;
        repairs += once != input ? 1 : 0;
        ASSERT_EQ(repairMojibake(once), once) << "round " << round << ": " << input;
    }
    // Complete repairs came up, and most changed their text: the rule is asked where it matters.
    EXPECT_GT(complete, 100) << repairs;
    EXPECT_GT(repairs, 80) << complete;
}

// A first pass tells whether a second with the evidence of the whole input would decide any tie
// between codecs otherwise (MojibakeTies); when it says not, the second finds exactly what the
// first found, and the window leaves it out. Random inputs of several parts, so that the
// evidence of later parts goes against the ties of earlier ones now and then.
TEST(MojibakeDifferential, ASecondPassIsLeftOutOnlyWhereItFindsTheSame) {
    std::mt19937 rng(20261124);
    int held = 0;
    int changed = 0;
    for (int round = 0; round < 400; ++round) {
        std::string input;
        for (int part = static_cast<int>(1 + rng() % 6); part > 0; --part)
            input += randomInput(rng);
        const TwoPasses passes = readTwice(input);
        const bool same = sameFindings(passes.first.found, passes.second.found);
        changed += same ? 0 : 1;
        if (!passes.firstStats.ties.holdWith(passes.firstStats.votes))
            continue;
        ++held;
        ASSERT_TRUE(same) << "round " << round << ": " << input;
        for (std::size_t i = 0; i < passes.first.found.size(); ++i)
            expectSameFinding(passes.first.found[i], passes.second.found[i], "finding");
        EXPECT_EQ(passes.firstStats.votes, passes.secondStats.votes) << round;
        EXPECT_EQ(passes.firstStats.byCodec, passes.secondStats.byCodec) << round;
    }
    // Both cases came up: the rule is asked where it matters.
    EXPECT_GT(held, 100);
    EXPECT_GT(changed, 5);
}

// The engine reading only where the UTF-8 scan pointed (mojibakehints.h) finds what it finds
// reading everything: same findings, same statistics, however the scan was split and chunked.
// Inputs are long enough for many chunks, and mix in clean lines, long lines and binary runs.
TEST(MojibakeDifferential, ReadingOnlyWhereTheScanPointsFindsTheSame) {
    std::mt19937 rng(20261124);
    const auto& sentences = corpus::tunedSentences();
    for (int round = 0; round < 60; ++round) {
        std::string input;
        const std::size_t target = 4096 + rng() % (round % 4 == 0 ? 600000 : 60000);
        while (input.size() < target) {
            switch (rng() % 6) {
            case 0:
                input += randomInput(rng);
                break;
            case 1: // a clean stretch, so that whole chunks hold nothing
                for (int k = static_cast<int>(rng() % 400); k >= 0; --k)
                    input += sentences[rng() % sentences.size()].text + (rng() % 5 ? " " : "\n");
                break;
            case 2: // a line feed right before or after damage, at any octet
                input += rng() % 2 ? "\n" : "?";
                break;
            default:
                input += sentences[rng() % sentences.size()].text + "\n";
                break;
            }
        }
        const std::vector<std::uint8_t> bytes(input.begin(), input.end());
        MojibakeOptions engineOptions;
        engineOptions.binaryData = round % 3 == 2;

        Collect whole;
        MojibakeScanner reference(engineOptions);
        reference.feed(bytes, &whole);
        reference.finish(&whole);

        const MemorySource source(bytes);
        ScanOptions options;
        options.threads = static_cast<unsigned>(1 + rng() % 3);
        options.chunkSize = 4096 + rng() % 20000;
        options.buildIndex = rng() % 2 == 0;
        MojibakeScanner engine(engineOptions);
        const auto hinted = readWhereTheScanPoints(source, options, engine);

        ASSERT_EQ(hinted.size(), whole.found.size()) << "round " << round << ", " << options.threads
                                                     << " threads, chunks of " << options.chunkSize;
        for (std::size_t i = 0; i < whole.found.size(); ++i)
            expectSameFinding(hinted[i], whole.found[i], "finding");
        EXPECT_EQ(engine.stats().octets, reference.stats().octets) << round;
        EXPECT_EQ(engine.stats().findings, reference.stats().findings) << round;
        EXPECT_EQ(engine.stats().votes, reference.stats().votes) << round;
        EXPECT_EQ(engine.stats().unexplainedMalformed, reference.stats().unexplainedMalformed);
        EXPECT_EQ(engine.stats().malformed, reference.stats().malformed) << round;
    }
}

// East Asian damage shows in no suspect pair: UTF-8 read as GBK ("杩欐槸涓" and U+FFFD),
// replacement characters read as GBK ("锟斤拷"), text in GBK read as windows-1252 ("ÄãºÃ"),
// text in Big5 or EUC-KR read as DOS 437 ("╚╕░Φ").
// Its traces are places of the filter (readaseastasian.h), and a read of only what the scan
// points at finds them as a read of everything does, whatever words the hints let go as plain.
TEST(MojibakeDifferential, ReadingOnlyWhereTheScanPointsFindsEastAsianDamage) {
    const std::vector<std::string> damage = {
        "Note: \xE6\x9D\xA9\xE6\xAC\x90\xE6\xA7\xB8\xE6\xB6\x93\xEF\xBF\xBD"
        "\xE9\x8F\x82\xE5\x9B\xA9\xE6\xAE\x91\xE5\xA8\xB4\xE5\xAC\xAD\n",
        "Name: \xE9\x94\x9F\xE6\x96\xA4\xE6\x8B\xB7\xE9\x94\x9F\xE6\x96\xA4\xE6\x8B\xB7\n",
        "\xE9\x94\x9F\xE6\x96\xA4\xE6\x8B\xB7 \xE6\x96\x87\xE4\xBB\xB6\n",
        "file \xC3\x84\xC3\xA3\xC2\xBA\xC3\x83.txt\n",
        // 客戶名單_最新.csv in Big5 and 회계 보고서.docx in EUC-KR, read as DOS 437.
        "list "
        "\xC2\xBD\xE2\x95\x9A\xC3\xB1\xC3\x9F\xC2\xAAW\xE2\x94\x82\xC2\xB5_"
        "\xE2\x94\x82\xE2\x95\xA0\xE2\x95\x96s.csv\n",
        "\xE2\x95\x9A\xE2\x95\x95\xE2\x96\x91\xCE\xA6 "
        "\xE2\x95\x91\xE2\x95\x95\xE2\x96\x91\xCF\x86\xE2\x95\x9D\xC2\xA1.docx\n",
    };
    const auto& sentences = corpus::tunedSentences();
    std::mt19937 rng(33);
    for (int round = 0; round < 8; ++round) {
        std::string input;
        while (input.size() < 20000) {
            input += rng() % 8 == 0 ? damage[rng() % damage.size()]
                                    : sentences[rng() % sentences.size()].text + "\n";
        }
        const std::vector<std::uint8_t> bytes(input.begin(), input.end());
        Collect whole;
        MojibakeScanner reference;
        reference.feed(bytes, &whole);
        reference.finish(&whole);
        ASSERT_FALSE(whole.found.empty());
        const MemorySource source(bytes);
        ScanOptions options;
        options.chunkSize = 4096 + rng() % 8192;
        MojibakeScanner engine;
        const auto hinted = readWhereTheScanPoints(source, options, engine);
        ASSERT_EQ(hinted.size(), whole.found.size()) << "round " << round;
        for (std::size_t i = 0; i < whole.found.size(); ++i)
            expectSameFinding(hinted[i], whole.found[i], "finding");
    }
}

// Text before and among binary data (a self-extracting archive): the reference, a stream in any
// chunks and a read of only what the scan points at all turn to reading binary data at the same
// line (MojibakeStats::binaryFrom), and find the same before and after it.
TEST(MojibakeDifferential, TextTurnsToBinaryDataAtTheSameLineInEveryRead) {
    std::mt19937 rng(20261125);
    int turned = 0;
    for (int round = 0; round < 40; ++round) {
        std::string input;
        const std::size_t target = 8192 + rng() % 60000;
        while (input.size() < target) {
            if (rng() % 4 == 0) { // a stretch of binary data
                for (int k = 64 + static_cast<int>(rng() % 2000); k > 0; --k)
                    input += static_cast<char>(rng() % 0x100);
            } else {
                input += randomInput(rng);
            }
        }
        const std::vector<std::uint8_t> bytes(input.begin(), input.end());
        const auto reference = test::referenceMojibake(bytes);

        Collect streamed;
        MojibakeScanner stream;
        for (std::size_t at = 0; at < bytes.size();) {
            const std::size_t n = std::min<std::size_t>(1 + rng() % 9000, bytes.size() - at);
            stream.feed(std::span(bytes).subspan(at, n), &streamed);
            at += n;
        }
        stream.finish(&streamed);

        const MemorySource source(bytes);
        ScanOptions options;
        options.threads = static_cast<unsigned>(1 + rng() % 3);
        options.chunkSize = 4096 + rng() % 20000;
        MojibakeScanner engine;
        const auto hinted = readWhereTheScanPoints(source, options, engine);

        EXPECT_EQ(stream.stats().binaryFrom, reference.stats.binaryFrom) << round;
        EXPECT_EQ(engine.stats().binaryFrom, reference.stats.binaryFrom) << round;
        turned += reference.stats.binaryFrom.has_value() ? 1 : 0;
        ASSERT_EQ(streamed.found.size(), reference.findings.size()) << round;
        ASSERT_EQ(hinted.size(), reference.findings.size()) << round;
        for (std::size_t i = 0; i < reference.findings.size(); ++i) {
            expectSameFinding(streamed.found[i], reference.findings[i], "streamed");
            expectSameFinding(hinted[i], reference.findings[i], "hinted");
        }
    }
    // Most inputs hold enough binary data to turn; a few do not.
    EXPECT_GT(turned, 25);
    EXPECT_LT(turned, 40);
}

// The engine reading only where a scan on one thread, in chunks of 4096 octets, points finds
// in `input` what a read of everything finds, and that is something.
void expectHintedReadFindsTheSame(const std::string& input, const std::string& what) {
    const std::vector<std::uint8_t> bytes(input.begin(), input.end());
    Collect whole;
    MojibakeScanner reference;
    reference.feed(bytes, &whole);
    reference.finish(&whole);
    ASSERT_FALSE(whole.found.empty()) << what;

    const MemorySource source(bytes);
    ScanOptions options;
    options.threads = 1;
    options.chunkSize = 4096;
    MojibakeScanner engine;
    const auto hinted = readWhereTheScanPoints(source, options, engine);
    ASSERT_EQ(hinted.size(), whole.found.size()) << what;
    for (std::size_t i = 0; i < whole.found.size(); ++i)
        expectSameFinding(hinted[i], whole.found[i], "finding");
}

// Lines of binary data without malformed UTF-8 whose only pairs are in words that need no
// reading ("ещё"): the scan points at none of them, so they do not count towards binary data
// (MojibakeStats::binaryFrom), or a read of everything would turn where a read of what the scan
// points at does not, and miss the line with a stray control after them.
TEST(MojibakeDifferential, LinesOfBinaryDataTheScanPointsAtNoneOfDoNotCount) {
    std::string input = "le caf\xC3\x83\xC2\xA9 au lait\n";
    // Far more than the read of what the scan points at feeds through between two places.
    while (input.size() < 64 * kBinaryDataInText)
        input += "\x01\x02 \xD0\xB5\xD1\x89\xD1\x91 \x03\x04\n";
    input += "the caf\xC3\x83\xC2\xA9 was\x01 closed\n";
    const std::vector<std::uint8_t> bytes(input.begin(), input.end());
    Collect whole;
    MojibakeScanner reference;
    reference.feed(bytes, &whole);
    reference.finish(&whole);
    EXPECT_FALSE(reference.stats().binaryFrom.has_value());
    EXPECT_EQ(whole.found.size(), 2u);

    const MemorySource source(bytes);
    ScanOptions options;
    options.threads = 1;
    options.chunkSize = std::size_t{1} << 20; // no chunk's end among the lines
    MojibakeScanner engine;
    std::size_t ranges = 0;
    const auto hinted = readWhereTheScanPoints(source, options, engine, &ranges);
    ASSERT_EQ(ranges, 2u);
    ASSERT_EQ(hinted.size(), whole.found.size());
    for (std::size_t i = 0; i < whole.found.size(); ++i)
        expectSameFinding(hinted[i], whole.found[i], "finding");
}

// Damage cut by a chunk boundary at every octet, in text that is ASCII around it: the chunk
// on either side may hold nothing else, yet the engine still reads the line.
TEST(MojibakeDifferential, ReadingOnlyWhereTheScanPointsFindsDamageCutByAChunk) {
    // One damaged pair each, so that nothing else on the line points the engine there.
    for (const std::string damaged : {" S\xC3\x83\xC2\xA3o Paulo", " \xC3\x83\xC2\x81"
                                                                   "frica"}) {
        for (std::size_t cut = 0; cut <= damaged.size(); ++cut) {
            std::string input(4096 - cut, 'a');
            for (std::size_t k = 60; k < input.size(); k += 61)
                input[k] = ' ';
            input += damaged + " and the rest of the line in ASCII.\n";
            input += std::string(5000, 'b') + "\n";
            expectHintedReadFindsTheSame(input, "cut " + std::to_string(cut) + ": " + damaged);
        }
    }
}

// The scanner decides the units of a chunk's last five octets with the next chunk, or at the
// end; damage there is still pointed at, in a file that short, at the end of a longer one, and
// at the end of a chunk in ASCII. (A fuzzer found the first: the file's only C1 control.)
TEST(MojibakeDifferential, ReadingOnlyWhereTheScanPointsFindsDamageInAChunksLastOctets) {
    std::vector<std::string> inputs = {"\x8A\n'\xC2\x80", "caf\xC3\x83\xC2\xA9",
                                       "\xC3\x83\xC2\xA9"};
    for (const std::string tail : {" caf\xC3\x83\xC2\xA9", " \xC2\x93", " said\xC2\x85"}) {
        for (std::size_t pad = 0; pad < 8; ++pad) {
            std::string text(4096 - tail.size() + pad - 4, 'a');
            for (std::size_t k = 60; k < text.size(); k += 61)
                text[k] = k % 3 ? ' ' : '\n';
            inputs.push_back(text + tail);
            inputs.push_back(inputs.back() + std::string(5000, 'b') + "\n");
        }
    }
    for (const std::string& input : inputs)
        expectHintedReadFindsTheSame(input, std::to_string(input.size()) + " octets");
}

// A byte order mark read as windows-1252 ("ï»¿") heads a word that reads well enough as it is:
// the scan points at it all the same (files joined with cat: the second one's mark in the middle).
TEST(MojibakeDifferential, ReadingOnlyWhereTheScanPointsFindsAByteOrderMarkReadAsACodec) {
    std::string input;
    while (input.size() < 40000)
        input += "id,name,price\n1,tea,3\n";
    input += "\xC3\xAF\xC2\xBB\xC2\xBFid,name,price\n";
    while (input.size() < 80000)
        input += "2,coffee,4\n";
    expectHintedReadFindsTheSame(input, "a byte order mark in the middle");
}

// Pure ASCII holds nothing for the engine: the scan points nowhere.
TEST(MojibakeDifferential, AsciiLeavesNoHints) {
    std::string ascii;
    while (ascii.size() < 300000)
        ascii += "Plain text, line after line, with nothing to repair? None.\n";
    const MemorySource source(std::vector<std::uint8_t>(ascii.begin(), ascii.end()));
    ScanOptions options;
    options.mojibakeHints = true;
    options.chunkSize = 4096;
    const ScanResult scan = scanSource(source, Profile::Rfc3629, options);
    ASSERT_TRUE(scan.mojibakeHints);
    EXPECT_TRUE(scan.mojibakeHints->complete());
    EXPECT_TRUE(scan.mojibakeHints->ranges().empty());
}

// The 1993 profile's scan takes the five- and six-octet forms for well-formed and reports none
// of them, while the engine reads them as malformed: such a scan leaves no hints, and the
// engine reads everything.
TEST(MojibakeDifferential, OnlyAnRfc3629ScanLeavesHints) {
    const std::string text = "ok \xF8\x88\x80\x80\x80 \xC3\x83\xC2\xA9 ok\n";
    const MemorySource source(std::vector<std::uint8_t>(text.begin(), text.end()));
    ScanOptions options;
    options.mojibakeHints = true;
    EXPECT_TRUE(scanSource(source, Profile::Rfc3629, options).mojibakeHints.has_value());
    EXPECT_FALSE(scanSource(source, Profile::Iso10646_1993, options).mojibakeHints.has_value());
}

// The words the engine would let go as plain leave no hint, however often they hold a pair some
// codec could take back; a word it would read is hinted whole, and so is a C1 control after a
// plain pair in the same word, and a word cut by the chunk's edge.
TEST(MojibakeDifferential, PlainWordsLeaveNoHints) {
    // "ещё": щ is DD in KOI8-R and ё A3, so the pair is one KOI8-R could give for U+0763; the
    // word is ordinary Russian, and the engine lets it go.
    const std::string plain = "\xD0\x95\xD1\x89\xD1\x91 \xD0\xB5\xD1\x89\xD1\x91 "
                              "\xD0\xB2\xD1\x81\xD1\x91.\n";
    ASSERT_LT(detail::findSuspectPair(reinterpret_cast<const std::uint8_t*>(plain.data()), 0,
                                      plain.size()),
              plain.size());
    const auto hintsOf = [](const std::string& text) {
        MojibakeHints hints;
        MojibakeSuspectFinder finder;
        finder.add(std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()), 1000,
                   hints);
        return hints.ranges();
    };
    std::string clean = " ";
    for (int k = 0; k < 200; ++k)
        clean += plain;
    EXPECT_TRUE(hintsOf(clean).empty());

    // A word re-encoded through windows-1252 ("café" as "cafÃ©") in the middle of them.
    const std::string damaged = clean + "le caf\xC3\x83\xC2\xA9 " + clean;
    const std::uint64_t at = 1000 + clean.size() + 3;
    EXPECT_EQ(hintsOf(damaged), (std::vector<MojibakeHints::Range>{{at, at + 7}}));

    // A C1 control later in a word whose first pair is plain.
    const std::string control = clean + "\xD0\xB5\xD1\x89\xD1\x91\xC2\x85 " + clean;
    const std::uint64_t c = 1000 + clean.size();
    EXPECT_EQ(hintsOf(control), (std::vector<MojibakeHints::Range>{{c, c + 8}}));

    // A plain word at the chunk's start: the chunk before may hold the rest of it.
    const std::string cut = plain + clean;
    const auto ranges = hintsOf(cut);
    ASSERT_EQ(ranges.size(), 1u);
    EXPECT_EQ(ranges.front().from, 1000u);
}

} // namespace
} // namespace u8scope
