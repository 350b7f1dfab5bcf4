// The report generator (report.h). The text and JSON forms are those `u8scope-cli scan` has
// always written, byte for byte; the page is built the same way, piece by piece.
#include "u8scope/report/report.h"

#include "u8scope/codec/explaintext.h"
#include "u8scope/mojibake/mojibaketext.h"
#include "u8scope/regions/regiontext.h"
#include "u8scope/scan/scanner.h"
#include "u8scope/text/hex.h"
#include "u8scope/text/textescape.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cstdio>
#include <vector>

namespace u8scope {

namespace {

constexpr std::size_t kFlushAt = std::size_t{256} << 10;
// The first octets, for the file summary: UTF-16 and binary data show in them.
constexpr std::size_t kHead = std::size_t{64} << 10;
constexpr std::size_t kChunk = std::size_t{256} << 10;

// The page's look: readable in light and dark, printable, no external resource.
constexpr std::string_view kStyle = R"(<style>
:root { color-scheme: light dark; --muted: #666; --line: #ccc; --bad: #b00020; --code: #f3f3f3; }
@media (prefers-color-scheme: dark) { :root { --muted: #aaa; --line: #444; --bad: #ff6b81; --code: #2a2a2a; } }
body { font: 15px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.5rem; overflow-wrap: anywhere; }
h2 { font-size: 1.2rem; border-bottom: 1px solid var(--line); margin-top: 2rem; }
code, .octets { font-family: ui-monospace, monospace; background: var(--code); padding: 0 .2em; border-radius: 3px; }
table { border-collapse: collapse; }
th, td { text-align: left; padding: .15rem .8rem .15rem 0; vertical-align: top; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
tr.zero td { color: var(--muted); }
.summary { font-size: 1.1rem; }
ol.list { padding-left: 0; list-style: none; }
ol.list > li { border-top: 1px solid var(--line); padding: .5rem 0; }
.where { color: var(--muted); font-variant-numeric: tabular-nums; }
.kind { color: var(--bad); font-weight: 600; }
.detail { color: var(--muted); margin: .3rem 0 0; }
.plain { margin: .3rem 0 0; }
.truncated { border-left: 4px solid var(--bad); padding-left: .6rem; }
.footer { margin-top: 2rem; color: var(--muted); font-size: .9rem; }
</style>
)";

} // namespace

ReportWriter::ReportWriter(ReportFormat format, Profile profile, ReportSink sink,
                           bool namesCommands)
    : m_format(format), m_profile(profile), m_sink(std::move(sink)),
      m_namesCommands(namesCommands) {
    m_buf.reserve(kFlushAt + 4096);
}

void ReportWriter::number(std::uint64_t v) {
    char digits[24];
    const auto r = std::to_chars(digits, digits + sizeof digits, v);
    m_buf.append(digits, r.ptr);
}

// `s` in a field of `width` characters, to the left or to the right.
void ReportWriter::padded(std::string_view s, std::size_t width, bool right) {
    if (right)
        m_buf.append(width > s.size() ? width - s.size() : 0, ' ');
    m_buf += s;
    if (!right)
        m_buf.append(width > s.size() ? width - s.size() : 0, ' ');
}

void ReportWriter::paddedNumber(std::uint64_t v, std::size_t width, bool right) {
    char digits[24];
    const auto r = std::to_chars(digits, digits + sizeof digits, v);
    padded(std::string_view(digits, static_cast<std::size_t>(r.ptr - digits)), width, right);
}

// A JSON string of text made by the core, which is UTF-8: only ASCII needs escapes.
void ReportWriter::jsonText(std::string_view s) {
    m_buf += '"';
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '"' || c == '\\') {
            m_buf += '\\';
            m_buf += ch;
        } else if (c == '\n') {
            m_buf += "\\n"; // the blank line between an explanation's plain sentence and detail
        } else if (c < 0x20) {
            static constexpr char kHex[] = "0123456789abcdef";
            m_buf += "\\u00";
            m_buf += kHex[c >> 4];
            m_buf += kHex[c & 0xF];
        } else {
            m_buf += ch;
        }
    }
    m_buf += '"';
}

void ReportWriter::html(std::string_view s) {
    m_buf += htmlText(s);
}

bool ReportWriter::flush() {
    if (!m_failed && !m_buf.empty() && !m_sink(m_buf))
        m_failed = true;
    m_buf.clear();
    m_flushedListed = m_listed;
    m_flushedListOpen = m_listOpen;
    return !m_failed;
}

// --- The header ------------------------------------------------------------------------------

void ReportWriter::header(std::string_view name, const ScanStats& s, const FileSummary& summary,
                          std::uint64_t listed, const RegionMap* regions) {
    m_binaryData = summary.kind == FileKind::Binary;
    m_regions = regions;
    switch (m_format) {
    case ReportFormat::Text:
        textHeader(name, s, summary, listed);
        break;
    case ReportFormat::Json:
        jsonHeader(name, s, summary);
        break;
    case ReportFormat::Html:
        htmlHeader(name, s, summary, listed);
        break;
    }
}

void ReportWriter::jsonHeader(std::string_view name, const ScanStats& s,
                              const FileSummary& summary) {
    text("{\n  \"file\": ");
    text(jsonString(name));
    text(",\n  \"profile\": \"");
    text(toString(m_profile));
    text("\",\n  \"file_summary\": {\"kind\": \"");
    text(toString(summary.kind));
    text("\", \"next_step\": \"");
    text(toString(summary.next));
    text("\", \"encoding\": ");
    text(summary.encoding ? jsonString(*summary.encoding) : std::string("null"));
    text(", \"text\": ");
    jsonText(summaryText(summary, m_namesCommands));
    text(", \"fills\": ");
    if (summary.fills) {
        const RegionTally& f = *summary.fills;
        text("{\"octet\": ");
        text(f.fill ? "\"" + formatOctets(std::span(&*f.fill, 1)) + "\"" : std::string("null"));
        text(", \"count\": ");
        number(f.count);
        text(", \"octets\": ");
        number(f.octets);
        text("}");
    } else {
        text("null");
    }
    text(s.errors == 0 ? "},\n  \"valid\": true" : "},\n  \"valid\": false");
    text(",\n  \"octets\": ");
    number(s.octets);
    text(",\n  \"characters\": ");
    number(s.characters);
    text(s.signature ? ",\n  \"signature\": true" : ",\n  \"signature\": false");
    text(",\n  \"octet_classes\": {");
    for (int c = 0; c < kOctetClassCount; ++c) {
        text(c ? ", \"" : "\"");
        text(toString(static_cast<OctetClass>(c)));
        text("\": ");
        number(s.octetClasses[c]);
    }
    text("},\n  \"errors_by_kind\": {");
    for (int k = 0; k < kErrorKindCount; ++k) {
        text(k ? ", \"" : "\"");
        text(toString(static_cast<ErrorKind>(k)));
        text("\": ");
        number(s.errorsByKind[k]);
    }
    text("}");
    if (m_regions) {
        text(",\n  \"regions_by_kind\": {");
        text(regionCountsJson(*m_regions));
        text("},\n  \"regions\": [");
        bool first = true;
        for (const Region& r : m_regions->regions()) {
            text(first ? "\n    " : ",\n    ");
            text(regionJson(r));
            first = false;
        }
        text(first ? "]" : "\n  ]");
    }
    text(",\n  \"error_count\": ");
    number(s.errors);
    if (m_hidden) {
        text(",\n  \"hidden_by_class\": {");
        for (int k = 0; k < kHiddenClassCount; ++k) {
            text(k ? ", \"" : "\"");
            text(toString(static_cast<HiddenClass>(k)));
            text("\": ");
            number(m_hidden->byClass[k]);
        }
        text("},\n  \"hidden_count\": ");
        number(m_hidden->total());
        text(",\n  \"hidden_outside_text\": ");
        number(m_hidden->outsideText);
    }
    text(",\n  \"errors\": [");
}

void ReportWriter::textHeader(std::string_view name, const ScanStats& s, const FileSummary& summary,
                              std::uint64_t listed) {
    const auto line = [&](std::string_view label, std::uint64_t v) {
        text(label);
        number(v);
        text("\n");
    };
    text(terminalSafe(name));
    text("\n  summary     ");
    text(summaryText(summary, m_namesCommands));
    text("\n  profile     ");
    text(toString(m_profile));
    text(": ");
    text(displayName(m_profile));
    text("\n");
    line("  octets      ", s.octets);
    line("  characters  ", s.characters);
    text("  errors      ");
    number(s.errors);
    text(s.errors == 0   ? " (valid UTF-8)\n"
         : s.errors == 1 ? " malformed unit (a decoder replaces it with U+FFFD)\n"
                         : " malformed units (a decoder replaces each with U+FFFD)\n");
    text(s.signature ? "  signature   yes: starts with EF BB BF (byte order mark)\n"
                     : "  signature   no (does not start with EF BB BF)\n");
    if (m_hidden) {
        text("  hidden      ");
        number(m_hidden->total());
        text(m_hidden->total() == 0 ? " hidden or look-alike characters\n"
                                    : " hidden or look-alike characters (u8scope-cli lint lists "
                                      "them)\n");
        if (m_hidden->outsideText > 0) {
            text("  outside     ");
            number(m_hidden->outsideText);
            text(" characters that would be hidden in text lie in regions that are not text "
                 "(binary data, NUL runs, UTF-16): they are no findings\n");
        }
    }
    text("\noctets by class\n");
    for (int c = 0; c < kOctetClassCount; ++c) {
        const auto oc = static_cast<OctetClass>(c);
        text("  ");
        padded(toString(oc), 14);
        paddedNumber(s.octetClasses[c], 14, true);
        text("  ");
        text(describe(oc));
        text("\n");
    }
    text("\nerrors by kind\n");
    for (int k = 0; k < kErrorKindCount; ++k) {
        const auto kind = static_cast<ErrorKind>(k);
        text("  ");
        padded(toString(kind), 25);
        paddedNumber(s.errorsByKind[k], 12, true);
        text("  ");
        text(title(kind));
        text("\n");
    }
    if (m_hidden) {
        text("\nhidden characters by class\n");
        for (int k = 0; k < kHiddenClassCount; ++k) {
            const auto cls = static_cast<HiddenClass>(k);
            text("  ");
            padded(toString(cls), 25);
            paddedNumber(m_hidden->byClass[k], 12, true);
            text("  ");
            text(title(cls));
            text("\n");
        }
    }
    if (m_regions) {
        text("\nregions: ");
        text(regionSummary(*m_regions));
        text("\n");
        for (const Region& r : m_regions->regions()) {
            text("  ");
            text(regionLine(r));
            text("\n");
        }
    }
    if (s.errors == 0)
        return;
    if (listed == 0) {
        text("\nerrors: none listed of ");
        number(s.errors);
        text(" (--max-errors 0)\n");
        return;
    }
    text("\nerrors");
    if (listed < s.errors) {
        text(" (the first ");
        number(listed);
        text(" of ");
        number(s.errors);
        text("; --max-errors N lists more)");
    }
    text("\n  offset      length  kind                     octets\n");
}

void ReportWriter::htmlHeader(std::string_view name, const ScanStats& s, const FileSummary& summary,
                              std::uint64_t listed) {
    text("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
         "<meta name=\"generator\" content=\"u8scope\">\n<title>UTF-8 report: ");
    html(name);
    text("</title>\n");
    text(kStyle);
    text("</head>\n<body>\n<h1>UTF-8 report: <span class=\"file\">");
    html(name);
    text("</span></h1>\n<p class=\"summary\">");
    html(summaryText(summary, m_namesCommands));
    text("</p>\n<table class=\"facts\">\n<tr><th>Profile</th><td><code>");
    html(toString(m_profile));
    text("</code>: ");
    html(displayName(m_profile));
    text("</td></tr>\n<tr><th>Octets</th><td>");
    number(s.octets);
    text("</td></tr>\n<tr><th>Characters</th><td>");
    number(s.characters);
    text("</td></tr>\n<tr><th>Malformed units</th><td>");
    number(s.errors);
    text(s.errors == 0   ? " (valid UTF-8)"
         : s.errors == 1 ? " (a decoder replaces it with U+FFFD)"
                         : " (a decoder replaces each with U+FFFD)");
    text("</td></tr>\n<tr><th>Signature</th><td>");
    text(s.signature ? "yes: starts with <code>EF BB BF</code> (byte order mark)"
                     : "no (does not start with <code>EF BB BF</code>)");
    if (m_hidden) {
        text("</td></tr>\n<tr><th>Hidden characters</th><td>");
        number(m_hidden->total());
        if (m_hidden->total() > 0)
            text(m_namesCommands ? " (<code>u8scope-cli lint FILE</code> lists them)"
                                 : " (the window's Hidden Characters panel lists them)");
        if (m_hidden->outsideText > 0) {
            text("; ");
            number(m_hidden->outsideText);
            text(" characters that would be hidden in text lie in regions that are not text "
                 "(binary data, NUL runs, UTF-16): they are no findings");
        }
    }
    text("</td></tr>\n</table>\n\n<h2 id=\"errors-by-kind\">Errors by kind</h2>\n"
         "<table class=\"kinds\">\n<tr><th>Kind</th><th>Count</th><th>What it is</th></tr>\n");
    for (int k = 0; k < kErrorKindCount; ++k) {
        const auto kind = static_cast<ErrorKind>(k);
        text(s.errorsByKind[k] == 0 ? "<tr class=\"zero\"><td><code>" : "<tr><td><code>");
        html(toString(kind));
        text("</code></td><td class=\"n\">");
        number(s.errorsByKind[k]);
        text("</td><td>");
        html(title(kind));
        text("</td></tr>\n");
    }
    text("</table>\n\n<h2 id=\"octet-classes\">Octets by class</h2>\n"
         "<table class=\"classes\">\n<tr><th>Class</th><th>Count</th><th>What it is</th></tr>\n");
    for (int c = 0; c < kOctetClassCount; ++c) {
        const auto oc = static_cast<OctetClass>(c);
        text(s.octetClasses[c] == 0 ? "<tr class=\"zero\"><td><code>" : "<tr><td><code>");
        html(toString(oc));
        text("</code></td><td class=\"n\">");
        number(s.octetClasses[c]);
        text("</td><td>");
        html(describe(oc));
        text("</td></tr>\n");
    }
    text("</table>\n");
    if (m_hidden) {
        text("\n<h2 id=\"hidden-by-class\">Hidden characters by class</h2>\n"
             "<table class=\"hidden\">\n<tr><th>Class</th><th>Count</th><th>What it is</th></tr>"
             "\n");
        for (int k = 0; k < kHiddenClassCount; ++k) {
            const auto cls = static_cast<HiddenClass>(k);
            text(m_hidden->byClass[k] == 0 ? "<tr class=\"zero\"><td><code>" : "<tr><td><code>");
            html(toString(cls));
            text("</code></td><td class=\"n\">");
            number(m_hidden->byClass[k]);
            text("</td><td>");
            html(title(cls));
            text("</td></tr>\n");
        }
        text("</table>\n");
    }
    if (m_regions) {
        text("\n<h2 id=\"regions\">Regions</h2>\n<p>");
        html(regionSummary(*m_regions));
        text("</p>\n<table class=\"regions\">\n<tr><th>Octets</th><th>Lines</th><th>Kind</th>"
             "<th>What</th></tr>\n");
        std::uint64_t shown = 0;
        for (const Region& r : m_regions->regions()) {
            if (shown++ == kHtmlRegionLimit)
                break;
            text("<tr><td class=\"n\">");
            number(r.offset);
            text("–");
            number(r.end() - 1);
            text("</td><td class=\"n\">");
            number(r.line);
            text("–");
            number(r.lastLine());
            text("</td><td><code>");
            html(toString(r.kind));
            text("</code></td><td>");
            html(regionFacts(r));
            text("</td></tr>\n");
        }
        text("</table>\n");
        if (m_regions->regions().size() > kHtmlRegionLimit) {
            text("<p class=\"truncated\" id=\"regions-truncated\">The first ");
            number(kHtmlRegionLimit);
            text(" are listed. <code>u8scope-cli map FILE</code> lists every one.</p>\n");
        }
    }
    text("\n<h2 id=\"errors\">Malformed units</h2>\n");
    if (s.errors == 0) {
        text("<p>None: the file is valid UTF-8.</p>\n");
    } else if (listed < s.errors) {
        text("<p class=\"truncated\" id=\"errors-truncated\">The first ");
        number(listed);
        text(" of ");
        number(s.errors);
        text(m_namesCommands ? " are listed; the counts above are complete. <code>u8scope-cli "
                               "scan --json FILE</code> lists every one.</p>\n"
                             : " are listed; the counts above are complete. The report as JSON "
                               "lists every one.</p>\n");
    }
    m_listOpen = listed > 0;
    if (m_listOpen)
        text("<ol class=\"list errors\">");
}

// --- The list --------------------------------------------------------------------------------

void ReportWriter::error(const Unit& u, const ErrorContext& c, LineColumn at) {
    auto e = explain(u, c, m_profile);
    if (e && m_regions)
        m_regions->readAsData(*e);
    else if (e && m_binaryData)
        readAsBinaryData(*e);
    const std::string octets = formatOctets(std::span<const std::uint8_t>(
        c.bytes.data() + (u.offset - c.offset), std::min<std::size_t>(u.length, c.size)));
    const std::string_view kind = toString(*u.error);
    switch (m_format) {
    case ReportFormat::Text:
        // The unit on a line, then its explanation: the plain sentence, a blank line, the spec
        // detail.
        text("  ");
        paddedNumber(u.offset, 12);
        paddedNumber(u.length, 8);
        padded(kind, 25);
        text(octets);
        text("\n");
        if (e) {
            const ExplanationText words = explanationText(*e);
            text("      ");
            text(words.plain);
            text("\n\n      ");
            text(words.detail());
            text("\n");
        }
        // Where an editor shows it, under its explanation: the row keeps the columns it has.
        text("      line ");
        number(at.line);
        text(", column ");
        number(at.column);
        text("\n\n");
        break;
    case ReportFormat::Json:
        text(m_listed == 0 ? "\n    {\"offset\": " : ",\n    {\"offset\": ");
        number(u.offset);
        text(", \"length\": ");
        number(u.length);
        text(", \"kind\": \"");
        text(kind);
        text("\", \"octets\": \"");
        text(octets);
        text("\", \"line\": ");
        number(at.line);
        text(", \"column\": ");
        number(at.column);
        if (e) {
            text(", \"sequence\": {\"offset\": ");
            number(e->sequenceOffset);
            text(", \"length\": ");
            number(e->sequenceLength);
            text(", \"replacements\": ");
            number(e->replacements);
            const ExplanationText words = explanationText(*e);
            text("}, \"rule_break\": ");
            ruleBreak(*e);
            text(", \"likely\": \"");
            text(toString(e->likely));
            text("\", ");
            if (e->data) {
                text("\"binary_region\": {\"kind\": \"");
                text(toString(e->data->kind));
                text("\", \"offset\": ");
                number(e->data->offset);
                text(", \"length\": ");
                number(e->data->length);
                text("}, ");
            }
            text("\"plain\": ");
            jsonText(words.plain);
            text(", \"summary\": ");
            jsonText(words.summary);
            text(", \"explanation\": ");
            jsonText(words.text());
        }
        text("}");
        break;
    case ReportFormat::Html:
        text("\n<li><span class=\"where\">line ");
        number(at.line);
        text(", column ");
        number(at.column);
        text(", offset ");
        number(u.offset);
        text(", ");
        number(u.length);
        text(u.length == 1 ? " octet" : " octets");
        text("</span> <span class=\"kind\">");
        html(kind);
        text("</span> <code class=\"octets\">");
        html(octets);
        text("</code>");
        if (e) {
            const ExplanationText words = explanationText(*e);
            text("\n<p class=\"plain\">");
            html(words.plain);
            text("</p>\n<p class=\"detail\">");
            html(words.detail());
            text("</p>");
        }
        text("</li>");
        break;
    }
    ++m_listed;
    if (m_buf.size() >= kFlushAt)
        flush();
}

// Where the sequence breaks the rules: {"offset": 1, "found": "80", "expected": ["A0-BF"],
// "bit": 5}, with "found" and "bit" null when the input ends there.
void ReportWriter::ruleBreak(const Explanation& e) {
    const RuleBreak& rb = e.ruleBreak;
    text("{\"offset\": ");
    number(e.sequenceOffset + rb.index);
    if (rb.missing) {
        text(", \"found\": null");
    } else {
        text(", \"found\": \"");
        text(formatOctets(std::span<const std::uint8_t>(&rb.found, 1)));
        text("\"");
    }
    text(", \"expected\": [");
    for (std::size_t i = 0; i < rb.expected.size(); ++i) {
        text(i ? ", \"" : "\"");
        text(formatRange(rb.expected[i]));
        text("\"");
    }
    text("], \"bit\": ");
    if (rb.missing) {
        text("null");
    } else {
        number(static_cast<std::uint64_t>(rb.bit));
    }
    text("}");
}

// After the list: the JSON's last fields, or a line (a paragraph) saying why the list stops
// short.
void ReportWriter::endErrors(const std::string& truncation) {
    switch (m_format) {
    case ReportFormat::Text:
        if (!truncation.empty()) {
            text("  (the list stops here: ");
            text(terminalSafe(truncation));
            text(")\n");
        }
        break;
    case ReportFormat::Json:
        text(m_listed == 0 ? "],\n  \"errors_listed\": " : "\n  ],\n  \"errors_listed\": ");
        number(m_listed);
        if (truncation.empty()) {
            text(",\n  \"truncated\": false\n}\n");
        } else {
            text(",\n  \"truncated\": true,\n  \"truncated_reason\": ");
            text(jsonString(truncation));
            text("\n}\n");
        }
        break;
    case ReportFormat::Html:
        if (m_listOpen)
            text("\n</ol>\n");
        if (!truncation.empty()) {
            text("<p class=\"truncated\" id=\"list-truncated\">The list stops here: ");
            html(truncation);
            text(".</p>\n");
        }
        text("\n<h2 id=\"mojibake\">Mojibake</h2>\n<p>Text that went through the wrong "
             "encoding, with its repair.</p>\n<ol class=\"list mojibake\">");
        break;
    }
}

void ReportWriter::mojibake(const MojibakeFinding& f) {
    if (m_format != ReportFormat::Html)
        return;
    const MojibakeText words = mojibakeText(f);
    char confidence[16];
    std::snprintf(confidence, sizeof confidence, "%.2f", f.confidence);
    text("\n<li><span class=\"where\">offset ");
    number(f.offset);
    text(", ");
    number(f.length);
    text(f.length == 1 ? " octet" : " octets");
    text("</span> <span class=\"kind\">");
    html(toString(f.kind));
    text("</span> ");
    html(chainName(f));
    text(", confidence ");
    text(confidence);
    text("\n<p class=\"repair\">found <q>");
    html(f.text);
    text("</q> <code class=\"octets\">");
    html(formatOctets(f.text));
    text("</code> → repaired <q>");
    html(f.repaired);
    text("</q> <code class=\"octets\">");
    html(formatOctets(f.repaired));
    text("</code></p>\n<p class=\"plain\">");
    html(words.plain);
    text("</p>");
    if (!words.steps.empty()) {
        text("\n<p class=\"detail\">");
        html(words.detail());
        text("</p>");
    }
    text("</li>");
    ++m_findings;
    if (m_buf.size() >= kFlushAt)
        flush();
}

void ReportWriter::finish(std::uint64_t found, const std::string& truncation) {
    if (m_format != ReportFormat::Html)
        return;
    text("\n</ol>\n");
    if (found == 0) {
        text("<p>None found.</p>\n");
    } else if (m_findings < found) {
        text("<p class=\"truncated\" id=\"mojibake-truncated\">The first ");
        number(m_findings);
        text(" of ");
        number(found);
        text(m_namesCommands
                 ? " findings are listed. <code>u8scope-cli mojibake FILE</code> lists every "
                   "one.</p>\n"
                 : " findings are listed. The window's Mojibake panel lists every one.</p>\n");
    } else {
        text("<p>");
        number(found);
        text(found == 1 ? " finding.</p>\n" : " findings.</p>\n");
    }
    if (!truncation.empty()) {
        text("<p class=\"truncated\">The search for mojibake stops here: ");
        html(truncation);
        text(".</p>\n");
    }
    text("\n<p class=\"footer\">Written by u8scope. Offsets are in octets from the start of the "
         "file; "
         "the rules are those of RFC 3629 §4 and ISO/IEC 10646-1 Annex R.</p>\n"
         "</body>\n</html>\n");
}

// --- A whole source --------------------------------------------------------------------------

namespace {

// Lists each malformed unit as the second pass finds it, up to the limit, with its line and
// column: the octets before it are read again from the source and counted.
class ListSink final : public ErrorSink {
public:
    ListSink(ReportWriter& report, const ByteSource& source, std::uint64_t limit)
        : m_report(report), m_source(source), m_limit(limit) {}
    [[nodiscard]] bool wantsContext() const noexcept override { return !done(); }
    [[nodiscard]] bool wantsErrors() const noexcept override { return !done(); }
    void onErrors(const Unit& first, std::uint64_t count, const ErrorContext& context) override {
        // Runs come only once the list is complete (wantsContext), so count is 1 here.
        for (std::uint64_t k = 0; k < count && !done(); ++k) {
            const LineColumn at = positionOf(first, context);
            if (m_readError.empty())
                m_report.error(first, context, at);
        }
    }
    /// Why the positions stop short (the source could not be read again), or empty.
    [[nodiscard]] const std::string& readError() const noexcept { return m_readError; }
    [[nodiscard]] bool done() const noexcept {
        return m_report.listed() >= m_limit || m_report.failed() || !m_readError.empty();
    }

private:
    LineColumn positionOf(const Unit& unit, const ErrorContext& context) {
        while (m_positions.counted() < unit.offset && m_readError.empty()) {
            const auto n = static_cast<std::size_t>(
                std::min<std::uint64_t>(kChunk, unit.offset - m_positions.counted()));
            const auto piece = m_source.readVector(m_positions.counted(), n);
            if (!piece || piece->empty()) {
                m_readError = piece ? "the file ends early" : piece.error().message();
                break;
            }
            m_positions.count(*piece);
        }
        return m_positions.unit(context.at(unit.offset));
    }

    ReportWriter& m_report;
    const ByteSource& m_source;
    std::uint64_t m_limit;
    LinePositions m_positions;
    std::string m_readError;
};

} // namespace

void ReportFindings::onFinding(const MojibakeFinding& finding) {
    if (m_kept.size() < kHtmlMojibakeLimit)
        m_kept.push_back(finding);
    ++m_count;
}

ReportOutcome writeReport(const ByteSource& source, const ReportOptions& options,
                          const ReportSink& sink) {
    ReportOutcome outcome;
    const std::uint64_t size = source.size();
    const std::uint64_t total = ReportOutcome::work(size, options.format);
    std::atomic<bool> cancel{false};
    const auto progress = [&](std::uint64_t done) {
        if (options.progress && !options.progress(done, total))
            cancel = true;
        return !cancel.load();
    };

    // A change before the counting began (a window's file changed on disk since it was opened)
    // still gives counts of one version; a change while counting does not.
    const std::string changedBefore = options.changed ? options.changed() : std::string();
    ScanOptions scanOptions;
    scanOptions.buildIndex = false;
    scanOptions.regions = true;
    scanOptions.hidden = true;
    scanOptions.cancel = &cancel;
    scanOptions.progress = [&](std::uint64_t done, std::uint64_t) { progress(done); };
    const ScanResult counted = scanSource(source, options.profile, scanOptions);
    if (counted.ioError) {
        outcome.readError = counted.ioError;
        return outcome;
    }
    if (counted.cancelled || !progress(size)) {
        outcome.stats = counted.stats;
        outcome.cancelled = true;
        return outcome;
    }
    // How the file changed on disk since it was opened; empty while it has not.
    std::string changed = options.changed ? options.changed() : std::string();
    const auto hasChanged = [&] {
        if (changed.empty() && options.changed)
            changed = options.changed();
        return !changed.empty();
    };
    // Counts of a file that changed while it was counted are of no version of it: none are
    // shown, not even a verdict of valid.
    if (changed != changedBefore) {
        outcome.readError = IoError{options.name, "changed while it was read (" + changed + ")", 0};
        return outcome;
    }
    outcome.stats = counted.stats;
    const ScanStats& stats = counted.stats;
    const std::uint64_t listed =
        std::min(errorListLimit(options.format, options.maxErrors), stats.errors);
    auto head =
        source.readVector(0, static_cast<std::size_t>(std::min<std::uint64_t>(kHead, size)));
    if (!head) {
        outcome.readError = head.error();
        return outcome;
    }
    ReportWriter report(options.format, options.profile, sink, options.namesCommands);
    if (counted.hidden)
        report.setHidden(*counted.hidden);
    report.header(
        options.name, stats,
        summarizeFileDetectingEncoding(stats, *head, counted.regions ? &*counted.regions : nullptr),
        listed, counted.regions ? &*counted.regions : nullptr);
    // The counts at once: a reader of a pipe sees them before the list is worked out.
    if (!report.flush()) {
        outcome.writeFailed = true;
        return outcome;
    }
    if (listed > 0 && !hasChanged()) {
        Scanner scanner(options.profile);
        scanner.setReportRuns(false); // every unit with its own context, for its explanation
        ListSink list(report, source, listed);
        const auto ioError =
            scanRange(source, scanner, 0, size, &list, kChunk, [&](std::uint64_t done) {
                // Each piece of the list as soon as its part of the file is read, unless the
                // file changed under it.
                if (hasChanged()) {
                    // This piece may have been read after the change: none of it is listed.
                    report.dropUnflushed();
                    return false;
                }
                report.flush();
                return !list.done() && progress(size + done);
            });
        if (!report.flush()) {
            outcome.writeFailed = true;
            return outcome;
        }
        if (cancel) {
            outcome.cancelled = true;
            return outcome;
        }
        if (ioError) {
            outcome.truncation = ioError->message();
        } else if (!list.readError().empty()) {
            outcome.truncation = list.readError();
        } else if (hasChanged()) {
            outcome.truncation = "the file changed while it was scanned (" + changed +
                                 "): the list stops after " + std::to_string(report.listed()) +
                                 " of the " + std::to_string(listed) + " malformed units counted";
        } else if (report.listed() < listed) {
            outcome.truncation =
                "the file changed while it was scanned: " + std::to_string(report.listed()) +
                " of the " + std::to_string(listed) + " malformed units to list were found again";
        }
    }
    if (listed > 0 && outcome.truncation.empty() && hasChanged()) {
        outcome.truncation = "the file changed while it was scanned (" + changed +
                             "), before its malformed units could be listed";
    }
    report.endErrors(outcome.truncation);
    std::uint64_t found = 0;
    std::string mojibakeTruncation;
    if (options.format == ReportFormat::Html) {
        MojibakeScanner engine;
        ReportFindings findings;
        for (std::uint64_t at = 0; at < size;) {
            const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, size - at));
            auto piece = source.readVector(at, n);
            if (!piece) {
                mojibakeTruncation = piece.error().message();
                break;
            }
            if (piece->empty())
                break;
            engine.feed(*piece, &findings);
            at += piece->size();
            if (!progress(2 * size + at)) {
                outcome.cancelled = true;
                return outcome;
            }
        }
        engine.finish(&findings);
        for (const MojibakeFinding& f : findings.kept())
            report.mojibake(f);
        found = findings.count();
    }
    report.finish(found, mojibakeTruncation);
    if (!report.flush())
        outcome.writeFailed = true;
    return outcome;
}

} // namespace u8scope
