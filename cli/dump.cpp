// dump: a hex dump in the manner of hexyl, every octet coloured by its class (Annex R Table 1),
// with the decoded text beside it and a legend. Without colour, malformed octets are marked
// with '*' and octets that never occur with '!', so the distinction never rests on colour.
#include "cli.h"
#include "commands.h"
#include "input.h"
#include "output.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/codec/replacement.h"
#include "u8scope/file/window.h"
#include "u8scope/text/charinfo.h"
#include "u8scope/text/display.h"

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
           Profile profile, BorderStyle style, bool squeeze)
        : m_out(out), m_color(color), m_digits(offsetDigits), m_rowStart(first), m_first(first),
          m_end(end), m_profile(profile), m_frame(frameOf(style)), m_squeeze(squeeze) {}

    void header() { border(m_frame.topLeft, m_frame.topMid, m_frame.topRight); }
    void footer() {
        flushRow();
        endSqueeze(/*atEnd=*/true);
        border(m_frame.bottomLeft, m_frame.bottomMid, m_frame.bottomRight);
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
    // The characters of the frame; all empty for --border=none.
    struct Frame {
        const char* topLeft;
        const char* topMid;
        const char* topRight;
        const char* bottomLeft;
        const char* bottomMid;
        const char* bottomRight;
        const char* horizontal;
        const char* vertical;
    };
    static Frame frameOf(BorderStyle style) {
        switch (style) {
        case BorderStyle::Ascii:
            return {"+", "+", "+", "+", "+", "+", "-", "|"};
        case BorderStyle::None:
            return {"", "", "", "", "", "", "", ""};
        case BorderStyle::Unicode:
            break;
        }
        return {"\u250C", "\u252C", "\u2510", "\u2514", "\u2534", "\u2518", "\u2500", "\u2502"};
    }
    [[nodiscard]] bool framed() const { return *m_frame.vertical != '\0'; }

    void border(const char* left, const char* mid, const char* right) {
        if (!framed())
            return;
        std::string s = left;
        for (int i = 0; i < m_digits + 2; ++i)
            s += m_frame.horizontal;
        s += mid;
        for (int i = 0; i < 3 * kPerRow + 2; ++i)
            s += m_frame.horizontal;
        s += mid;
        for (int i = 0; i < kPerRow + 2; ++i)
            s += m_frame.horizontal;
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
        static constexpr char kHex[] = "0123456789ABCDEF";
        // The row after its offset: the hex cells, then the text column.
        std::string hex;
        for (std::size_t i = 0; i < kPerRow; ++i) {
            if (i == kPerRow / 2)
                hex += ' ';
            if (i >= m_row.size()) {
                hex += "   ";
                continue;
            }
            const Cell& cell = m_row[i];
            char mark = ' ';
            if (!m_color && cell.cls == OctetClass::Malformed)
                mark = '*';
            if (!m_color && cell.cls == OctetClass::NeverValid)
                mark = '!';
            hex += mark;
            hex += color(kStyle[static_cast<int>(cell.cls)]);
            hex += kHex[cell.octet >> 4];
            hex += kHex[cell.octet & 0xF];
            hex += color(kReset);
        }
        std::string text;
        for (std::size_t i = 0; i < kPerRow; ++i) {
            if (i >= m_row.size()) {
                text += ' ';
                continue;
            }
            const Cell& cell = m_row[i];
            if (cell.text.empty())
                continue; // covered by a wide glyph
            text += color(cell.filler ? kStyle[static_cast<int>(OctetClass::Continuation)]
                                      : kStyle[static_cast<int>(cell.cls)]);
            text += cell.text;
            text += color(kReset);
        }
        const bool full = m_row.size() == kPerRow;
        const std::string body = hex + '\0' + text;
        char buf[32];
        std::snprintf(buf, sizeof buf, "%0*llX", m_digits,
                      static_cast<unsigned long long>(m_rowStart));
        const std::string v = m_frame.vertical;
        std::string line;
        if (framed()) {
            line = v + color(kDim) + " " + buf + " " + color(kReset) + v + hex + " " + v + " " +
                   text + " " + v + "\n";
        } else {
            line = color(kDim) + buf + color(kReset) + " " + hex + "  " + text + "\n";
        }
        m_rowStart += m_row.size();
        m_row.clear();
        // hexyl's squeezing: full rows identical to the one before (octets, roles and text)
        // are left out, and one '*' line stands for them, written once a second such row comes
        // (so that endless input, /dev/zero, shows it at once).
        if (m_squeeze && full && body == m_lastBody) {
            if (++m_squeezed == 2)
                m_out.write(squeezeLine());
            m_lastRow = line;
            return;
        }
        endSqueeze(/*atEnd=*/false);
        m_lastBody = full ? body : std::string();
        m_out.write(line);
    }

    // Ends a run of squeezed rows. A run of one row shows that row (a '*' would hide no
    // more); a longer run that lasts to the end shows its last row after the '*', so that the
    // dump says where the input ends.
    void endSqueeze(bool atEnd) {
        if (m_squeezed == 1 || (m_squeezed > 1 && atEnd))
            m_out.write(m_lastRow);
        m_squeezed = 0;
        m_lastRow.clear();
    }

    // The line that stands for squeezed rows: '*' in the offset column, the frame kept.
    [[nodiscard]] std::string squeezeLine() const {
        if (!framed())
            return "*\n";
        const std::string v = m_frame.vertical;
        return v + "*" + std::string(static_cast<std::size_t>(m_digits) + 1, ' ') + v +
               std::string(3 * kPerRow + 2, ' ') + v + std::string(kPerRow + 2, ' ') + v + "\n";
    }

    std::string color(const char* sgr) const { return m_color ? std::string(sgr) : std::string(); }

    Out& m_out;
    bool m_color;
    int m_digits;
    std::uint64_t m_rowStart;
    std::uint64_t m_first;
    std::uint64_t m_end;
    Profile m_profile;
    Frame m_frame;
    bool m_squeeze;
    std::vector<Cell> m_row;
    bool m_wide = false;
    bool m_coverNext = false;
    std::string m_lastBody;       // the last full row shown, after its offset
    std::uint64_t m_squeezed = 0; // rows left out in the current run
    std::string m_lastRow;        // the last row left out, as it would have been shown

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

namespace {

// The longest tail a negative --skip keeps in memory when the input's size is unknown (a pipe).
constexpr std::uint64_t kMaxStreamTail = std::uint64_t{64} << 20;

std::string octetsText(std::uint64_t n) {
    return std::to_string(n) + (n == 1 ? " octet" : " octets");
}

// "--skip 11 is past the end of the file (10 octets)", "--skip -11 is before the start ...".
std::string skipOutside(const Options& o, const std::string& what, std::uint64_t size) {
    return "--skip " + std::string(o.skipFromEnd ? "-" : "") + std::to_string(o.skip) + " is " +
           (o.skipFromEnd ? "before the start" : "past the end") + " of the " + what + " (" +
           octetsText(size) + ")";
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
    // Random access for regular files that state their size; everything else (pipes, devices,
    // and files of /proc or /sys, which claim size 0 yet have content) is read as a stream.
    const bool seekable = in->regularFile() && in->sizeHint() > 0 && path != "-";
    const std::uint64_t size = seekable ? in->sizeHint() : 0;
    const std::string what = in->regularFile() && path != "-" ? "file" : "input";
    if (o.skipFromEnd && !seekable && isEndlessDevice(path)) {
        complain(path + ": is a device that never ends: a negative --skip needs an input that "
                        "ends (use a positive --skip)");
        return kExitTrouble;
    }
    if (o.skipFromEnd && !seekable && o.skip > kMaxStreamTail) {
        complain(path +
                 ": a negative --skip on a stream keeps that many octets in memory: at "
                 "most " +
                 std::to_string(kMaxStreamTail >> 20) + " MiB, not " + octetsText(o.skip));
        return kExitTrouble;
    }
    if (seekable && o.skip > size) {
        complain(path + ": " + skipOutside(o, what, size));
        return kExitTrouble;
    }
    // For a stream, a skip from the end is known only at its end.
    std::uint64_t first = o.skipFromEnd ? (seekable ? size - o.skip : 0) : o.skip;
    const auto endFor = [&o](std::uint64_t from) {
        return o.length ? from + std::min(*o.length, UINT64_MAX - from) : UINT64_MAX;
    };
    std::uint64_t end = endFor(first);

    Out out;
    std::optional<Dumper> dumper;
    // The dump begins once `first` is known: rows are sized for the last offset they can show.
    const auto begin = [&] {
        if (o.legend)
            legend(out, useColor, o.profile);
        const std::uint64_t last = size ? size - 1 : o.length && *o.length ? end - 1 : first;
        dumper.emplace(out, useColor, std::max(8, hexDigits(last)), first, end, o.profile, o.border,
                       o.squeeze);
        dumper->header();
    };
    // Enough has been read once the units of the last octet are decided.
    const auto pastEnd = [&end](std::uint64_t read) {
        return read >= end && read - end >= kMaxSequenceLength;
    };
    Decoder decoder(o.profile);
    const auto sink = [&](const Unit& u) { dumper->add(u, decoder.contextOf(u)); };
    // Starts decoding at `first`, given the octets just before it (at most 5 are looked at):
    // decoding begins at the unit boundary among them, so a skip inside a sequence shows it.
    const auto startAt = [&](std::span<const std::uint8_t> behind) {
        const std::uint64_t start = unitBoundaryAtOrBefore(first, behind);
        decoder.restartAt(start);
        decoder.feed(behind.last(static_cast<std::size_t>(first - start)), sink);
    };

    std::optional<IoError> ioError;
    std::optional<std::string> outside; // a skip beyond the input, known only at its end
    if (seekable) {
        begin();
        // Jump close to the first octet.
        auto source = FileSource::open(path);
        if (!source) {
            complain(source.error());
            return kExitTrouble;
        }
        const std::uint64_t behindCount = std::min<std::uint64_t>(first, kMaxSequenceLength - 1);
        auto behind =
            (*source)->readVector(first - behindCount, static_cast<std::size_t>(behindCount));
        if (!behind) {
            complain(behind.error());
            return kExitTrouble;
        }
        if (behind->size() == behindCount) {
            startAt(*behind);
        } else {
            decoder.restartAt(first); // the file shrank meanwhile
        }
        std::uint64_t at = first;
        std::vector<std::uint8_t> buffer(std::size_t{1} << 20);
        for (;;) {
            auto n = (*source)->read(at, buffer);
            if (!n) {
                ioError = n.error();
                break;
            }
            if (*n == 0) {
                // The end came before the size the file had when opened: it was cut short.
                if (at < std::min(size, end)) {
                    ioError =
                        IoError{path,
                                "shrank while it was read (it ended after " + std::to_string(at) +
                                    " of its " + std::to_string(size) + " octets)",
                                0};
                }
                break;
            }
            decoder.feed(std::span<const std::uint8_t>(buffer.data(), *n), sink);
            at += *n;
            if (pastEnd(at) || out.failed())
                break;
        }
        // What was read of a file rewritten meanwhile belongs to no one version of it (one
        // replaced under its name was read whole, as decode reads it).
        if (!ioError) {
            if (const std::string change = (*source)->changeOfOpenFile(); !change.empty())
                ioError = IoError{path, "changed while it was read (" + change + ")", 0};
        }
    } else if (o.skipFromEnd) {
        // Keep the last skip + 5 octets; decode them once the end (and so `first`) is known.
        const std::uint64_t keep = o.skip + kMaxSequenceLength - 1;
        std::vector<std::uint8_t> tail;
        std::uint64_t total = 0;
        ioError = readAll(*in, [&](std::span<const std::uint8_t> chunk) {
            total += chunk.size();
            tail.insert(tail.end(), chunk.begin(), chunk.end());
            if (tail.size() > 2 * keep + (std::size_t{1} << 20)) {
                tail.erase(tail.begin(), tail.end() - static_cast<std::ptrdiff_t>(keep));
            }
            return true;
        });
        if (tail.size() > keep)
            tail.erase(tail.begin(), tail.end() - static_cast<std::ptrdiff_t>(keep));
        if (!ioError && o.skip > total) {
            outside = skipOutside(o, what, total);
        } else if (!ioError) {
            first = total - o.skip;
            end = endFor(first);
            begin();
            const std::uint64_t tailStart = total - tail.size();
            const auto from = static_cast<std::size_t>(first - tailStart);
            startAt(std::span<const std::uint8_t>(tail).first(from));
            decoder.feed(std::span<const std::uint8_t>(tail).subspan(from), sink);
        }
    } else {
        // A stream cannot seek: read past the octets before the skip without decoding them,
        // keeping the last few, and start decoding at the unit boundary among those. Nothing
        // is written before the skip is reached, so a skip past the end writes only a message.
        std::uint64_t at = 0;
        bool decoding = first == 0;
        if (decoding)
            begin();
        std::vector<std::uint8_t> behind; // the last octets before the skip, at most 5
        ioError = readAll(*in, [&](std::span<const std::uint8_t> chunk) {
            const std::uint64_t chunkOffset = at;
            at += chunk.size();
            if (decoding) {
                decoder.feed(chunk, sink);
                (void)out.flush(); // rows as they arrive from a pipe
                // Squeezed rows write nothing: notice a reader gone meanwhile (dump /dev/zero |
                // head) rather than reading endless input for no one.
                out.checkReader();
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
            begin();
            startAt(behind);
            decoder.feed(chunk.subspan(before), sink);
            decoding = true;
            return !pastEnd(at) && !out.failed();
        });
        if (!ioError && !decoding)
            outside = skipOutside(o, what, at);
    }
    if (dumper) {
        if (!ioError)
            decoder.finish(sink);
        dumper->footer();
    }
    if (!out.flush()) {
        out.complainFailure();
        return kExitTrouble;
    }
    if (ioError) {
        complain(*ioError);
        return kExitTrouble;
    }
    if (outside) {
        complain(path + ": " + *outside);
        return kExitTrouble;
    }
    return kExitOk;
}

} // namespace u8scope::cli
