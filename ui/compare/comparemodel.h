// Side by Side (View ▸ Side by Side): two files, or one file at two offsets, compared octet by
// octet. Widget-free: a source seen from an offset (SliceSource), and which octets differ
// (CompareModel), for two linked hex views to mark.
#pragma once

#include "u8scope/file/source.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace u8scope::ui {

/// `source` from `start` on: offset 0 of the slice is `start` of the source.
class SliceSource final : public u8scope::ByteSource {
public:
    SliceSource(std::shared_ptr<const u8scope::ByteSource> source, std::uint64_t start);
    [[nodiscard]] std::uint64_t size() const noexcept override;
    [[nodiscard]] u8scope::Result<std::size_t> read(std::uint64_t offset,
                                                    std::span<std::uint8_t> out) const override;
    [[nodiscard]] const std::string& name() const noexcept override { return m_name; }
    [[nodiscard]] std::uint64_t start() const noexcept { return m_start; }

private:
    std::shared_ptr<const u8scope::ByteSource> m_source;
    std::uint64_t m_start;
    std::string m_name;
};

/// Which octets of two sources differ, at the same offset of each. An octet one side has and
/// the other does not (past the end of the shorter) differs too. Reads a block of each side at a
/// time and keeps the last, as painting asks octet by octet, row after row.
class CompareModel {
public:
    CompareModel(std::shared_ptr<const u8scope::ByteSource> left,
                 std::shared_ptr<const u8scope::ByteSource> right);

    [[nodiscard]] bool differs(std::uint64_t offset) const;
    /// The first offset at or after `from` that differs, or the length of the longer side.
    [[nodiscard]] std::uint64_t nextDifference(std::uint64_t from) const;
    [[nodiscard]] std::uint64_t length() const noexcept;

    static constexpr std::uint64_t kBlock = 4096;

private:
    void load(std::uint64_t block) const;

    std::shared_ptr<const u8scope::ByteSource> m_left;
    std::shared_ptr<const u8scope::ByteSource> m_right;
    mutable std::uint64_t m_block = ~std::uint64_t{0};
    mutable std::vector<std::uint8_t> m_leftOctets, m_rightOctets;
};

} // namespace u8scope::ui
