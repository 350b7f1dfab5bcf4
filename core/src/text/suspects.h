// Where mojibake could be: the octets the engine must look at more closely. Everything else, the
// bulk of any clean text, is passed over at vector speed. A piece of input (pieces.h) can hold a
// finding only if it holds one of these:
// - a character outside ASCII right after another one, that some codec gives for an octet 80-BF
//   (told by its first two octets: a superset, checked exactly later), or "?" or U+FFFD right
//   after a character outside ASCII (a lost octet): the pairs re-encoding leaves;
// - C2 80-9F, a C1 control;
// - malformed UTF-8 (legacy octets, CESU-8, C0 80).
// The filter never decides anything; the piece examiner does (pieceexaminer.h). Internal.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace u8scope::detail {

/// The first octet at or after `from` in data[0, size) where a character pair above or a C1
/// control starts (malformed UTF-8 is left to the caller), or `size`. data[from] must begin a
/// character, and the character before it is taken to be ASCII.
[[nodiscard]] std::size_t findSuspectPair(const std::uint8_t* data, std::size_t from,
                                          std::size_t size) noexcept;

/// The same, the plain way, octet by octet: the reference the vector paths are tested against.
[[nodiscard]] std::size_t findSuspectPairScalar(const std::uint8_t* data, std::size_t from,
                                                std::size_t size) noexcept;

struct SuspectPath {
    const char* name; ///< "scalar", "avx2", "avx512"
    std::size_t (*find)(const std::uint8_t* data, std::size_t from, std::size_t size) noexcept;
};

/// Every path this machine runs, the scalar one first; findSuspectPair takes the last.
[[nodiscard]] const std::vector<SuspectPath>& suspectPaths();

} // namespace u8scope::detail
