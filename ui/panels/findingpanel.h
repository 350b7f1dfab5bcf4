// A panel that lists findings, one row each (Mojibake, Hidden Characters): a filter and a line of
// state over the table (findingtable.h); a row chosen (clicked, or Enter) goes to its finding, a
// change of the filter lists the rows again, and the row of the finding at the cursor is selected
// as the cursor moves. A feature's panel says only what differs: its rows and model, its filter's
// items, its state, and where a row goes.
#pragma once

#include "panels/findingtablemodel.h"
#include "panels/panel.h"

#include <cstddef>
#include <cstdint>

class QAbstractItemModel;
class QComboBox;
class QLabel;
class QTableView;

namespace u8scope::ui {

class Document;

class FindingPanel : public Panel {
public:
    void showInspection(const Inspection&) override {}
    void showBlank(const Blank&) override {}

protected:
    /// The list shows `model` (the panel's own) and is named `name` for screen readers; the
    /// filter gets `filterTip`.
    FindingPanel(Document& document, QAbstractItemModel* model, const QString& name,
                 const QString& filterTip, QWidget* parent);

    [[nodiscard]] std::uint64_t cursor() const noexcept;
    /// Goes to the finding of row `row`.
    virtual void goToRow(std::size_t row) = 0;
    /// Lists the rows the filter keeps and says the state (then rowsChanged()).
    virtual void refresh() = 0;
    /// The row of the finding at the cursor; -1 when none is there.
    [[nodiscard]] virtual int rowAtCursor() const = 0;
    /// After refresh(): the columns fitted to the rows, the title said, the cursor followed.
    void rowsChanged();
    void followCursor();

    Document& m_document;
    QComboBox* m_filter;
    QTableView* m_table;
    QLabel* m_state;
};

/// A FindingPanel whose list shows `Rows` (findingrows.h) through a FindingTableModel.
template <class Rows>
class FindingListPanel : public FindingPanel {
public:
    /// The rows the list shows now.
    [[nodiscard]] const Rows& rows() const noexcept { return m_model->rows(); }

protected:
    FindingListPanel(Document& document, const QString& name, const QString& filterTip,
                     QWidget* parent)
        : FindingListPanel(document, new FindingTableModel<Rows>, name, filterTip, parent) {}
    /// Goes to finding `index` of the whole list (the feature's tool).
    virtual void goTo(std::size_t index) = 0;

    FindingTableModel<Rows>* m_model;

private:
    FindingListPanel(Document& document, FindingTableModel<Rows>* model, const QString& name,
                     const QString& filterTip, QWidget* parent)
        : FindingPanel(document, model, name, filterTip, parent), m_model(model) {
        model->setParent(this);
    }
    void goToRow(std::size_t row) final { goTo(m_model->rows().findingIndex(row)); }
    [[nodiscard]] int rowAtCursor() const final { return m_model->rows().rowAt(cursor()); }
};

} // namespace u8scope::ui
