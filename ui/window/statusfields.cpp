// The fields of the status bar, left to right (see statusbar.h). A new field is a function from
// the document to its text, in its fullest and briefer forms, and one line in the list.
#include "document/document.h"
#include "regions/regionstool.h"
#include "theme/format.h"
#include "window/statusbar.h"
#include "words/words.h"

#include <QCoreApplication>
#include <QStringList>

namespace u8scope::ui {

namespace {

// lupdate files the tr() calls of a namespace under the namespace's name: so must this.
QString tr(const char* text) {
    return QCoreApplication::translate("u8scope::ui", text);
}

StatusText cursorText(const Document& doc) {
    if (doc.size() == 0)
        return {};
    return {{tr("Offset %1").arg(offsetText(doc.cursor())), hexOffset(doc.cursor())}, {}};
}

StatusText scanText(const Document& doc) {
    if (!doc.source())
        return {{tr("No file")}, {}};
    const ScanResult* result = doc.scanResult().get();
    if (!result) {
        const QString text = doc.scanState() == Document::ScanState::Running
                                 ? tr("%1 · scanning…").arg(sizeText(doc.size()))
                                 : tr("%1 · not scanned").arg(sizeText(doc.size()));
        return {{text, doc.scanState() == Document::ScanState::Running ? tr("scanning…")
                                                                       : tr("not scanned")},
                {}};
    }
    const ScanStats& s = result->stats;
    // A scan the file's end or an error stopped early counted part of it: said so, with why.
    if (!doc.scanProblem().isEmpty()) {
        if (s.octets == 0) // a read that failed leaves no figures
            return {{tr("scan incomplete")}, doc.scanProblem()};
        // All of it read, but it grew or was rewritten meanwhile; else read in part.
        const bool whole = s.octets == doc.size();
        const QString read =
            whole ? tr("%1 octets read").arg(number(s.octets))
                  : tr("%1 of %2 octets read").arg(number(s.octets), number(doc.size()));
        const QString errors = s.errors == 0   ? tr("no errors in them")
                               : s.errors == 1 ? tr("1 error in them")
                                               : tr("%1 errors in them").arg(number(s.errors));
        const QString incomplete = whole ? tr("changed while scanned") : tr("scan incomplete");
        return {{read + QStringLiteral(" · ") + errors + QStringLiteral(" · ") + incomplete,
                 read + QStringLiteral(" · ") + incomplete, incomplete},
                doc.scanProblem()};
    }
    const QString figures =
        tr("%1 octets · %2 characters · ").arg(number(s.octets), number(s.characters));
    if (s.errors == 0)
        return {{figures + tr("no errors"), tr("no errors")}, {}};
    QStringList kinds;
    for (int k = 0; k < kErrorKindCount; ++k) {
        const auto kind = static_cast<ErrorKind>(k);
        if (s.count(kind))
            kinds << QStringLiteral("%1 %2").arg(number(s.count(kind)), fromUtf8(toString(kind)));
    }
    const QString errors = s.errors == 1 ? tr("1 error") : tr("%1 errors").arg(number(s.errors));
    // The errors by kind when they fit; else the total, with the kinds in the tool tip (and in
    // the error list's filter), rather than a line cut off mid-word.
    return {{figures + errors + QStringLiteral(": ") + kinds.join(QStringLiteral(", ")),
             figures + errors, errors},
            {}};
}

StatusText signatureText(const Document& doc) {
    if (!doc.scanResult())
        return {};
    const bool signature = doc.scanResult()->stats.signature;
    return {{signature ? tr("Signature EF BB BF: yes") : tr("Signature EF BB BF: no"),
             signature ? tr("EF BB BF: yes") : tr("EF BB BF: no"), QString()},
            tr("Whether the file starts with the UTF-8 signature (byte order mark) EF BB BF")};
}

StatusText profileText(const Document& doc) {
    return {{profileLabel(doc.profile())},
            tr("Profile: %1 (Profile menu, Ctrl+1 / Ctrl+2)").arg(Words::profile(doc.profile()))};
}

StatusText mojibakeText(const Document& doc) {
    const auto report = doc.mojibake();
    if (!report || report->cancelled)
        return {};
    if (report->encoding) {
        const QString name = QString::fromStdString(report->encoding->name);
        return {{tr("Not UTF-8: %1").arg(name), name, QString()},
                tr("Most likely %1; View ▸ Read Text As reads it so, File ▸ Save as UTF-8 "
                   "converts it")
                    .arg(name)};
    }
    if (report->count == 0)
        return {};
    return {{report->count == 1 ? tr("1 mojibake") : tr("%1 mojibake").arg(number(report->count)),
             QString()},
            tr("Places where text went through the wrong encoding (F4: next; Ctrl+M: the "
               "list)")};
}

StatusText regionText(const Document& doc) {
    // A file of one region is what the scan summary says it is: the field is for the others.
    const RegionMap* map = RegionsTool::mapOf(doc);
    if (!map || map->regions().size() <= 1)
        return {};
    const std::size_t index = map->indexAt(std::min(doc.cursor(), map->size() - 1));
    const Region& r = map->regions()[index];
    const QString where = tr("Region %1 of %2").arg(number(index + 1), number(map->regions().size()));
    return {{where + QStringLiteral(": ") + Words::region(r), Words::region(r),
             Words::regionKind(r.kind)},
            tr("The region at the cursor (F6: the next; Shift+F6: the previous)")};
}

} // namespace

const std::vector<StatusField>& statusFields() {
    static const std::vector<StatusField> fields = {
        {QT_TRANSLATE_NOOP("StatusBar", "Cursor offset"), 3, &cursorText},
        {QT_TRANSLATE_NOOP("StatusBar", "Scan progress"), 5, nullptr},
        {QT_TRANSLATE_NOOP("StatusBar", "Scan summary"), 2, &scanText},
        {QT_TRANSLATE_NOOP("StatusBar", "Region"), 1, &regionText},
        {QT_TRANSLATE_NOOP("StatusBar", "Mojibake"), 0, &mojibakeText},
        {QT_TRANSLATE_NOOP("StatusBar", "UTF-8 signature"), 1, &signatureText},
        {QT_TRANSLATE_NOOP("StatusBar", "Profile"), 4, &profileText},
    };
    return fields;
}

} // namespace u8scope::ui
