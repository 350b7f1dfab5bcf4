// The decoder against a reference from the definitions, and the streaming Decoder against
// decodeAll, under both profiles: units tile the input, each is 1..6 octets, characters encode
// back to exactly their octets, and every malformed unit is explained alike from the context the
// stream gives and from the whole input.
#include "fuzz_support.h"
#include "u8scope/codec/decoder.h"

namespace u8scope::fuzz {
namespace {

void checkUnits(std::span<const std::uint8_t> data, const std::vector<Unit>& units, Profile p) {
    std::uint64_t at = 0;
    for (const Unit& u : units) {
        FUZZ_CHECK(u.offset == at,
                   "unit " + describe(u) + " should start at " + std::to_string(at));
        FUZZ_CHECK(u.length >= 1 && u.length <= kMaxSequenceLength, describe(u));
        FUZZ_CHECK(u.end() <= data.size(), describe(u));
        const Unit ref = referenceUnit(data, static_cast<std::size_t>(at), p);
        FUZZ_CHECK(u == ref, "decoder " + describe(u) + ", reference " + describe(ref) + "; " +
                                 around(data, at));
        const auto octets = data.subspan(static_cast<std::size_t>(u.offset), u.length);
        if (u.valid()) {
            FUZZ_CHECK(u.codePoint <= maxCodePoint(p) && !isSurrogate(u.codePoint), describe(u));
            FUZZ_CHECK(u.length <= maxSequenceLength(p), describe(u));
            const Encoded e = encode(u.codePoint, p);
            FUZZ_CHECK(e.ok() && std::equal(e.bytes().begin(), e.bytes().end(), octets.begin(),
                                            octets.end()),
                       describe(u) + " encodes as " + formatOctets(e.bytes()) + ", not " +
                           formatOctets(octets));
            FUZZ_CHECK(!explain(u, captureContext(data, 0, u.offset, true), p), describe(u));
        } else {
            FUZZ_CHECK(u.codePoint == kReplacementCharacter, describe(u));
            FUZZ_CHECK(u.length < maxSequenceLength(p), describe(u));
        }
        at = u.end();
    }
    FUZZ_CHECK(at == data.size(), "units end at " + std::to_string(at));
}

} // namespace
} // namespace u8scope::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    using namespace u8scope;
    using namespace u8scope::fuzz;
    FuzzedDataProvider in(bytes, size);
    const ChunkPlan plan = consumeChunkPlan(in);
    const Bytes data = consumeData(in, false);

    for (const Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
        const std::vector<Unit> units = decodeAll(data, p);
        checkUnits(data, units, p);

        // The same units from a stream, explained from the stream's context: in the planned
        // chunks, and for small data cut at every offset.
        Decoder decoder(p);
        ExplanationChecker explanations(data, units, p);
        std::vector<Unit> streamed;
        Seams seams;
        bool everyUnit = true; // else only those near seams
        const auto sink = [&](const Unit& u) {
            FUZZ_CHECK(streamed.size() < units.size() && u == units[streamed.size()],
                       "stream gives " + describe(u) + " as unit " +
                           std::to_string(streamed.size()));
            if (!u.valid() && (everyUnit || seams.near(u)))
                explanations.check(u, streamed.size(), decoder.contextOf(u), "Decoder::contextOf");
            streamed.push_back(u);
        };
        const auto finish = [&] {
            decoder.finish(sink);
            FUZZ_CHECK(streamed.size() == units.size(), std::to_string(streamed.size()) +
                                                            " units streamed of " +
                                                            std::to_string(units.size()));
            streamed.clear();
        };
        plan.feed(data, [&](std::span<const std::uint8_t> chunk) {
            decoder.feed(chunk, sink);
            FUZZ_CHECK(decoder.received() <= data.size(), "received too much");
        });
        finish();
        everyUnit = false;
        everySplit(data, [&](const std::vector<std::span<const std::uint8_t>>& chunks) {
            seams.clear();
            for (const auto chunk : chunks) {
                seams.add(decoder.received());
                decoder.feed(chunk, sink);
            }
            finish();
        });
        // finish() leaves the decoder ready for a new input from offset 0.
        seams.clear();
        decoder.feed(data, sink);
        finish();
    }
    return 0;
}
