// Everything the inspector and the bit-layout panel show about the unit under the cursor,
// gathered from core in one place (core decides; the panels only present).
#pragma once

#include "document/mojibakereport.h"
#include "u8scope/codec/bitlayout.h"
#include "u8scope/codec/explain.h"
#include "u8scope/codec/unit.h"
#include "u8scope/file/source.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/regions/regionmap.h"
#include "u8scope/text/charinfo.h"

#include <QString>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace u8scope::ui {

struct Inspection {
    std::uint64_t cursor = 0;
    u8scope::Profile profile = u8scope::kDefaultProfile;
    u8scope::Unit unit;
    std::vector<std::uint8_t> octets; ///< the unit's octets
    /// For a character.
    std::optional<u8scope::CharInfo> info;
    /// For a character: the double-encoded span it is part of, if it looks like one.
    std::optional<u8scope::MojibakeFinding> mojibake;
    /// For a malformed unit.
    std::optional<u8scope::Explanation> explanation;
    /// The sequence the bit layout shows: a character's octets, or for a malformed unit the
    /// octets from the start of its ill-formed sequence on (up to kMaxSequenceLength).
    std::uint64_t layoutOffset = 0;
    std::vector<std::uint8_t> layoutOctets;
    u8scope::BitLayout layout;

    /// What the hex view marks around the cursor: the whole ill-formed sequence of a malformed
    /// unit, or the double-encoded span a character belongs to; from == to for none.
    [[nodiscard]] std::pair<std::uint64_t, std::uint64_t> highlight() const noexcept {
        if (explanation)
            return {explanation->sequenceOffset,
                    explanation->sequenceOffset + explanation->sequenceLength};
        if (mojibake)
            return {mojibake->offset, mojibake->offset + mojibake->length};
        return {0, 0};
    }
};

/// Why there is no unit to inspect, and what the panels say instead.
struct Blank {
    enum class Reason { NoFile, EmptyFile, Unreadable };
    Reason reason = Reason::NoFile;
    QString title;  ///< e.g. "Empty file", "Cannot read offset 0x10"
    QString detail; ///< e.g. "“a.txt” has 0 octets.", or the I/O error
};

/// Inspects the unit containing `offset`. Fails with a message naming the file and the reason
/// when the octets cannot be read (the file may have shrunk since it was opened). With the
/// source's mojibake `report`, the unit's mojibake is the report's finding, as the list shows it
/// (or, past the findings it kept, the lines around it read with its evidence); without, the
/// lines around it read alone; `readMojibake` false leaves it out when the report does not
/// have it (no lines are read). Without the report, the lines are read with what the report
/// will read them with, from the source's head: `head` when the caller keeps it, else read here.
/// With the source's region map (the scan's), a malformed unit in a region of binary data is
/// explained as part of it, and the others as text (RegionMap::readAsData); without, every one
/// of a source that is binary data by its head is.
[[nodiscard]] u8scope::Result<Inspection> inspect(const u8scope::ByteSource& source,
                                                  std::uint64_t offset, u8scope::Profile profile,
                                                  const MojibakeReport* report = nullptr,
                                                  bool readMojibake = true,
                                                  const SourceHead* head = nullptr,
                                                  const u8scope::RegionMap* regions = nullptr);

} // namespace u8scope::ui
