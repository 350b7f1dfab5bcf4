// mojibake: every place the text went through the wrong encoding, with its repair and the steps
// that made it, as each is found; counts at the end. For a regular file a first pass gathers the
// evidence of which codec explains most of it (textinput.h).
#include "cli.h"
#include "commands.h"
#include "output.h"
#include "textinput.h"
#include "u8scope/codec/explaintext.h"
#include "u8scope/mojibake/mojibaketext.h"
#include "u8scope/text/hex.h"

#include <array>
#include <cstdio>

namespace u8scope::cli {

namespace {

std::string num(std::uint64_t v) {
    return std::to_string(v);
}

std::string confidenceText(double c) {
    std::array<char, 16> buffer{};
    std::snprintf(buffer.data(), buffer.size(), "%.2f", c);
    return buffer.data();
}

std::string pad(std::string s, std::size_t width) {
    if (s.size() < width)
        s.append(width - s.size(), ' ');
    return s + ' ';
}

// "not UTF-8: most likely windows-1251 (Russian), ICU is 66 % sure and uchardet agrees".
std::string describeEncoding(const EncodingGuess& g) {
    std::string s = "not UTF-8: most likely " + g.name;
    if (g.byteOrderMark)
        return s + " (it starts with its byte order mark)";
    s += g.confidence > 0
             ? ", ICU's confidence " + num(static_cast<std::uint64_t>(g.confidence)) + " of 100"
             : std::string(", ICU does not name it");
    s += g.detectorsAgree ? " and uchardet agrees" : ", uchardet says the same only in part";
    return s;
}

class Report final : public MojibakeSink {
public:
    Report(Out& out, bool json, std::uint64_t limit) : m_out(out), m_json(json), m_limit(limit) {}

    void header(const std::string& path, const std::optional<EncodingGuess>& encoding,
                bool binary) {
        if (m_json) {
            m_out.write("{\n  \"file\": " + jsonString(path) + ",\n  \"encoding\": ");
            if (!encoding) {
                m_out.write("{\"utf8\": true}");
            } else {
                const EncodingGuess& g = *encoding;
                m_out.write("{\"utf8\": false, \"name\": " + jsonString(g.name) +
                            ", \"confidence\": " + num(static_cast<std::uint64_t>(g.confidence)) +
                            ", \"language\": " + jsonString(g.language) +
                            ", \"byte_order_mark\": " + (g.byteOrderMark ? "true" : "false") +
                            ", \"detectors_agree\": " + (g.detectorsAgree ? "true" : "false") +
                            ", \"summary\": " + jsonString(describeEncoding(g)) + "}");
            }
            m_out.write(",\n  \"findings\": [");
            return;
        }
        m_out.write(terminalSafe(path) + "\n  encoding    " +
                    (encoding ? describeEncoding(*encoding)
                     : binary ? std::string("binary data: only its lines of text are read")
                              : std::string("UTF-8")) +
                    "\n");
    }

    void onFinding(const MojibakeFinding& f) override {
        ++m_count;
        ++m_byKind[static_cast<std::size_t>(f.kind)];
        if (hasCodec(f.kind))
            ++m_byCodec[static_cast<std::size_t>(f.codec.id())];
        else if (const std::string_view e = assumedEncoding(f); !e.empty())
            countEastAsian(e);
        if (m_listed == m_limit)
            return; // counted, not listed (--max-findings)
        ++m_listed;
        const MojibakeText words = mojibakeText(f);
        if (m_json) {
            std::string j = m_listed == 1 ? "\n    " : ",\n    ";
            j += "{\"offset\": " + num(f.offset) + ", \"length\": " + num(f.length) +
                 ", \"kind\": " + jsonString(toString(f.kind)) +
                 ", \"octets\": " + jsonString(formatOctets(f.text)) +
                 ", \"text\": " + jsonString(f.text) + ", \"repaired\": " + jsonString(f.repaired) +
                 ", \"repaired_octets\": " + jsonString(formatOctets(f.repaired)) +
                 ", \"chain\": " + jsonString(chainName(f)) +
                 ", \"codec\": " + nullOr(assumedEncoding(f)) +
                 ", \"east_asian\": " + nullOr(f.eastAsian) +
                 ", \"rounds\": " + num(static_cast<std::uint64_t>(f.rounds)) + ", \"codecs\": [";
            for (std::size_t i = 0; i < f.chain.size(); ++i)
                j += (i ? ", " : "") + jsonString(f.chain[i].name());
            j += std::string("], \"latin1_mix\": ") + (f.latin1Mix ? "true" : "false") +
                 ", \"cesu8\": " + (f.cesu8 ? "true" : "false") +
                 ", \"lost\": " + num(static_cast<std::uint64_t>(f.lost)) +
                 ", \"confidence\": " + confidenceText(f.confidence) + ", \"alternatives\": [";
            for (std::size_t i = 0; i < f.alternatives.size(); ++i)
                j += (i ? ", " : "") + jsonString(f.alternatives[i].name());
            j += "], \"evidence\": [";
            for (std::size_t i = 0; i < f.evidence.size(); ++i) {
                const MojibakeEvidence& e = f.evidence[i];
                j += std::string(i ? ", " : "") + "{\"kind\": " + jsonString(toString(e.kind)) +
                     ", \"count\": " + num(e.count) +
                     ", \"sentence\": " + jsonString(englishSentence(evidenceSentence(e, f))) + "}";
            }
            j += "], \"stages\": [";
            for (std::size_t i = 0; i < f.stages.size(); ++i) {
                j += std::string(i ? ", " : "") + "{\"text\": " + jsonString(f.stages[i]) +
                     ", \"octets\": " + jsonString(formatOctets(f.stages[i])) + "}";
            }
            j += "], \"summary\": " + jsonString(words.plain) +
                 ", \"explanation\": " + jsonString(words.text()) + "}";
            m_out.write(j);
            return;
        }
        if (m_listed == 1) {
            m_out.write("\n  offset      length  kind                 chain                     "
                        "confidence  text -> repaired\n");
        }
        m_out.write("  " + pad(num(f.offset), 11) + pad(num(f.length), 7) +
                    pad(std::string(toString(f.kind)), 20) + pad(chainName(f), 25) +
                    pad(confidenceText(f.confidence), 11) + terminalSafe(shown(f, f.text)) +
                    " -> " + terminalSafe(shown(f, f.repaired)) + "\n");
        m_out.write("              " + terminalSafe(words.text()) + "\n");
        if (const std::string why = evidenceText(f); !why.empty())
            m_out.write("              Evidence: " + terminalSafe(why) + "\n");
    }

    // `binary`: the octets of lines taken for binary data (MojibakeStats::binary);
    // `binaryFrom`: where binary data began in a file whose head is text
    // (MojibakeStats::binaryFrom); `chanceLegacy`: runs of malformed octets a first pass read as
    // legacy octets by chance, and so left out (TextInput::chanceLegacy); `unprovenLegacy`: runs
    // of them nothing proved text in a legacy codec (MojibakeStats::unprovenLegacy).
    void footer(std::uint64_t octets, std::uint64_t binary,
                const std::optional<std::uint64_t>& binaryFrom, std::uint64_t chanceLegacy,
                std::uint64_t unprovenLegacy, const std::string& truncation) {
        if (m_json) {
            m_out.write(m_listed == 0 ? "],\n" : "\n  ],\n");
            m_out.write("  \"findings_listed\": " + num(m_listed) +
                        ",\n  \"finding_count\": " + num(m_count) + ",\n  \"findings_by_kind\": {");
            for (int k = 0; k < kMojibakeKindCount; ++k) {
                m_out.write(std::string(k ? ", " : "") +
                            jsonString(toString(static_cast<MojibakeKind>(k))) + ": " +
                            num(m_byKind[static_cast<std::size_t>(k)]));
            }
            m_out.write("},\n  \"findings_by_codec\": {");
            bool first = true;
            for (const auto& [name, n] : byEncoding()) {
                m_out.write(std::string(first ? "" : ", ") + jsonString(name) + ": " + num(n));
                first = false;
            }
            m_out.write(
                "},\n  \"octets\": " + num(octets) + ",\n  \"binary_octets\": " + num(binary) +
                ",\n  \"binary_from\": " + (binaryFrom ? num(*binaryFrom) : std::string("null")) +
                ",\n  \"legacy_runs_by_chance\": " + num(chanceLegacy) +
                ",\n  \"legacy_runs_unproven\": " + num(unprovenLegacy) + ",\n  \"truncated\": " +
                (truncation.empty() ? "false" : jsonString(truncation)) + "\n}\n");
            return;
        }
        std::string s(1, '\n');
        s += num(m_count);
        s += m_count == 1 ? " finding" : " findings";
        if (m_listed < m_count)
            s += " (" + num(m_listed) + " listed, --max-findings " + num(m_limit) + ")";
        if (m_count > 0) {
            s += ":";
            bool first = true;
            for (int k = 0; k < kMojibakeKindCount; ++k) {
                if (const auto n = m_byKind[static_cast<std::size_t>(k)]) {
                    s += std::string(first ? " " : ", ") +
                         std::string(toString(static_cast<MojibakeKind>(k))) + " " + num(n);
                    first = false;
                }
            }
            first = true;
            for (const auto& [name, n] : byEncoding()) {
                s += std::string(first ? "; codecs: " : ", ") + name + " " + num(n);
                first = false;
            }
        }
        s += " (" + num(octets) + " octets";
        if (binary > 0)
            s += "; " + num(binary) + " of them in lines of binary data, not read as text";
        if (binaryFrom)
            s += "; binary data by offset " + num(*binaryFrom) +
                 ", after which only lines of text are read";
        m_out.write(s + ")\n");
        if (chanceLegacy > 0)
            m_out.write(chanceLegacyNote(chanceLegacy) + "\n");
        if (unprovenLegacy > 0)
            m_out.write(unprovenLegacyNote(unprovenLegacy) + "\n");
    }

    [[nodiscard]] std::uint64_t count() const noexcept { return m_count; }

private:
    // The text of a finding in quotes, or its octets where they are not UTF-8.
    static std::string shown(const MojibakeFinding& f, const std::string& text) {
        if (&text == &f.text &&
            (f.kind == MojibakeKind::LegacyOctets || f.kind == MojibakeKind::SurrogatePair ||
             f.kind == MojibakeKind::ModifiedNul))
            return formatOctets(text);
        if (f.kind == MojibakeKind::ModifiedNul)
            return "U+0000";
        // What does not show is named: a repair to a byte order mark would look like a deletion,
        // and a C1 control as found like octets that are not UTF-8 ("<PU2>", not "\xC2\x92").
        return "\"" + visibleText(text) + "\"";
    }

    // The findings per encoding they assumed: the single-octet codecs in the order of
    // Codec::all(), then the East Asian decoders in the order met.
    [[nodiscard]] std::vector<std::pair<std::string, std::uint64_t>> byEncoding() const {
        std::vector<std::pair<std::string, std::uint64_t>> all;
        for (const Codec c : Codec::all()) {
            if (const auto n = m_byCodec[static_cast<std::size_t>(c.id())])
                all.emplace_back(std::string(c.name()), n);
        }
        all.insert(all.end(), m_byEastAsian.begin(), m_byEastAsian.end());
        return all;
    }

    void countEastAsian(std::string_view name) {
        for (auto& [known, n] : m_byEastAsian) {
            if (known == name) {
                ++n;
                return;
            }
        }
        m_byEastAsian.emplace_back(std::string(name), 1);
    }

    static std::string nullOr(std::string_view s) {
        return s.empty() ? std::string("null") : jsonString(std::string(s));
    }

    Out& m_out;
    bool m_json;
    std::uint64_t m_limit; // the most findings listed
    std::uint64_t m_listed = 0;
    std::uint64_t m_count = 0;
    std::array<std::uint64_t, kMojibakeKindCount> m_byKind{};
    std::array<std::uint64_t, kCodecCount> m_byCodec{};
    std::vector<std::pair<std::string, std::uint64_t>> m_byEastAsian;
};

} // namespace

int runMojibake(const Options& o) {
    const std::string& path = o.operands.front();
    auto input = TextInput::open(path);
    if (!input) {
        complain(input.error());
        return kExitTrouble;
    }
    auto options = input->engineOptions();
    if (!options) {
        complain(options.error());
        return kExitTrouble;
    }
    Out out;
    Report report(out, o.json, o.maxFindings.value_or(UINT64_MAX));
    report.header(path, input->encoding(), input->binary());
    MojibakeScanner scanner(*options);
    // UTF-16, UTF-32 and the legacy encodings of several octets a character (Shift_JIS,
    // GB18030, ...) hold no text a reading octet by octet could repair: the encoding is the
    // finding, as in the window.
    const bool wholeEncoding = input->encoding() && !input->encoding()->codec;
    std::uint64_t octets = 0;
    std::optional<IoError> ioError;
    // A file's first pass that was this pass (RepairPlan::surveyIsPass) has said it all.
    const std::optional<MojibakeStats>& survey = input->plan().surveyIsPass;
    if (survey && !wholeEncoding) {
        octets = survey->octets;
    } else {
        ioError = input->read([&](std::span<const std::uint8_t> chunk) {
            octets += chunk.size();
            if (!wholeEncoding)
                scanner.feed(chunk, &report);
            return !out.failed();
        });
        if (!ioError && !wholeEncoding)
            scanner.finish(&report);
    }
    const MojibakeStats& stats = survey && !wholeEncoding ? *survey : scanner.stats();
    report.footer(octets, stats.binary, stats.binaryFrom, input->chanceLegacy(),
                  stats.unprovenLegacy + input->surveyUnproven(),
                  ioError ? ioError->message() : std::string());
    if (!out.flush()) {
        out.complainFailure();
        return kExitTrouble;
    }
    if (ioError) {
        complain(*ioError);
        return kExitTrouble;
    }
    return report.count() == 0 && !input->encoding() ? kExitOk : kExitInvalid;
}

} // namespace u8scope::cli
