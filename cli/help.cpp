// The help of u8scope-cli: the words around the tables of commands.cpp and options.cpp, and how
// they are wrapped for --help (see help.h for what is generated from it). Write the texts of the
// tables as they should read in --help: plain sentences, no markup, no line breaks (they are
// wrapped when printed). Check the result with `u8scope-cli --help`, `man -l
// <build>/docs/man/u8scope-cli.1`, and the tests (tests/cli: CliHelp.*, CliRows.*).
#include "help.h"

#include "output.h"

#include <algorithm>
#include <array>

namespace u8scope::cli {

namespace {

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
          "could not be kept whole (its temporary space), or memory that ran out (\"out of "
          "memory\"): always with a message on standard "
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
    {"u8scope-cli lint --allow private-use src/*.c",
     "Hidden and look-alike characters of the C files (icon fonts allowed); exits 1 on any."},
};

constexpr std::size_t kWidth = 80;      // wrap before this column
constexpr std::size_t kTermColumn = 24; // where the text of an option or a command starts

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
    switch (o.takes) {
    case Takes::Nothing:
        break;
    case Takes::Value:
        term += ' ' + std::string(o.value);
        break;
    case Takes::ValueAfterEquals:
        term += '=' + std::string(o.value);
        break;
    case Takes::OptionalAfterEquals:
        term += "[=" + std::string(o.value) + ']';
        break;
    }
    return term;
}

// Whether `option` is listed under `command`: each option it takes, but those that every command
// takes, which are listed once, under no command (nullptr).
bool listedUnder(const OptionHelp& option, const CommandHelp* command) {
    return command ? !option.everyCommand && appliesTo(option, command) : option.everyCommand;
}

void optionsOf(std::string& out, const CommandHelp* command) {
    for (const OptionHelp& o : optionHelp()) {
        if (listedUnder(o, command))
            item(out, optionTerm(o), o.text);
    }
}

} // namespace

std::string usageLine() {
    std::string line = "usage: u8scope-cli {";
    for (const CommandHelp& c : commandHelp()) {
        if (&c != commandHelp().data())
            line += '|';
        line += c.name;
    }
    line += "} [options] FILE...  (see --help)";
    return line;
}

std::string helpText(const CommandHelp* one) {
    std::string out;
    // "Usage:" and "  or:" lines, as help2man reads them into the SYNOPSIS.
    bool firstUsage = true;
    for (const CommandHelp& c : commandHelp()) {
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
        optionsOf(out, one);
        optionsOf(out, nullptr);
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
    for (const CommandHelp& c : commandHelp())
        item(out, c.name, c.summary, 10);
    out += "\nOptions of every command:\n";
    optionsOf(out, nullptr);
    for (const CommandHelp& c : commandHelp()) {
        out += "\n";
        out += c.name;
        out += ":\n";
        // Indented under its heading, as help2man reads a section.
        wrap(out, c.text, 2, 0);
        if (std::any_of(optionHelp().begin(), optionHelp().end(),
                        [&](const OptionHelp& o) { return listedUnder(o, &c); })) {
            out += '\n';
            optionsOf(out, &c);
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
