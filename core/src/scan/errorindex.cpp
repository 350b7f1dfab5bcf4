// The compact index of malformed units (see errorindex.h for the memory bound).
#include "u8scope/scan/errorindex.h"

#include "u8scope/file/bands.h"
#include "u8scope/scan/scanner.h"

#include <algorithm>
#include <bit>

namespace u8scope {

namespace {

// Collects the malformed units of a block (of one kind, or all), expanding runs.
class CollectSink final : public ErrorSink {
public:
    CollectSink(std::vector<Unit>& out, std::optional<ErrorKind> only) : m_out(out), m_only(only) {}
    [[nodiscard]] bool wantsContext() const noexcept override { return false; }
    void onErrorBits(std::span<const ErrorBits> blocks) override {
        for (const ErrorBits& b : blocks)
            b.forEach(m_only ? b.of(*m_only) : b.all(), [&](const Unit& u) { m_out.push_back(u); });
    }
    void onErrors(const Unit& first, std::uint64_t count, const ErrorContext&) override {
        if (m_only && first.error != m_only)
            return;
        for (std::uint64_t k = 0; k < count; ++k) {
            Unit u = first;
            u.offset += k;
            m_out.push_back(u);
        }
    }

private:
    std::vector<Unit>& m_out;
    std::optional<ErrorKind> m_only;
};

} // namespace

void ErrorIndex::append(const Unit& first, std::uint64_t count) {
    if (count == 0 || (m_only && first.error != m_only))
        return;
    m_cachedEntry = SIZE_MAX; // the last entry may grow
    const std::uint64_t end = first.offset + (count - 1) + first.length;
    if (!m_entries.empty()) {
        Entry& last = m_entries.back();
        // A run that continues the previous run.
        if (last.isRun && count > 0 && first.length == 1 && last.end == first.offset &&
            last.run.error == first.error) {
            last.count += count;
            last.end = end;
            m_size += count;
            return;
        }
    }
    if (count >= kMinRun) {
        Entry e;
        e.firstIndex = m_size;
        e.offset = first.offset;
        e.end = end;
        e.count = count;
        e.run = first;
        e.isRun = true;
        m_entries.push_back(e);
        m_size += count;
        return;
    }
    if (!m_entries.empty()) {
        Entry& last = m_entries.back();
        if (!last.isRun && last.count < kBlockErrors && first.offset - last.offset < kBlockSpan) {
            last.count += count;
            last.end = end;
            m_size += count;
            return;
        }
    }
    Entry e;
    e.firstIndex = m_size;
    e.offset = first.offset;
    e.end = end;
    e.count = count;
    m_entries.push_back(e);
    m_size += count;
}

void ErrorIndex::append(std::span<const ErrorBits> blocks) {
    for (const ErrorBits& b : blocks) {
        const std::uint64_t mask = m_only ? b.of(*m_only) : b.all();
        if (mask == 0)
            continue;
        const auto count = static_cast<std::uint64_t>(std::popcount(mask));
        const int firstBit = std::countr_zero(mask);
        const int lastBit = 63 - std::countl_zero(mask);
        const std::uint64_t first = b.offset + static_cast<std::uint64_t>(firstBit);
        const std::uint64_t end =
            b.offset + static_cast<std::uint64_t>(lastBit) + b.lengthAt(lastBit);
        m_cachedEntry = SIZE_MAX; // the last entry may grow
        if (!m_entries.empty()) {
            Entry& last = m_entries.back();
            if (!last.isRun && last.count < kBlockErrors && first - last.offset < kBlockSpan) {
                last.count += count;
                last.end = end;
                m_size += count;
                continue;
            }
        }
        Entry e;
        e.firstIndex = m_size;
        e.offset = first;
        e.end = end;
        e.count = count;
        m_entries.push_back(e);
        m_size += count;
    }
}

void ErrorIndex::append(const ErrorIndex& later) {
    for (const Entry& e : later.m_entries) {
        Entry copy = e;
        copy.firstIndex += m_size;
        m_entries.push_back(copy);
    }
    m_size += later.m_size;
    m_cachedEntry = SIZE_MAX;
}

Result<const std::vector<Unit>*> ErrorIndex::blockUnits(std::size_t entry, const ByteSource& source,
                                                        Profile profile) const {
    if (m_cachedEntry == entry && m_cachedProfile == profile)
        return &m_cache;
    const Entry& e = m_entries[entry];
    m_cache.clear();
    m_cachedEntry = SIZE_MAX;
    // The block starts at a malformed unit, so at a unit boundary.
    Scanner scanner(profile);
    CollectSink sink(m_cache, m_only);
    if (auto error = scanRange(source, scanner, e.offset, e.end, &sink, std::size_t{1} << 20)) {
        m_cache.clear();
        return *error;
    }
    if (m_cache.size() != e.count) {
        m_cache.clear();
        return IoError{source.name(), "the file changed since it was scanned; reload it", 0};
    }
    m_cachedEntry = entry;
    m_cachedProfile = profile;
    return &m_cache;
}

Result<Unit> ErrorIndex::at(std::uint64_t i, const ByteSource& source, Profile profile) const {
    if (i >= m_size)
        return IoError{source.name(), "no malformed unit number " + std::to_string(i), 0};
    // The last entry whose first index is at most i.
    const auto it =
        std::upper_bound(m_entries.begin(), m_entries.end(), i,
                         [](std::uint64_t v, const Entry& e) { return v < e.firstIndex; });
    const auto entry = static_cast<std::size_t>(std::prev(it) - m_entries.begin());
    const Entry& e = m_entries[entry];
    if (e.isRun) {
        Unit u = e.run;
        u.offset += i - e.firstIndex;
        return u;
    }
    auto units = blockUnits(entry, source, profile);
    if (!units)
        return units.error();
    return (**units)[static_cast<std::size_t>(i - e.firstIndex)];
}

Result<std::uint64_t> ErrorIndex::firstAfter(std::uint64_t offset, const ByteSource& source,
                                             Profile profile) const {
    // The first entry that ends after `offset`.
    const auto it = std::upper_bound(m_entries.begin(), m_entries.end(), offset,
                                     [](std::uint64_t v, const Entry& e) { return v < e.end; });
    if (it == m_entries.end())
        return m_size;
    const auto entry = static_cast<std::size_t>(it - m_entries.begin());
    const Entry& e = *it;
    if (offset < e.offset)
        return e.firstIndex;
    if (e.isRun)
        return e.firstIndex + (offset - e.offset);
    auto units = blockUnits(entry, source, profile);
    if (!units)
        return units.error();
    const auto& v = **units;
    const auto u = std::upper_bound(v.begin(), v.end(), offset,
                                    [](std::uint64_t o, const Unit& x) { return o < x.end(); });
    return e.firstIndex + static_cast<std::uint64_t>(u - v.begin());
}

std::vector<bool> ErrorIndex::bandsHolding(std::uint64_t size, std::size_t count,
                                           const ByteSource& source, Profile profile,
                                           std::uint64_t readLimit) const {
    std::vector<bool> marked(count, false);
    if (size == 0 || count == 0)
        return marked;
    const auto markSpan = [&](std::uint64_t from, std::uint64_t last) {
        if (from >= size)
            return;
        // Every band it crosses that holds an octet (with more bands than octets, some hold none).
        const std::size_t to = bandOf(std::min(last, size - 1), size, count);
        for (std::size_t k = bandOf(from, size, count); k <= to; ++k)
            marked[k] = marked[k] || bandStart(k, size, count) < bandStart(k + 1, size, count);
    };
    std::uint64_t read = 0;
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const Entry& e = m_entries[i];
        // The last unit of an entry starts before its end.
        const std::uint64_t lastStart = e.end - 1;
        const bool crosses =
            e.offset < size &&
            bandOf(e.offset, size, count) != bandOf(std::min(lastStart, size - 1), size, count);
        if (e.isRun || !crosses || read + (e.end - e.offset) > readLimit) {
            markSpan(e.offset, lastStart);
            continue;
        }
        read += e.end - e.offset;
        auto units = blockUnits(i, source, profile);
        if (!units) {
            markSpan(e.offset, lastStart);
            continue;
        }
        for (const Unit& u : **units) {
            if (u.offset < size)
                marked[bandOf(u.offset, size, count)] = true;
        }
    }
    return marked;
}

} // namespace u8scope
