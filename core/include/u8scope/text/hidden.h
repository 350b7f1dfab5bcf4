// Hidden and suspicious characters: what a reader of the text cannot see, or sees as something it
// is not. One value per reason a character is worth a look, each decided from Unicode data through
// ICU (Bidi_Class and Bidi_Control of UAX #9, Default_Ignorable_Code_Point and
// Variation_Selector of the Unicode Standard §5.21 and §23.4, general categories, scripts, and
// the restriction levels and confusables of UTS #39), with the legitimate uses let through:
// marks and isolates in right-to-left prose, ZWNJ and ZWJ in the scripts and emoji sequences
// that need them, variation selectors after characters that take them, a BOM at offset 0.
// Findings are about text: those in a piece of the region map that is not text (binary data, a
// NUL run, UTF-16: isTextRegion, regionkind.h), where any octet value turns up and random octets
// make U+202E by chance, are counted apart (HiddenOutsideText).
// hiddenscanner.h finds them; hiddentext.h puts them in words.
#pragma once

#include "u8scope/regions/regionkind.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace u8scope {

enum class HiddenClass : std::uint8_t {
    /// A bidirectional control (UAX #9 §2: LRE, RLE, LRO, RLO, PDF, LRI, RLI, FSI, PDI, LRM, RLM,
    /// ALM) out of place: an override (LRO, RLO) anywhere, since it displays text in an order
    /// other than the one it is read in; an embedding, isolate or mark on a line without
    /// right-to-left letters, where it only moves neighbouring text; a PDF or PDI with nothing
    /// to close, or closing one of these.
    Bidi,
    /// An embedding, override or isolate initiator still open at the end of its line (UAX #9
    /// paragraph): everything after it on the line is displayed reordered, so code reads
    /// differently from how a compiler reads it: the Trojan Source attack, CVE-2021-42574.
    BidiUnterminated,
    /// A character that shows nothing: a zero-width space (but between the words of Thai, Lao,
    /// Khmer or Myanmar, which it separates for line breaking, UAX #14), a word joiner, a soft
    /// hyphen, a Hangul filler, the invisible mathematical operators and the other
    /// default-ignorable code points (Unicode Standard §5.21); ZWNJ and ZWJ outside the joining
    /// scripts, the conjuncts of Indic scripts and emoji ZWJ sequences that use them (UAX #31
    /// §2.3, UAX #29 GB11); a combining mark repeated over itself. Two words that differ only by
    /// one look the same.
    Invisible,
    /// A tag character (U+E0000..U+E007F) outside an emoji tag sequence (UTS #51 ED-14a): invisible
    /// ASCII that programs still read, used to smuggle instructions past a reader.
    Tag,
    /// A variation selector (Variation_Selector) after a character that takes none, or after
    /// another one: it shows nothing, and a run of them can carry hidden data.
    VariationSelector,
    /// U+FEFF after the start of the input: a byte order mark left by joining files, invisible
    /// in the middle, and it breaks a #! line, a CSV header or a keyword it lands in.
    ByteOrderMark,
    /// A control character other than TAB, LF, FF and CR: C0 (NUL, BS, ESC, ...), DEL and the
    /// C1 controls U+0080..U+009F. A terminal acts on them (ESC sequences can rewrite or hide
    /// lines; BS erases), and C1 ones usually mean text read in the wrong encoding.
    Control,
    /// A noncharacter (U+FDD0..U+FDEF and the last two of each plane, Unicode Standard §23.7):
    /// for a program's internal use, never for text that is exchanged.
    Noncharacter,
    /// A private-use character (U+E000..U+F8FF, planes 15 and 16): its meaning and glyph are set
    /// by private agreement (an icon font, a vendor), so another reader sees something else or
    /// nothing.
    PrivateUse,
    /// A code point not assigned in the Unicode version of the character data: no font shows
    /// it, and a later version may give it a meaning.
    Unassigned,
    /// A space other than U+0020 where it binds nothing: at the start or end of a line, next to
    /// another space, or a space of a fixed width (EN SPACE, EM SPACE, ...) anywhere; it looks
    /// like a plain space, yet compares differently. A no-break space between two words or a
    /// number and its unit, and IDEOGRAPHIC SPACE among CJK text or opening a line, pass.
    Space,
    /// U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR: a line break to some programs
    /// (JavaScript, editors) and none to others, so lines are not where they seem.
    Separator,
    /// A letter from one script in a word or line that reads as another script: Cyrillic "а" in
    /// the Latin word "pаypal", a word of Cyrillic letters that reads as the Latin "cop", mixed
    /// digit systems, a dot hidden over "i". Decided by the restriction levels of UTS #39 §5.2
    /// (Highly Restrictive passes: Japanese, Chinese, Korean with Latin) and its confusable
    /// skeletons (§4): a mixture a reader can see, such as "Δt", passes.
    Confusable,
};

inline constexpr int kHiddenClassCount = 13;
static_assert(static_cast<int>(HiddenClass::Confusable) + 1 == kHiddenClassCount);

/// "bidi", "bidi-unterminated", "invisible", "tag", "variation-selector", "bom", "control",
/// "noncharacter", "private-use", "unassigned", "space", "separator", "confusable": the names
/// used by the command line and in JSON.
[[nodiscard]] std::string_view toString(HiddenClass cls) noexcept;
/// A short title for people, e.g. "Bidirectional control left open at the end of a line".
[[nodiscard]] std::string_view title(HiddenClass cls) noexcept;
[[nodiscard]] std::optional<HiddenClass> parseHiddenClass(std::string_view name) noexcept;

/// Why a character of a class was found, where the class has more than one way in: the fact a
/// sentence or a panel names.
enum class HiddenReason : std::uint8_t {
    /// The class says it all (a control, a noncharacter, a zero-width space, a BOM in the middle).
    Always,
    /// bidi-unterminated: nothing closes it before the end of its line.
    LeftOpen,
    /// bidi: an override (LRO, RLO), closed on its line.
    Override,
    /// bidi: a mark, embedding or isolate on a line without right-to-left letters.
    NoRightToLeft,
    /// bidi: a PDF or PDI with nothing to close.
    NothingToClose,
    /// bidi: a PDF or PDI closing an embedding, override or isolate that is flagged.
    ClosesFlagged,
    /// bidi: an initiator past the depth of 125 of UAX #9, or the PDF or PDI that closes one.
    TooDeep,
    /// invisible: a ZWNJ or ZWJ where nothing around it joins or forms a conjunct.
    NotJoining,
    /// invisible: a combining mark right after the same mark, drawn over it.
    RepeatedMark,
    /// variation-selector: after a character that takes none.
    NothingTakesIt,
    /// variation-selector: right after another variation selector.
    SecondSelector,
    /// tag: not part of a recommended emoji tag sequence.
    NotASequence,
    /// space: at the start or end of a line, or next to another space.
    BindsNothing,
    /// confusable: a letter of another script than its word's that looks like one of the word's.
    MixedScripts,
    /// confusable: a letter of a word of one script that reads as an ASCII word, on a line of
    /// Latin text.
    WholeScript,
    /// confusable: U+0307 over a character with a dot of its own.
    HiddenOverlay,
    /// confusable: a digit of another decimal system than its word's other digits.
    MixedNumbers,
};

inline constexpr int kHiddenReasonCount = 17;
static_assert(static_cast<int>(HiddenReason::MixedNumbers) + 1 == kHiddenReasonCount);

/// "always", "left-open", "override", "no-right-to-left", "nothing-to-close", "closes-flagged",
/// "too-deep", "not-joining", "repeated-mark", "nothing-takes-it", "second-selector",
/// "not-a-sequence", "binds-nothing", "mixed-scripts", "whole-script", "hidden-overlay",
/// "mixed-numbers": the names used in JSON.
[[nodiscard]] std::string_view toString(HiddenReason reason) noexcept;

/// One hidden or suspicious character found in an input.
struct HiddenFinding {
    std::uint64_t offset = 0; ///< of its first octet
    std::uint64_t line = 1;   ///< 1-based; lines end at LF, or at a CR not followed by LF
    std::uint64_t column = 1; ///< 1-based, in characters (a malformed unit counts as one)
    char32_t codePoint = 0;
    std::uint8_t length = 0; ///< octets of its UTF-8 form
    HiddenClass cls = HiddenClass::Invisible;
    HiddenReason reason = HiddenReason::Always;
    /// Confusable: the ICU script code (UScriptCode) of the letter, the script the word or line
    /// reads as, and a letter of that script it looks like ('a' for Cyrillic 'а'). Else 0.
    std::int16_t script = 0;
    std::int16_t readsAsScript = 0;
    char32_t looksLike = 0;

    [[nodiscard]] std::uint64_t end() const noexcept { return offset + length; }
    friend bool operator==(const HiddenFinding&, const HiddenFinding&) = default;
};

/// Hidden characters of an input by class.
struct HiddenCounts {
    std::array<std::uint64_t, kHiddenClassCount> byClass{}; ///< indexed by HiddenClass
    /// Characters that would be findings in text but lie in regions that are not text
    /// (HiddenOutsideText): not in byClass, nor in total().
    std::uint64_t outsideText = 0;

    [[nodiscard]] std::uint64_t count(HiddenClass cls) const noexcept {
        return byClass[static_cast<int>(cls)];
    }
    [[nodiscard]] std::uint64_t total() const noexcept {
        std::uint64_t n = 0;
        for (const std::uint64_t c : byClass)
            n += c;
        return n;
    }
    HiddenCounts& operator+=(const HiddenCounts& other) noexcept {
        for (int i = 0; i < kHiddenClassCount; ++i)
            byClass[i] += other.byClass[i];
        outsideText += other.outsideText;
        return *this;
    }
    friend bool operator==(const HiddenCounts&, const HiddenCounts&) = default;
};

/// The characters that would be findings in text but lie in one region of the region map that is
/// not text (binary data, a NUL run, UTF-16: !isTextRegion(kind)): not findings about text, so
/// they are counted, by region, and not listed. The map's pieces decide, as its rules cut them:
/// a stretch that the map lumps into one Mixed region to bound its size keeps the findings of
/// its text, and its regions of data are said each on its own.
struct HiddenOutsideText {
    RegionKind kind = RegionKind::Binary;
    std::uint64_t offset = 0; ///< of the region
    std::uint64_t length = 0; ///< of the region
    HiddenCounts counts;      ///< the characters in it, by class (outsideText stays 0)
    std::uint64_t line = 1;   ///< of the first of them
    std::uint64_t column = 1; ///< of the first of them
    friend bool operator==(const HiddenOutsideText&, const HiddenOutsideText&) = default;
};

} // namespace u8scope
