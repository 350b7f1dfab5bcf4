// The sets of the mojibake corpus, by name. Besides the first two ("tuned" and "held-out",
// corpus.h), each family of text comes as a tuned set and a held-out set built differently
// (other texts, other shapes, other damage), which the engine is never tuned on:
//   short     tweets, chat, listings, headlines: symbols, maths, prices, capitals between
//             no-break spaces, quotes and dashes, emoji, lone accents, signs, box drawing;
//   code      source code (C, Python, JSON, YAML, SQL, HTML; held out: others) with non-ASCII
//             strings and comments;
//   languages 43 languages in their scripts, through every single-octet code page people meet
//             and the pages each language really meets, once and twice, with no-break spaces
//             and octets lost, CESU-8, chains through two pages;
//   cjk       Chinese, Japanese and Korean UTF-8 read by a double-octet decoder that lost
//             octets (the encoding must be named, nothing invented), replacement characters
//             read as GBK (the 锟斤拷 trace), legacy CJK octets read as Western pages;
//   corrupt   stray, truncated and random octets inside text, which must come out unchanged;
//   chains    short texts with symbols, prices and quotes through two code pages, emoji in
//             CESU-8 read as a code page, no-break spaces lost and merged with a space.
// Every set holds clean text too, which must never change. The damage comes from damage.h
// (ICU's converters), not from the engine's tables.
#pragma once

#include "corpus.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace u8scope::corpus {

struct CorpusSet {
    std::string name;
    std::vector<DamagedCase> damaged;
    std::vector<CleanCase> clean;
};

/// Every set's name, the first two first: "tuned", "held-out", "short-tuned", "short-held-out",
/// "code-tuned", ...
[[nodiscard]] const std::vector<std::string>& corpusSetNames();
/// The set of that name, with every case name unique; nothing when there is no such set.
[[nodiscard]] std::optional<CorpusSet> corpusSet(std::string_view name);

// The families, each in its own file.
[[nodiscard]] CorpusSet shortTuned();
[[nodiscard]] CorpusSet shortHeldOut();
[[nodiscard]] CorpusSet codeTuned();
[[nodiscard]] CorpusSet codeHeldOut();
[[nodiscard]] CorpusSet languagesTuned();
[[nodiscard]] CorpusSet languagesHeldOut();
[[nodiscard]] CorpusSet cjkTuned();
[[nodiscard]] CorpusSet cjkHeldOut();
[[nodiscard]] CorpusSet corruptTuned();
[[nodiscard]] CorpusSet corruptHeldOut();
[[nodiscard]] CorpusSet chainsTuned();
[[nodiscard]] CorpusSet chainsHeldOut();

} // namespace u8scope::corpus
