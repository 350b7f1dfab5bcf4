#include "window/mainwindow.h"

#include "dialogs/gotooffsetdialog.h"
#include "dialogs/openfiledialog.h"
#include "document/document.h"
#include "document/keptsettings.h"
#include "hexview/hexview.h"
#include "hexview/legendwidget.h"
#include "theme/format.h"
#include "theme/wholeheight.h"
#include "window/actions.h"
#include "window/exporter.h"
#include "window/features.h"
#include "window/findbar.h"
#include "window/help.h"
#include "window/noticebar.h"
#include "window/paneldocks.h"
#include "window/recentfiles.h"
#include "window/statusbar.h"
#include "window/zoom.h"

#include <QCloseEvent>
#include <QCoreApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QMimeData>
#include <QScopedValueRollback>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>
#include <cstdio>

// Resources compiled into the static ui library must be registered by name, outside any
// namespace.
static void initResources() {
    Q_INIT_RESOURCE(u8scope);
}

namespace u8scope::ui {

namespace {
const char* const kGeometryKey = "window/geometry";
const char* const kStateKey = "window/state";
const char* const kProfileKey = "profile";
// The least screen a window of the first start leaves a margin around.
constexpr QSize kRoomyScreen(1280, 800);

// The path of a dropped file as its octets: QUrl::toLocalFile() decodes the percent-encoded
// octets as UTF-8, which loses a name that is not UTF-8.
QByteArray nativePathOf(const QUrl& url) {
    if (!url.host().isEmpty())
        return QFile::encodeName(url.toLocalFile());
    return QByteArray::fromPercentEncoding(url.path(QUrl::FullyEncoded).toLatin1());
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_document(new Document(this)), m_view(new HexView),
      m_legend(new LegendWidget), m_notice(new NoticeBar), m_findBar(new FindBar) {
    initResources();
    setWindowTitle(QStringLiteral("u8scope"));
    setWindowIcon(QIcon(QStringLiteral(":/u8scope/icons/u8scope-256.png")));
    setAcceptDrops(true);

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_notice);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_findBar);
    layout->addWidget(m_legend);
    setCentralWidget(central);
    m_findBar->hide();
    // Short of height (a zoom, a small screen), the hex view gives up rows, not these their lines.
    keepWholeHeight(*m_notice);
    keepWholeHeight(*m_legend);

    m_docks = new PanelDocks(*this, *m_document, *m_view);
    new WindowZoom(*this, *m_view); // the window's one zoom (WindowZoom::of)
    m_exporter = new Exporter(*m_document, *m_view, *this);
    connect(m_exporter, &Exporter::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_exporter, &Exporter::finished, this, [this](bool ok, const QString& message) {
        if (ok)
            statusBar()->showMessage(message, 8000);
        else
            m_notice->showNotice(NoticeBar::Kind::Error, message);
    });
    m_actions = new WindowActions(*this, {*this, *m_document, *m_view, *m_findBar}, *m_docks);
    attachFeatures({*this, *m_document, *m_view}, *m_notice, *m_docks);
    new StatusBar(*m_document, *statusBar());
    bindView();

    Document* doc = m_document;
    connect(doc, &Document::sourceChanged, this, &MainWindow::onSourceChanged);
    connect(doc, &Document::openFailed, this, [this](const QString& message) {
        m_notice->showNotice(NoticeBar::Kind::Error, message, tr("Open Another File…"),
                             [this] { showOpenDialog(); });
        statusBar()->showMessage(message, 8000);
    });
    connect(doc, &Document::notice, m_notice, qOverload<const Notice&>(&NoticeBar::showNotice));
    // "Error 3 of 378 at 0x75C" is about where the cursor went: it goes once the cursor moves on
    // (a find, a click), rather than standing for seconds beside another place.
    connect(doc, &Document::statusMessage, this, [this](const QString& text, int timeoutMs) {
        statusBar()->showMessage(text, timeoutMs);
        m_placeMessage = text;
        m_placeMessageCursor = m_document->cursor();
    });
    connect(doc, &Document::profileChanged, this, &MainWindow::onProfileChanged);
    connect(doc, &Document::selectionChanged, this, [this] {
        m_findBar->setOrigin(m_document->cursor());
        if (!m_placeMessage.isEmpty() && m_document->cursor() != m_placeMessageCursor) {
            if (statusBar()->currentMessage() == m_placeMessage)
                statusBar()->clearMessage();
            m_placeMessage.clear();
        }
    });
    connect(doc, &Document::inspectionChanged, this, [this] {
        const auto& inspection = m_document->inspection();
        const auto [from, to] =
            inspection ? inspection->highlight() : std::pair<std::uint64_t, std::uint64_t>{};
        m_view->highlightRange(from, to);
    });
    connect(m_findBar, &FindBar::matchFound, this, [this](quint64 offset, quint64 length) {
        m_document->setSelection(offset, offset + length); // also puts the cursor on the match
    });
    connect(m_findBar, &FindBar::closed, m_view, qOverload<>(&QWidget::setFocus));
    restoreSettings();
    m_view->installEventFilter(this);
    m_view->setFocus();
}

MainWindow::~MainWindow() {
    m_findBar->cancel();
}

void MainWindow::bindView() {
    // The view moves the cursor and selection as the user asks; the document has the state every
    // other part reads; a move from elsewhere (F3, the error list, a find match) goes through
    // the document to the view.
    const auto fromView = [this] {
        if (!m_syncingView) {
            m_document->setSelectionState(m_view->cursor(), m_view->selectionStart(),
                                          m_view->selectionEnd());
        }
    };
    connect(m_view, &HexView::cursorMoved, this, fromView);
    connect(m_view, &HexView::selectionChanged, this, fromView);
    connect(m_document, &Document::selectionChanged, this, [this] {
        const Document& doc = *m_document;
        if (m_view->cursor() != doc.cursor() || m_view->selectionStart() != doc.selectionStart() ||
            m_view->selectionEnd() != doc.selectionEnd()) {
            m_view->setCursorAndSelection(doc.cursor(), doc.selectionStart(), doc.selectionEnd());
        }
    });
    connect(m_document, &Document::contentChanged, m_view, &HexView::reload);
    connect(m_view, &HexView::readFailed, m_document, &Document::reportReadFailure);
    connect(m_view, &HexView::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message, 5000); });
}

void MainWindow::restoreSettings() {
    WindowSettings settings;
    // Only bytes this window kept, undamaged: Qt trusts what it is given (sealedBytes()).
    const auto geometry = unsealedBytes(settings.value(kGeometryKey).toByteArray());
    if (!geometry || !restoreGeometry(*geometry)) {
        // First run: the hex view's columns beside a comfortable inspector, and as many rows as
        // most of the screen's height holds; centred. Wider would only leave the hex view with
        // empty space or the inspector with lines too long to read.
        QRect available = this->screen() ? this->screen()->availableGeometry() : QRect();
        if (!available.isValid())
            available = QRect(0, 0, 1400, 900);
        const int hex = m_view->sizeHint().width();
        const int wanted = hex + m_docks->sideWidthWanted() * 5 / 4;
        const int least = std::min(available.width(), hex + m_docks->sideWidthMinimum());
        const int width = std::max(least, std::min(wanted, available.width() * 92 / 100));
        // A small screen (a projector's 1024 x 768) has no room to spare around the window: all
        // of it, maximized, so that the hex view keeps its rows and the lists theirs.
        const bool small =
            available.width() < kRoomyScreen.width() || available.height() < kRoomyScreen.height();
        const QSize size = small ? available.size() : QSize(width, available.height() * 90 / 100);
        setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
        if (small)
            m_maximizeIfStill = size; // unless resized before it is shown (showEvent)
    }
    const auto state = unsealedBytes(settings.value(kStateKey).toByteArray());
    m_docks->setSized(state && restoreState(*state));
    const auto saved = parseProfile(settings.value(kProfileKey).toString().toStdString());
    if (saved)
        setProfile(*saved, false);
}

void MainWindow::showEvent(QShowEvent* event) {
    if (m_maximizeIfStill.isValid() && size() == m_maximizeIfStill)
        setWindowState(windowState() | Qt::WindowMaximized);
    m_maximizeIfStill = QSize();
    QMainWindow::showEvent(event);
    m_docks->sizeFirstTime();
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    m_docks->fitHexViewWidth();
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    // Zooming the hex view changes the width its columns need.
    if (watched == m_view && event->type() == QEvent::FontChange)
        QTimer::singleShot(0, m_docks, &PanelDocks::fitHexViewWidth);
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    WindowSettings settings;
    settings.setValue(kGeometryKey, sealedBytes(saveGeometry()));
    settings.setValue(kStateKey, sealedBytes(saveState()));
    // Closing, the window has nowhere left to say it: standard error (the session's log).
    if (const QString problem = keepSettings(settings, Kept::Layout); !problem.isEmpty())
        std::fprintf(stderr, "u8scope: %s\n", problem.toLocal8Bit().constData());
    m_document->cancelScan();
    m_findBar->cancel();
    QMainWindow::closeEvent(event);
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::ActivationChange && isActiveWindow())
        m_document->checkDiskState();
    QMainWindow::changeEvent(event);
}

// ---- opening ---------------------------------------------------------------------------------

bool MainWindow::openFile(const QString& path) {
    return openNativeFile(QFile::encodeName(path));
}

bool MainWindow::openNativeFile(const QByteArray& nativePath) {
    if (!m_document->openNativeFile(nativePath))
        return false;
    if (const QString problem = addRecentFile(m_document->nativePath()); !problem.isEmpty())
        statusBar()->showMessage(problem, 10000);
    return true;
}

void MainWindow::openDemo() {
    // An installed copy can be reloaded and watched like any file.
    QStringList candidates;
    candidates << QStandardPaths::locate(QStandardPaths::GenericDataLocation,
                                         QStringLiteral("u8scope/demo/demo.txt"));
    candidates << QCoreApplication::applicationDirPath() +
                      QStringLiteral("/../share/u8scope/demo/demo.txt");
    for (const QString& candidate : candidates) {
        if (!candidate.isEmpty() && QFileInfo(candidate).isFile()) {
            if (openFile(candidate))
                return;
        }
    }
    QFile builtIn(QStringLiteral(":/u8scope/demo/demo.txt"));
    if (!builtIn.open(QIODevice::ReadOnly)) {
        m_notice->showNotice(NoticeBar::Kind::Error, tr("The built-in demo file is missing."));
        return;
    }
    const QByteArray bytes = builtIn.readAll();
    m_document->openSource(
        std::make_shared<MemorySource>(std::vector<std::uint8_t>(bytes.begin(), bytes.end()),
                                       "demo.txt (built in)"),
        tr("demo.txt (built in)"));
}

void MainWindow::showOpenDialog() {
    const QString path = m_document->path();
    const QString dir = path.isEmpty() ? QDir::homePath() : QFileInfo(path).absolutePath();
    const QByteArray chosen = chooseFileToOpen(this, tr("Open File"), dir);
    if (!chosen.isEmpty())
        openNativeFile(chosen);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const auto urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const auto urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    openNativeFile(nativePathOf(urls.first()));
}

void MainWindow::onSourceChanged() {
    const Document& doc = *m_document;
    setWindowTitle(tr("%1 — u8scope").arg(doc.name()));
    // The window's file path is a QString: only for a name it can carry.
    setWindowFilePath(survivesQString(doc.nativePath()) ? doc.path() : QString());
    m_notice->dismiss();
    {
        const QScopedValueRollback syncing(m_syncingView, true);
        m_view->setSource(doc.source());
        m_view->setCursorAndSelection(doc.cursor(), doc.selectionStart(), doc.selectionEnd());
    }
    // A larger file may need more offset digits, and so a wider view.
    QTimer::singleShot(0, m_docks, &PanelDocks::fitHexViewWidth);
    m_findBar->setSource(doc.source());
    m_findBar->setOrigin(doc.cursor());
}

// ---- profile, navigation, help ---------------------------------------------------------------

void MainWindow::setProfile(Profile profile, bool remember) {
    if (remember) {
        WindowSettings settings;
        settings.setValue(kProfileKey, QString::fromStdString(std::string(toString(profile))));
        if (const QString problem = keepSettings(settings, Kept::Profile); !problem.isEmpty())
            statusBar()->showMessage(problem, 10000);
    }
    m_document->setProfile(profile);
}

void MainWindow::onProfileChanged() {
    const Profile profile = m_document->profile();
    m_view->setProfile(profile);
    m_legend->setProfile(profile);
    m_findBar->setProfile(profile);
    statusBar()->showMessage(tr("Profile: %1").arg(profileLabel(profile)), 4000);
}

void MainWindow::goToOffset(quint64 offset) {
    if (offset >= m_document->size())
        return;
    m_document->setCursor(offset);
    m_view->setFocus();
}

bool MainWindow::goToOffsetText(const QString& text) {
    const auto parsed = GoToOffsetDialog::parse(text, m_document->size(), m_document->cursor());
    if (!parsed.offset) {
        m_notice->showNotice(NoticeBar::Kind::Warning,
                             tr("Cannot go to “%1”: %2").arg(text, parsed.message));
        return false;
    }
    goToOffset(*parsed.offset);
    return true;
}

void MainWindow::showGoToOffsetDialog() {
    if (!m_document->source())
        return;
    GoToOffsetDialog dialog(m_document->size(), m_document->cursor(), this);
    if (dialog.exec() == QDialog::Accepted) {
        if (const auto offset = dialog.offset())
            goToOffset(*offset);
    }
}

void MainWindow::showShortcuts() {
    showShortcutsDialog(this, m_actions->withShortcuts());
}

void MainWindow::showAbout() {
    showAboutDialog(this);
}

} // namespace u8scope::ui
