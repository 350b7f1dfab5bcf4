// The help of u8scope-cli, in two tables (see help.h for what is generated from them).
//
// To add a command:
//   1. add it to `enum class Command` (options.h), write its run function (commands.h) and call
//      it from run() (cli.cpp);
//   2. add a row to kCommands below: name, synopsis, operands, a one-line summary and a
//      paragraph. The usage line, --help, `NAME --help`, the manual page and the completions
//      follow by themselves.
// To add an option:
//   1. add a row to kOptions below, with the commands that take it (commandBit(Command::X) |
//      ...); parseArguments then refuses it elsewhere, and help, manual and completions list it;
//   2. read it in parseArguments (options.cpp) into a field of Options.
// Write the text as it should read in --help: plain sentences, no markup, no line breaks (they
// are wrapped when printed). Check the result with `u8scope-cli --help`, `man -l
// <build>/docs/man/u8scope-cli.1`, and the tests (tests/cli: CliHelp.*).
#include "help.h"

#include <algorithm>
#include <array>

namespace u8scope::cli {

namespace {

constexpr unsigned kCheck = commandBit(Command::Check);
constexpr unsigned kScan = commandBit(Command::Scan);
constexpr unsigned kDecode = commandBit(Command::Decode);
[[maybe_unused]] constexpr unsigned kEncode = commandBit(Command::Encode);
constexpr unsigned kDump = commandBit(Command::Dump);
constexpr unsigned kTable = commandBit(Command::Table);
constexpr unsigned kMojibake = commandBit(Command::Mojibake);
constexpr unsigned kFix = commandBit(Command::Fix);

constexpr CommandHelp kCommands[] = {
    {Command::Check, "check", "[--profile P] [-q] FILE...", "FILE...", "is every FILE valid UTF-8?",
     "Exits 0 when every FILE is valid UTF-8 and 1 when any is not. For each invalid file, prints "
     "one line naming the file and its first error, e.g. \"bad.txt: invalid UTF-8 (overlong): C0 "
     "80 at offset 3 is an overlong 2-octet form of U+0000.\" Regular files are split across "
     "threads; memory stays bounded whatever their size."},
    {Command::Scan, "scan", "[--profile P] [--json | --html] [--max-errors N] FILE", "FILE",
     "count, classify and explain every error",
     "Says in one sentence what kind of file this is (valid UTF-8, UTF-8 with errors, a legacy "
     "encoding, UTF-16, binary data) and the next step; counts octets by class, characters, and "
     "malformed units by kind, says whether the file starts with the UTF-8 signature EF BB BF, "
     "then lists every malformed unit with its offset, length, kind and octets, and under it its "
     "explanation: one plain sentence of what happened and what to do, then the spec detail. "
     "Exits 0 when the input is valid, 1 when not."},
    {Command::Decode, "decode", "[--profile P] [--format F] FILE", "FILE",
     "write the text, one U+FFFD per malformed unit",
     "Writes the text as UTF-8 with one U+FFFD per maximal subpart (Unicode Standard §3.9), byte "
     "for byte what Python's bytes.decode('utf-8', 'replace') gives under rfc3629."},
    {Command::Encode, "encode", "[--profile P] VALUE...", "VALUE...",
     "write the UTF-8 octets of code points",
     "Writes the UTF-8 octets of each VALUE in uppercase hex on one line: \"u8scope-cli encode "
     "U+1F600\" prints \"F0 9F 98 80\". A VALUE is U+XXXX (1 to 8 hex digits), 0xXXXX, hex "
     "digits that are no word (20AC, 1f600: digits and letters mixed; FFFD: four capitals or "
     "more), a decimal number (65; one of four digits or more, or with a leading zero, is said "
     "back on standard error: 2019 is U+07E3, not U+2019), or characters pasted as they are (é, "
     "A, or a whole word: each of its characters). A value the profile cannot encode (U+D800, "
     "or U+110000 under rfc3629) exits 1 with the reason; a VALUE that is none of these exits "
     "2."},
    {Command::Dump, "dump", "[--profile P] [--color[=WHEN]] [-s N] [-n N] [-v] [-p] FILE", "FILE",
     "a hex dump coloured by UTF-8 role",
     "A hex dump in the manner of hexyl: offsets, 16 octets per row coloured by their class in "
     "UTF-8, and the decoded text, under a legend. In the text column a continuing octet shows "
     "as ·, a malformed unit as U+FFFD, a control character as its Control Picture (␊), an "
     "invisible or unassigned character as •. Without colour, * marks malformed octets and ! "
     "octets that never occur in UTF-8, so nothing rests on colour. Rows identical to the one "
     "before are squeezed into one line holding *."},
    {Command::Table, "table", "[--profile P] [--markdown]", "",
     "the reference tables, for handouts",
     "Prints the reference tables of UTF-8 under the profile: the role and marker bits of each "
     "octet value (ISO/IEC 10646-1 Annex R, Table 1, with what RFC 3629 rules out), the "
     "well-formed sequences of RFC 3629 §4 with their ABNF, and for each sequence length its "
     "values, bit layout and free bits, with the arithmetic from a value to its octets (Annex R "
     "Table 4) and back (Table 5)."},
    {Command::Mojibake, "mojibake", "[--json] [--max-findings N] FILE", "FILE",
     "find text that went through the wrong encoding",
     "Lists every place where text was damaged on its way between encodings: UTF-8 read as "
     "another codec (windows-1252, windows-1250, windows-1251, windows-1253, windows-1254, "
     "windows-1257, ISO 8859-1, -2, -15, Mac OS Roman, IBM437, IBM850, KOI8-R) and encoded "
     "again, once or more (\"cafÃ©\" for \"café\"), also with a no-break space or an octet "
     "lost on the way; surrogate pairs written as two 3-octet sequences (CESU-8) and Java's C0 "
     "80; octets of a legacy codec inside UTF-8; C1 controls standing for windows-1252 "
     "punctuation. Each with its offset, length, the chain, the text as found and repaired, a "
     "confidence from 0 to 1 and an explanation step by step with the octets. For a file that is "
     "not UTF-8 at all, names the encoding it is most likely in. Exits 0 when nothing was found, "
     "1 when something was."},
    {Command::Fix, "fix", "[-o OUT] [--from CODEC] FILE", "FILE",
     "write the text with its mojibake repaired",
     "Writes FILE with every finding of the mojibake command repaired and every other octet "
     "unchanged: a file without mojibake comes out identical. Writes to standard output, or with "
     "-o to OUT through a file in OUT's folder that replaces OUT only once complete; "
     "OUT may not be FILE itself (nor standard input for FILE \"-\"), under any name. --from "
     "CODEC instead converts a whole FILE that is not UTF-8 from CODEC (any name ICU knows: "
     "windows-1251, UTF-16LE, Shift_JIS, ...): what CODEC cannot read becomes U+FFFD, and so "
     "does a last character the end of FILE cuts short, which is said on standard error; a FILE "
     "that is UTF-8 already, with characters outside ASCII, is refused (converting it would "
     "encode it twice). A FILE in UTF-16 or UTF-32 is refused without --from, and so is "
     "binary data (controls that text does not hold in one octet in a hundred of its head), and "
     "text followed by binary data with mojibake to repair (a repair would move the data). Exits "
     "0 when nothing needed repair, 1 when something was repaired or converted."},
};

constexpr OptionHelp kOptions[] = {
    {"--profile", "P", "rfc3629 iso10646-1993",
     "rfc3629 (the default): the strict UTF-8 of RFC 3629, up to U+10FFFF. iso10646-1993: the "
     "original 1- to 6-octet UTF-8 of ISO/IEC 10646-1 Annex R and RFC 2044, values up to "
     "7FFFFFFF.",
     kEveryCommand},
    {"-h, --help", "", "", "Show this help (after a command: that command's help) and exit.",
     kEveryCommand},
    {"--version", "", "", "Show the version and exit.", kEveryCommand},
    {"-q, --quiet", "", "",
     "Print nothing for invalid files; only the exit status tells. A file that cannot be read is "
     "still reported.",
     kCheck},
    {"--json", "", "",
     "Write one JSON object (UTF-8, every string escaped) instead of text; its fields are "
     "described in docs/reports.md.",
     kScan | kMojibake},
    {"--html", "", "",
     "Write the report as one self-contained HTML page instead of text: the summary, the errors "
     "by kind, each malformed unit with its octets and explanation, and the mojibake findings "
     "with their repairs; inline style, nothing fetched, every name and text escaped. Lists at "
     "most 5000 malformed units and 1000 findings unless --max-errors says otherwise, and says so "
     "when it lists fewer than there are. The same page as the window's File > Export Report.",
     kScan},
    {"--max-errors", "N", "", "List at most N malformed units; the counts stay complete.", kScan},
    {"--max-findings", "N", "",
     "List at most N findings; the counts stay complete, and the last line says how many were "
     "listed when that is fewer.",
     kMojibake},
    {"--format", "F", "text codepoints",
     "text (the default), or codepoints: one line per unit, \"OFFSET LENGTH U+XXXX\" for a "
     "character or \"OFFSET LENGTH ERROR KIND\" for a malformed unit, OFFSET in decimal octets.",
     kDecode},
    {"--color", "[=WHEN]", "auto always never",
     "auto (the default) colours only a terminal, and only when NO_COLOR is unset or empty; "
     "always (also a bare --color); never. The mode is given only after '='.",
     kDump},
    {"-s, --skip", "N", "",
     "Start at offset N, even inside a sequence (its octets still show their role). A negative "
     "N counts from the end: -s -512 dumps the last 512 octets. Works on pipes and on files of "
     "/proc too; a skip past the end (or before the start) is an error.",
     kDump},
    {"-n, --length", "N", "", "Dump at most N octets.", kDump},
    {"-v, --no-squeezing", "", "",
     "Show every row, also rows identical to the one before (which are otherwise squeezed into "
     "one * line).",
     kDump},
    {"--border", "=STYLE", "unicode ascii none",
     "Draw the frame with unicode box characters (the default), ascii characters, or none.", kDump},
    {"-p, --plain", "", "",
     "No frame, no legend and no colour: --border=none --no-legend --color=never.", kDump},
    {"--no-legend", "", "", "Leave out the legend above the dump.", kDump},
    {"--markdown", "", "", "Write the tables in Markdown instead of plain text.", kTable},
    {"-o, --output", "OUT", "",
     "Write to the file OUT instead of standard output: through a file without a name in the "
     "same folder, given OUT's name once complete, so that a failed or killed run leaves OUT as "
     "it was and nothing beside it (where the file system has no unnamed files, a temporary "
     "file .OUT.u8scope-XXXXXX, removed on any signal but SIGKILL). OUT keeps its owner, group "
     "and permissions as far as the user may give them, but never set-user-ID or set-group-ID. "
     "\"-o -\" is standard output.",
     kFix},
    {"--from", "CODEC",
     "windows-1252 windows-1250 windows-1251 windows-1253 windows-1254 "
     "windows-1257 ISO-8859-1 ISO-8859-2 ISO-8859-15 macintosh IBM437 IBM850 "
     "KOI8-R UTF-16LE UTF-16BE UTF-32LE UTF-32BE",
     "Convert the whole FILE from CODEC to UTF-8 (it is not UTF-8), instead of repairing "
     "mojibake. The mojibake command names the likely CODEC of such a file.",
     kFix},
};

// The text after the options: what holds for every command.
constexpr std::string_view kNotes[] = {
    "FILE \"-\" reads standard input; pipes, character devices and files of /proc and /sys "
    "work too. Numbers N are decimal, or hex after 0x, and may end in a unit: K, M, G, T or "
    "KiB, MiB, GiB, TiB (powers of 1024), kB, MB, GB, TB (powers of 1000), as in --length=4KiB. "
    "File names in messages and reports are shown with control characters and octets that are "
    "not UTF-8 escaped as \\xNN, and bidirectional controls as \\u{XXXX}; in JSON, controls "
    "are \\uXXXX escapes and octets that are not UTF-8 become U+FFFD.",
    "A command refuses to write to standard output when it is one of its input files (as "
    "\"u8scope-cli decode F >> F\" would read what it writes until the disk is full): \"input "
    "file is output file\", exit status 2.",
};

constexpr std::string_view kExitStatus[][2] = {
    {"0", "success; for check and scan: the input is valid UTF-8; for mojibake: nothing found; "
          "for fix: nothing needed repair."},
    {"1", "the input is not valid UTF-8 (check, scan), or encode got a value the profile cannot "
          "encode; mojibake found something; fix repaired or converted something."},
    {"2", "wrong arguments (with a usage line), or a file that cannot be read (missing, a "
          "directory or a socket, no permission, an I/O error, a --skip past its end, a file "
          "that changed while it was read, an input file that is standard output too), or "
          "output that cannot be written (a full disk, a closed pipe), or a scan list that "
          "could not be kept whole (its temporary space): always with a message on standard "
          "error that names the file or directory and the reason."},
};

constexpr std::string_view kEnvironment[][2] = {
    {"NO_COLOR", "when set and not empty, dump --color=auto does not colour."},
    {"TMPDIR", "where scan keeps the list of a pipe's malformed units until the counts are known "
               "(/tmp when unset or empty); a regular file needs no temporary space."},
    {"U8SCOPE_SPOOL_LIMIT", "the most octets of temporary space scan may use (256 MiB by "
                            "default; a size as --length takes, such as 64MiB); past it the list "
                            "stops, says so, and scan exits 2."},
    {"U8SCOPE_THREADS", "threads for check and scan of a regular file, 1 to 1024 (default: "
                        "one per core this process may run on)."},
};

constexpr std::string_view kExamples[][2] = {
    {"u8scope-cli check -q *.txt", "Exits 0 when every .txt file here is UTF-8."},
    {"u8scope-cli scan --json --max-errors 100 data.csv",
     "Counts and the first 100 errors of data.csv as JSON."},
    {"u8scope-cli dump -s -256 log.txt", "The last 256 octets of log.txt."},
    {"u8scope-cli dump --length=1KiB --plain -", "The first KiB of standard input, unframed."},
    {"u8scope-cli encode U+20AC 0xE9 65 ü", "Prints E2 82 AC C3 A9 41 C3 BC."},
    {"u8scope-cli table --markdown > utf8.md", "The reference tables as a Markdown handout."},
    {"u8scope-cli mojibake --json notes.txt", "Every place notes.txt holds mojibake, as JSON."},
    {"u8scope-cli fix -o repaired.txt notes.txt", "notes.txt with its mojibake repaired."},
    {"u8scope-cli fix --from windows-1251 -o utf8.txt old.txt", "old.txt converted to UTF-8."},
};

constexpr std::size_t kWidth = 80;      // wrap before this column
constexpr std::size_t kTermColumn = 24; // where the text of an option or a command starts

// The number of terminal columns of UTF-8 text (the help is ASCII but for a few symbols).
std::size_t columns(std::string_view s) {
    return static_cast<std::size_t>(std::count_if(
        s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

// Appends `text` wrapped at kWidth, each line starting with `indent` spaces; the first line
// starts at column `at` (where the output already is).
void wrap(std::string& out, std::string_view text, std::size_t indent, std::size_t at) {
    std::size_t column = at;
    bool lineEmpty = true;
    if (at < indent) {
        out.append(indent - at, ' ');
        column = indent;
    }
    while (!text.empty()) {
        const std::size_t space = text.find(' ');
        const std::string_view word = text.substr(0, space);
        text = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
        if (word.empty())
            continue;
        const std::size_t w = columns(word);
        if (!lineEmpty && column + 1 + w >= kWidth) {
            out += '\n';
            out.append(indent, ' ');
            column = indent;
            lineEmpty = true;
        }
        if (!lineEmpty) {
            out += ' ';
            ++column;
        }
        out += word;
        column += w;
        lineEmpty = false;
    }
    out += '\n';
}

// "  term   text" with the text in a column, or on the next line when the term is too long.
void item(std::string& out, std::string_view term, std::string_view text,
          std::size_t column = kTermColumn) {
    out += "  ";
    out += term;
    std::size_t at = 2 + columns(term);
    if (text.empty()) {
        out += '\n';
        return;
    }
    if (at + 2 > column) {
        out += '\n';
        at = 0;
    }
    wrap(out, text, column, at);
}

std::string optionTerm(const OptionHelp& o) {
    std::string term(o.names);
    if (o.names.rfind("--", 0) == 0)
        term.insert(0, "    "); // long names line up after "-s, "
    if (!o.value.empty()) {
        if (o.value.front() != '=' && o.value.front() != '[')
            term += ' ';
        term += o.value;
    }
    return term;
}

void optionsOf(std::string& out, unsigned mask) {
    for (const OptionHelp& o : kOptions) {
        if (o.commands == mask)
            item(out, optionTerm(o), o.text);
    }
}

} // namespace

std::span<const CommandHelp> commandHelp() noexcept {
    return kCommands;
}

std::span<const OptionHelp> optionHelp() noexcept {
    return kOptions;
}

std::optional<Command> commandNamed(std::string_view name) noexcept {
    for (const CommandHelp& c : kCommands) {
        if (c.name == name)
            return c.command;
    }
    return std::nullopt;
}

std::string_view commandName(Command c) noexcept {
    for (const CommandHelp& h : kCommands) {
        if (h.command == c)
            return h.name;
    }
    return "u8scope-cli";
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

bool appliesTo(const OptionHelp& option, Command command) noexcept {
    return command == Command::None || (option.commands & commandBit(command)) != 0;
}

std::string usageLine() {
    std::string line = "usage: u8scope-cli {";
    for (const CommandHelp& c : kCommands) {
        if (&c != kCommands)
            line += '|';
        line += c.name;
    }
    line += "} [options] FILE...  (see --help)";
    return line;
}

std::string helpText(Command command) {
    std::string out;
    const CommandHelp* one = nullptr;
    for (const CommandHelp& c : kCommands) {
        if (c.command == command)
            one = &c;
    }
    // "Usage:" and "  or:" lines, as help2man reads them into the SYNOPSIS.
    bool firstUsage = true;
    for (const CommandHelp& c : kCommands) {
        if (one && &c != one)
            continue;
        out += firstUsage ? "Usage: u8scope-cli " : "  or:  u8scope-cli ";
        out += c.name;
        out += ' ';
        out += c.synopsis;
        out += '\n';
        firstUsage = false;
    }
    if (one) {
        wrap(out, one->text, 0, 0);
        out += "\nOptions:\n";
        optionsOf(out, commandBit(command));
        optionsOf(out, kEveryCommand);
        out += '\n';
        wrap(out, kNotes[0], 0, 0);
        return out;
    }
    wrap(out,
         "Inspect UTF-8: validate files, explain each malformed sequence, decode, encode, and "
         "dump octets coloured by their role in UTF-8. \"u8scope-cli COMMAND --help\" shows one "
         "command.",
         0, 0);
    out += "\nCommands:\n";
    for (const CommandHelp& c : kCommands)
        item(out, c.name, c.summary, 10);
    out += "\nOptions of every command:\n";
    optionsOf(out, kEveryCommand);
    for (const CommandHelp& c : kCommands) {
        out += "\n";
        out += c.name;
        out += ":\n";
        // Indented under its heading, as help2man reads a section.
        wrap(out, c.text, 2, 0);
        if (std::any_of(std::begin(kOptions), std::end(kOptions),
                        [&](const OptionHelp& o) { return o.commands == commandBit(c.command); })) {
            out += '\n';
            optionsOf(out, commandBit(c.command));
        }
    }
    for (const std::string_view note : kNotes) {
        out += '\n';
        wrap(out, note, 0, 0);
    }
    out += "\nExit status:\n";
    for (const auto& [status, text] : kExitStatus)
        item(out, status, text, 5);
    out += "\nEnvironment:\n";
    for (const auto& [name, text] : kEnvironment)
        item(out, name, text, 12);
    out += "\nExamples:\n";
    for (const auto& [example, text] : kExamples)
        item(out, example, text, 8);
    return out;
}

} // namespace u8scope::cli
