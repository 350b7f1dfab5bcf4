// table: the reference tables of UTF-8 under a profile (Annex R Table 1, the well-formed
// sequences of RFC 3629 §4, Annex R Tables 4 and 5) for handouts, as plain text or Markdown.
// The rows come from core (reference.h); this file only words and lays them out.
#include "cli.h"
#include "commands.h"
#include "output.h"
#include "u8scope/teach/reference.h"
#include "u8scope/text/hex.h"

#include <algorithm>
#include <string>
#include <vector>

namespace u8scope::cli {

namespace {

using Row = std::vector<std::string>;

struct Table {
    std::string title;
    Row header;
    std::vector<Row> rows;
    /// The columns Markdown shows as code: bit patterns, octets, ABNF, formulas.
    std::vector<bool> code;
};

std::string hex2(unsigned v) {
    constexpr char digits[] = "0123456789ABCDEF";
    return std::string{digits[(v >> 4) & 0xF], digits[v & 0xF]};
}

std::string values(const ValueRange& v) {
    return formatCodePoint(v.first) + ".." + formatCodePoint(v.last);
}

std::string roleText(const OctetRow& r, Profile profile) {
    const std::string n = std::to_string(r.length);
    switch (r.role) {
    case OctetRole::Single:
        return "a 1-octet sequence: the ASCII character itself";
    case OctetRole::Continuing:
        return "continuing octet of a 2- to " + std::to_string(maxSequenceLength(profile)) +
               "-octet sequence";
    case OctetRole::First:
        return "first octet of a " + n + "-octet sequence";
    case OctetRole::OverlongOnly:
        return "never: could only begin overlong forms of U+0000..U+007F";
    case OctetRole::BeyondRange:
        return "never: could only begin values above U+10FFFF";
    case OctetRole::Dropped:
        return "never: first octet of a " + n + "-octet form of 1993, dropped by RFC 3629";
    case OctetRole::Unused:
        break;
    }
    return "never: no role in any UTF-8";
}

Table octets(Profile profile) {
    Table t{"Octet values and their roles (ISO/IEC 10646-1 Annex R, Table 1)",
            {"octets", "bits", "role"},
            {},
            {true, true, false}};
    for (const OctetRow& r : octetTable(profile)) {
        std::string bits = r.marker;
        bits.resize(8, 'x');
        t.rows.push_back({formatRange(r.octets), bits, roleText(r, profile)});
    }
    return t;
}

Table sequences(Profile profile) {
    const bool rfc = profile == Profile::Rfc3629;
    Table t{rfc ? "Well-formed sequences (RFC 3629 §4; Unicode Standard Table 3-7)"
                : "Well-formed sequences (ISO/IEC 10646-1 Annex R, shortest forms only)",
            {"values", "octets"},
            {},
            {false, true, true}};
    if (rfc)
        t.header.push_back("ABNF");
    for (const SequenceRow& s : sequenceTable(profile)) {
        std::string octets = formatRange(s.firstOctets);
        if (s.secondOctets)
            octets += " " + formatRange(*s.secondOctets);
        for (int k = 2; k < s.length; ++k)
            octets += " 80-BF";
        Row row{values(s.values), octets};
        if (rfc)
            row.push_back(s.abnf);
        t.rows.push_back(row);
    }
    return t;
}

// "C0 + x / 2^6", "80 + (x / 2^6) mod 2^6", "80 + x mod 2^6", or "x" for one octet.
std::string encodeTerm(const OctetFormula& f, int length) {
    if (length == 1)
        return "x";
    const std::string q = f.shift == 0 ? std::string("x") : "x / 2^" + std::to_string(f.shift);
    if (!f.modulo)
        return hex2(f.base) + " + " + q;
    return hex2(f.base) + " + " + (f.shift == 0 ? q : "(" + q + ")") + " mod 2^6";
}

// "(z1 - C0) * 2^6 + (z2 - 80)"
std::string decodeFormula(const LengthRow& r) {
    if (r.length == 1)
        return "x = z1";
    std::string s = "x =";
    for (std::size_t k = 0; k < r.formula.size(); ++k) {
        const OctetFormula& f = r.formula[k];
        s += k ? " + " : " ";
        s += "(z" + std::to_string(k + 1) + " - " + hex2(f.base) + ")";
        if (f.shift)
            s += " * 2^" + std::to_string(f.shift);
    }
    return s;
}

Table lengths(Profile profile) {
    Table t{"Sequence lengths and their values (ISO/IEC 10646-1 Annex R, Tables 4 and 5)",
            {"octets", "values", "first octet", "free bits", "layout"},
            {},
            {false, false, true, false, true}};
    for (const LengthRow& r : lengthTable(profile)) {
        t.rows.push_back({std::to_string(r.length), values(r.values), formatRange(r.firstOctets),
                          std::to_string(r.freeBits), r.layout});
    }
    return t;
}

// Table 4: one column per octet z1 .. zn.
Table encodeArithmetic(Profile profile) {
    const int n = maxSequenceLength(profile);
    Table t{"Table 4: from a value x to the octets z1 z2 ... (/ divides without remainder; "
            "numbers in hex, powers of 2 in decimal)",
            {"octets"},
            {},
            {false}};
    for (int k = 1; k <= n; ++k) {
        t.header.push_back("z" + std::to_string(k));
        t.code.push_back(true);
    }
    for (const LengthRow& r : lengthTable(profile)) {
        Row row{std::to_string(r.length)};
        for (int k = 0; k < n; ++k) {
            row.push_back(k < r.length
                              ? encodeTerm(r.formula[static_cast<std::size_t>(k)], r.length)
                              : std::string());
        }
        t.rows.push_back(row);
    }
    return t;
}

// Table 5: the value back from the octets.
Table decodeArithmetic(Profile profile) {
    Table t{"Table 5: from the octets z1 z2 ... back to the value x",
            {"octets", "x"},
            {},
            {false, true}};
    for (const LengthRow& r : lengthTable(profile))
        t.rows.push_back({std::to_string(r.length), decodeFormula(r).substr(4)});
    return t;
}

// Words wrapped at 96 columns, for titles and notes in plain text.
std::string wrapped(const std::string& text) {
    std::string out;
    std::size_t lineStart = 0;
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find(' ', pos);
        if (end == std::string::npos)
            end = text.size();
        if (columns(out.substr(lineStart)) + columns(text.substr(pos, end - pos)) + 1 > 96 &&
            out.size() > lineStart) {
            out += '\n';
            lineStart = out.size();
        } else if (out.size() > lineStart) {
            out += ' ';
        }
        out += text.substr(pos, end - pos);
        pos = end + 1;
    }
    return out;
}

void writePlain(Out& out, const Table& t) {
    out.write(wrapped(t.title) + "\n");
    std::vector<std::size_t> width(t.header.size(), 0);
    for (std::size_t c = 0; c < t.header.size(); ++c) {
        width[c] = columns(t.header[c]);
        for (const Row& r : t.rows)
            width[c] = std::max(width[c], columns(r[c]));
    }
    const auto line = [&](const Row& r) {
        std::string s = " ";
        for (std::size_t c = 0; c < r.size(); ++c) {
            s += " " + r[c];
            if (c + 1 < r.size())
                s += std::string(width[c] - columns(r[c]) + 1, ' ');
        }
        while (!s.empty() && s.back() == ' ')
            s.pop_back();
        out.write(s + "\n");
    };
    line(t.header);
    for (const Row& r : t.rows)
        line(r);
    out.write("\n");
}

// A cell of a Markdown table: code as a code span, text with its markup characters escaped.
// Neither holds a pipe, which would end the cell even inside a code span.
std::string markdownCell(const std::string& s, bool code) {
    if (s.empty())
        return "";
    if (code)
        return "`" + s + "`";
    std::string escaped;
    for (char c : s) {
        if (c == '*' || c == '_' || c == '`')
            escaped += '\\';
        escaped += c;
    }
    return escaped;
}

void writeMarkdown(Out& out, const Table& t) {
    out.write("### " + t.title + "\n\n");
    const auto line = [&](const Row& r, bool header) {
        std::string s = "|";
        for (std::size_t c = 0; c < r.size(); ++c)
            s += " " + markdownCell(r[c], !header && t.code[c]) + " |";
        out.write(s + "\n");
    };
    line(t.header, true);
    std::string rule = "|";
    for (std::size_t c = 0; c < t.header.size(); ++c)
        rule += " --- |";
    out.write(rule + "\n");
    for (const Row& r : t.rows)
        line(r, false);
    out.write("\n");
}

} // namespace

int runTable(const Options& o) {
    const std::vector<Table> tables{octets(o.profile), sequences(o.profile), lengths(o.profile),
                                    encodeArithmetic(o.profile), decodeArithmetic(o.profile)};
    const std::string heading = "UTF-8 under " + std::string(displayName(o.profile)) +
                                ", profile " + std::string(toString(o.profile));
    Out out;
    out.write(o.markdown ? "## " + heading + "\n\n" : heading + "\n\n");
    for (const Table& t : tables) {
        if (o.markdown) {
            writeMarkdown(out, t);
        } else {
            writePlain(out, t);
        }
    }
    if (o.profile == Profile::Rfc3629) {
        const std::string note =
            "RFC 3629 (2003) limits UTF-8 to 4 octets and U+10FFFF, the most UTF-16 can reach, "
            "so that every UTF-8 text converts to UTF-16 and back; the original UTF-8 of "
            "ISO/IEC 10646-1:1993 and RFC 2044 went on to 6 octets and 7FFFFFFF (profile "
            "iso10646-1993).";
        out.write((o.markdown ? note : wrapped(note)) + "\n");
    }
    if (!out.flush()) {
        out.complainFailure();
        return kExitTrouble;
    }
    return kExitOk;
}

} // namespace u8scope::cli
