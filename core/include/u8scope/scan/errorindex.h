// Every malformed unit of a file in bounded memory. Long runs of one-octet errors of one kind (say
// a gigabyte of FF) take one entry; other errors are kept as blocks of about kBlockErrors units
// spanning about kBlockSpan octets, and a block's units are found again by decoding that span
// when they are asked for. Entries stay below errors / kBlockErrors + size / kBlockSpan +
// size / kMinRun + 1, a few megabytes even for gigabytes of garbage.
#pragma once

#include "u8scope/codec/unit.h"
#include "u8scope/file/source.h"
#include "u8scope/scan/errorbits.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace u8scope {

class ErrorIndex {
public:
    /// An index of every malformed unit, or with `only`, of the units of that kind alone (the
    /// GUI's error list filtered by kind): appends of other kinds are then ignored.
    explicit ErrorIndex(std::optional<ErrorKind> only = std::nullopt) noexcept : m_only(only) {}

    static constexpr std::uint64_t kBlockErrors = 16384;
    static constexpr std::uint64_t kBlockSpan = std::uint64_t{1} << 20;
    /// Runs at least this long get an entry of their own.
    static constexpr std::uint64_t kMinRun = 65536;

    /// Appends `count` malformed units that are equal but for offsets first.offset + i (count is
    /// 1 for a single unit). Units must come in input order.
    void append(const Unit& first, std::uint64_t count = 1);
    /// Appends the malformed units of blocks (as the dense-error path finds them), in order.
    void append(std::span<const ErrorBits> blocks);
    /// Appends an index of the input that follows this one's (made with the same kind filter).
    void append(const ErrorIndex& later);

    /// The kind this index is limited to, if any.
    [[nodiscard]] std::optional<ErrorKind> only() const noexcept { return m_only; }

    /// The number of malformed units.
    [[nodiscard]] std::uint64_t size() const noexcept { return m_size; }
    [[nodiscard]] bool empty() const noexcept { return m_size == 0; }
    /// The stored entries (for tests of the memory bound).
    [[nodiscard]] std::size_t entryCount() const noexcept { return m_entries.size(); }

    /// The malformed unit number `i` (0-based), decoding again from `source` when needed.
    /// Keeps the last decoded block, so it is not safe to call from several threads at once.
    [[nodiscard]] Result<Unit> at(std::uint64_t i, const ByteSource& source, Profile profile) const;
    /// The index of the first malformed unit that ends after `offset` (that is, contains or follows
    /// it); size() when there is none.
    [[nodiscard]] Result<std::uint64_t> firstAfter(std::uint64_t offset, const ByteSource& source,
                                                   Profile profile) const;

    /// Octets of blocks that bandsHolding() reads again at most, in all.
    static constexpr std::uint64_t kBandsReadLimit = std::uint64_t{16} << 20;
    /// For an overview of the file (file/bands.h): which of `count` bands of octets [0, size)
    /// hold the first octet of a malformed unit, from the entries: a run marks the bands it
    /// crosses, a block that lies in one band marks that band. A block that crosses bands is
    /// decoded again from `source` to mark each unit's own, as far as `readLimit` octets of such
    /// blocks go in all; past that, or when it cannot be read, it marks every band it crosses (a
    /// band of a large file holds a block whole or nearly). Not safe from several threads at
    /// once, as at().
    [[nodiscard]] std::vector<bool> bandsHolding(std::uint64_t size, std::size_t count,
                                                 const ByteSource& source, Profile profile,
                                                 std::uint64_t readLimit = kBandsReadLimit) const;

private:
    struct Entry {
        std::uint64_t firstIndex = 0; ///< index of the entry's first unit
        std::uint64_t offset = 0;     ///< offset of its first unit
        std::uint64_t end = 0;        ///< offset just after its last unit
        std::uint64_t count = 0;      ///< units in the entry
        Unit run;                     ///< for a run: its first unit (run.length == 1)
        bool isRun = false;
    };
    // Decodes the units of a block entry (cached: the last block asked for is kept).
    [[nodiscard]] Result<const std::vector<Unit>*>
    blockUnits(std::size_t entry, const ByteSource& source, Profile profile) const;

    std::optional<ErrorKind> m_only;
    std::vector<Entry> m_entries;
    std::uint64_t m_size = 0;
    mutable std::size_t m_cachedEntry = SIZE_MAX;
    mutable Profile m_cachedProfile = kDefaultProfile;
    mutable std::vector<Unit> m_cache;
};

} // namespace u8scope
