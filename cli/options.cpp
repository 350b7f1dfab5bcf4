#include "options.h"

#include "commands.h"

#include <charconv>

namespace u8scope::cli {

namespace {

constexpr OptionHelp kOptions[] = {
    {.names = "--profile",
     .value = "P",
     .choices = "rfc3629 iso10646-1993",
     .text = "rfc3629 (the default): the strict UTF-8 of RFC 3629, up to U+10FFFF. iso10646-1993: "
             "the original 1- to 6-octet UTF-8 of ISO/IEC 10646-1 Annex R and RFC 2044, values up "
             "to 7FFFFFFF.",
     .everyCommand = true},
    {.names = "-h, --help",
     .text = "Show this help (after a command: that command's help) and exit.",
     .everyCommand = true},
    {.names = "--version", .text = "Show the version and exit.", .everyCommand = true},
    {.names = "-q, --quiet",
     .text = "Print nothing for invalid files; only the exit status tells. A file that cannot be "
             "read is still reported."},
    {.names = "--json",
     .text = "Write one JSON object (UTF-8, every string escaped) instead of text; its fields are "
             "described in docs/reports.md."},
    {.names = "--html",
     .text = "Write the report as one self-contained HTML page instead of text: the summary, the "
             "errors by kind, each malformed unit with its octets and explanation, and the "
             "mojibake findings with their repairs; inline style, nothing fetched, every name and "
             "text escaped. Lists at most 5000 malformed units and 1000 findings unless "
             "--max-errors says otherwise, and says so when it lists fewer than there are. The "
             "same page as the window's File > Export Report."},
    {.names = "--max-errors",
     .value = "N",
     .text = "List at most N malformed units; the counts stay complete."},
    {.names = "--max-findings",
     .value = "N",
     .text = "List at most N findings; the counts stay complete, and the last line says how many "
             "were listed when that is fewer."},
    {.names = "--format",
     .value = "F",
     .choices = "text codepoints",
     .text = "text (the default), or codepoints: one line per unit, \"OFFSET LENGTH U+XXXX\" for a "
             "character or \"OFFSET LENGTH ERROR KIND\" for a malformed unit, OFFSET in decimal "
             "octets."},
    {.names = "--color",
     .value = "[=WHEN]",
     .choices = "auto always never",
     .text = "auto (the default) colours only a terminal, and only when NO_COLOR is unset or "
             "empty; always (also a bare --color); never. The mode is given only after '='."},
    {.names = "-s, --skip",
     .value = "N",
     .text = "Start at offset N, even inside a sequence (its octets still show their role). A "
             "negative N counts from the end: -s -512 dumps the last 512 octets. Works on pipes "
             "and on files of /proc too; a skip past the end (or before the start) is an error."},
    {.names = "-n, --length", .value = "N", .text = "Dump at most N octets."},
    {.names = "-v, --no-squeezing",
     .text = "Show every row, also rows identical to the one before (which are otherwise squeezed "
             "into one * line)."},
    {.names = "--border",
     .value = "=STYLE",
     .choices = "unicode ascii none",
     .text =
         "Draw the frame with unicode box characters (the default), ascii characters, or none."},
    {.names = "-p, --plain",
     .text = "No frame, no legend and no colour: --border=none --no-legend --color=never."},
    {.names = "--no-legend", .text = "Leave out the legend above the dump."},
    {.names = "--markdown", .text = "Write the tables in Markdown instead of plain text."},
    {.names = "-o, --output",
     .value = "OUT",
     .text = "Write to the file OUT instead of standard output: through a file without a name in "
             "the same folder, given OUT's name once complete, so that a failed or killed run "
             "leaves OUT as it was and nothing beside it (where the file system has no unnamed "
             "files, a temporary file .OUT.u8scope-XXXXXX, removed on any signal but SIGKILL). OUT "
             "keeps its owner, group and permissions as far as the user may give them, but never "
             "set-user-ID or set-group-ID. \"-o -\" is standard output."},
    {.names = "--from",
     .value = "CODEC",
     .choices = "windows-1252 windows-1250 windows-1251 windows-1253 windows-1254 windows-1257 "
                "ISO-8859-1 ISO-8859-2 ISO-8859-15 macintosh IBM437 IBM850 KOI8-R UTF-16LE "
                "UTF-16BE UTF-32LE UTF-32BE",
     .text = "Convert the whole FILE from CODEC to UTF-8 (it is not UTF-8), instead of repairing "
             "mojibake. The mojibake command names the likely CODEC of such a file."},
};

std::optional<std::uint64_t> parseNumber(const std::string& s) {
    return parseSize(s);
}

} // namespace

std::span<const OptionHelp> optionHelp() noexcept {
    return kOptions;
}

const OptionHelp* optionNamed(std::string_view name) noexcept {
    for (const OptionHelp& o : kOptions) {
        std::string_view names = o.names;
        while (!names.empty()) {
            const std::size_t comma = names.find(", ");
            if (names.substr(0, comma) == name)
                return &o;
            names = comma == std::string_view::npos ? std::string_view() : names.substr(comma + 2);
        }
    }
    return nullptr;
}

ParseResult parseArguments(const std::vector<std::string>& args) {
    ParseResult r;
    Options& o = r.options;
    bool endOfOptions = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (endOfOptions || a == "-" || a.empty() || a[0] != '-') {
            if (!o.command) {
                o.command = commandNamed(a);
                if (!o.command) {
                    r.error = "unknown command '" + a + "'";
                    return r;
                }
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
