// Command-line parsing for u8scope-cli: a command, its options, and operands.
#pragma once

#include "u8scope/codec/profile.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace u8scope::cli {

struct CommandHelp;

enum class DecodeFormat { Text, Codepoints };
enum class ColorMode { Auto, Always, Never };
enum class BorderStyle { Unicode, Ascii, None };

struct OptionHelp {
    std::string_view names = {}; ///< "-s, --skip": the short name first, if any; ", " between names
    /// The value, as help shows it after the names: "N", "P", "=WHEN" (given only after '='),
    /// "[=WHEN]" (optional, after '='), or "" for an option without one.
    std::string_view value = {};
    std::string_view choices = {}; ///< the values completions offer, space separated ("" = any)
    std::string_view text = {};    ///< what it does: one paragraph, wrapped when printed
    /// Taken by every command; else only by those whose row names it (CommandHelp::options).
    bool everyCommand = false;
};

[[nodiscard]] std::span<const OptionHelp> optionHelp() noexcept;

/// The entry of the option called `name` ("-s" or "--skip"), or nullptr.
[[nodiscard]] const OptionHelp* optionNamed(std::string_view name) noexcept;

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
    std::vector<std::string> operands; ///< files, or code points for encode
    std::vector<std::string> given;    ///< the option names given, to check they fit the command
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
