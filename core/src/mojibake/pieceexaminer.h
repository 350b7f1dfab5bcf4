// The decisions of the mojibake engine for one piece of input (pieces.h): decoding it, splitting
// it into words, undoing re-encoding word by word through each codec (reencoding.h), weighing
// the readings (plausibility.h), the line's and the input's evidence, and the other kinds of
// damage (surrogate pairs, the modified NUL, legacy octets, C1 controls). The streaming engine
// (mojibakescanner.cpp) feeds it the pieces that hold octets outside ASCII; the reference in the
// tests feeds it every piece with `exhaustive`, trying every codec on every word, and must find
// the same. Its parts are each defined in a file named for it, listed in examinerstate.h.
// Internal to the core.
#pragma once

#include "u8scope/mojibake/mojibake.h"

#include <cstdint>
#include <memory>
#include <span>

namespace u8scope::detail {

class PieceExaminer {
public:
    /// `options` and `stats` outlive the examiner; findings are counted into `stats`, and its
    /// votes are the evidence of what came before.
    PieceExaminer(const MojibakeOptions& options, MojibakeStats& stats, bool exhaustive);
    ~PieceExaminer();
    PieceExaminer(const PieceExaminer&) = delete;
    PieceExaminer& operator=(const PieceExaminer&) = delete;

    /// Examines one piece that starts at offset `base` of the input; findings go to `sink`.
    /// `wellFormed` says the caller knows the piece is well-formed UTF-8 (a shortcut).
    void examine(std::span<const std::uint8_t> piece, std::uint64_t base, MojibakeSink* sink,
                 bool wellFormed = false);

    /// Whether `word` (octets between ASCII white space) is one the examiner has read before and
    /// found needs no reading: a piece whose suspect pairs (suspects.h) all lie in such words is
    /// let go by examine without a finding or a trace, so the caller may pass over them.
    [[nodiscard]] bool knownPlain(std::span<const std::uint8_t> word) const noexcept;

    /// Whether the quick look remembers words (PlainWords, InertWords); it does unless told not
    /// to. The verdicts, findings and statistics are the same either way: the tests compare.
    void rememberWords(bool remember) noexcept;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace u8scope::detail
