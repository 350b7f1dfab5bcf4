#include "hidden/hiddenrows.h"

#include "theme/format.h"
#include "u8scope/text/charinfo.h"
#include "u8scope/text/hex.h"
#include "words/words.h"

#include <QCoreApplication>
#include <algorithm>

namespace u8scope::ui {

namespace {

// Called from HiddenRows's members, which lupdate files under the class's full name.
QString tr(const char* text) {
    return QCoreApplication::translate("u8scope::ui::HiddenRows", text);
}

QString fromStd(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

HiddenRows::HiddenRows(std::shared_ptr<const HiddenIndex> index, std::optional<HiddenClass> cls)
    : m_index(std::move(index)) {
    if (!m_index)
        return;
    const auto findings = m_index->findings();
    for (std::size_t i = 0; i < findings.size(); ++i) {
        if (!cls || findings[i].cls == *cls)
            m_rows.push_back(static_cast<std::uint32_t>(i));
    }
}

const HiddenFinding& HiddenRows::finding(std::size_t row) const {
    return m_index->findings()[m_rows.at(row)];
}

QString HiddenRows::text(std::size_t row, Column column) const {
    const HiddenFinding& f = finding(row);
    switch (column) {
    case Offset:
        return hexOffset(f.offset);
    case Place:
        return QStringLiteral("%1:%2").arg(number(f.line), number(f.column));
    case Class:
        return fromStd(toString(f.cls));
    case CodePoint:
        return fromStd(formatCodePoint(f.codePoint));
    case Name:
        return fromStd(charInfo(f.codePoint).name);
    case Why:
        return Words::hiddenSentence(f);
    case ColumnCount:
        break;
    }
    return {};
}

QString HiddenRows::header(Column column) {
    switch (column) {
    case Offset:
        return tr("Offset");
    case Place:
        return tr("Line:Column");
    case Class:
        return tr("Class");
    case CodePoint:
        return tr("Code point");
    case Name:
        return tr("Name");
    case Why:
        return tr("Why it matters");
    case ColumnCount:
        break;
    }
    return {};
}

std::size_t HiddenRows::rowAtOrAfter(std::uint64_t offset) const {
    const auto it = std::lower_bound(
        m_rows.begin(), m_rows.end(), offset,
        [this](std::uint32_t i, std::uint64_t at) { return m_index->findings()[i].end() <= at; });
    return static_cast<std::size_t>(it - m_rows.begin());
}

void HiddenTableModel::setRows(HiddenRows rows) {
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int HiddenTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int HiddenTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : HiddenRows::ColumnCount;
}

QVariant HiddenTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid())
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    const auto column = static_cast<HiddenRows::Column>(index.column());
    if (role == Qt::DisplayRole)
        return m_rows.text(row, column);
    if (role == Qt::ToolTipRole && column == HiddenRows::Class)
        return Words::hiddenClass(m_rows.finding(row).cls);
    if (role == Qt::ToolTipRole && column == HiddenRows::Why)
        return m_rows.text(row, column); // a long sentence in a narrow column
    return {};
}

QVariant HiddenTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole)
        return HiddenRows::header(static_cast<HiddenRows::Column>(section));
    return {};
}

} // namespace u8scope::ui
