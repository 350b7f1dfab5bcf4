// Measuring fix on the corpus, and the floors that hold the rates: see corpusrates.h.
#include "corpusrates.h"

#include "damage.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>
#include <unicode/umachine.h>

namespace u8scope::corpus {

namespace {

constexpr UChar32 kReplacement = 0xFFFD;

std::vector<UChar32> codePoints(const std::string& text) {
    std::vector<UChar32> cps;
    for (std::size_t i = 0; i < text.size();) {
        const UChar32 c = nextCodePoint(text, i);
        cps.push_back(c < 0 ? kReplacement : c); // fix may leave malformed octets as found
    }
    return cps;
}

// Which elements of `a` a longest common subsequence of `a` and `b` takes.
std::vector<bool> inCommon(const std::vector<UChar32>& a, const std::vector<UChar32>& b) {
    const std::size_t n = a.size();
    const std::size_t m = b.size();
    // suffix[i][j]: the length of a longest common subsequence of a[i..] and b[j..].
    std::vector<std::uint32_t> suffix((n + 1) * (m + 1), 0);
    const auto at = [&](std::size_t i, std::size_t j) -> std::uint32_t& {
        return suffix[i * (m + 1) + j];
    };
    for (std::size_t i = n; i-- > 0;) {
        for (std::size_t j = m; j-- > 0;)
            at(i, j) = a[i] == b[j] ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
    }
    std::vector<bool> taken(n, false);
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < n && j < m) {
        if (a[i] == b[j]) {
            taken[i] = true;
            ++i;
            ++j;
        } else if (at(i + 1, j) >= at(i, j + 1)) {
            ++i;
        } else {
            ++j;
        }
    }
    return taken;
}

void writeFile(const std::string& path, const std::string& content) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << content;
}

struct Run {
    CliRun fix;
    bool refused = false;
    bool unstable = false;
};

// fix on `text`, and fix on what it wrote.
Run fixTwice(const Cli& cli, const std::string& scratch, const std::string& text) {
    Run r;
    const std::string in = scratch + "/text.txt";
    writeFile(in, text);
    r.fix = cli({"fix", in});
    r.refused = r.fix.status == 2 && r.fix.out.empty();
    // Output equal to the input would be fixed again into itself: fix is deterministic.
    if (!r.refused && r.fix.out != text) {
        const std::string again = scratch + "/fixed.txt";
        writeFile(again, r.fix.out);
        r.unstable = cli({"fix", again}).out != r.fix.out;
    }
    return r;
}

const char* const kCeilingMetrics[] = {"invented", "unstable"};

bool isCleanRow(const std::string& row) {
    return row.starts_with("clean: ");
}

std::size_t metric(const Counts& c, const std::string& name) {
    if (name == "exact")
        return c.exact;
    if (name == "named")
        return c.named;
    if (name == "recovered")
        return c.recovered;
    if (name == "invented")
        return c.invented;
    return c.unstable;
}

// The metrics a row is held to: exact for damaged texts (clean ones are held case by case),
// named, recovered and invented where East Asian lossy cases are, unstable everywhere.
std::vector<std::string> metricsOf(const std::string& row, const Counts& c) {
    std::vector<std::string> m;
    if (!isCleanRow(row))
        m.emplace_back("exact");
    if (c.lossy > 0) {
        m.emplace_back("named");
        m.emplace_back("recovered");
        m.emplace_back("invented");
    }
    m.emplace_back("unstable");
    return m;
}

bool isCeiling(const std::string& name) {
    return std::find(std::begin(kCeilingMetrics), std::end(kCeilingMetrics), name) !=
           std::end(kCeilingMetrics);
}

std::string percent(std::size_t part, std::size_t whole) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%zu (%.1f %%)", part,
                  whole == 0 ? 0.0
                             : 100.0 * static_cast<double>(part) / static_cast<double>(whole));
    return buffer;
}

std::string padded(std::string s, std::size_t width) {
    // Width in characters, not octets: kinds and pages are ASCII but for a few names.
    std::size_t shown = 0;
    for (const char c : s)
        shown += (static_cast<std::uint8_t>(c) & 0xC0) != 0x80 ? 1 : 0;
    if (shown < width)
        s.append(width - shown, ' ');
    return s + " ";
}

// Calls `f(row, metric, floor, now)` for each floor of `r`'s set.
template <typename F>
void forEachFloor(const SetRates& r, const Floors& floors, F f) {
    for (const auto& [key, floor] : floors.values) {
        if (!key.starts_with(r.set + "\t"))
            continue;
        const std::string rest = key.substr(r.set.size() + 1);
        const std::string row = rest.substr(0, rest.find('\t'));
        const std::string m = rest.substr(rest.find('\t') + 1);
        const auto it = r.rows.find(row);
        f(row, m, floor, it == r.rows.end() ? 0 : metric(it->second, m));
    }
}

} // namespace

Counts& Counts::operator+=(const Counts& o) {
    cases += o.cases;
    exact += o.exact;
    refused += o.refused;
    unstable += o.unstable;
    lossy += o.lossy;
    named += o.named;
    invented += o.invented;
    recovered += o.recovered;
    recoverable += o.recoverable;
    characters += o.characters;
    return *this;
}

bool namesEncoding(const std::string& text, const std::string& encoding) {
    static const std::map<std::string, std::vector<std::string>> kNames{
        {"GBK", {"gbk", "gb18030", "gb2312", "cp936", "windows936", "euccn"}},
        {"GB18030", {"gbk", "gb18030", "gb2312", "cp936", "windows936", "euccn"}},
        {"Big5", {"big5", "cp950", "windows950"}},
        {"Shift_JIS", {"shiftjis", "sjis", "cp932", "windows31j", "ms932", "mskanji"}},
        {"EUC-JP", {"eucjp"}},
        {"EUC-KR", {"euckr", "uhc", "cp949", "windows949", "ksc5601"}},
        {"windows-949", {"euckr", "uhc", "cp949", "windows949", "ksc5601"}},
    };
    std::string flat;
    for (const char c : text) {
        if (std::isalnum(static_cast<unsigned char>(c)))
            flat += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    const auto names = kNames.find(encoding);
    if (names == kNames.end())
        return false;
    return std::any_of(names->second.begin(), names->second.end(),
                       [&](const std::string& n) { return flat.find(n) != std::string::npos; });
}

std::size_t inventedCharacters(const std::string& fixed, const std::string& expected,
                               const std::string& damaged, std::size_t& recovered) {
    const auto f = codePoints(fixed);
    const auto original = inCommon(f, codePoints(expected));
    const auto asFound = inCommon(f, codePoints(damaged));
    std::size_t invented = 0;
    recovered = 0;
    for (std::size_t i = 0; i < f.size(); ++i) {
        if (original[i] && f[i] >= 0x80 && f[i] != kReplacement)
            ++recovered;
        if (!original[i] && !asFound[i] && f[i] != kReplacement)
            ++invented;
    }
    return invented;
}

SetRates measure(const CorpusSet& set, const Cli& cli, const std::string& scratch) {
    SetRates rates;
    rates.set = set.name;
    const auto count = [&](const std::string& row, const Counts& c) {
        if (!rates.rows.contains(row))
            rates.order.push_back(row);
        rates.rows[row] += c;
    };
    for (const DamagedCase& d : set.damaged) {
        const Run run = fixTwice(cli, scratch, d.damaged);
        Counts c;
        c.cases = 1;
        c.exact = run.fix.out == d.expected ? 1 : 0;
        c.refused = run.refused ? 1 : 0;
        c.unstable = run.unstable ? 1 : 0;
        if (!d.mustName.empty()) {
            c.lossy = 1;
            const CliRun listing = cli({"mojibake", "--json", scratch + "/text.txt"});
            c.named = namesEncoding(listing.out + run.fix.err, d.mustName) ? 1 : 0;
            c.invented =
                inventedCharacters(run.fix.out, d.expected, d.damaged, c.recovered) > 0 ? 1 : 0;
            for (const UChar32 cp : codePoints(d.expected)) {
                c.characters += cp >= 0x80 ? 1 : 0;
                c.recoverable += cp >= 0x80 && cp != kReplacement ? 1 : 0;
            }
        }
        count("total", c);
        if (!d.kind.empty())
            count("kind: " + d.kind, c);
        if (!d.damage.empty())
            count("damage: " + d.damage, c);
        if (!d.page.empty())
            count("page: " + d.page, c);
        if (c.exact == 0)
            rates.misses.push_back(d.name);
        if (run.unstable)
            rates.unstable.push_back(d.name);
    }
    for (const CleanCase& t : set.clean) {
        const Run run = fixTwice(cli, scratch, t.text);
        Counts c;
        c.cases = 1;
        c.exact = run.fix.out == t.text ? 1 : 0;
        c.refused = run.refused ? 1 : 0;
        c.unstable = run.unstable ? 1 : 0;
        count("clean: total", c);
        count("clean: " + (t.kind.empty() ? std::string("text") : t.kind), c);
        if (c.exact == 0)
            rates.changed.push_back(t.name);
        if (run.unstable)
            rates.unstable.push_back(t.name);
    }
    return rates;
}

std::string rateTable(const SetRates& r) {
    std::ostringstream out;
    const Counts none;
    const auto row = [&](const std::string& name) -> const Counts& {
        const auto it = r.rows.find(name);
        return it == r.rows.end() ? none : it->second;
    };
    // One line: the row's name, its cases, the share of a count, refused and unstable.
    const auto line = [&](const std::string& shown, const Counts& c, std::size_t part) {
        out << "    " << padded(shown, 40) << padded(std::to_string(c.cases), 6)
            << padded(percent(part, c.cases), 16) << padded(std::to_string(c.refused), 8)
            << c.unstable << "\n";
    };
    const auto heading = [&](const std::string& what, const std::string& cases,
                             const std::string& share) {
        out << "    " << padded(what, 40) << padded(cases, 6) << padded(share, 16)
            << padded("refused", 8) << "unstable\n";
    };
    // Rows named `prefix` + name, in the order they came, under `title`.
    const auto section = [&](const std::string& prefix, const std::string& title) {
        bool any = false;
        for (const std::string& name : r.order) {
            if (!name.starts_with(prefix))
                continue;
            if (!any)
                out << "  " << title << "\n";
            any = true;
            line(name.substr(prefix.size()), row(name), row(name).exact);
        }
    };
    out << r.set << ": " << row("total").cases << " damaged texts, " << row("clean: total").cases
        << " clean texts\n";
    heading("damaged texts", "cases", "exact");
    line("all", row("total"), row("total").exact);
    section("kind: ", "by kind of text");
    section("damage: ", "by damage");
    section("page: ", "by encoding");
    if (row("total").lossy > 0) {
        out << "  East Asian text a decoder misread and lost octets of\n";
        out << "    " << padded("", 40) << padded("cases", 6) << padded("named", 16)
            << padded("invented in", 12)
            << "recovered (of the characters beyond ASCII; of those left)\n";
        for (const std::string prefix : {"total", "damage: ", "page: "}) {
            for (const std::string& name : r.order) {
                const Counts& c = row(name);
                if (c.lossy == 0 || !name.starts_with(prefix))
                    continue;
                const std::string shown = name == "total" ? "all" : name.substr(prefix.size());
                out << "    " << padded(shown, 40) << padded(std::to_string(c.lossy), 6)
                    << padded(percent(c.named, c.lossy), 16)
                    << padded(std::to_string(c.invented), 12) << percent(c.recovered, c.characters)
                    << " of " << c.characters << "; " << percent(c.recovered, c.recoverable)
                    << " of " << c.recoverable << "\n";
            }
        }
    }
    if (row("clean: total").cases == 0)
        return out.str();
    heading("clean texts", "texts", "changed");
    for (const std::string& name : r.order) {
        if (isCleanRow(name)) {
            const Counts& c = row(name);
            line(name == "clean: total" ? "all" : name.substr(7), c, c.cases - c.exact);
        }
    }
    return out.str();
}

Floors parseFloors(const std::string& text) {
    Floors floors;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line.front() == '#')
            continue;
        std::vector<std::string> fields;
        std::size_t start = 0;
        for (std::size_t tab; (tab = line.find('\t', start)) != std::string::npos; start = tab + 1)
            fields.push_back(line.substr(start, tab - start));
        fields.push_back(line.substr(start));
        if (fields.size() == 3 && fields[1] == "changed")
            floors.mayChange[fields[0] + "\t" + fields[2]] = true;
        else if (fields.size() == 4)
            floors.values[fields[0] + "\t" + fields[1] + "\t" + fields[2]] = std::stoull(fields[3]);
    }
    return floors;
}

std::string floorsOf(const SetRates& r) {
    std::string out;
    for (const std::string& row : r.order) {
        const Counts& c = r.rows.at(row);
        for (const std::string& m : metricsOf(row, c))
            out += r.set + "\t" + row + "\t" + m + "\t" + std::to_string(metric(c, m)) + "\n";
    }
    for (const std::string& name : r.changed)
        out += r.set + "\tchanged\t" + name + "\n";
    return out;
}

std::vector<std::string> regressions(const SetRates& r, const Floors& floors) {
    std::vector<std::string> found;
    bool anyFloor = false;
    forEachFloor(
        r, floors,
        [&](const std::string& row, const std::string& m, std::size_t floor, std::size_t now) {
            anyFloor = true;
            if (isCeiling(m) ? now > floor : now < floor) {
                found.push_back(r.set + ", " + row + ": " + m + " " + std::to_string(now) + ", " +
                                (isCeiling(m) ? "at most " : "at least ") + std::to_string(floor));
            }
        });
    if (!anyFloor)
        found.push_back(r.set + ": no floors recorded (tests/corpus/floors.txt)");
    for (const std::string& name : r.changed) {
        if (!floors.mayChange.contains(r.set + "\t" + name))
            found.push_back(r.set + ": clean text changed: " + name);
    }
    return found;
}

std::vector<std::string> improvements(const SetRates& r, const Floors& floors) {
    std::vector<std::string> found;
    forEachFloor(
        r, floors,
        [&](const std::string& row, const std::string& m, std::size_t floor, std::size_t now) {
            if (isCeiling(m) ? now < floor : now > floor) {
                found.push_back(r.set + ", " + row + ": " + m + " " + std::to_string(now) +
                                " (recorded " + std::to_string(floor) + ")");
            }
        });
    const std::set<std::string> changedNow(r.changed.begin(), r.changed.end());
    for (const auto& [key, yes] : floors.mayChange) {
        const std::string name = key.substr(key.find('\t') + 1);
        if (key.starts_with(r.set + "\t") && !changedNow.contains(name))
            found.push_back(r.set + ": clean text no longer changed: " + name);
    }
    return found;
}

} // namespace u8scope::corpus
