// The options of u8scope-cli, one row each, and the parser that reads them by their rows.
//
// To add an option, add its row to kOptions below: its names, whether it takes a value (and the
// value's name and choices), its paragraph, and how it is stored into a field of Options (a
// store beside the others below: set<&Options::x, true>, number<&Options::x>, or a function of
// its own). Then name it in the rows of the commands that take it (commands.cpp), or mark it
// everyCommand. parseArguments takes it from there, refuses it for other commands, and help,
// manual page and completions list it; the test CliRows.* checks each row against the parser.
#include "options.h"

#include "commands.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace u8scope::cli {

namespace {

// How the rows below store their values.

// Sets a member to a constant: set<&Options::json, true>.
template <auto Member, auto Constant>
std::string set(Options& o, std::string_view, std::string_view) {
    o.*Member = Constant;
    return {};
}

std::string notANumber(std::string_view name, std::string_view value) {
    return "option '" + std::string(name) +
           "' needs a number (decimal, 0x hex, with a unit such as KiB or MB if you like), not '" +
           std::string(value) + "'";
}

// A number N, as parseSize reads it.
template <auto Member>
std::string number(Options& o, std::string_view name, std::string_view value) {
    const auto n = parseSize(value);
    if (!n)
        return notANumber(name, value);
    o.*Member = *n;
    return {};
}

// A confidence from 0 to 1: "0.5", "1", ".75".
template <auto Member>
std::string confidence(Options& o, std::string_view name, std::string_view value) {
    double c = -1;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), c);
    if (value.empty() || ec != std::errc() || end != value.data() + value.size() || !(c >= 0) ||
        c > 1)
        return "option '" + std::string(name) + "' needs a confidence from 0 to 1, not '" +
               std::string(value) + "'";
    o.*Member = c;
    return {};
}

// A name that cannot be empty: a file, a codec.
template <auto Member>
std::string nonEmpty(Options& o, std::string_view option, std::string_view value) {
    if (value.empty())
        return "option '" + std::string(option) + "' needs a value";
    o.*Member = std::string(value);
    return {};
}

// "a, b or c"
std::string oneOf(const std::vector<std::string>& words) {
    std::string list;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0)
            list += i + 1 == words.size() ? " or " : ", ";
        list += words[i];
    }
    return list;
}

template <typename Enum>
struct Choice {
    std::string_view word;
    Enum value;
};

// One of `choices`, as its enum value: "unknown color mode 'x' (use auto, always or never)".
template <typename Enum>
std::string choose(Enum& to, std::string_view value, std::string_view what,
                   std::initializer_list<Choice<Enum>> choices) {
    std::vector<std::string> words;
    for (const Choice<Enum>& c : choices) {
        if (c.word == value) {
            to = c.value;
            return {};
        }
        words.emplace_back(c.word);
    }
    return "unknown " + std::string(what) + " '" + std::string(value) + "' (use " + oneOf(words) +
           ")";
}

std::string profile(Options& o, std::string_view, std::string_view value) {
    const auto p = parseProfile(value);
    if (!p)
        return "unknown profile '" + std::string(value) + "' (use rfc3629 or iso10646-1993)";
    o.profile = *p;
    return {};
}

std::string format(Options& o, std::string_view, std::string_view value) {
    return choose(o.format, value, "format",
                  {{"text", DecodeFormat::Text}, {"codepoints", DecodeFormat::Codepoints}});
}

std::string color(Options& o, std::string_view, std::string_view value) {
    return choose(
        o.color, value, "color mode",
        {{"auto", ColorMode::Auto}, {"always", ColorMode::Always}, {"never", ColorMode::Never}});
}

std::string border(Options& o, std::string_view, std::string_view value) {
    return choose(o.border, value, "border style",
                  {{"unicode", BorderStyle::Unicode},
                   {"ascii", BorderStyle::Ascii},
                   {"none", BorderStyle::None}});
}

// N, or -N: N octets before the end.
std::string skip(Options& o, std::string_view name, std::string_view value) {
    const bool fromEnd = !value.empty() && value.front() == '-';
    const auto n = parseSize(fromEnd ? value.substr(1) : value);
    if (!n)
        return notANumber(name, value);
    o.skip = *n;
    o.skipFromEnd = fromEnd;
    return {};
}

// lint --allow and --deny: a list of classes of text/hidden.h separated by commas, or "all".
template <bool Report>
std::string hiddenClasses(Options& o, std::string_view name, std::string_view value) {
    std::uint32_t bits = 0;
    std::string unknown;
    anyPart(value, ",", [&](std::string_view word) {
        if (word == "all") {
            bits = (1u << kHiddenClassCount) - 1;
        } else if (const auto cls = parseHiddenClass(word)) {
            bits |= 1u << static_cast<int>(*cls);
        } else {
            unknown = std::string(word);
            return true;
        }
        return false;
    });
    if (!unknown.empty() || value.empty()) {
        std::vector<std::string> words;
        for (int k = 0; k < kHiddenClassCount; ++k)
            words.emplace_back(toString(static_cast<HiddenClass>(k)));
        words.emplace_back("all");
        return "option '" + std::string(name) + "' takes classes separated by commas, not '" +
               (unknown.empty() ? std::string(value) : unknown) + "' (use " + oneOf(words) + ")";
    }
    o.hiddenClasses = Report ? o.hiddenClasses | bits : o.hiddenClasses & ~bits;
    return {};
}

std::string plain(Options& o, std::string_view, std::string_view) {
    o.border = BorderStyle::None;
    o.legend = false;
    o.color = ColorMode::Never;
    return {};
}

constexpr OptionHelp kOptions[] = {
    {.names = "--profile",
     .takes = Takes::Value,
     .value = "P",
     .choices = "rfc3629 iso10646-1993",
     .text = "rfc3629 (the default): the strict UTF-8 of RFC 3629, up to U+10FFFF. iso10646-1993: "
             "the original 1- to 6-octet UTF-8 of ISO/IEC 10646-1 Annex R and RFC 2044, values up "
             "to 7FFFFFFF.",
     .everyCommand = true,
     .store = profile},
    {.names = "-h, --help",
     .text = "Show this help (after a command: that command's help) and exit.",
     .everyCommand = true,
     .store = set<&Options::help, true>},
    {.names = "--version",
     .text = "Show the version and exit.",
     .everyCommand = true,
     .store = set<&Options::version, true>},
    {.names = "-q, --quiet",
     .text = "Print nothing for invalid files; only the exit status tells. A file that cannot be "
             "read is still reported.",
     .store = set<&Options::quiet, true>},
    {.names = "--json",
     .text = "Write one JSON object (UTF-8, every string escaped) instead of text; its fields are "
             "described in docs/reports.md.",
     .store = set<&Options::json, true>},
    {.names = "--html",
     .text = "Write the report as one self-contained HTML page instead of text: the summary, the "
             "errors by kind, each malformed unit with its octets and explanation, and the "
             "mojibake findings with their repairs; inline style, nothing fetched, every name and "
             "text escaped. Lists at most 5000 malformed units and 1000 findings unless "
             "--max-errors says otherwise, and says so when it lists fewer than there are. The "
             "same page as the window's File > Export Report.",
     .store = set<&Options::html, true>},
    {.names = "--max-errors",
     .takes = Takes::Value,
     .value = "N",
     .text = "List at most N malformed units (by default 10000 in text, 5000 in a page, every "
             "one in JSON); the counts stay complete.",
     .store = number<&Options::maxErrors>},
    {.names = "--max-findings",
     .takes = Takes::Value,
     .value = "N",
     .text = "List at most N findings; the counts stay complete, and the last line says how many "
             "were listed when that is fewer.",
     .store = number<&Options::maxFindings>},
    {.names = "--format",
     .takes = Takes::Value,
     .value = "F",
     .choices = "text codepoints",
     .text = "text (the default), or codepoints: one line per unit, \"OFFSET LENGTH U+XXXX\" for a "
             "character or \"OFFSET LENGTH ERROR KIND\" for a malformed unit, OFFSET in decimal "
             "octets.",
     .store = format},
    {.names = "--color",
     .takes = Takes::OptionalAfterEquals,
     .value = "WHEN",
     .bare = "always",
     .choices = "auto always never",
     .text = "auto (the default) colours only a terminal, and only when NO_COLOR is unset or "
             "empty; always (also a bare --color); never. The mode is given only after '='.",
     .store = color},
    {.names = "-s, --skip",
     .takes = Takes::Value,
     .value = "N",
     .text = "Start at offset N, even inside a sequence (its octets still show their role). A "
             "negative N counts from the end: -s -512 dumps the last 512 octets. Works on pipes "
             "and on files of /proc too; a skip past the end (or before the start) is an error.",
     .store = skip},
    {.names = "-n, --length",
     .takes = Takes::Value,
     .value = "N",
     .text = "Dump at most N octets.",
     .store = number<&Options::length>},
    {.names = "-v, --no-squeezing",
     .text = "Show every row, also rows identical to the one before (which are otherwise squeezed "
             "into one * line).",
     .store = set<&Options::squeeze, false>},
    {.names = "--border",
     .takes = Takes::ValueAfterEquals,
     .value = "STYLE",
     .choices = "unicode ascii none",
     .text = "Draw the frame with unicode box characters (the default), ascii characters, or none.",
     .store = border},
    {.names = "-p, --plain",
     .text = "No frame, no legend and no colour: --border=none --no-legend --color=never.",
     .store = plain},
    {.names = "--no-legend",
     .text = "Leave out the legend above the dump.",
     .store = set<&Options::legend, false>},
    {.names = "--markdown",
     .text = "Write the tables in Markdown instead of plain text.",
     .store = set<&Options::markdown, true>},
    {.names = "-o, --output",
     .takes = Takes::Value,
     .value = "OUT",
     .text = "Write to the file OUT instead of standard output: through a file without a name in "
             "the same folder, given OUT's name once complete, so that a failed or killed run "
             "leaves OUT as it was and nothing beside it (where the file system has no unnamed "
             "files, a temporary file .OUT.u8scope-XXXXXX, removed on any signal but SIGKILL). OUT "
             "keeps its owner, group and permissions as far as the user may give them, but never "
             "set-user-ID or set-group-ID. \"-o -\" is standard output.",
     .store = nonEmpty<&Options::output>},
    {.names = "--from",
     .takes = Takes::Value,
     .value = "CODEC",
     .choices = "windows-1252 windows-1250 windows-1251 windows-1253 windows-1254 windows-1257 "
                "ISO-8859-1 ISO-8859-2 ISO-8859-15 macintosh IBM437 IBM850 KOI8-R UTF-16LE "
                "UTF-16BE UTF-32LE UTF-32BE Modified-UTF-8",
     .text = "Convert the whole FILE from CODEC to UTF-8 (it is not UTF-8), instead of repairing "
             "mojibake. The mojibake command names the likely CODEC of such a file. "
             "Modified-UTF-8 (Java's) repairs the mojibake and writes its C0 80 as the NUL octet, "
             "which fix otherwise leaves as it is.",
     .store = nonEmpty<&Options::from>},
    {.names = "--min-confidence",
     .takes = Takes::Value,
     .value = "X",
     .text = "Leave findings of a confidence below X (0 to 1; default 0.3, which every finding "
             "reaches) as they are, and say on standard error how many. 0.5 takes findings that "
             "prove themselves or that their line or file corroborates where one codec alone "
             "explains them; 0.75 only findings that prove themselves.",
     .store = confidence<&Options::minConfidence>},
    {.names = "--allow",
     .takes = Takes::Value,
     .value = "CLASS,...",
     .choices = "bidi bidi-unterminated invisible tag variation-selector bom control noncharacter "
                "private-use unassigned space separator confusable all",
     .text = "Leave these classes of hidden characters out (separated by commas; all for every "
             "class): they are neither listed nor counted. --allow and --deny apply in the order "
             "given, from every class reported: --allow all --deny bidi,bidi-unterminated reports "
             "only the bidirectional controls.",
     .store = hiddenClasses<false>},
    {.names = "--deny",
     .takes = Takes::Value,
     .value = "CLASS,...",
     .choices = "bidi bidi-unterminated invisible tag variation-selector bom control noncharacter "
                "private-use unassigned space separator confusable all",
     .text = "Report these classes again after an --allow (separated by commas; all for every "
             "class).",
     .store = hiddenClasses<true>},
};

// Options that cannot be given together.
constexpr std::string_view kExclusive[][2] = {{"--json", "--html"}};

// Whether the option called `name` was given, under any of its names.
bool wasGiven(const Options& o, std::string_view name) {
    return std::any_of(o.given.begin(), o.given.end(),
                       [&](const std::string& g) { return optionNamed(g) == optionNamed(name); });
}

// "option '--border' needs its style after '=': --border=unicode, --border=ascii or --border=none"
std::string needsValueAfterEquals(const OptionHelp& option, const std::string& name) {
    std::string what(option.value);
    for (char& c : what)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    std::string message = "option '" + name + "' needs its " + what + " after '='";
    std::vector<std::string> forms;
    for (const std::string_view choice : split(option.choices, " "))
        forms.push_back(name + '=' + std::string(choice));
    if (!forms.empty())
        message += ": " + oneOf(forms);
    return message;
}

} // namespace

std::vector<std::string_view> split(std::string_view list, std::string_view separator) {
    std::vector<std::string_view> parts;
    anyPart(list, separator, [&](std::string_view part) {
        parts.push_back(part);
        return false;
    });
    return parts;
}

std::span<const OptionHelp> optionHelp() noexcept {
    return kOptions;
}

const OptionHelp* optionNamed(std::string_view name) noexcept {
    for (const OptionHelp& o : kOptions) {
        if (anyPart(o.names, ", ", [&](std::string_view n) { return n == name; }))
            return &o;
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
        // --name=value, or the name alone: its value, if it takes one, comes by option->takes
        std::string name = a;
        std::optional<std::string> value;
        if (const auto eq = a.find('='); a.rfind("--", 0) == 0 && eq != std::string::npos) {
            name = a.substr(0, eq);
            value = a.substr(eq + 1);
        }
        if (name == "--colour")
            name = "--color"; // the British spelling, not listed in the help
        o.given.push_back(name);
        const OptionHelp* option = optionNamed(name);
        if (!option) {
            r.error = "unknown option '" + a + "'";
            return r;
        }
        switch (option->takes) {
        case Takes::Nothing:
            if (value)
                r.error = "option '" + name + "' takes no value";
            break;
        case Takes::Value:
            if (!value && i + 1 < args.size())
                value = args[++i];
            if (!value)
                r.error = "option '" + name + "' needs a value";
            break;
        case Takes::ValueAfterEquals:
            if (!value)
                r.error = needsValueAfterEquals(*option, name);
            break;
        case Takes::OptionalAfterEquals:
            if (!value) {
                value = std::string(option->bare);
                o.bare = name;
            } else if (o.bare == name) {
                o.bare.clear();
            }
            break;
        }
        if (r.error.empty())
            r.error = option->store(o, name, value.value_or(""));
        if (!r.error.empty())
            return r;
    }
    for (const auto& [first, second] : kExclusive) {
        if (wasGiven(o, first) && wasGiven(o, second)) {
            r.error = "options '" + std::string(first) + "' and '" + std::string(second) +
                      "' cannot be given together";
            return r;
        }
    }
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
