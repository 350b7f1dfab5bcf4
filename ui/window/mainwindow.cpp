#include "window/mainwindow.h"

#include "document/document.h"
#include "document/errorrows.h"
#include "document/inspection.h"
#include "hexview/hexview.h"
#include "hexview/legendwidget.h"
#include "theme/format.h"
#include "u8scope/charinfo.h"
#include "u8scope/hex.h"
#include "window/findbar.h"
#include "window/gotooffsetdialog.h"
#include "window/noticebar.h"
#include "window/paneldocks.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QScopedValueRollback>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

// Resources compiled into the static ui library must be registered by name, outside any
// namespace.
static void initResources() {
    Q_INIT_RESOURCE(u8scope);
}

namespace u8scope::ui {

namespace {

constexpr int kMaxRecentFiles = 10;
const char* const kRecentKey = "recentFiles";
const char* const kGeometryKey = "window/geometry";
const char* const kStateKey = "window/state";
const char* const kProfileKey = "profile";

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

    createActions();
    createMenus();
    createDocks();
    createStatusBar();
    bindView();

    Document* doc = m_document;
    connect(doc, &Document::sourceChanged, this, &MainWindow::onSourceChanged);
    connect(doc, &Document::openFailed, this, [this](const QString& message) {
        m_notice->showNotice(NoticeBar::Kind::Error, message, tr("Open Another File…"),
                             [this] { showOpenDialog(); });
        statusBar()->showMessage(message, 8000);
    });
    connect(doc, &Document::notice, m_notice, qOverload<const Notice&>(&NoticeBar::showNotice));
    connect(doc, &Document::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(doc, &Document::profileChanged, this, [this](Profile profile) {
        (profile == Profile::Rfc3629 ? m_rfcAction : m_isoAction)->setChecked(true);
        m_view->setProfile(profile);
        m_legend->setProfile(profile);
        m_findBar->setProfile(profile);
        updateStatus();
        statusBar()->showMessage(tr("Profile: %1").arg(m_profileLabel->text()), 4000);
    });
    connect(doc, &Document::scanStateChanged, this, &MainWindow::onScanStateChanged);
    connect(doc, &Document::inspectionChanged, this, &MainWindow::onInspectionChanged);
    connect(doc, &Document::selectionChanged, this, [this] {
        m_findBar->setOrigin(m_document->cursor());
        updateStatus();
    });
    connect(m_findBar, &FindBar::matchFound, this, [this](quint64 offset, quint64 length) {
        m_document->setSelection(offset, offset + length); // also puts the cursor on the match
    });
    connect(m_findBar, &FindBar::closed, m_view, qOverload<>(&QWidget::setFocus));

    restoreSettings();
    updateStatus();
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

void MainWindow::createActions() {
    m_openAction = new QAction(tr("&Open…"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::showOpenDialog);

    m_demoAction = new QAction(tr("Open &Demo File"), this);
    m_demoAction->setStatusTip(tr("A short file with text in many scripts and one example of "
                                  "every kind of malformed sequence"));
    connect(m_demoAction, &QAction::triggered, this, &MainWindow::openDemo);

    m_reloadAction = new QAction(tr("&Reload"), this);
    m_reloadAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_reloadAction, &QAction::triggered, m_document, &Document::reload);

    m_rescanAction = new QAction(tr("Re&scan"), this);
    m_rescanAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_rescanAction->setStatusTip(tr("Scan the whole file again for malformed sequences"));
    connect(m_rescanAction, &QAction::triggered, m_document, &Document::rescan);

    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    // Ctrl+C copies what the view's active column shows: hex or text.
    m_copyAction = new QAction(tr("&Copy"), this);
    m_copyAction->setShortcut(QKeySequence::Copy);
    connect(m_copyAction, &QAction::triggered, m_view, &HexView::copy);
    m_selectAllAction = new QAction(tr("Select &All"), this);
    m_selectAllAction->setShortcut(QKeySequence::SelectAll);
    connect(m_selectAllAction, &QAction::triggered, m_view, &HexView::selectAll);
    m_copyHexAction = new QAction(tr("Copy as &Hex"), this);
    m_copyHexAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    connect(m_copyHexAction, &QAction::triggered, m_view, &HexView::copyHex);
    m_copyTextAction = new QAction(tr("Copy as &Text"), this);
    m_copyTextAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyTextAction, &QAction::triggered, m_view, &HexView::copyText);
    m_copyCAction = new QAction(tr("Copy as &C String"), this);
    m_copyCAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C));
    connect(m_copyCAction, &QAction::triggered, m_view, &HexView::copyCEscaped);
    m_copyPythonAction = new QAction(tr("Copy as &Python Bytes"), this);
    m_copyPythonAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P));
    connect(m_copyPythonAction, &QAction::triggered, m_view, &HexView::copyPythonEscaped);

    m_findAction = new QAction(tr("&Find…"), this);
    m_findAction->setShortcut(QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, m_findBar, &FindBar::activate);

    m_goToAction = new QAction(tr("&Go to Offset…"), this);
    m_goToAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    connect(m_goToAction, &QAction::triggered, this, &MainWindow::showGoToOffsetDialog);

    m_nextErrorAction = new QAction(tr("&Next Error"), this);
    m_nextErrorAction->setShortcut(QKeySequence(Qt::Key_F3));
    connect(m_nextErrorAction, &QAction::triggered, m_document, &Document::nextError);
    m_previousErrorAction = new QAction(tr("&Previous Error"), this);
    m_previousErrorAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F3));
    connect(m_previousErrorAction, &QAction::triggered, m_document, &Document::previousError);

    m_profileGroup = new QActionGroup(this);
    m_rfcAction = new QAction(tr("&RFC 3629: strict UTF-8, up to U+10FFFF"), m_profileGroup);
    m_rfcAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    m_isoAction =
        new QAction(tr("&ISO/IEC 10646-1:1993: the original UTF-8, 1 to 6 octets"), m_profileGroup);
    m_isoAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    for (QAction* a : {m_rfcAction, m_isoAction})
        a->setCheckable(true);
    m_rfcAction->setChecked(true);
    connect(m_rfcAction, &QAction::triggered, this, [this] { setProfile(Profile::Rfc3629); });
    connect(m_isoAction, &QAction::triggered, this, [this] { setProfile(Profile::Iso10646_1993); });

    m_shortcutsAction = new QAction(tr("&Keyboard Shortcuts"), this);
    m_shortcutsAction->setShortcut(QKeySequence::HelpContents);
    connect(m_shortcutsAction, &QAction::triggered, this, &MainWindow::showShortcuts);
    m_aboutAction = new QAction(tr("&About u8scope"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_openAction);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    rebuildRecentMenu(); // so that the menu is not empty (and disabled) before it is first shown
    file->addAction(m_demoAction);
    file->addSeparator();
    file->addAction(m_reloadAction);
    file->addAction(m_rescanAction);
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_copyAction);
    edit->addAction(m_copyHexAction);
    edit->addAction(m_copyTextAction);
    edit->addAction(m_copyCAction);
    edit->addAction(m_copyPythonAction);
    edit->addSeparator();
    edit->addAction(m_selectAllAction);
    edit->addAction(m_findAction);

    QMenu* go = menuBar()->addMenu(tr("&Go"));
    go->addAction(m_goToAction);
    go->addSeparator();
    go->addAction(m_nextErrorAction);
    go->addAction(m_previousErrorAction);

    QMenu* profile = menuBar()->addMenu(tr("&Profile"));
    profile->addAction(m_rfcAction);
    profile->addAction(m_isoAction);

    // Filled by createDocks() with the docks' toggle actions.
    menuBar()->addMenu(tr("&View"))->setObjectName(QStringLiteral("viewMenu"));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_shortcutsAction);
    help->addAction(m_aboutAction);
}

void MainWindow::createDocks() {
    m_docks = new PanelDocks(*this, *m_document, *m_view);
    auto* view = menuBar()->findChild<QMenu*>(QStringLiteral("viewMenu"));
    QAction* zoomIn = view->addAction(tr("Zoom &In"));
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    connect(zoomIn, &QAction::triggered, m_view, &HexView::zoomIn);
    QAction* zoomOut = view->addAction(tr("Zoom &Out"));
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    connect(zoomOut, &QAction::triggered, m_view, &HexView::zoomOut);
    view->addSeparator();
    for (const PanelDocks::Entry& e : m_docks->entries())
        view->addAction(e.dock->toggleViewAction());
}

void MainWindow::createStatusBar() {
    m_cursorLabel = new QLabel(this);
    m_statsLabel = new QLabel(this);
    m_signatureLabel = new QLabel(this);
    m_profileLabel = new QLabel(this);
    m_scanProgress = new QProgressBar(this);
    m_scanProgress->setRange(0, 1000);
    m_scanProgress->setMaximumWidth(160);
    m_scanProgress->setFormat(tr("Scanning %p%"));
    m_scanCancel = new QToolButton(this);
    m_scanCancel->setText(tr("Cancel"));
    m_scanCancel->setToolTip(
        tr("Stop scanning (the view stays usable; File ▸ Rescan starts again)"));
    connect(m_scanCancel, &QToolButton::clicked, m_document, &Document::cancelScan);
    m_scanProgress->hide();
    m_scanCancel->hide();
    // All permanent: temporary messages then take the free space on the left without
    // covering any of them.
    statusBar()->addPermanentWidget(m_cursorLabel);
    statusBar()->addPermanentWidget(m_scanProgress);
    statusBar()->addPermanentWidget(m_scanCancel);
    statusBar()->addPermanentWidget(m_statsLabel);
    statusBar()->addPermanentWidget(m_signatureLabel);
    statusBar()->addPermanentWidget(m_profileLabel);
}

void MainWindow::restoreSettings() {
    QSettings settings;
    if (!restoreGeometry(settings.value(kGeometryKey).toByteArray())) {
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
        const QSize size(width, available.height() * 90 / 100);
        setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
    }
    m_docks->setSized(restoreState(settings.value(kStateKey).toByteArray()));
    const auto saved = parseProfile(settings.value(kProfileKey).toString().toStdString());
    if (saved)
        setProfile(*saved, false);
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    m_docks->sizeFirstTime();
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    m_docks->fitHexViewWidth();
    fitStatsLabel();
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    // Zooming the hex view changes the width its columns need.
    if (watched == m_view && event->type() == QEvent::FontChange)
        QTimer::singleShot(0, m_docks, &PanelDocks::fitHexViewWidth);
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    m_document->cancelScan();
    m_findBar->cancel();
    QMainWindow::closeEvent(event);
}

// ---- opening ---------------------------------------------------------------------------------

bool MainWindow::openFile(const QString& path) {
    if (!m_document->openFile(path)) {
        return false;
    }
    addRecentFile(m_document->path());
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

void MainWindow::onSourceChanged() {
    const Document& doc = *m_document;
    setWindowTitle(tr("%1 — u8scope").arg(doc.name()));
    setWindowFilePath(doc.path());
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
    updateStatus();
}

void MainWindow::showOpenDialog() {
    const QString path = m_document->path();
    const QString dir = path.isEmpty() ? QDir::homePath() : QFileInfo(path).absolutePath();
    const QString chosen = QFileDialog::getOpenFileName(this, tr("Open File"), dir);
    if (!chosen.isEmpty())
        openFile(chosen);
}

void MainWindow::addRecentFile(const QString& path) {
    QSettings settings;
    QStringList files = settings.value(kRecentKey).toStringList();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    settings.setValue(kRecentKey, files);
}

void MainWindow::rebuildRecentMenu() {
    m_recentMenu->clear();
    const QStringList files = QSettings().value(kRecentKey).toStringList();
    int n = 0;
    for (const QString& path : files) {
        ++n;
        const QString label = QStringLiteral("&%1 %2").arg(n % 10).arg(
            QDir::toNativeSeparators(path).replace(QLatin1Char('&'), QLatin1String("&&")));
        QAction* a = m_recentMenu->addAction(label);
        a->setToolTip(path);
        a->setEnabled(QFileInfo::exists(path));
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (files.isEmpty()) {
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
    } else {
        m_recentMenu->addSeparator();
        connect(m_recentMenu->addAction(tr("&Clear List")), &QAction::triggered, this,
                [] { QSettings().remove(kRecentKey); });
    }
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
    openFile(urls.first().toLocalFile());
}

// ---- changes on disk -------------------------------------------------------------------------

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::ActivationChange && isActiveWindow())
        m_document->checkDiskState();
    QMainWindow::changeEvent(event);
}

// ---- profile and scanning --------------------------------------------------------------------

void MainWindow::setProfile(Profile profile, bool remember) {
    (profile == Profile::Rfc3629 ? m_rfcAction : m_isoAction)->setChecked(true);
    if (remember)
        QSettings().setValue(kProfileKey, QString::fromStdString(std::string(toString(profile))));
    m_document->setProfile(profile);
}

void MainWindow::onScanStateChanged() {
    const bool running = m_document->scanState() == Document::ScanState::Running;
    if (running) {
        const auto [done, total] = m_document->scanProgress();
        m_scanProgress->setValue(total ? static_cast<int>(done * 1000 / total) : 0);
    }
    m_scanProgress->setVisible(running && m_document->scanProgress().second > 0);
    m_scanCancel->setVisible(m_scanProgress->isVisible());
    updateStatus();
}

// ---- status bar ------------------------------------------------------------------------------

QString MainWindow::statsText() const {
    return m_statsLabel->text();
}

void MainWindow::updateStatus() {
    const Document& doc = *m_document;
    m_profileLabel->setText(doc.profile() == Profile::Rfc3629 ? tr("RFC 3629")
                                                              : tr("ISO/IEC 10646-1:1993"));
    m_profileLabel->setToolTip(tr("Profile: %1 (Profile menu, Ctrl+1 / Ctrl+2)")
                                   .arg(fromUtf8(displayName(doc.profile()))));
    const auto setStats = [this](const QString& full, const QString& brief) {
        m_statsFull = full;
        m_statsBrief = brief;
        fitStatsLabel();
    };
    if (!doc.source()) {
        setStats(tr("No file"), tr("No file"));
        m_signatureLabel->clear();
        m_cursorLabel->clear();
        return;
    }
    if (doc.size() == 0) {
        m_cursorLabel->clear();
    } else {
        m_cursorLabel->setText(tr("Offset %1").arg(offsetText(doc.cursor())));
    }
    if (!doc.scanResult()) {
        const QString text = doc.scanState() == Document::ScanState::Running
                                 ? tr("%1 · scanning…").arg(sizeText(doc.size()))
                                 : tr("%1 · not scanned").arg(sizeText(doc.size()));
        setStats(text, text);
        m_signatureLabel->clear();
        return;
    }
    const ScanStats& s = doc.scanResult()->stats;
    QString text = tr("%1 octets · %2 characters · ").arg(number(s.octets), number(s.characters));
    QString brief = text;
    if (s.errors == 0) {
        text += tr("no errors");
        brief = text;
    } else {
        QStringList kinds;
        for (int k = 0; k < kErrorKindCount; ++k) {
            const auto kind = static_cast<ErrorKind>(k);
            if (s.count(kind))
                kinds << QStringLiteral("%1 %2").arg(number(s.count(kind)),
                                                     fromUtf8(toString(kind)));
        }
        const QString errors =
            s.errors == 1 ? tr("1 error") : tr("%1 errors").arg(number(s.errors));
        text += errors + QStringLiteral(": ") + kinds.join(QStringLiteral(", "));
        brief += errors;
    }
    setStats(text, brief);
    m_signatureLabel->setText(s.signature ? tr("Signature EF BB BF: yes")
                                          : tr("Signature EF BB BF: no"));
    m_signatureLabel->setToolTip(tr("Whether the file starts with the UTF-8 signature (byte "
                                    "order mark) EF BB BF"));
}

void MainWindow::fitStatsLabel() {
    // The errors by kind when they fit beside the other labels; else the total, with the kinds
    // in the tool tip (and in the error list's filter), rather than a line cut off mid-word.
    int others = 0;
    for (QWidget* w : std::initializer_list<QWidget*>{m_cursorLabel, m_scanProgress, m_scanCancel,
                                                      m_signatureLabel, m_profileLabel}) {
        if (!w->isHidden())
            others += w->sizeHint().width() + 8;
    }
    const int room = statusBar()->width() - others - 32;
    const bool fits = m_statsLabel->fontMetrics().horizontalAdvance(m_statsFull) <= room;
    m_statsLabel->setText(fits ? m_statsFull : m_statsBrief);
    m_statsLabel->setToolTip(m_statsFull == m_statsLabel->text() ? QString() : m_statsFull);
}

// ---- cursor, inspector, errors ---------------------------------------------------------------

void MainWindow::onInspectionChanged() {
    const auto& inspection = m_document->inspection();
    const auto [from, to] =
        inspection ? inspection->highlight() : std::pair<std::uint64_t, std::uint64_t>{};
    m_view->highlightRange(from, to);
}

// ---- the filter by kind ----------------------------------------------------------------------

void MainWindow::goToOffset(quint64 offset) {
    if (offset >= m_document->size())
        return;
    m_document->setCursor(offset);
    m_view->setFocus();
}

bool MainWindow::goToOffsetText(const QString& text) {
    const auto parsed = GoToOffsetDialog::parse(text, m_document->size());
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

// ---- help ------------------------------------------------------------------------------------

void MainWindow::showShortcuts() {
    QString html = QStringLiteral("<table cellpadding='3'>");
    const auto add = [&html](const QString& keys, const QString& what) {
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(keys.toHtmlEscaped(), what.toHtmlEscaped());
    };
    QList<QAction*> actions = {
        m_openAction,      m_reloadAction,        m_rescanAction, m_findAction,    m_goToAction,
        m_nextErrorAction, m_previousErrorAction, m_copyAction,   m_copyHexAction, m_copyTextAction,
        m_copyCAction,     m_copyPythonAction,    m_rfcAction,    m_isoAction};
    for (const PanelDocks::Entry& e : m_docks->entries())
        actions << e.dock->toggleViewAction();
    actions << m_quitAction;
    for (QAction* a : actions)
        add(a->shortcut().toString(QKeySequence::NativeText), a->text().remove(QLatin1Char('&')));
    add(tr("Enter / Shift+Enter"), tr("In the find bar: next / previous match"));
    add(tr("Esc"), tr("Close the find bar"));
    add(tr("↑ ↓ PgUp PgDn Home End"), tr("In the error list: move and go to the error"));
    html += QStringLiteral("</table>");
    auto* dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Keyboard Shortcuts"));
    auto* layout = new QVBoxLayout(dialog);
    auto* text = new QTextBrowser(dialog);
    text->setHtml(html);
    layout->addWidget(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(560, 520);
    dialog->show(); // not modal: it can stay open beside the window
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About u8scope"),
        tr("<h3>u8scope %1</h3><p>A hex and UTF-8 inspector: every octet coloured by its role in "
           "UTF-8 (ISO/IEC 10646-1 Annex R, Table 1), every character named, every malformed "
           "sequence explained.</p><p>Unicode character data: version %2.</p>")
            .arg(QCoreApplication::applicationVersion(), QString::fromStdString(unicodeVersion())));
}

} // namespace u8scope::ui
