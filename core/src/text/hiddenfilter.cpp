// What lies in text and what does not (hiddenfilter.h).
#include "text/hiddenfilter.h"

#include <algorithm>

namespace u8scope::hidden {

namespace {

// Whether `next` repeats the character of `run` right after its `count` findings.
bool continues(const HiddenFinding& run, std::uint64_t count, const HiddenFinding& next) noexcept {
    return next.codePoint == run.codePoint && next.length == run.length && next.cls == run.cls &&
           next.reason == run.reason && next.script == run.script &&
           next.readsAsScript == run.readsAsScript && next.looksLike == run.looksLike &&
           next.line == run.line && next.offset == run.offset + count * run.length &&
           next.column == run.column + count;
}

// The k-th finding of a run that starts with `first`.
HiddenFinding nth(const HiddenFinding& first, std::uint64_t k) noexcept {
    HiddenFinding f = first;
    f.offset += k * first.length;
    f.column += k;
    return f;
}

} // namespace

void RegionFilter::onHidden(const HiddenFinding& finding) {
    if (!m_held.empty() && continues(m_held.back().first, m_held.back().count, finding)) {
        ++m_held.back().count;
        return;
    }
    m_held.push_back({finding, 1});
}

void RegionFilter::addPiece(RegionKind kind, std::uint64_t from, std::uint64_t to) {
    if (isTextRegion(kind) || from >= to)
        return;
    // Mostly at the end; a part's last pieces may come after the next part's first.
    auto at = m_ranges.end();
    while (at != m_ranges.begin() && std::prev(at)->from >= to)
        --at;
    if (at != m_ranges.begin()) {
        Range& before = *std::prev(at);
        if (before.kind == kind && before.to == from) {
            before.to = to;
            if (at != m_ranges.end() && at->kind == kind && at->from == to) {
                before.to = at->to;
                m_ranges.erase(at);
            }
            return;
        }
    }
    if (at != m_ranges.end() && at->kind == kind && at->from == to) {
        at->from = from;
        return;
    }
    m_ranges.insert(at, Range{kind, from, to});
}

void RegionFilter::close(HiddenSink* out) {
    if (!m_open)
        return;
    for (const Range& r : m_ranges) {
        if (r.from == m_open->offset)
            m_open->length = r.to - r.from;
    }
    if (out)
        out->onOutsideText(*m_open);
    m_open.reset();
}

void RegionFilter::release(std::uint64_t decided, HiddenSink* out) {
    while (!m_held.empty()) {
        Held& held = m_held.front();
        const std::uint64_t at = held.first.offset;
        if (at >= decided)
            return;
        // No finding to come lies before this one: the ranges that end before it are done with
        // (but the open region's, whose length is still to be said).
        while (!m_ranges.empty() && m_ranges.front().to <= at &&
               !(m_open && m_ranges.front().from == m_open->offset))
            m_ranges.pop_front();
        const Range* in = nullptr;
        std::uint64_t limit = decided; // where the verdict for `at` ends
        for (const Range& r : m_ranges) {
            if (r.to <= at)
                continue;
            if (r.from <= at)
                in = &r;
            limit = std::min(limit, in ? r.to : r.from);
            break;
        }
        // The findings of the run that start before the limit.
        const std::uint64_t length = std::max<std::uint64_t>(held.first.length, 1);
        // limit > at, so n >= 1; written so that limit = UINT64_MAX does not wrap.
        const std::uint64_t n = std::min(held.count, (limit - at - 1) / length + 1);
        const auto cls = static_cast<std::size_t>(held.first.cls);
        if (!in) {
            close(out);
            m_counts.byClass[cls] += n;
            for (std::uint64_t k = 0; out && k < n; ++k)
                out->onHidden(nth(held.first, k));
        } else {
            if (m_open && m_open->offset != in->from)
                close(out);
            if (!m_open) {
                m_open.emplace();
                m_open->kind = in->kind;
                m_open->offset = in->from;
                m_open->length = in->to - in->from;
                m_open->line = held.first.line;
                m_open->column = held.first.column;
            }
            m_open->counts.byClass[cls] += n;
            m_counts.outsideText += n;
        }
        if (n == held.count) {
            m_held.pop_front();
        } else {
            held.first = nth(held.first, n);
            held.count -= n;
        }
    }
}

void RegionFilter::finish(HiddenSink* out) {
    release(UINT64_MAX, out);
    close(out);
    m_ranges.clear();
}

} // namespace u8scope::hidden
