// dump: a hex dump in the manner of hexyl, every octet coloured by its class (Annex R Table 1),
// with the decoded text beside it and a legend. Without colour, malformed octets are marked
// with '*' and octets that never occur with '!', so the distinction never rests on colour.
#include "cli.h"
#include "commands.h"
#include "input.h"
#include "output.h"
#include "u8scope/charinfo.h"
#include "u8scope/decoder.h"
#include "u8scope/display.h"
#include "u8scope/encoder.h"
#include "u8scope/replacement.h"
#include "u8scope/window.h"

#include <algorithm>
#include <cstdlib>

namespace u8scope::cli {

namespace {

constexpr int kPerRow = 16;

// SGR sequences per OctetClass: an Okabe-Ito based palette, safe for colour-blind readers, in
// 256-colour terms; malformed octets are also bold and underlined, never-valid ones reversed.
constexpr const char* kStyle[kOctetClassCount] = {
    "",                   // lead1: the terminal's own colour
    "\x1b[38;5;74m",      // lead2: sky blue
    "\x1b[38;5;36m",      // lead3: bluish green
    "\x1b[38;5;175m",     // lead4: reddish purple
    "\x1b[38;5;227m",     // lead5: yellow
    "\x1b[38;5;214m",     // lead6: orange
    "\x1b[38;5;245m",     // continuation: grey
    "\x1b[1;4;38;5;166m", // malformed: bold underlined vermillion
    "\x1b[1;7;38;5;166m", // never-valid: reversed vermillion
};
constexpr const char* kReset = "\x1b[0m";
constexpr const char* kDim = "\x1b[2m";

std::string utf8(std::uint64_t cp) {
    const Encoded e = encode(cp, Profile::Rfc3629);
    return std::string(e.ok() ? e.text() : kReplacementUtf8);
}

struct Cell {
    std::uint8_t octet = 0;
    OctetClass cls = OctetClass::Lead1;
    std::string text; // what the text column shows for this octet ("" when a wide glyph covers it)
    bool filler = false;
};

class Dumper {
public:
    Dumper(Out& out, bool color, int offsetDigits, std::uint64_t first, std::uint64_t end,
           Profile profile)
        : m_out(out), m_color(color), m_digits(offsetDigits), m_rowStart(first), m_first(first),
          m_end(end), m_profile(profile) {}

    void header() { border("\u250C", "\u252C", "\u2510"); }
    void footer() {
        flushRow();
        border("\u2514", "\u2534", "\u2518");
    }

    // Adds the octets of `unit` that fall inside the dump.
    void add(const Unit& u, const ErrorContext& c) {
        for (int k = 0; k < u.length; ++k) {
            const std::uint64_t at = u.offset + static_cast<std::uint64_t>(k);
            if (at < m_first || at >= m_end)
                continue;
            Cell cell;
            cell.octet = c.at(at);
            cell.cls = octetClassIn(u, k, cell.octet, m_profile);
            if (k == 0) {
                // The cells of the unit that the dump shows: --length may cut it.
                const auto cells = static_cast<int>(std::min(u.end(), m_end) - at);
                cell.text = u.valid() ? glyph(u.codePoint, cells) : std::string(kReplacementUtf8);
            } else {
                cell.filler = true;
                cell.text = "\u00B7";
            }
            m_row.push_back(cell);
            // A wide glyph covers the next cell of the same unit.
            if (k == 0 && m_wide) {
                m_coverNext = true;
            } else if (m_coverNext && k == 1) {
                m_row.back().text.clear();
                m_coverNext = false;
            }
            if (m_row.size() == kPerRow)
                flushRow();
        }
    }

private:
    void border(const char* left, const char* mid, const char* right) {
        std::string s = left;
        for (int i = 0; i < m_digits + 2; ++i)
            s += "\u2500";
        s += mid;
        for (int i = 0; i < 3 * kPerRow + 2; ++i)
            s += "\u2500";
        s += mid;
        for (int i = 0; i < kPerRow + 2; ++i)
            s += "\u2500";
        s += right;
        s += '\n';
        m_out.write(s);
    }

    // The text-column form of a character, as core's display form has it: controls as their
    // Control Pictures, what cannot be seen alone as a bullet, marks on a dotted circle.
    // `unitCells`: the cells of its unit in the dump, which a wide glyph needs two of.
    std::string glyph(std::uint64_t cp, int unitCells) {
        m_wide = false;
        if (cp >= 0x20 && cp < 0x7F)
            return std::string(1, static_cast<char>(cp));
        const DisplayForm form = displayForm(cp);
        std::string text;
        int width = 1;
        switch (form.kind) {
        case DisplayKind::Control:
            return utf8(form.symbol);
        case DisplayKind::BeyondUnicode:
            return "\u25C7";
        case DisplayKind::Invisible:
        case DisplayKind::PrivateUse:
        case DisplayKind::Noncharacter:
        case DisplayKind::Unassigned:
            return "\u2022"; // an invisible, blank or unassigned character
        case DisplayKind::Combining:
            text = utf8(form.symbol) + utf8(cp);
            width = 1 + displayWidth(cp); // a spacing mark takes a column of its own
            break;
        case DisplayKind::Glyph:
            text = utf8(cp);
            width = displayWidth(cp);
            break;
        }
        if (width == 2) {
            const int cellsLeft = kPerRow - static_cast<int>(m_row.size());
            if (unitCells < 2 || cellsLeft < 2)
                return "\u2026"; // no room for a wide glyph
            m_wide = true;
        }
        return text;
    }

    void flushRow() {
        if (m_row.empty())
            return;
        std::string s = "\u2502";
        char buf[32];
        std::snprintf(buf, sizeof buf, "%0*llX", m_digits,
                      static_cast<unsigned long long>(m_rowStart));
        s += color(kDim) + " " + buf + " " + color(kReset) + "\u2502";
        static constexpr char kHex[] = "0123456789ABCDEF";
        for (std::size_t i = 0; i < kPerRow; ++i) {
            if (i == kPerRow / 2)
                s += ' ';
            if (i >= m_row.size()) {
                s += "   ";
                continue;
            }
            const Cell& cell = m_row[i];
            char mark = ' ';
            if (!m_color && cell.cls == OctetClass::Malformed)
                mark = '*';
            if (!m_color && cell.cls == OctetClass::NeverValid)
                mark = '!';
            s += mark;
            s += color(kStyle[static_cast<int>(cell.cls)]);
            s += kHex[cell.octet >> 4];
            s += kHex[cell.octet & 0xF];
            s += color(kReset);
        }
        s += " \u2502 ";
        for (std::size_t i = 0; i < kPerRow; ++i) {
            if (i >= m_row.size()) {
                s += ' ';
                continue;
            }
            const Cell& cell = m_row[i];
            if (cell.text.empty())
                continue; // covered by a wide glyph
            s += color(cell.filler ? kStyle[static_cast<int>(OctetClass::Continuation)]
                                   : kStyle[static_cast<int>(cell.cls)]);
            s += cell.text;
            s += color(kReset);
        }
        s += " \u2502\n";
        m_out.write(s);
        m_rowStart += m_row.size();
        m_row.clear();
    }

    std::string color(const char* sgr) const { return m_color ? std::string(sgr) : std::string(); }

    Out& m_out;
    bool m_color;
    int m_digits;
    std::uint64_t m_rowStart;
    std::uint64_t m_first;
    std::uint64_t m_end;
    Profile m_profile;
    std::vector<Cell> m_row;
    bool m_wide = false;
    bool m_coverNext = false;

    friend void legend(Out&, bool, Profile);
};

void legend(Out& out, bool useColor, Profile profile) {
    const auto swatch = [&](OctetClass c, const char* octet) {
        std::string s =
            useColor ? std::string(kStyle[static_cast<int>(c)]) + octet + kReset : octet;
        if (!useColor && c == OctetClass::Malformed)
            s = "*" + s;
        if (!useColor && c == OctetClass::NeverValid)
            s = "!" + s;
        return s + " " + std::string(describe(c));
    };
    std::string s =
        "legend (" + std::string(toString(profile)) + "):  " + swatch(OctetClass::Lead1, "41") +
        "   " + swatch(OctetClass::Continuation, "80") + "\n  " + swatch(OctetClass::Lead2, "C3") +
        "   " + swatch(OctetClass::Lead3, "E2") + "   " + swatch(OctetClass::Lead4, "F0") + "\n  ";
    if (profile == Profile::Iso10646_1993) {
        s += swatch(OctetClass::Lead5, "F8") + "   " + swatch(OctetClass::Lead6, "FC") + "\n  ";
    }
    s += swatch(OctetClass::Malformed, "C0") + "   " + swatch(OctetClass::NeverValid, "FF") + "\n";
    s += "  text: \u00B7 continuing octet, " + std::string(kReplacementUtf8) +
         " malformed unit, \u2022 invisible or unassigned character, \u2400-\u241F control\n";
    out.write(s);
}

bool wantColor(ColorMode mode) {
    if (mode == ColorMode::Always)
        return true;
    if (mode == ColorMode::Never)
        return false;
    const char* noColor = std::getenv("NO_COLOR");
    if (noColor && *noColor)
        return false;
    return stdoutIsTerminal();
}

int hexDigits(std::uint64_t v) {
    int d = 1;
    while (v >>= 4)
        ++d;
    return d;
}

} // namespace

int runDump(const Options& o) {
    const std::string& path = o.operands.front();
    const bool useColor = wantColor(o.color);
    auto in = InputStream::open(path);
    if (!in) {
        complain(in.error());
        return kExitTrouble;
    }
    const std::uint64_t size = in->sizeHint();
    const std::uint64_t first = o.skip;
    const std::uint64_t end =
        o.length ? first + std::min(*o.length, UINT64_MAX - first) : UINT64_MAX;
    if (first > size && in->regularFile()) {
        complain(path + ": --skip " + std::to_string(first) + " is past the end of the file (" +
                 std::to_string(size) + " octets)");
        return kExitTrouble;
    }
    Out out;
    legend(out, useColor, o.profile);
    // Offset digits for the last offset a row can show: the size of a stream is unknown, but
    // the rows start at the skip and end with the length, if one was given.
    const std::uint64_t last = size ? size - 1 : o.length && *o.length ? end - 1 : first;
    Dumper dumper(out, useColor, std::max(8, hexDigits(last)), first, end, o.profile);
    dumper.header();
    // Enough has been read once the units of the last octet are decided.
    const auto pastEnd = [end](std::uint64_t read) {
        return read >= end && read - end >= kMaxSequenceLength;
    };
    Decoder decoder(o.profile);
    const auto sink = [&](const Unit& u) { dumper.add(u, decoder.contextOf(u)); };

    std::optional<IoError> ioError;
    if (isRegularFile(path) && first > 0) {
        // Jump close to the first octet: decoding starts at the unit boundary before it.
        auto source = FileSource::open(path);
        if (!source) {
            complain(source.error());
            return kExitTrouble;
        }
        const std::uint64_t behind = std::min<std::uint64_t>(first, kMaxSequenceLength - 1);
        auto look = (*source)->readVector(first - behind, static_cast<std::size_t>(behind));
        if (!look) {
            complain(look.error());
            return kExitTrouble;
        }
        std::uint64_t at = look->size() == behind ? unitBoundaryAtOrBefore(first, *look) : first;
        decoder.restartAt(at);
        std::vector<std::uint8_t> buffer(std::size_t{1} << 20);
        for (;;) {
            auto n = (*source)->read(at, buffer);
            if (!n) {
                ioError = n.error();
                break;
            }
            if (*n == 0)
                break;
            decoder.feed(std::span<const std::uint8_t>(buffer.data(), *n), sink);
            at += *n;
            if (pastEnd(at) || out.failed())
                break;
        }
    } else {
        // A stream cannot seek: read past the octets before the skip without decoding them,
        // keeping the last few, and start decoding at the unit boundary among those.
        std::uint64_t at = 0;
        bool decoding = first == 0;
        std::vector<std::uint8_t> behind; // the last octets before the skip, at most 5
        ioError = readAll(*in, [&](std::span<const std::uint8_t> chunk) {
            const std::uint64_t chunkOffset = at;
            at += chunk.size();
            if (decoding) {
                decoder.feed(chunk, sink);
                (void)out.flush(); // rows as they arrive from a pipe
                return !pastEnd(at) && !out.failed();
            }
            const auto before =
                static_cast<std::size_t>(std::min<std::uint64_t>(first, at) - chunkOffset);
            behind.insert(behind.end(), chunk.begin(),
                          chunk.begin() + static_cast<std::ptrdiff_t>(before));
            if (behind.size() > kMaxSequenceLength - 1) {
                behind.erase(behind.begin(), behind.end() - (kMaxSequenceLength - 1));
            }
            if (at < first)
                return true;
            // The skip is in this chunk (or at its end): decode from the boundary at most 5 back.
            const std::uint64_t start = unitBoundaryAtOrBefore(first, behind);
            decoder.restartAt(start);
            decoder.feed(std::span(behind).last(static_cast<std::size_t>(first - start)), sink);
            decoder.feed(chunk.subspan(before), sink);
            decoding = true;
            return !pastEnd(at) && !out.failed();
        });
    }
    if (!ioError)
        decoder.finish(sink);
    dumper.footer();
    if (!out.flush()) {
        out.complainFailure();
        return kExitTrouble;
    }
    if (ioError) {
        complain(*ioError);
        return kExitTrouble;
    }
    return kExitOk;
}

} // namespace u8scope::cli
