#include "textinput.h"

#include "input.h"
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
        t.m_plan = planRepairFromHead(*head);
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
    t.m_plan = planRepairFromHead(t.m_head);
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
    if (m_file) {
        if (auto error = completeRepairPlan(m_plan, *m_file))
            return *error;
    }
    return m_plan.options;
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
