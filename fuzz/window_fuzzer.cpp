// Windows from any offset against the slice of decodeAll: decodeWindow (its units, unitAt and
// classAt), unitAt over a source, unitBoundaryAtOrBefore, a Decoder restarted at that boundary,
// and readContext, whose explanations must be those from the whole input.
#include "fuzz_support.h"
#include "u8scope/file/window.h"

namespace u8scope::fuzz {
namespace {

// The index of the unit containing `at` (which must be inside the data).
std::size_t unitIndexAt(const std::vector<Unit>& units, std::uint64_t at) {
    const auto it = std::upper_bound(units.begin(), units.end(), at,
                                     [](std::uint64_t o, const Unit& u) { return o < u.end(); });
    return static_cast<std::size_t>(it - units.begin());
}

void checkWindow(const ByteSource& source, std::span<const std::uint8_t> data,
                 const std::vector<Unit>& units, std::uint64_t offset, std::size_t count,
                 Profile p) {
    const std::string what =
        "decodeWindow(" + std::to_string(offset) + ", " + std::to_string(count) + ")";
    const auto w = decodeWindow(source, offset, count, p);
    FUZZ_CHECK(w.ok(), what + ": " + w.error().message());
    const std::uint64_t size = data.size();
    const std::uint64_t begin = std::min(offset, size);
    const std::uint64_t end = std::min<std::uint64_t>(begin + count, size);
    FUZZ_CHECK(w->offset == begin, what + " starts at " + std::to_string(w->offset));
    FUZZ_CHECK(w->bytes.size() == end - begin &&
                   std::equal(w->bytes.begin(), w->bytes.end(),
                              data.begin() + static_cast<std::ptrdiff_t>(begin)),
               what + " holds other octets");
    std::vector<Unit> want;
    if (begin < end) {
        for (std::size_t i = unitIndexAt(units, begin); i < units.size() && units[i].offset < end;
             ++i)
            want.push_back(units[i]);
    }
    FUZZ_CHECK(w->units == want,
               what + ": " + std::to_string(w->units.size()) + " units, " +
                   (w->units.empty() ? "" : "first " + describe(w->units.front())) + "; expected " +
                   std::to_string(want.size()) +
                   (want.empty() ? "" : ", first " + describe(want.front())) + "; " +
                   around(data, begin));
    for (std::uint64_t at = begin; at < end; ++at) {
        const Unit& u = units[unitIndexAt(units, at)];
        const Unit* got = w->unitAt(at);
        FUZZ_CHECK(got && *got == u, what + ": unitAt(" + std::to_string(at) + ")");
        const auto k = static_cast<int>(at - u.offset);
        FUZZ_CHECK(w->classAt(at, p) == octetClassIn(u, k, data[static_cast<std::size_t>(at)], p),
                   what + ": classAt(" + std::to_string(at) + ")");
    }
}

} // namespace
} // namespace u8scope::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    using namespace u8scope;
    using namespace u8scope::fuzz;
    FuzzedDataProvider in(bytes, size);
    const Profile p = consumeProfile(in);
    struct Probe {
        std::uint64_t offset;
        std::size_t count;
    };
    std::vector<Probe> probes;
    for (auto n = in.ConsumeIntegralInRange<int>(1, 8); n > 0; --n) {
        probes.push_back(
            {in.ConsumeIntegral<std::uint16_t>(), in.ConsumeIntegralInRange<std::size_t>(0, 80)});
    }
    const Bytes data = consumeData(in, false);
    const std::vector<Unit> units = decodeAll(data, p);
    const MemorySource source(data);
    ExplanationChecker explanations(data, units, p);

    for (Probe probe : probes) {
        // Offsets both inside the data (mostly) and a little past its end.
        const std::uint64_t offset =
            data.empty() ? probe.offset % 8 : probe.offset % (data.size() + 8);
        checkWindow(source, data, units, offset, probe.count, p);
        if (offset >= data.size())
            continue;
        const std::size_t index = unitIndexAt(units, offset);
        const Unit& u = units[index];

        const auto single = unitAt(source, offset, p);
        FUZZ_CHECK(single.ok() && *single == u, "unitAt(" + std::to_string(offset) + ")");

        // The boundary found from the octets before the offset starts a unit at or before the
        // unit containing it, and decoding from there gives the rest of decodeAll.
        const std::uint64_t behind = std::min<std::uint64_t>(offset, kMaxSequenceLength - 1);
        const std::span<const std::uint8_t> look(data.data() + (offset - behind), behind);
        const std::uint64_t boundary = unitBoundaryAtOrBefore(offset, look);
        const std::size_t from = unitIndexAt(units, boundary);
        FUZZ_CHECK(boundary <= u.offset && units[from].offset == boundary,
                   "unitBoundaryAtOrBefore(" + std::to_string(offset) + ") is " +
                       std::to_string(boundary) + ", inside " + describe(units[from]));
        Decoder decoder(p);
        decoder.restartAt(boundary);
        std::size_t next = from;
        const auto sink = [&](const Unit& got) {
            FUZZ_CHECK(next < units.size() && got == units[next],
                       "restarted at " + std::to_string(boundary) + ": " + describe(got));
            ++next;
        };
        decoder.feed(std::span(data).subspan(static_cast<std::size_t>(boundary)), sink);
        decoder.finish(sink);
        FUZZ_CHECK(next == units.size(), "restarted decoder stops early");

        if (!u.valid()) {
            const auto context = readContext(source, u.offset);
            FUZZ_CHECK(context.ok(), "readContext");
            explanations.check(u, index, *context, "readContext");
        }
    }
    return 0;
}
