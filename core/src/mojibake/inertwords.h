// Words the piece examiner's quick look (PieceExaminer::Impl::quiet, pieceexaminer.cpp) read
// through the codecs and found that none of their readings would be taken in pass one: every
// reading fails `acceptable` in Mode::Plain, which weighs the reading alone. Such a word counts
// for nothing in the line's tally and can never make the look fail, wherever it stands; all that
// its readings still do there is be weighed against each other (choose), which records the ties
// the input's evidence might break (MojibakeTies). That depends on the line and the input, so the
// memo keeps what the choice weighs of each reading near the best (its Contender), in order, and
// the look weighs those again: the same choice, the same ties recorded, without reading the word
// through every codec again.
//
// Keyed by the word's octets, compared whole: a word is only ever taken for itself. Words of up
// to kLongest octets (a line of Thai, which puts no space between words, holds words of hundreds);
// a fixed number of slots, so the memo stays small however long the input. Internal to the core.
#pragma once

#include "plainwords.h"
#include "u8scope/encoding/legacycodec.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <vector>

namespace u8scope::detail {

/// What choose() weighs of a reading that may be chosen and is near the best: the characters it
/// explains, its codec (the evidence for it), and whether it fits Latin-1 (ISO 8859-1, or
/// windows-1252 without a C1 control read as one).
struct Contender {
    Codec codec;
    int explained = 0;
    bool latin1Fits = false;
};

class InertWords {
public:
    static constexpr std::size_t kLongest = 1024;

    /// The contenders remembered for `word`, or null. Valid until the next add.
    [[nodiscard]] const std::vector<Contender>* find(const std::uint8_t* word,
                                                     std::size_t size) const noexcept {
        if (size > kLongest || m_slots.empty())
            return nullptr;
        const std::uint64_t h = wordHash(word, size);
        const Slot& s = m_slots[static_cast<std::size_t>(h) & (m_slots.size() - 1)];
        return s.used && s.hash == h && s.octets.size() == size &&
                       std::memcmp(s.octets.data(), word, size) == 0
                   ? &s.contenders
                   : nullptr;
    }

    void add(const std::uint8_t* word, std::size_t size, std::span<const Contender> contenders) {
        if (size > kLongest)
            return;
        roomForOneMore(m_slots, m_added);
        const std::uint64_t h = wordHash(word, size);
        Slot& s = m_slots[static_cast<std::size_t>(h) & (m_slots.size() - 1)];
        s.used = true;
        s.hash = h;
        s.octets.assign(word, word + size);
        s.contenders.assign(contenders.begin(), contenders.end());
    }

private:
    struct Slot {
        std::uint64_t hash = 0;
        std::vector<std::uint8_t> octets;
        std::vector<Contender> contenders;
        bool used = false;
    };
    std::vector<Slot> m_slots; // a power of two of them, or none yet
    std::size_t m_added = 0;   // words added since the table last grew
};

} // namespace u8scope::detail
