// What the mojibake engine must find in a whole input, computed the plain way: the input cut
// into pieces by the rule of pieces.h spelled out step by step, every piece examined (those of
// pure ASCII too), every word tried through every codec. MojibakeScanner skips ASCII, tries only
// the codecs a word's characters allow, and streams in chunks; its tests and its fuzzer compare
// it with this, and MojibakeRepairer with referenceRepair. completeRepair says when repairing a
// repair must change nothing.
#pragma once

#include "mojibake/pieceexaminer.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/mojibake/mojibake.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace u8scope::test {

struct MojibakeReference {
    std::vector<MojibakeFinding> findings;
    MojibakeStats stats;
};

inline MojibakeReference referenceMojibake(std::span<const std::uint8_t> input,
                                           const MojibakeOptions& options = {}) {
    struct Collect final : MojibakeSink {
        std::vector<MojibakeFinding>* out = nullptr;
        void onFinding(const MojibakeFinding& f) override { out->push_back(f); }
    };
    MojibakeReference r;
    Collect collect;
    collect.out = &r.findings;
    detail::PieceExaminer examiner(options, r.stats, /*exhaustive=*/true);
    constexpr std::size_t kStep = std::size_t{32} << 10;
    constexpr std::size_t kMax = std::size_t{64} << 10;
    std::size_t pos = 0;
    while (pos < input.size()) {
        // A piece ends after a line feed; a longer line is cut after the first space, tab,
        // carriage return, vertical tab or form feed at least 32 KiB in; or with none before
        // 64 KiB, after the last ASCII punctuation other than "?" before 64 KiB (and more than
        // 32 KiB in); or with none either, at the first character boundary from 64 KiB on.
        std::size_t end = input.size();
        bool found = false;
        for (std::size_t i = pos; i < input.size() && i < pos + kMax; ++i) {
            if (input[i] == '\n') {
                end = i + 1;
                found = true;
                break;
            }
        }
        if (!found && input.size() - pos >= kMax + 8) {
            for (std::size_t i = pos + kStep; i < pos + kMax; ++i) {
                const std::uint8_t b = input[i];
                if (b == ' ' || b == '\t' || b == '\r' || b == '\v' || b == '\f') {
                    end = i + 1;
                    found = true;
                    break;
                }
            }
            for (std::size_t i = pos + kMax; !found && i > pos + kStep; --i) {
                const std::uint8_t b = input[i - 1];
                if (b < 0x80 && b != '?' && std::ispunct(b)) {
                    end = i;
                    found = true;
                }
            }
            if (!found) {
                end = pos + kMax;
                while (end < pos + kMax + 4 && (input[end] & 0xC0) == 0x80)
                    ++end;
            }
        }
        examiner.examine(input.subspan(pos, end - pos), pos, &collect);
        pos = end;
    }
    r.stats.octets = input.size();
    return r;
}

/// The input with every finding's span replaced by its repair.
// `input` with `findings` repaired, as a repair with the default RepairPolicy takes them: every
// one but C0 80 and those below kDefaultMinConfidence.
inline std::string referenceRepair(std::span<const std::uint8_t> input,
                                   const std::vector<MojibakeFinding>& findings) {
    std::string out;
    std::uint64_t at = 0;
    for (const MojibakeFinding& f : findings) {
        if (f.kind == MojibakeKind::ModifiedNul || f.confidence < kDefaultMinConfidence)
            continue;
        out.append(reinterpret_cast<const char*>(input.data()) + at, f.offset - at);
        out += f.repaired;
        at = f.offset + f.length;
    }
    out.append(reinterpret_cast<const char*>(input.data()) + at, input.size() - at);
    return out;
}

/// Whether a repair (`findings` of an input, `stats` of a pass over it, `repaired` the text they
/// give) was complete, so that repairing it again must change nothing:
/// - every finding was taken (none below the least confidence, nor Java's C0 80): a finding left
///   alone is read again with other evidence around it;
/// - the repaired text is well-formed UTF-8: no octet was left for a codec to read, whose
///   reading depends on the text around it (letters beside it, UTF-8 elsewhere in its line);
/// - no line was taken for binary data, whose lines are read otherwise;
/// - every finding proved itself (its first evidence Word, Rounds, Signature or Form): one taken
///   on its line's or the input's evidence, or a known codec's, stands on damage the repair
///   removed, and what a second repair would take beside it depends on that damage too.
inline bool completeRepair(const std::vector<MojibakeFinding>& findings,
                           const std::string& repaired, const MojibakeStats& stats) {
    if (stats.binary > 0 || stats.binaryFrom)
        return false;
    const auto units =
        decodeAll(std::span(reinterpret_cast<const std::uint8_t*>(repaired.data()), repaired.size()),
                  Profile::Rfc3629);
    if (!std::all_of(units.begin(), units.end(), [](const Unit& u) { return u.valid(); }))
        return false;
    return std::all_of(findings.begin(), findings.end(), [](const MojibakeFinding& f) {
        using K = MojibakeEvidenceKind;
        const K first = f.evidence.empty() ? K::File : f.evidence.front().kind;
        return leftAlone(f, RepairPolicy{}) == LeftAlone::No &&
               (first == K::Word || first == K::Rounds || first == K::Signature ||
                first == K::Form);
    });
}

} // namespace u8scope::test
