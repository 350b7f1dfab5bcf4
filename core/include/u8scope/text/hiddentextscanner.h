// The hidden characters of the text of a stream (hidden.h), read once: the hidden-character scan
// (hiddenscanner.h) and the region map (regionmap.h) of the same octets, so that the characters
// in pieces of the map that are not text (binary data, NUL runs, UTF-16) are counted apart, by
// region (HiddenOutsideText), as scanSource counts them with ScanOptions::hidden. `lint` and the
// stream form of `scan` use it.
#pragma once

#include "u8scope/codec/profile.h"
#include "u8scope/regions/regionmap.h"
#include "u8scope/scan/kernels.h"
#include "u8scope/text/hidden.h"
#include "u8scope/text/hiddenscanner.h"

#include <cstdint>
#include <memory>
#include <span>

namespace u8scope {

class HiddenTextScanner {
public:
    /// `profile`: the map's (which octets are malformed units).
    explicit HiddenTextScanner(Profile profile = kDefaultProfile,
                               const kernels::Kernel& kernel = kernels::bestKernel());
    ~HiddenTextScanner();
    HiddenTextScanner(HiddenTextScanner&&) noexcept;
    HiddenTextScanner& operator=(HiddenTextScanner&&) noexcept;

    /// The next octets. The findings in text go to `sink` in input order, and the regions of
    /// characters outside text (HiddenSink::onOutsideText) among them, once the map has decided
    /// where they lie: a block of the map (kRegionBlock) after the octets that hold them.
    void feed(std::span<const std::uint8_t> chunk, HiddenSink* sink = nullptr);
    /// Ends the input: passes on what is left. A later feed() starts a new input.
    void finish(HiddenSink* sink = nullptr);

    /// Of the input ended last: the hidden characters in text by class, and those outside it.
    [[nodiscard]] const HiddenCounts& counts() const noexcept { return m_counts; }
    /// Of the input ended last: its region map (once; then an empty one).
    [[nodiscard]] RegionMap takeMap() noexcept { return std::move(m_map); }

private:
    struct Filter;
    void start();

    HiddenScanner m_scanner;
    RegionMapper m_mapper;
    std::unique_ptr<Filter> m_filter;
    HiddenCounts m_counts;
    RegionMap m_map;
};

} // namespace u8scope
