#include "compare/comparewindow.h"

#include "dialogs/gotooffsetdialog.h"
#include "dialogs/openfiledialog.h"
#include "document/document.h"
#include "hexview/hexview.h"
#include "theme/format.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeySequence>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QVBoxLayout>

namespace u8scope::ui {

CompareWindow::CompareWindow(std::shared_ptr<const u8scope::ByteSource> left,
                             std::uint64_t leftStart, const QString& leftName,
                             std::shared_ptr<const u8scope::ByteSource> right,
                             std::uint64_t rightStart, const QString& rightName,
                             u8scope::Profile profile, QWidget* parent)
    : QWidget(parent, Qt::Window), m_left(new HexView(this)), m_right(new HexView(this)),
      m_summary(new QLabel(this)), m_leftStart(leftStart), m_rightStart(rightStart) {
    setWindowTitle(tr("Side by Side — %1 and %2").arg(leftName, rightName));
    auto leftSlice = std::make_shared<SliceSource>(std::move(left), leftStart);
    auto rightSlice = std::make_shared<SliceSource>(std::move(right), rightStart);
    m_model = std::make_unique<CompareModel>(leftSlice, rightSlice);
    // A magenta apart from the errors' orange, framed: not colour alone.
    m_differences = new MarkLayer(
        MarkLayer::Look::Framed, [](const OctetPalette&) { return QColor(0xC2, 0x25, 0x5C); },
        [model = m_model.get()](std::uint64_t first, std::uint64_t last) {
            MarkLayer::Spans runs;
            for (std::uint64_t at = first; at < last; ++at) {
                if (!model->differs(at))
                    continue;
                if (!runs.empty() && runs.back().second == at)
                    ++runs.back().second;
                else
                    runs.emplace_back(at, at + 1);
            }
            return runs;
        },
        this);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    const auto side = [&](HexView* view, const QString& name, std::uint64_t start,
                          std::shared_ptr<const u8scope::ByteSource> source) {
        auto* box = new QWidget(splitter);
        auto* column = new QVBoxLayout(box);
        column->setContentsMargins(0, 0, 0, 0);
        auto* heading =
            new QLabel(start ? tr("<b>%1</b> from %2").arg(name.toHtmlEscaped(), offsetText(start))
                             : tr("<b>%1</b>").arg(name.toHtmlEscaped()),
                       box);
        heading->setTextFormat(Qt::RichText);
        column->addWidget(heading);
        column->addWidget(view, 1);
        view->setProfile(profile);
        view->setSource(std::move(source));
        view->addMarkLayer(m_differences);
        view->setAccessibleName(name);
        splitter->addWidget(box);
    };
    side(m_left, leftName, leftStart, leftSlice);
    side(m_right, rightName, rightStart, rightSlice);

    auto* next = new QPushButton(tr("&Next Difference"), this);
    next->setToolTip(tr("F4: both cursors to the next octet that differs"));
    connect(next, &QPushButton::clicked, this, &CompareWindow::nextDifference);
    auto* shortcut = new QShortcut(QKeySequence(Qt::Key_F4), this);
    connect(shortcut, &QShortcut::activated, this, &CompareWindow::nextDifference);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_summary, 1);
    bottom->addWidget(next);
    layout->addLayout(bottom);

    link(m_left, m_right);
    link(m_right, m_left);
    m_summary->setText(summary());
    resize(1200, 700);
}

namespace {

CompareWindow* shown(CompareWindow* window) {
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    return window;
}

} // namespace

CompareWindow* CompareWindow::withAnotherFile(Document& document, QWidget& parent) {
    if (!document.source()) {
        QMessageBox::information(&parent, tr("Side by Side"), tr("Open a file first."));
        return nullptr;
    }
    const QByteArray nativePath =
        chooseFileToOpen(&parent, tr("Side by Side with"), QFileInfo(document.path()).path());
    if (nativePath.isEmpty())
        return nullptr;
    auto other = u8scope::FileSource::open(nativePath.toStdString());
    if (!other) {
        QMessageBox::warning(&parent, tr("Side by Side"),
                             tr("Cannot open “%1”: %2")
                                 .arg(fileNameText(nativePath), fromUtf8(other.error().reason)));
        return nullptr;
    }
    const QByteArray otherName = nativePath.mid(nativePath.lastIndexOf('/') + 1);
    return shown(new CompareWindow(document.source(), 0, document.name(),
                                   std::shared_ptr<const u8scope::ByteSource>(std::move(*other)), 0,
                                   fileNameText(otherName), document.profile(), &parent));
}

CompareWindow* CompareWindow::atTwoOffsets(Document& document, QWidget& parent) {
    if (!document.source() || document.size() == 0) {
        QMessageBox::information(&parent, tr("Side by Side"), tr("Open a file first."));
        return nullptr;
    }
    bool ok = false;
    const QString text = QInputDialog::getText(
        &parent, tr("Side by Side at Two Offsets"),
        tr("Two offsets of this file, decimal or hex with 0x, such as 0 0x200:"), QLineEdit::Normal,
        QStringLiteral("0 %1").arg(hexOffset(document.cursor())), &ok);
    if (!ok)
        return nullptr;
    const QStringList parts =
        text.split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
    std::uint64_t offsets[2] = {0, 0};
    QString problem = parts.size() == 2 ? QString() : tr("Type two offsets.");
    for (qsizetype i = 0; i < 2 && problem.isEmpty(); ++i) {
        const auto parsed = GoToOffsetDialog::parse(parts[i], document.size(), document.cursor());
        if (!parsed.offset)
            problem = parsed.message;
        else
            offsets[i] = *parsed.offset;
    }
    if (!problem.isEmpty()) {
        QMessageBox::warning(&parent, tr("Side by Side"), problem);
        return nullptr;
    }
    const QString& name = document.name();
    return shown(new CompareWindow(document.source(), offsets[0], name, document.source(),
                                   offsets[1], name, document.profile(), &parent));
}

void CompareWindow::link(HexView* from, HexView* to) {
    // Offsets are the same on both sides (each view shows its side from its start offset).
    connect(from, &HexView::cursorMoved, this, [this, to](std::uint64_t offset) {
        if (m_linking)
            return;
        m_linking = true;
        to->setCursor(offset);
        m_linking = false;
    });
    connect(from->verticalScrollBar(), &QScrollBar::valueChanged, this, [this, from, to] {
        if (m_linking)
            return;
        m_linking = true;
        to->scrollToRow(from->topRow());
        m_linking = false;
    });
}

QString CompareWindow::summary() const {
    const std::uint64_t first = m_model->nextDifference(0);
    if (first >= m_model->length())
        return tr("The two sides are the same, octet for octet (%1).")
            .arg(sizeText(m_model->length()));
    return tr("The first difference is at %1 (%2 on the left, %3 on the right).")
        .arg(offsetText(first), offsetText(m_leftStart + first), offsetText(m_rightStart + first));
}

void CompareWindow::nextDifference() {
    const std::uint64_t at = m_model->nextDifference(m_left->cursor() + 1);
    if (at >= m_model->length()) {
        m_summary->setText(tr("No difference after the cursor."));
        return;
    }
    m_left->setCursor(at);
    m_right->setCursor(at);
    m_summary->setText(tr("Difference at %1.").arg(offsetText(at)));
}

} // namespace u8scope::ui
