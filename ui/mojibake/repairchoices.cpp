#include "mojibake/repairchoices.h"

#include <QCoreApplication>
#include <algorithm>

namespace u8scope::ui {

namespace {

MojibakeRows::Column rowsColumn(int column) {
    switch (column) {
    case RepairChoices::Repair:
        return MojibakeRows::Offset;
    case RepairChoices::Kind:
        return MojibakeRows::Kind;
    case RepairChoices::Chain:
        return MojibakeRows::Chain;
    case RepairChoices::Text:
        return MojibakeRows::Text;
    default:
        return MojibakeRows::Repaired;
    }
}

} // namespace

void RepairChoices::setRows(MojibakeRows rows) {
    beginResetModel();
    m_rows = std::move(rows);
    m_toggled.assign(m_rows.size(), false);
    endResetModel();
}

void RepairChoices::setMinConfidence(double minConfidence) {
    m_minConfidence = minConfidence;
    m_toggled.assign(m_rows.size(), false);
    if (!m_rows.size())
        return;
    emit dataChanged(index(0, Repair), index(static_cast<int>(m_rows.size()) - 1, Repair),
                     {Qt::CheckStateRole});
}

bool RepairChoices::byDefault(std::size_t row) const {
    RepairPolicy policy;
    policy.minConfidence = m_minConfidence;
    return leftAlone(m_rows.finding(row), policy) == LeftAlone::No;
}

bool RepairChoices::ticked(std::size_t row) const {
    return byDefault(row) != m_toggled.at(row);
}

std::size_t RepairChoices::tickedCount() const {
    std::size_t n = 0;
    for (std::size_t row = 0; row < m_rows.size(); ++row)
        n += ticked(row) ? 1 : 0;
    return n;
}

RepairPolicy RepairChoices::policy() const {
    RepairPolicy policy;
    policy.minConfidence = m_minConfidence;
    for (std::size_t row = 0; row < m_rows.size(); ++row) {
        if (!m_toggled[row])
            continue;
        (ticked(row) ? policy.accepted : policy.declined).push_back(m_rows.finding(row).offset);
    }
    std::sort(policy.accepted.begin(), policy.accepted.end());
    std::sort(policy.declined.begin(), policy.declined.end());
    return policy;
}

int RepairChoices::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int RepairChoices::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RepairChoices::data(const QModelIndex& index, int role) const {
    if (!index.isValid())
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    if (role == Qt::CheckStateRole && index.column() == Repair)
        return ticked(row) ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::DisplayRole) {
        if (index.column() == Confidence)
            return QString::number(m_rows.finding(row).confidence, 'f', 2);
        return m_rows.text(row, rowsColumn(index.column()));
    }
    if (role == Qt::TextAlignmentRole && index.column() == Confidence)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

bool RepairChoices::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || index.column() != Repair || role != Qt::CheckStateRole)
        return false;
    const auto row = static_cast<std::size_t>(index.row());
    const bool want = value.value<Qt::CheckState>() == Qt::Checked;
    m_toggled.at(row) = want != byDefault(row);
    emit dataChanged(index, index, {Qt::CheckStateRole});
    return true;
}

Qt::ItemFlags RepairChoices::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Repair)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

QVariant RepairChoices::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    if (section == Confidence)
        return QCoreApplication::translate("RepairChoices", "Confidence");
    return MojibakeRows::header(rowsColumn(section));
}

} // namespace u8scope::ui
