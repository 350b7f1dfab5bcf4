#include "mojibake/mojibakerows.h"

#include "theme/format.h"
#include "u8scope/text/display.h"
#include "u8scope/text/hex.h"
#include "words/words.h"

#include <QCoreApplication>
#include <algorithm>

namespace u8scope::ui {

namespace {

// Called from MojibakeRows's members, which lupdate files under the class's full name.
QString tr(const char* text) {
    return QCoreApplication::translate("u8scope::ui::MojibakeRows", text);
}

QString fromStd(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// Text for a list cell: characters that would not show (controls, spaces other than U+0020,
// format characters) as their label or code point in angle brackets (core's display.h says
// which), so that nothing in the list is blank or moves the text around.
QString visible(const std::string& s) {
    QString out;
    for (const char32_t c :
         QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())).toUcs4()) {
        const DisplayForm form = displayForm(c);
        if (form.kind == DisplayKind::Glyph || form.kind == DisplayKind::Combining) {
            out += QString::fromUcs4(&c, 1);
        } else {
            out += QLatin1Char('<') +
                   (form.label.empty() ? QStringLiteral("U+%1")
                                             .arg(static_cast<uint>(c), 4, 16, QLatin1Char('0'))
                                             .toUpper()
                                       : fromStd(form.label)) +
                   QLatin1Char('>');
        }
    }
    return out;
}

} // namespace

MojibakeRows::MojibakeRows(std::shared_ptr<const MojibakeReport> report,
                           std::optional<MojibakeKind> kind)
    : m_report(std::move(report)) {
    if (!m_report)
        return;
    for (std::size_t i = 0; i < m_report->findings.size(); ++i) {
        if (!kind || m_report->findings[i].kind == *kind)
            m_rows.push_back(i);
    }
}

const MojibakeFinding& MojibakeRows::finding(std::size_t row) const {
    return m_report->findings[m_rows.at(row)];
}

QString MojibakeRows::text(std::size_t row, Column column) const {
    const MojibakeFinding& f = finding(row);
    switch (column) {
    case Offset:
        return hexOffset(f.offset);
    case Kind:
        return fromStd(toString(f.kind));
    case Chain:
        return Words::chain(f);
    case Text:
        // Octets that are not UTF-8 (legacy octets, surrogates, C0 80) as hex.
        if (f.kind == MojibakeKind::LegacyOctets || f.kind == MojibakeKind::SurrogatePair ||
            f.kind == MojibakeKind::ModifiedNul)
            return fromStd(formatOctets(
                std::span(reinterpret_cast<const std::uint8_t*>(f.text.data()), f.text.size())));
        // The whole word, as people read it: "HÃ©lÃ¨ne", not its damaged octets alone.
        return visible(f.before + f.text + f.after);
    case Repaired:
        return visible(f.before + f.repaired + f.after);
    case ColumnCount:
        break;
    }
    return {};
}

QString MojibakeRows::header(Column column) {
    switch (column) {
    case Offset:
        return tr("Offset");
    case Kind:
        return tr("Kind");
    case Chain:
        return tr("Chain");
    case Text:
        return tr("As found");
    case Repaired:
        return tr("Repaired");
    case ColumnCount:
        break;
    }
    return {};
}

std::size_t MojibakeRows::rowAtOrAfter(std::uint64_t offset) const {
    const auto it = std::lower_bound(m_rows.begin(), m_rows.end(), offset,
                                     [this](std::size_t i, std::uint64_t at) {
                                         const MojibakeFinding& f = m_report->findings[i];
                                         return f.offset + f.length <= at;
                                     });
    return static_cast<std::size_t>(it - m_rows.begin());
}

void MojibakeTableModel::setRows(MojibakeRows rows) {
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int MojibakeTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int MojibakeTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : MojibakeRows::ColumnCount;
}

QVariant MojibakeTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid())
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    const auto column = static_cast<MojibakeRows::Column>(index.column());
    if (role == Qt::DisplayRole)
        return m_rows.text(row, column);
    if (role == Qt::ToolTipRole) {
        const MojibakeFinding& f = m_rows.finding(row);
        return QCoreApplication::translate("MojibakeRows", "%1 → %2, confidence %3")
            .arg(m_rows.text(row, MojibakeRows::Text), m_rows.text(row, MojibakeRows::Repaired))
            .arg(f.confidence, 0, 'f', 2);
    }
    return {};
}

QVariant MojibakeTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole)
        return MojibakeRows::header(static_cast<MojibakeRows::Column>(section));
    return {};
}

} // namespace u8scope::ui
