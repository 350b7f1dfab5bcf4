// Command-line parsing for u8scope-cli: a command, its options, and operands.
#pragma once

#include "u8scope/codec/profile.h"
#include "u8scope/text/hidden.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace u8scope::cli {

struct CommandHelp;
struct Options;

enum class DecodeFormat { Text, Codepoints };
enum class ColorMode { Auto, Always, Never };
enum class BorderStyle { Unicode, Ascii, None };

/// Whether and how an option takes a value.
enum class Takes {
    Nothing,             ///< --json; "--json=x" is refused
    Value,               ///< --skip N, --skip=N or -s N (a short name has no '=' form)
    ValueAfterEquals,    ///< --border=STYLE: only after '=', never the next argument
    OptionalAfterEquals, ///< --color=WHEN, or --color alone standing for OptionHelp::bare
};

/// Stores an option's value into Options. `name` is the option as typed ("-n" or "--length"),
/// `value` its value ("" for one that takes none). Returns why the value does not fit, or "".
using Store = std::string (*)(Options& options, std::string_view name, std::string_view value);

/// An option of u8scope-cli: one row of kOptions (options.cpp), from which it is parsed, checked
/// against the command, listed in the help and completed.
struct OptionHelp {
    /// "-s, --skip": the short name first, if any; ", " between names.
    std::string_view names = {};
    Takes takes = Takes::Nothing;
    /// The value as help names it: "N" shows as "-s, --skip N", "STYLE" (Takes::ValueAfterEquals)
    /// as "--border=STYLE", "WHEN" (Takes::OptionalAfterEquals) as "--color[=WHEN]".
    std::string_view value = {};
    std::string_view bare = {}; ///< Takes::OptionalAfterEquals: the value of the bare option
    /// The values completions offer, space separated ("" = any). The store takes each of them, and
    /// may take others (--from takes any codec ICU knows).
    std::string_view choices = {};
    std::string_view text = {}; ///< what it does: one paragraph, wrapped when printed
    /// Taken by every command; else only by those whose row names it (CommandHelp::options).
    bool everyCommand = false;
    Store store = nullptr;
};

[[nodiscard]] std::span<const OptionHelp> optionHelp() noexcept;

/// The entry of the option called `name` ("-s" or "--skip"), or nullptr.
[[nodiscard]] const OptionHelp* optionNamed(std::string_view name) noexcept;

/// Whether `test` holds for a part of a list of the tables ("-s, --skip" with `separator` ", ",
/// "auto always never" with " "), tried in order until one does.
template <typename Test>
bool anyPart(std::string_view list, std::string_view separator, Test test) {
    while (!list.empty()) {
        const std::size_t at = list.find(separator);
        if (test(list.substr(0, at)))
            return true;
        list =
            at == std::string_view::npos ? std::string_view() : list.substr(at + separator.size());
    }
    return false;
}
/// The parts of such a list.
[[nodiscard]] std::vector<std::string_view> split(std::string_view list,
                                                  std::string_view separator);

struct Options {
    const CommandHelp* command = nullptr; ///< the row of the command given (commands.h)
    Profile profile = kDefaultProfile;
    bool help = false;
    bool version = false;
    bool json = false;
    bool html = false; ///< scan --html: the report as a self-contained HTML page
    bool quiet = false;
    bool markdown = false;
    DecodeFormat format = DecodeFormat::Text;
    ColorMode color = ColorMode::Auto;
    std::optional<std::uint64_t> maxErrors;
    std::optional<std::uint64_t> maxFindings; ///< mojibake: list at most this many findings
    std::uint64_t skip = 0;
    bool skipFromEnd = false; ///< --skip -N: start N octets before the end
    std::optional<std::uint64_t> length;
    bool squeeze = true; ///< dump: rows identical to the one before become one '*' line
    BorderStyle border = BorderStyle::Unicode;
    bool legend = true;
    std::optional<std::string> output; ///< fix -o: the file to write (else standard output)
    std::optional<std::string> from;   ///< fix --from: the encoding of a file that is not UTF-8
    /// fix --min-confidence: findings of less confidence are left as they are
    std::optional<double> minConfidence;
    /// lint: the classes of text/hidden.h reported, one bit each (bit HiddenClass); --allow
    /// and --deny change them in the order given.
    std::uint32_t hiddenClasses = (1u << kHiddenClassCount) - 1;
    std::vector<std::string> operands; ///< files, or code points for encode
    std::vector<std::string> given;    ///< the option names given, to check they fit the command
    /// The last option given without the value it takes only after '=' (--color), for a hint
    /// when the word after it was meant as that value.
    std::string bare;

    friend bool operator==(const Options&, const Options&) = default;
};

struct ParseResult {
    Options options;
    std::string error; ///< non-empty when the arguments are wrong
};

[[nodiscard]] ParseResult parseArguments(const std::vector<std::string>& args);

/// A size: decimal, or hex after 0x, optionally followed by a unit: K, M, G, T, KiB, MiB, GiB,
/// TiB (powers of 1024), kB, KB, MB, GB, TB (powers of 1000), or B. nullopt when malformed or
/// too large for 64 bits.
[[nodiscard]] std::optional<std::uint64_t> parseSize(std::string_view text) noexcept;

} // namespace u8scope::cli
