// Command-line parsing for u8scope-cli: a command, its options, and operands.
#pragma once

#include "u8scope/profile.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace u8scope::cli {

enum class Command { None, Check, Scan, Decode, Encode, Dump, Table };
enum class DecodeFormat { Text, Codepoints };
enum class ColorMode { Auto, Always, Never };

struct Options {
    Command command = Command::None;
    Profile profile = kDefaultProfile;
    bool help = false;
    bool version = false;
    bool json = false;
    bool quiet = false;
    bool markdown = false;
    DecodeFormat format = DecodeFormat::Text;
    ColorMode color = ColorMode::Auto;
    std::optional<std::uint64_t> maxErrors;
    std::uint64_t skip = 0;
    std::optional<std::uint64_t> length;
    std::vector<std::string> operands; ///< files, or code points for encode
    std::vector<std::string> given;    ///< the option names given, to check they fit the command
};

struct ParseResult {
    Options options;
    std::string error; ///< non-empty when the arguments are wrong
};

[[nodiscard]] ParseResult parseArguments(const std::vector<std::string>& args);

[[nodiscard]] const char* usageLine();
[[nodiscard]] const char* helpText();

} // namespace u8scope::cli
