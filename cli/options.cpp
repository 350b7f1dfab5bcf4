#include "options.h"

#include "help.h"

#include <charconv>

namespace u8scope::cli {

namespace {

std::optional<std::uint64_t> parseNumber(const std::string& s) {
    return parseSize(s);
}

} // namespace

ParseResult parseArguments(const std::vector<std::string>& args) {
    ParseResult r;
    Options& o = r.options;
    bool endOfOptions = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (endOfOptions || a == "-" || a.empty() || a[0] != '-') {
            if (o.command == Command::None) {
                const auto c = commandNamed(a);
                if (!c) {
                    r.error = "unknown command '" + a + "'";
                    return r;
                }
                o.command = *c;
            } else {
                o.operands.push_back(a);
            }
            continue;
        }
        if (a == "--") {
            endOfOptions = true;
            continue;
        }
        // --name=value or --name value
        std::string name = a;
        std::optional<std::string> inlineValue;
        if (const auto eq = a.find('='); a.rfind("--", 0) == 0 && eq != std::string::npos) {
            name = a.substr(0, eq);
            inlineValue = a.substr(eq + 1);
        }
        if (name == "--colour")
            name = "--color"; // the British spelling, not listed in the help
        o.given.push_back(name);
        const auto value = [&]() -> std::optional<std::string> {
            if (inlineValue)
                return inlineValue;
            if (i + 1 < args.size())
                return args[++i];
            r.error = "option '" + name + "' needs a value";
            return std::nullopt;
        };
        const auto noValue = [&] {
            if (inlineValue)
                r.error = "option '" + name + "' takes no value";
            return !inlineValue;
        };
        if (!optionNamed(name)) {
            r.error = "unknown option '" + a + "'";
            return r;
        }
        if (name == "-h" || name == "--help") {
            if (!noValue())
                return r;
            o.help = true;
        } else if (name == "--version") {
            if (!noValue())
                return r;
            o.version = true;
        } else if (name == "--json") {
            if (!noValue())
                return r;
            o.json = true;
        } else if (name == "--html") {
            if (!noValue())
                return r;
            o.html = true;
        } else if (name == "--markdown") {
            if (!noValue())
                return r;
            o.markdown = true;
        } else if (name == "-q" || name == "--quiet") {
            if (!noValue())
                return r;
            o.quiet = true;
        } else if (name == "-v" || name == "--no-squeezing") {
            if (!noValue())
                return r;
            o.squeeze = false;
        } else if (name == "--no-legend") {
            if (!noValue())
                return r;
            o.legend = false;
        } else if (name == "-p" || name == "--plain") {
            if (!noValue())
                return r;
            o.border = BorderStyle::None;
            o.legend = false;
            o.color = ColorMode::Never;
        } else if (name == "-o" || name == "--output" || name == "--from") {
            const auto v = value();
            if (!v)
                return r;
            if (v->empty()) {
                r.error = "option '" + name + "' needs a value";
                return r;
            }
            (name == "--from" ? o.from : o.output) = *v;
        } else if (name == "--profile") {
            const auto v = value();
            if (!v)
                return r;
            const auto p = parseProfile(*v);
            if (!p) {
                r.error = "unknown profile '" + *v + "' (use rfc3629 or iso10646-1993)";
                return r;
            }
            o.profile = *p;
        } else if (name == "--format") {
            const auto v = value();
            if (!v)
                return r;
            if (*v == "text") {
                o.format = DecodeFormat::Text;
            } else if (*v == "codepoints") {
                o.format = DecodeFormat::Codepoints;
            } else {
                r.error = "unknown format '" + *v + "' (use text or codepoints)";
                return r;
            }
        } else if (name == "--border") {
            // Like --color, the style is taken only after '=': a following word is a FILE.
            if (!inlineValue) {
                r.error = "option '--border' needs its style after '=': --border=unicode, "
                          "--border=ascii or --border=none";
                return r;
            }
            if (*inlineValue == "unicode") {
                o.border = BorderStyle::Unicode;
            } else if (*inlineValue == "ascii") {
                o.border = BorderStyle::Ascii;
            } else if (*inlineValue == "none") {
                o.border = BorderStyle::None;
            } else {
                r.error =
                    "unknown border style '" + *inlineValue + "' (use unicode, ascii or none)";
                return r;
            }
        } else if (name == "--color") {
            // A bare --color means always; a following word is taken only with '='.
            const std::string v = inlineValue.value_or("always");
            if (v == "auto") {
                o.color = ColorMode::Auto;
            } else if (v == "always") {
                o.color = ColorMode::Always;
            } else if (v == "never") {
                o.color = ColorMode::Never;
            } else {
                r.error = "unknown color mode '" + v + "' (use auto, always or never)";
                return r;
            }
        } else if (name == "--max-errors" || name == "--max-findings" || name == "--skip" ||
                   name == "-s" || name == "--length" || name == "-n") {
            const auto v = value();
            if (!v)
                return r;
            const bool isSkip = name == "--skip" || name == "-s";
            const bool fromEnd = isSkip && !v->empty() && v->front() == '-';
            const auto n = parseNumber(fromEnd ? v->substr(1) : *v);
            if (!n) {
                r.error = "option '" + name +
                          "' needs a number (decimal, 0x hex, with a unit "
                          "such as KiB or MB if you like), not '" +
                          *v + "'";
                return r;
            }
            if (name == "--max-errors")
                o.maxErrors = *n;
            if (name == "--max-findings")
                o.maxFindings = *n;
            if (isSkip) {
                o.skip = *n;
                o.skipFromEnd = fromEnd;
            }
            if (name == "--length" || name == "-n")
                o.length = *n;
        } else {
            r.error = "unknown option '" + a + "'";
            return r;
        }
    }
    if (r.options.json && r.options.html)
        r.error = "options '--json' and '--html' cannot be given together";
    return r;
}

std::optional<std::uint64_t> parseSize(std::string_view text) noexcept {
    std::uint64_t v = 0;
    const char* first = text.data();
    const char* last = text.data() + text.size();
    int base = 10;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        first += 2;
        base = 16;
    }
    const auto [ptr, ec] = std::from_chars(first, last, v, base);
    if (ec != std::errc() || ptr == first)
        return std::nullopt;
    const std::string_view unit(ptr, static_cast<std::size_t>(last - ptr));
    if (unit.empty())
        return v;
    if (base == 16)
        return std::nullopt; // "0x10K" reads as hex digits gone wrong, not as a unit
    struct Unit {
        std::string_view name;
        std::uint64_t factor;
    };
    static constexpr std::uint64_t kKi = 1024;
    static constexpr Unit kUnits[] = {
        {"B", 1},
        {"K", kKi},
        {"k", kKi},
        {"KiB", kKi},
        {"kiB", kKi},
        {"M", kKi * kKi},
        {"MiB", kKi * kKi},
        {"G", kKi * kKi * kKi},
        {"GiB", kKi * kKi * kKi},
        {"T", kKi * kKi * kKi * kKi},
        {"TiB", kKi * kKi * kKi * kKi},
        {"kB", 1000},
        {"KB", 1000},
        {"MB", 1000'000},
        {"GB", 1000'000'000},
        {"TB", 1000'000'000'000},
    };
    for (const Unit& u : kUnits) {
        if (u.name == unit) {
            if (v > UINT64_MAX / u.factor)
                return std::nullopt;
            return v * u.factor;
        }
    }
    return std::nullopt;
}

} // namespace u8scope::cli
