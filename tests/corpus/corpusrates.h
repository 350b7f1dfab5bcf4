// Measuring `u8scope-cli fix FILE` on a set of the corpus (corpusset.h) as a black box, the way
// outside collections of text measure it: every damaged text must come back exactly, every clean
// text unchanged, and fix run on its own output must change nothing. For East Asian text that a
// decoder misread and lost octets of (DamagedCase::mustName) also: whether `mojibake --json`
// or fix's messages name that decoder, how many characters beyond ASCII fix recovered, and
// whether it invented any (wrote a character that is neither the original's, nor left as found,
// nor U+FFFD). The rates are counted per kind of text, per damage and per encoding, and held
// against floors (tests/corpus/floors.txt): a ratchet that fails when a rate drops or a clean
// text changes that did not change when the floors were recorded.
#pragma once

#include "corpusset.h"

#include <cstddef>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace u8scope::corpus {

/// What one run of u8scope-cli did.
struct CliRun {
    int status = -1; ///< exit status; -1 when it did not exit normally
    std::string out; ///< standard output
    std::string err; ///< standard error
};

/// Runs u8scope-cli with these arguments (after the program name).
using Cli = std::function<CliRun(const std::vector<std::string>& args)>;

/// Counts for one row of a rate table.
struct Counts {
    std::size_t cases = 0;
    std::size_t exact = 0;    ///< damaged: repaired exactly; clean: left unchanged
    std::size_t refused = 0;  ///< fix wrote nothing and exited with 2
    std::size_t unstable = 0; ///< fix run on its own output changed it again
    // Cases with DamagedCase::mustName:
    std::size_t lossy = 0;       ///< such cases
    std::size_t named = 0;       ///< ... whose decoder fix or mojibake named
    std::size_t invented = 0;    ///< ... where fix wrote a character it had no ground for
    std::size_t recovered = 0;   ///< characters beyond ASCII of the original in fix's output
    std::size_t recoverable = 0; ///< those the damage left (the rest became U+FFFD)
    std::size_t characters = 0;  ///< characters beyond ASCII of the original

    Counts& operator+=(const Counts& other);
};

/// A set's rates. Rows are named "total", "kind: <kind>", "damage: <damage>", "page: <page>"
/// (damaged texts) and "clean: <kind>" (clean texts).
struct SetRates {
    std::string set;
    std::vector<std::string> order;     ///< the rows in the order they first appeared
    std::map<std::string, Counts> rows; ///< by row name
    std::vector<std::string> misses;    ///< damaged cases not repaired exactly
    std::vector<std::string> changed;   ///< clean cases changed
    std::vector<std::string> unstable;  ///< cases fix changed again when run on its output
};

/// Runs `cli` on every text of `set`, in files in the folder `scratch`.
[[nodiscard]] SetRates measure(const CorpusSet& set, const Cli& cli, const std::string& scratch);

/// The rate table of `rates`, for people.
[[nodiscard]] std::string rateTable(const SetRates& rates);

/// Floors: for a set and row, the least exact, named and recovered counts and the most invented
/// and unstable ones; for a set, the clean texts that may change (they did when the floors were
/// recorded). One line each, fields separated by tabs:
///   SET  ROW  exact|named|recovered|invented|unstable  NUMBER
///   SET  changed  CASE NAME
struct Floors {
    std::map<std::string, std::size_t> values; ///< by "SET\tROW\tMETRIC"
    std::map<std::string, bool> mayChange;     ///< by "SET\tCASE NAME"
};

[[nodiscard]] Floors parseFloors(const std::string& text);
/// The floors `rates` meets exactly: today's figures, to record.
[[nodiscard]] std::string floorsOf(const SetRates& rates);
/// What `rates` does worse than `floors` (nothing when it holds them), one line each.
[[nodiscard]] std::vector<std::string> regressions(const SetRates& rates, const Floors& floors);
/// What `rates` does better than `floors`: floors that could be raised, one line each.
[[nodiscard]] std::vector<std::string> improvements(const SetRates& rates, const Floors& floors);

/// Whether `text` names `encoding` (an East Asian encoding by any of its common names, case
/// and punctuation aside: "Shift_JIS", "SJIS", "cp932", "windows-31j", ...).
[[nodiscard]] bool namesEncoding(const std::string& text, const std::string& encoding);

/// Characters of `fixed` that are neither in `expected` nor in `damaged` in order (longest
/// common subsequences) nor U+FFFD; and in `recovered`, characters beyond ASCII (other than
/// U+FFFD) of `expected` that `fixed` holds in order.
[[nodiscard]] std::size_t inventedCharacters(const std::string& fixed, const std::string& expected,
                                             const std::string& damaged, std::size_t& recovered);

} // namespace u8scope::corpus
