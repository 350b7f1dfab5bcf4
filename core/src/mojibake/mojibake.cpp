// Whole-text helpers around the mojibake engine, the streaming repairer, and the finding at an
// offset for the window: see mojibake.h.
#include "u8scope/mojibake/mojibake.h"

#include "u8scope/codec/octetclass.h"
#include "u8scope/text/hex.h"

#include <algorithm>
#include <cstring>

namespace u8scope {

namespace {

class Collect final : public MojibakeSink {
public:
    explicit Collect(std::vector<MojibakeFinding>& out) : m_out(out) {}
    void onFinding(const MojibakeFinding& finding) override { m_out.push_back(finding); }

private:
    std::vector<MojibakeFinding>& m_out;
};

// Octets read on each side of an offset to find the lines around it.
constexpr std::uint64_t kReach = 4096;

// The options with the evidence of a first pass over the whole text, as the command line gives
// for files.
MojibakeOptions surveyed(std::string_view text, MojibakeOptions options) {
    MojibakeScanner survey(options);
    survey.feed(octetsOf(text), nullptr);
    survey.finish(nullptr);
    for (std::size_t i = 0; i < options.codecVotes.size(); ++i)
        options.codecVotes[i] += survey.stats().votes[i];
    return options;
}

} // namespace

std::string_view assumedEncoding(const MojibakeFinding& finding) noexcept {
    if (hasCodec(finding.kind))
        return finding.codec.name();
    if (finding.kind == MojibakeKind::ReadAsEastAsian ||
        finding.kind == MojibakeKind::ReplacementsAsEastAsian)
        return finding.eastAsian;
    return {};
}

LeftAlone leftAlone(const MojibakeFinding& finding, const RepairPolicy& policy) noexcept {
    const auto listed = [&finding](const std::vector<std::uint64_t>& offsets) {
        return std::binary_search(offsets.begin(), offsets.end(), finding.offset);
    };
    if (listed(policy.declined))
        return LeftAlone::Declined;
    if (listed(policy.accepted))
        return LeftAlone::No;
    if (finding.kind == MojibakeKind::ModifiedNul && !policy.modifiedNul)
        return LeftAlone::ModifiedNul;
    if (finding.confidence < policy.minConfidence)
        return LeftAlone::BelowConfidence;
    return LeftAlone::No;
}

std::vector<MojibakeFinding> findMojibake(std::string_view text, const MojibakeOptions& options) {
    std::vector<MojibakeFinding> findings;
    Collect collect(findings);
    MojibakeScanner scanner(surveyed(text, options));
    scanner.feed(octetsOf(text), &collect);
    scanner.finish(&collect);
    return findings;
}

std::string repairMojibake(std::string_view text, const MojibakeOptions& options,
                           const RepairPolicy& policy) {
    std::string out;
    out.reserve(text.size());
    MojibakeRepairer repairer([&out](std::string_view s) { out.append(s); },
                              surveyed(text, options), nullptr, policy);
    repairer.feed(octetsOf(text));
    repairer.finish();
    return out;
}

std::string applyRepairs(std::string_view octets, std::uint64_t offset,
                         std::span<const MojibakeFinding> findings, std::uint64_t* places,
                         const RepairPolicy& policy) {
    std::string out;
    out.reserve(octets.size());
    std::uint64_t done = offset; // octets before this are in `out`
    std::uint64_t repaired = 0;
    for (const MojibakeFinding& f : findings) {
        if (f.offset < offset || f.offset + f.length > offset + octets.size() ||
            leftAlone(f, policy) != LeftAlone::No)
            continue;
        out.append(octets.substr(static_cast<std::size_t>(done - offset),
                                 static_cast<std::size_t>(f.offset - done)));
        out += f.repaired;
        done = f.offset + f.length;
        ++repaired;
    }
    out.append(octets.substr(static_cast<std::size_t>(done - offset)));
    if (places)
        *places = repaired;
    return out;
}

// Queues findings for the repairer, and passes them on.
class MojibakeRepairer::Splicer final : public MojibakeSink {
public:
    explicit Splicer(MojibakeRepairer& r) : m_r(r) {}
    void onFinding(const MojibakeFinding& finding) override {
        switch (leftAlone(finding, m_r.m_policy)) {
        case LeftAlone::No:
            m_r.m_queue.push_back(finding);
            ++m_r.m_repaired;
            break;
        case LeftAlone::BelowConfidence:
            ++m_r.m_left.belowConfidence;
            break;
        case LeftAlone::ModifiedNul:
            ++m_r.m_left.modifiedNul;
            break;
        case LeftAlone::Declined:
            ++m_r.m_left.declined;
            break;
        }
        if (m_r.m_findings)
            m_r.m_findings->onFinding(finding);
    }

private:
    MojibakeRepairer& m_r;
};

MojibakeRepairer::MojibakeRepairer(Writer write, MojibakeOptions options, MojibakeSink* findings,
                                   RepairPolicy policy)
    : m_write(std::move(write)), m_findings(findings), m_scanner(options), m_policy(policy) {}

void MojibakeRepairer::feed(std::span<const std::uint8_t> chunk) {
    Splicer splicer(*this);
    m_scanner.feed(chunk, &splicer);
    // The input not yet written is m_pending followed by the chunk.
    const std::uint64_t settled = m_scanner.settled();
    const std::uint64_t chunkOffset = m_pendingOffset + m_pending.size();
    const auto write = [&](std::uint64_t from, std::uint64_t to) {
        if (from < chunkOffset) {
            const std::uint64_t end = std::min(to, chunkOffset);
            m_write(std::string_view(m_pending).substr(from - m_pendingOffset, end - from));
            from = end;
        }
        if (from < to) {
            m_write(std::string_view(
                reinterpret_cast<const char*>(chunk.data()) + (from - chunkOffset), to - from));
        }
    };
    std::uint64_t at = m_pendingOffset;
    for (const MojibakeFinding& f : m_queue) {
        write(at, f.offset);
        m_write(f.repaired);
        at = f.offset + f.length;
    }
    m_queue.clear();
    write(at, settled);
    // Keep what is not settled.
    std::string rest;
    const std::uint64_t end = chunkOffset + chunk.size();
    if (at < settled)
        at = settled;
    if (at < chunkOffset)
        rest.assign(m_pending, at - m_pendingOffset, std::string::npos);
    const std::uint64_t fromChunk = std::max(at, chunkOffset);
    rest.append(reinterpret_cast<const char*>(chunk.data()) + (fromChunk - chunkOffset),
                end - fromChunk);
    m_pending = std::move(rest);
    m_pendingOffset = at;
}

void MojibakeRepairer::finish() {
    Splicer splicer(*this);
    m_scanner.finish(&splicer);
    std::uint64_t at = m_pendingOffset;
    for (const MojibakeFinding& f : m_queue) {
        m_write(std::string_view(m_pending).substr(at - m_pendingOffset, f.offset - at));
        m_write(f.repaired);
        at = f.offset + f.length;
    }
    m_queue.clear();
    m_write(std::string_view(m_pending).substr(at - m_pendingOffset));
    m_pendingOffset += m_pending.size();
    m_pending.clear();
}

Result<std::vector<MojibakeFinding>> mojibakeIn(const ByteSource& source, std::uint64_t from,
                                                std::uint64_t to, const MojibakeOptions& options) {
    to = std::min(to, source.size());
    if (from >= to)
        return std::vector<MojibakeFinding>();
    const std::uint64_t start = from - std::min(from, kReach);
    const std::uint64_t end = std::min(source.size(), to - 1 + kReach);
    auto bytes = source.readVector(start, static_cast<std::size_t>(end - start));
    if (!bytes)
        return bytes.error();
    const std::vector<std::uint8_t>& b = *bytes;
    if (to - start > b.size()) // the source shrank
        return std::vector<MojibakeFinding>();
    // The lines around the octets: from after the line feed before the first (or the start of
    // what was read) to the line feed after the last.
    std::size_t first = static_cast<std::size_t>(from - start);
    while (first > 0 && b[first - 1] != '\n')
        --first;
    std::size_t last = static_cast<std::size_t>(to - 1 - start);
    while (last < b.size() && b[last] != '\n')
        ++last;
    // Start where a character starts, and end where one ends when the read cut a line short.
    while (first < last && isContinuationOctet(b[first]) && start + first > 0)
        ++first;
    if (last == b.size() && start + b.size() < source.size()) {
        for (std::size_t back = 1; back <= 4 && back <= last - first; ++back) {
            const std::uint8_t o = b[last - back];
            if (isContinuationOctet(o))
                continue;
            const int need = o >= 0xF0 ? 4 : o >= 0xE0 ? 3 : o >= 0xC0 ? 2 : 1;
            if (static_cast<std::size_t>(need) > back)
                last -= back;
            break;
        }
    }
    const std::string_view text(reinterpret_cast<const char*>(b.data()) + first, last - first);
    // Offsets in the text read are from its start.
    MojibakeOptions local = options;
    if (local.binaryFrom)
        local.binaryFrom = *local.binaryFrom - std::min(*local.binaryFrom, start + first);
    local.regionsOffset += start + first;
    std::vector<MojibakeFinding> found;
    for (MojibakeFinding f : findMojibake(text, local)) {
        f.offset += start + first;
        if (f.offset < to && f.offset + f.length > from)
            found.push_back(std::move(f));
    }
    return found;
}

Result<std::optional<MojibakeFinding>> mojibakeAt(const ByteSource& source, std::uint64_t offset,
                                                  Profile, const MojibakeOptions& options) {
    auto found = mojibakeIn(source, offset, offset + 1, options);
    if (!found)
        return found.error();
    if (found->empty())
        return std::optional<MojibakeFinding>();
    return std::optional<MojibakeFinding>(std::move(found->front()));
}

} // namespace u8scope
