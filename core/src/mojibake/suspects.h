// Where mojibake could be: the octets the engine must look at more closely. Everything else, the
// bulk of any clean text, is passed over at vector speed. A piece of input (pieces.h) can hold a
// finding only if it holds one of these:
// - a character that some codec gives for a UTF-8 first octet (C2-F4), right before one that the
//   same codec gives for a continuing octet (80-BF), or before "?" or U+FFFD (a lost octet): the
//   pairs re-encoding leaves. The vector paths find a superset by the octets around (a character
//   outside ASCII whose first two octets some codec can give for 80-BF, after one outside
//   ASCII), and each place they find is then checked exactly, character against character;
// - C2 80-9F, a C1 control;
// - a trace of East Asian damage (readaseastasian.h, eastAsianTraceAt): U+FFFD, "锟", a "?" after
//   a character of three octets, four characters of Latin-1 in a row, four characters of a DOS
//   page in a row around box drawing. The vector paths find a superset (EF BF, E9 94, a "?"
//   after a character outside ASCII, a character of Latin-1 after another, E2 94-97), each
//   place then checked exactly;
// - malformed UTF-8 (legacy octets, CESU-8, C0 80).
// The filter never decides anything; the piece examiner does (pieceexaminer.h). Internal.
#pragma once

#include "u8scope/codec/profile.h"
#include "u8scope/encoding/legacycodec.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace u8scope::detail {

/// A set of codecs, one bit per CodecId.
using CodecMask = std::uint64_t;
static_assert(kCodecCount <= 64);

/// The bit of `id` in a CodecMask.
[[nodiscard]] constexpr CodecMask codecBit(CodecId id) noexcept {
    return CodecMask{1} << static_cast<unsigned>(id);
}

/// Every codec.
inline constexpr CodecMask kAllCodecs =
    kCodecCount == 64 ? ~CodecMask{0} : (CodecMask{1} << kCodecCount) - 1;

/// The codecs in which `cp` stands for a UTF-8 first octet C2-F4 (and MICRO SIGN for IBM437's
/// E6, see reencoding.h).
[[nodiscard]] CodecMask leadCodecs(CodePoint cp) noexcept;

/// The codecs in which `cp` stands for a continuing octet 80-BF (and the C1 controls for
/// windows-1252, the windows-1252 / ISO 8859-1 mix).
[[nodiscard]] CodecMask continuationCodecs(CodePoint cp) noexcept;

/// Whether data[q] begins a C1 control (C2 80-9F) within data[0, size).
[[nodiscard]] inline bool isC1ControlAt(const std::uint8_t* data, std::size_t q,
                                        std::size_t size) noexcept {
    return data[q] == 0xC2 && q + 1 < size && (data[q + 1] & 0xE0) == 0x80;
}

/// The most octets past a place that the rule reads to decide it: the character there and two
/// more, of at most four octets each, rounded up. A search whose answer only matters before
/// some octet may stop this far past it.
inline constexpr std::size_t kSuspectReach = 16;

/// The first octet at or after `from` in data[0, size) where a character pair above or a C1
/// control starts (malformed UTF-8 is left to the caller), or `size`. data[from] must begin a
/// character, and the character before it is taken to be ASCII. Past `from`, it runs the
/// findSuspect of the kernel the scan runs (kernels::bestKernel(), kernels.h), so U8SCOPE_KERNEL
/// forces both.
[[nodiscard]] std::size_t findSuspectPair(const std::uint8_t* data, std::size_t from,
                                          std::size_t size) noexcept;

/// The places after `from` the same way, octet by octet: the scalar kernel's findSuspect, and the
/// reference every kernel's is tested against.
[[nodiscard]] std::size_t findSuspectPairScalar(const std::uint8_t* data, std::size_t from,
                                                std::size_t size) noexcept;

/// Every place in data[begin, end) (end <= size; begin 0 is taken as 1) where the rule above
/// finds a pair or a C1 control in data[0, size): the places findSuspectPairScalar stops at,
/// called from 0 and again from each place it returns. Appended to `out` in order. One pass that
/// returns only at the end: cheaper than a call for each place where they are common. The
/// scalar kernel's collectSuspects, and the reference every kernel's is tested against.
void collectSuspectPairsScalar(const std::uint8_t* data, std::size_t begin, std::size_t end,
                               std::size_t size, std::vector<std::size_t>& out);

} // namespace u8scope::detail
