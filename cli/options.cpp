#include "options.h"

#include <charconv>

namespace u8scope::cli {

const char* usageLine() {
    return "usage: u8scope-cli {check|scan|decode|encode|dump|table} [options] FILE...  (see "
           "--help)";
}

const char* helpText() {
    return R"(u8scope-cli - inspect UTF-8: validate, explain errors, decode, encode, dump

usage:
  u8scope-cli check  [--profile P] [-q] FILE...
  u8scope-cli scan   [--profile P] [--json] [--max-errors N] FILE
  u8scope-cli decode [--profile P] [--format text|codepoints] FILE
  u8scope-cli encode [--profile P] U+XXXX...
  u8scope-cli dump   [--profile P] [--color[=WHEN]] [--skip N] [--length N] FILE
  u8scope-cli table  [--profile P] [--markdown]

commands:
  check   exit 0 when every FILE is valid UTF-8, 1 when any is not; names the
          first error of each invalid file (-q: say nothing)
  scan    count octets by class, characters, and errors by kind, then list
          every malformed unit with its offset, length, kind and explanation
          (--json: one JSON object; --max-errors N: list at most N errors)
  decode  write the text as UTF-8 with one U+FFFD per maximal subpart, as
          Python's bytes.decode('utf-8', 'replace') does; --format codepoints
          writes "OFFSET LENGTH U+XXXX" or "OFFSET LENGTH ERROR KIND" per unit
  encode  write the UTF-8 octets of each code point, e.g. F0 9F 98 80
  dump    a hex dump with every octet coloured by its role in UTF-8, and a
          legend (--skip N: start at offset N; --length N: dump N octets)
  table   the reference tables of the profile, for handouts: the role of each
          octet value (Annex R Table 1), the well-formed sequences (RFC 3629
          section 4), and per length the values, bit layout and arithmetic
          (Annex R Tables 4 and 5); --markdown writes Markdown tables

options:
  --profile P   rfc3629 (default): strict UTF-8 of RFC 3629, up to U+10FFFF
                iso10646-1993: the original 1- to 6-octet form of ISO/IEC
                10646-1 Annex R and RFC 2044, values up to 7FFFFFFF
  --color[=WHEN]
                auto (default: when writing to a terminal and NO_COLOR is
                unset or empty), always (also a bare --color), or never
  -h, --help    show this help
  --version     show the version

FILE "-" reads standard input. Numbers may be decimal or 0x hex.
exit status: 0 success; 1 invalid UTF-8 or a value that cannot be encoded;
2 wrong arguments, a file that cannot be read, or output that cannot be written.
)";
}

namespace {

std::optional<std::uint64_t> parseNumber(const std::string& s) {
    std::uint64_t v = 0;
    const char* first = s.data();
    const char* last = s.data() + s.size();
    int base = 10;
    if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        first += 2;
        base = 16;
    }
    const auto [ptr, ec] = std::from_chars(first, last, v, base);
    if (ec != std::errc() || ptr != last || first == last)
        return std::nullopt;
    return v;
}

std::optional<Command> parseCommand(const std::string& s) {
    if (s == "check")
        return Command::Check;
    if (s == "scan")
        return Command::Scan;
    if (s == "decode")
        return Command::Decode;
    if (s == "encode")
        return Command::Encode;
    if (s == "dump")
        return Command::Dump;
    if (s == "table")
        return Command::Table;
    return std::nullopt;
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
                const auto c = parseCommand(a);
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
        o.given.push_back(a.substr(0, a.find('=')));
        // --name=value or --name value
        std::string name = a;
        std::optional<std::string> inlineValue;
        if (const auto eq = a.find('='); a.rfind("--", 0) == 0 && eq != std::string::npos) {
            name = a.substr(0, eq);
            inlineValue = a.substr(eq + 1);
        }
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
        } else if (name == "--markdown") {
            if (!noValue())
                return r;
            o.markdown = true;
        } else if (name == "-q" || name == "--quiet") {
            if (!noValue())
                return r;
            o.quiet = true;
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
        } else if (name == "--color" || name == "--colour") {
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
        } else if (name == "--max-errors" || name == "--skip" || name == "-s" ||
                   name == "--length" || name == "-n") {
            const auto v = value();
            if (!v)
                return r;
            const auto n = parseNumber(*v);
            if (!n) {
                r.error = "option '" + name + "' needs a number, not '" + *v + "'";
                return r;
            }
            if (name == "--max-errors")
                o.maxErrors = *n;
            if (name == "--skip" || name == "-s")
                o.skip = *n;
            if (name == "--length" || name == "-n")
                o.length = *n;
        } else {
            r.error = "unknown option '" + a + "'";
            return r;
        }
    }
    return r;
}

} // namespace u8scope::cli
