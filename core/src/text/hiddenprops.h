// What the hidden-character scan needs to know of a code point, in one 32-bit entry of a table
// built from ICU's character data a block of 256 code points at a time, the first time a block
// is asked for, so that a file in a few scripts builds a few blocks (a block costs tens of
// microseconds, the skeletons of UTS #39 included) and every later look-up is two loads.
// Safe to use from several threads: a block is published once, complete.
#pragma once

#include "u8scope/scan/kernels.h"

#include <atomic>
#include <cstdint>

namespace u8scope::hidden {

/// The ICU script code (UScriptCode) of a character with a script of its own; 0 for Common,
/// Inherited and Unknown, which take the script of the text around them.
inline constexpr std::uint32_t kScriptMask = 0xFF;
/// Continues a word: a letter (Alphabetic), a mark, a decimal digit or connector punctuation.
inline constexpr std::uint32_t kWord = 1u << 8;
/// A letter (Alphabetic, not a mark): counts towards the scripts of its word.
inline constexpr std::uint32_t kLetter = 1u << 9;
/// Needs a look of its own (hiddenrules.h: ownClass): a bidi control, a default-ignorable,
/// format, control, private-use, unassigned or noncharacter code point, a variation selector, a
/// space other than U+0020, a line or paragraph separator, U+0307 (which can hide over an "i"),
/// a decimal digit outside ASCII (digit systems can mix).
inline constexpr std::uint32_t kSpecial = 1u << 10;
/// A strong right-to-left character (Bidi_Class R or AL) that is not a bidi control: a Hebrew
/// or Arabic letter, in whose line the bidi marks are at home.
inline constexpr std::uint32_t kRightToLeft = 1u << 11;
/// A nonspacing or enclosing mark (Mn, Me): a second one of the same right after it is drawn
/// over the first.
inline constexpr std::uint32_t kMark = 1u << 12;
/// Part of the character before it (Grapheme_Cluster_Break Extend or SpacingMark: marks,
/// variation selectors, emoji modifiers, ZWNJ): not a base of its own.
inline constexpr std::uint32_t kExtend = 1u << 13;
/// A virama (Canonical_Combining_Class 9), after which ZWJ and ZWNJ choose conjunct forms.
inline constexpr std::uint32_t kVirama = 1u << 14;
/// A letter or digit outside ASCII whose confusable skeleton (UTS #39 §4) is ASCII letters and
/// digits only: Cyrillic "а" (a), Greek "ο" (o). A word of them reads as an ASCII word.
inline constexpr std::uint32_t kAsciiLookalike = 1u << 15;

/// The script groups of the restriction levels of UTS #39 §5.2 (bits 16-22): Highly Restrictive
/// lets a word mix Latin with Han and Hiragana and Katakana, or with Han and Bopomofo, or with
/// Han and Hangul.
inline constexpr int kGroupShift = 16;
inline constexpr std::uint32_t kGroupLatin = 1u << 0;
inline constexpr std::uint32_t kGroupHan = 1u << 1;
inline constexpr std::uint32_t kGroupHiragana = 1u << 2;
inline constexpr std::uint32_t kGroupKatakana = 1u << 3;
inline constexpr std::uint32_t kGroupHangul = 1u << 4;
inline constexpr std::uint32_t kGroupBopomofo = 1u << 5;
inline constexpr std::uint32_t kGroupOther = 1u << 6; ///< any other script

[[nodiscard]] constexpr std::uint32_t groupOf(std::uint32_t props) noexcept {
    return (props >> kGroupShift) & 0x7F;
}

/// Whether a word whose scripts fall in `groups` (one script of kGroupOther at most) passes the
/// Highly Restrictive level of UTS #39 §5.2 without a closer look.
[[nodiscard]] constexpr bool highlyRestrictive(std::uint32_t groups) noexcept {
    if (groups == kGroupOther || (groups & kGroupOther) == 0) {
        const std::uint32_t japanese = kGroupLatin | kGroupHan | kGroupHiragana | kGroupKatakana;
        const std::uint32_t chinese = kGroupLatin | kGroupHan | kGroupBopomofo;
        const std::uint32_t korean = kGroupLatin | kGroupHan | kGroupHangul;
        return groups == kGroupOther || (groups & ~japanese) == 0 || (groups & ~chinese) == 0 ||
               (groups & ~korean) == 0;
    }
    return false;
}

/// Bits 24-31: the script again (kScriptMask), but all ones for Common, Inherited and Unknown, so
/// that ANDed over a word they give its one script even with neutral characters among its
/// letters (ARABIC TATWEEL, KATAKANA-HIRAGANA PROLONGED SOUND MARK).
inline constexpr int kScriptAndShift = 24;

/// Whether the characters whose entries were ORed into `orProps` and ANDed into `andProps` hold
/// one script at most, apart from the neutral ones.
[[nodiscard]] constexpr bool oneScript(std::uint32_t orProps, std::uint32_t andProps) noexcept {
    return (orProps & kScriptMask) == 0 ||
           (orProps & kScriptMask) == ((andProps >> kScriptAndShift) & kScriptMask);
}

namespace detail {
inline constexpr int kBlockCount = 0x110000 >> 8;
extern std::atomic<const std::uint32_t*> g_blocks[kBlockCount];
const std::uint32_t* buildBlock(std::uint32_t block) noexcept;
} // namespace detail

/// The entry of `c` (at most U+10FFFF).
[[nodiscard]] inline std::uint32_t props(char32_t c) noexcept {
    const std::uint32_t block = static_cast<std::uint32_t>(c) >> 8;
    const std::uint32_t* entries = detail::g_blocks[block].load(std::memory_order_acquire);
    if (entries == nullptr) [[unlikely]]
        entries = detail::buildBlock(block);
    return entries[c & 0xFF];
}

/// The bits of an entry that the quick check of a line reads: its script and script groups.
/// ORed and ANDed over a line's characters they say what the whole entries say of its scripts.
inline constexpr std::uint32_t kQuietMask =
    kScriptMask | (0x7Fu << kGroupShift) | (kScriptMask << kScriptAndShift);

namespace detail {
extern kernels::QuietKey g_quietKeys[kernels::kQuietKeyCount];
extern std::atomic<bool> g_quietKeyReady[kernels::kQuietKeyCount];
const kernels::QuietKey& buildQuietKey(std::uint32_t key) noexcept;
} // namespace detail

/// The entry of a key of the quick check of lines (kernels.h: QuietKey), built from the entries
/// above the first time it is asked for: the characters with nothing to look at, and of one
/// script (the most frequent of the key's) or neutral, allowed; every other, ill-formed or out of
/// range, not. A line of allowed characters, their keys' `quiet` ORed and ANDed, is judged as
/// if by its characters' own entries, or more strictly (a key's script that none of its
/// characters in the line has), which the full walk then decides.
[[nodiscard]] inline const kernels::QuietKey& quietKey(std::uint32_t key) noexcept {
    if (detail::g_quietKeyReady[key].load(std::memory_order_acquire)) [[likely]]
        return detail::g_quietKeys[key];
    return detail::buildQuietKey(key);
}

} // namespace u8scope::hidden
