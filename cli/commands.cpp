// The commands of u8scope-cli, one row each.
//
// To add a command, write its run function in a file of its own (cli/NAME.cpp, listed in
// cli/CMakeLists.txt and declared in commands.h), and add its row below: name, synopsis, the
// operands it takes, the options it takes besides those of every command, a one-line summary, a
// paragraph, and the run function. That is all: parseArguments refuses the options the row does
// not name, run() (cli.cpp) checks the operands by the row's rule (and, when they are FILEs, that
// standard output is none of them: samefile.h) and calls the function, and the usage line,
// --help, `NAME --help`, the manual page and the completions list it. Its texts are written as
// help.cpp says.
#include "commands.h"

namespace u8scope::cli {

namespace {

constexpr CommandHelp kCommands[] = {
    {.name = "check",
     .synopsis = "[--profile P] [-q] FILE...",
     .operands = {Operands::OneOrMore},
     .options = "--quiet",
     .summary = "is every FILE valid UTF-8?",
     .text = "Exits 0 when every FILE is valid UTF-8 and 1 when any is not. For each invalid file, "
             "prints one line naming the file and its first error, e.g. \"bad.txt: invalid UTF-8 "
             "(overlong): C0 80 at offset 3 is an overlong 2-octet form of U+0000.\" Regular files "
             "are split across threads; memory stays bounded whatever their size.",
     .run = runCheck},
    {.name = "scan",
     .synopsis = "[--profile P] [--json | --html] [--max-errors N] FILE",
     .operands = {Operands::One},
     .options = "--json --html --max-errors",
     .summary = "count, classify and explain every error",
     .text = "Says in one sentence what kind of file this is (valid UTF-8, UTF-8 with errors, a "
             "legacy encoding, UTF-16, binary data) and the next step; counts octets by class, "
             "characters, and malformed units by kind, says whether the file starts with the UTF-8 "
             "signature EF BB BF, then lists the malformed units (the first 10000 unless "
             "--max-errors says otherwise) with their offset, length, kind and octets, and under "
             "each its explanation: one plain sentence of what happened and what to do, then the "
             "spec detail. Exits 0 when the input is valid, 1 when not.",
     .run = runScan},
    {.name = "map",
     .synopsis = "[--profile P] [--json] FILE",
     .operands = {Operands::One},
     .options = "--json",
     .summary = "what is where: text by script or code page, binary data, NUL holes",
     .text =
         "Cuts FILE into regions of one kind each and lists them, one per line: the offsets of "
         "its first and last octets, the line it starts in and the line after its last line "
         "feed, its kind (ascii, utf-8, legacy, utf-16, binary, nul, malformed, mojibake, "
         "mixed), its counts, and what tells it apart: the scripts of UTF-8 text, the code "
         "page of legacy text with a confidence, the entropy of binary data. Blocks of 4 KiB "
         "are classified by their octets and merged. NUL runs of 256 octets or more are cut "
         "out exactly, and so are runs of 4 or more in a block whose other octets are text and "
         "outnumber them (the few NULs of a crash). Binary data that meets text ends where its "
         "controls and malformed units end, to the 64-octet word, so that a few dozen random "
         "octets in a short text are a region of their own, and a malformed unit inside binary "
         "data is part of it. A fill, one octet 80-FF repeated (FF of erased flash), is binary "
         "data too, not legacy text, and names its octet: over most of a stretch, or in a run "
         "of 64 octets or more in UTF-8 or ASCII text, exactly (in text in a legacy encoding a "
         "row of one octet is a row of one letter). Regular files are split across threads; "
         "memory stays bounded whatever their size. Exits 0.",
     .run = runMap},
    {.name = "decode",
     .synopsis = "[--profile P] [--format F] FILE",
     .operands = {Operands::One},
     .options = "--format",
     .summary = "write the text, one U+FFFD per malformed unit",
     .text =
         "Writes the text as UTF-8 with one U+FFFD per maximal subpart (Unicode Standard §3.9), "
         "byte for byte what Python's bytes.decode('utf-8', 'replace') gives under rfc3629.",
     .run = runDecode},
    {.name = "encode",
     .synopsis = "[--profile P] VALUE...",
     .operands = {Operands::OneOrMore, "VALUE (U+XXXX, 0xXX, a decimal number or characters)"},
     .summary = "write the UTF-8 octets of code points",
     .text = "Writes the UTF-8 octets of each VALUE in uppercase hex on one line: \"u8scope-cli "
             "encode U+1F600\" prints \"F0 9F 98 80\". A VALUE is U+XXXX (1 to 8 hex digits), "
             "0xXXXX, hex digits that are no word (20AC, 1f600: digits and letters mixed; FFFD: "
             "four capitals or more), a decimal number (65; one of four digits or more, or with a "
             "leading zero, is said back on standard error: 2019 is U+07E3, not U+2019), or "
             "characters pasted as they are (é, A, or a whole word: each of its characters). A "
             "value the profile cannot encode (U+D800, or U+110000 under rfc3629) exits 1 with the "
             "reason; a VALUE that is none of these exits 2.",
     .run = runEncode},
    {.name = "dump",
     .synopsis = "[--profile P] [--color[=WHEN]] [-s N] [-n N] [-v] [-p] FILE",
     .operands = {Operands::One},
     .options = "--color --skip --length --no-squeezing --border --plain --no-legend",
     .summary = "a hex dump coloured by UTF-8 role",
     .text = "A hex dump in the manner of hexyl: offsets, 16 octets per row coloured by their "
             "class in UTF-8, and the decoded text, under a legend. In the text column a "
             "continuing octet shows as ·, a malformed unit as U+FFFD, a control character as its "
             "Control Picture (␊), an invisible or unassigned character as •. Without colour, * "
             "marks malformed octets and ! octets that never occur in UTF-8, so nothing rests on "
             "colour. Rows identical to the one before are squeezed into one line holding *.",
     .run = runDump},
    {.name = "table",
     .synopsis = "[--profile P] [--markdown]",
     .operands = {Operands::None},
     .options = "--markdown",
     .summary = "the reference tables, for handouts",
     .text = "Prints the reference tables of UTF-8 under the profile: the role and marker bits of "
             "each octet value (ISO/IEC 10646-1 Annex R, Table 1, with what RFC 3629 rules out), "
             "the well-formed sequences of RFC 3629 §4 with their ABNF, and for each sequence "
             "length its values, bit layout and free bits, with the arithmetic from a value to its "
             "octets (Annex R Table 4) and back (Table 5).",
     .run = runTable},
    {.name = "mojibake",
     .synopsis = "[--json] [--max-findings N] FILE",
     .operands = {Operands::One},
     .options = "--json --max-findings",
     .summary = "find text that went through the wrong encoding",
     .text = "Lists every place where text was damaged on its way between encodings: UTF-8 read as "
             "another codec (windows-1252, windows-1250, windows-1251, windows-1253, windows-1254, "
             "windows-1257, ISO 8859-1, -2, -15, Mac OS Roman, IBM437, IBM850, KOI8-R) and encoded "
             "again, once or more (\"cafÃ©\" for \"café\"), also with a no-break space or an octet "
             "lost on the way; surrogate pairs written as two 3-octet sequences (CESU-8) and "
             "Java's C0 80; octets of a legacy codec inside UTF-8; C1 controls standing for "
             "windows-1252 punctuation. Each with its offset, length, the chain, the text as found "
             "and repaired, a confidence from 0 to 1 and an explanation step by step with the "
             "octets. For a file that is not UTF-8 at all, names the encoding it is most likely "
             "in. Exits 0 when nothing was found, 1 when something was.",
     .run = runMojibake},
    {.name = "fix",
     .synopsis = "[-o OUT] [--from CODEC] [--min-confidence X] FILE",
     .operands = {Operands::One},
     .options = "--output --from --min-confidence",
     .summary = "write the text with its mojibake repaired",
     .text =
         "Writes FILE with the findings of the mojibake command repaired and every other octet "
         "unchanged: a file without mojibake comes out identical. Findings below "
         "--min-confidence, and Java's C0 80 (but with --from Modified-UTF-8), are left as they "
         "are, and standard error says how many and why. Writes to standard output, or "
         "with -o to OUT through a file in OUT's folder that replaces OUT only once complete; OUT "
         "may not be FILE itself (nor standard input for FILE \"-\"), under any name. --from CODEC "
         "instead converts a whole FILE that is not UTF-8 from CODEC (any name ICU knows, and "
         "ISO-8859-16: windows-1251, UTF-16LE, Shift_JIS, ...): what CODEC cannot read becomes "
         "U+FFFD, and so does a last character the end of FILE cuts short, which is said on standard error; a "
         "FILE that is UTF-8 already, with characters outside ASCII, is refused (converting it "
         "would encode it twice). Blocks of binary data and holes of NUL octets in a text file are "
         "copied as they are, the text around them repaired. A FILE in UTF-16 or UTF-32 is "
         "refused without --from, and so is binary data (most of its head, NUL holes left out, "
         "holds controls that text does not hold in one octet in a hundred), and text followed "
         "by binary data to its end with mojibake to repair (a repair would move the data). "
         "Exits 0 when nothing was repaired, 1 when something was repaired or converted.",
     .run = runFix},
    {.name = "lint",
     .synopsis = "[--json] [--allow CLASS,...] [--deny CLASS,...] FILE...",
     .operands = {Operands::OneOrMore},
     .options = "--json --allow --deny",
     .summary = "find hidden and look-alike characters, for CI and hooks",
     .text = "Prints one line for each hidden or suspicious character of each FILE, as a compiler "
             "prints a warning: FILE:LINE:COLUMN: CLASS: U+XXXX NAME: why it matters. The classes: "
             "bidi (a bidirectional control out of place: an override, or an embedding, isolate "
             "or mark on a line without right-to-left letters), bidi-unterminated (one left open "
             "at the end of its line, the Trojan Source attack), invisible (zero-width and other "
             "characters that show nothing, ZWNJ and ZWJ where nothing joins), tag (tag "
             "characters outside an emoji flag), variation-selector (after a character that takes "
             "none), bom (a byte order mark after the start), control (C0 but TAB, LF, FF and CR; "
             "DEL; C1), noncharacter, private-use, unassigned, space (a space other than U+0020 "
             "that binds nothing), separator (U+2028, U+2029) and confusable (a letter that "
             "passes for one of another script in its word, by the restriction levels and "
             "confusables of Unicode's UTS #39). Right-to-left prose with its marks, ZWNJ in "
             "Persian, conjuncts of Indic scripts, emoji sequences, Japanese and a BOM at the "
             "start pass. Lines end at LF or a CR alone; columns count characters from 1. Where "
             "the file's region map reads no text (binary data, a NUL run, UTF-16), the characters "
             "that would be flagged in text are said in one line for the region, "
             "FILE:LINE:COLUMN: KIND: how many, not one each. Exits 0 when nothing was "
             "found, 1 when something was (in text or not), 2 when a FILE could not be read (it "
             "is named with the reason on standard error; the others are linted still).",
     .run = runLint},
};

} // namespace

std::span<const CommandHelp> commandHelp() noexcept {
    return kCommands;
}

const CommandHelp* commandNamed(std::string_view name) noexcept {
    for (const CommandHelp& c : kCommands) {
        if (c.name == name)
            return &c;
    }
    return nullptr;
}

bool appliesTo(const OptionHelp& option, const CommandHelp* command) noexcept {
    return !command || option.everyCommand ||
           anyPart(command->options, " ",
                   [&](std::string_view name) { return optionNamed(name) == &option; });
}

} // namespace u8scope::cli
