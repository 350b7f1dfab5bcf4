#include "textinput.h"

#include "input.h"
#include "u8scope/file/filesummary.h"
#include "u8scope/regions/regionmap.h"
#include "u8scope/scan/scanner.h"

namespace u8scope::cli {

namespace {

constexpr std::size_t kChunk = std::size_t{1} << 20;

} // namespace

Result<TextInput> TextInput::open(const std::string& path) {
    TextInput t;
    t.m_path = path;
    auto file = openSizedFile(path);
    if (!file)
        return file.error();
    t.m_file = std::move(*file);
    if (t.m_file) {
        auto head = t.m_file->readVector(0, kEncodingSample);
        if (!head)
            return head.error();
        t.m_encoding = guessTextEncoding(*head);
        t.m_binary = isBinaryData(*head);
        return t;
    }
    auto stream = InputStream::open(path);
    if (!stream)
        return stream.error();
    t.m_stream = std::make_unique<InputStream>(std::move(*stream));
    std::vector<std::uint8_t> buffer(kEncodingSample);
    while (t.m_head.size() < kEncodingSample) {
        auto n = t.m_stream->read(std::span(buffer).first(kEncodingSample - t.m_head.size()));
        if (!n)
            return n.error();
        if (*n == 0)
            break;
        t.m_head.insert(t.m_head.end(), buffer.begin(), buffer.begin() + static_cast<long>(*n));
    }
    t.m_encoding = guessTextEncoding(t.m_head);
    t.m_binary = isBinaryData(t.m_head);
    return t;
}

std::optional<IoError>
TextInput::read(const std::function<bool(std::span<const std::uint8_t>)>& feed) {
    if (m_file) {
        std::vector<std::uint8_t> buffer(kChunk);
        for (std::uint64_t at = 0;;) {
            auto n = m_file->read(at, buffer);
            if (!n)
                return n.error();
            if (*n == 0)
                break;
            if (!feed(std::span(buffer).first(*n)))
                return std::nullopt;
            at += *n;
        }
        // What was read of a file that changed meanwhile (or between two readings of it)
        // belongs to no version of it.
        if (const std::string change = m_file->changeSinceOpened(); !change.empty())
            return IoError{m_path, "changed while it was read (" + change + ")", 0};
        return std::nullopt;
    }
    if (m_streamRead)
        return IoError{m_path, "cannot be read twice", 0};
    m_streamRead = true;
    if (!m_head.empty() && !feed(m_head))
        return std::nullopt;
    m_head.clear();
    m_head.shrink_to_fit();
    return readAll(*m_stream, [&](std::span<const std::uint8_t> chunk) { return feed(chunk); });
}

Result<MojibakeOptions> TextInput::engineOptions() {
    MojibakeOptions options = optionsForHead(m_encoding, m_binary);
    if (!m_file)
        return options;
    // A text file's region map first: lines in binary data are data (copied as they are by a
    // repair), the text around them is read as text. Binary data to the end after text is a
    // payload, which a repair of the text before it would move (a self-extracting archive).
    // A file that is binary data as a whole is read as such, only its lines of text, as a
    // stream is: its map would make every line data.
    if (!m_binary) {
        ScanOptions mapping;
        mapping.buildIndex = false;
        mapping.regions = true;
        ScanResult scan = scanSource(*m_file, Profile::Rfc3629, mapping);
        if (scan.ioError)
            return *scan.ioError;
        if (scan.regions) {
            const std::span<const Region> regions = scan.regions->regions();
            if (regions.size() > 1 && regions.back().kind != RegionKind::Nul &&
                isBinaryRegion(regions.back().kind))
                options.binaryFrom = regions.back().offset;
            options.regions = std::make_shared<const RegionMap>(std::move(*scan.regions));
        }
    }
    MojibakeScanner survey(options);
    if (auto error = read([&](std::span<const std::uint8_t> chunk) {
            survey.feed(chunk, nullptr);
            return true;
        }))
        return *error;
    survey.finish(nullptr);
    const MojibakeStats& stats = survey.stats();
    options = withEvidence(options, stats);
    m_chanceLegacy = chanceLegacyOf(stats, options);
    m_surveyUnproven = options.legacyByChance ? stats.unprovenLegacy : 0;
    m_surveyFindings = stats.findings - m_chanceLegacy;
    return options;
}

bool TextInput::judgedWhole() const noexcept {
    return m_file != nullptr || m_head.size() < kEncodingSample;
}

Result<bool> TextInput::utf8BeyondAscii() {
    Scanner scanner(Profile::Rfc3629);
    if (m_file) {
        if (auto error = read([&](std::span<const std::uint8_t> chunk) {
                scanner.feed(chunk);
                return true;
            }))
            return *error;
    } else {
        scanner.feed(m_head);
    }
    scanner.finish();
    const ScanStats& stats = scanner.stats();
    // A stream's head may end inside a character it cuts.
    const bool cut = !m_file && m_head.size() == kEncodingSample && stats.errors == 1 &&
                     stats.endsInsideCharacter;
    return (stats.errors == 0 || cut) && stats.characters < stats.octets;
}

std::string chanceLegacyNote(std::uint64_t runs) {
    return std::to_string(runs) + (runs == 1 ? " run" : " runs") +
           " of malformed octets not read as text in another encoding: read as letters of legacy "
           "encodings, they spread over many, none of which reads " +
           std::to_string(kChanceLegacyShare) +
           " % of them, as damage does (text in another encoding comes in one or two)";
}

std::string unprovenLegacyNote(std::uint64_t runs) {
    return std::to_string(runs) + (runs == 1 ? " run" : " runs") +
           " of malformed octets not read as text in another encoding: nothing around them shows "
           "one (no word they would complete is borne out by other words or readings of the "
           "line or the input, or the line is UTF-8 text besides), as with stray octets of "
           "damage";
}

} // namespace u8scope::cli
