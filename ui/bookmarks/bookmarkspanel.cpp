#include "bookmarks/bookmarkspanel.h"

#include "bookmarks/bookmarks.h"
#include "document/document.h"
#include "theme/format.h"
#include "u8scope/text/hex.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

namespace u8scope::ui {

namespace {
constexpr int kOffsetRole = Qt::UserRole + 1;
constexpr std::uint64_t kPreviewOctets = 8;
} // namespace

BookmarksPanel::BookmarksPanel(Document& document, QWidget* parent)
    : Panel(parent), m_document(document), m_bookmarks(Bookmarks::of(document)),
      m_list(new QListWidget(this)), m_toggle(new QPushButton(this)) {
    m_list->setAccessibleName(tr("Bookmarks"));
    m_list->setUniformItemSizes(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_list, 1);
    auto* buttons = new QHBoxLayout;
    m_toggle->setText(tr("Set or Remove at the Cursor"));
    m_toggle->setToolTip(tr("Ctrl+F2; F2 and Shift+F2 go to the next and previous bookmark"));
    auto* clear = new QPushButton(tr("Remove All"), this);
    buttons->addWidget(m_toggle);
    buttons->addWidget(clear);
    buttons->addStretch();
    layout->addLayout(buttons);

    connect(m_toggle, &QPushButton::clicked, &m_bookmarks, &Bookmarks::toggleAtCursor);
    connect(clear, &QPushButton::clicked, &m_bookmarks, &Bookmarks::clear);
    connect(&m_bookmarks, &Bookmarks::changed, this, &BookmarksPanel::refill);
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        m_document.setCursor(item->data(kOffsetRole).toULongLong());
    });
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        m_document.setCursor(item->data(kOffsetRole).toULongLong());
    });
    refill();
}

QString BookmarksPanel::title() const {
    return m_bookmarks.size() == 0 ? tr("Bookmarks")
                                   : tr("Bookmarks (%1)").arg(number(m_bookmarks.size()));
}

void BookmarksPanel::refill() {
    m_list->clear();
    const auto& source = m_document.source();
    for (const std::uint64_t offset : m_bookmarks.offsets()) {
        QString text = offsetText(offset);
        if (source) {
            const std::uint64_t n = std::min(kPreviewOctets, m_document.size() - offset);
            if (auto octets = source->readVector(offset, static_cast<std::size_t>(n)))
                text += QStringLiteral("   ") + fromUtf8(formatOctets(*octets));
        }
        auto* item = new QListWidgetItem(text, m_list);
        item->setData(kOffsetRole, QVariant::fromValue(static_cast<qulonglong>(offset)));
    }
    if (m_list->count() == 0) {
        auto* hint =
            new QListWidgetItem(tr("No bookmarks yet: Ctrl+F2 sets one at the cursor."), m_list);
        hint->setFlags(Qt::NoItemFlags);
    }
    emit titleChanged(title());
}

void BookmarksPanel::showInspection(const Inspection& inspection) {
    // The bookmark under the cursor is the current item.
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem* item = m_list->item(i);
        if (item->data(kOffsetRole).toULongLong() == inspection.unit.offset) {
            m_list->setCurrentItem(item);
            return;
        }
    }
    m_list->clearSelection();
}

void BookmarksPanel::showBlank(const Blank& /*blank*/) {
    m_list->clearSelection();
}

} // namespace u8scope::ui
