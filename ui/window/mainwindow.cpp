#include "window/mainwindow.h"

#include "document/errorrows.h"
#include "document/inspection.h"
#include "hexview/hexview.h"
#include "hexview/legendwidget.h"
#include "jobs/scanjob.h"
#include "panels/bitlayoutpanel.h"
#include "panels/errorlistview.h"
#include "panels/inspectorpanel.h"
#include "u8scope/charinfo.h"
#include "u8scope/hex.h"
#include "window/findbar.h"
#include "window/gotooffsetdialog.h"
#include "window/noticebar.h"

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
#include <QFileSystemWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
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
constexpr int kDiskCheckMs = 2000;
const char* const kRecentKey = "recentFiles";
const char* const kGeometryKey = "window/geometry";
const char* const kStateKey = "window/state";
const char* const kProfileKey = "profile";

QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QString number(std::uint64_t n) {
    return QLocale().toString(static_cast<qulonglong>(n));
}

QString hexOffset(std::uint64_t offset) {
    return QStringLiteral("0x%1").arg(QString::number(offset, 16).toUpper());
}

QString sizeText(std::uint64_t octets) {
    const QString exact =
        octets == 1 ? QObject::tr("1 octet") : QObject::tr("%1 octets").arg(number(octets));
    if (octets < 1024)
        return exact;
    return QStringLiteral("%1 (%2)").arg(QLocale().formattedDataSize(static_cast<qint64>(octets)),
                                         exact);
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_view(new HexView), m_legend(new LegendWidget), m_notice(new NoticeBar),
      m_findBar(new FindBar), m_inspector(new InspectorPanel), m_bitLayout(new BitLayoutPanel),
      m_errorList(new ErrorListView), m_kindFilter(new QComboBox), m_scan(new ScanJob(this)),
      m_filterJob(new ScanJob(this)), m_watcher(new QFileSystemWatcher(this)) {
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
    m_errorList->setAccessibleName(tr("Malformed sequences"));
    m_bitLayout->setAccessibleName(tr("Bit layout"));
    m_inspector->setAccessibleName(tr("Inspector"));

    createActions();
    createMenus();
    createDocks();
    createStatusBar();

    connect(m_view, &HexView::cursorMoved, this, &MainWindow::onCursorMoved);
    connect(m_view, &HexView::readFailed, this, &MainWindow::onViewReadFailed);
    connect(m_view, &HexView::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message, 5000); });
    connect(m_errorList, &ErrorListView::errorActivated, this, [this](quint64 row, quint64 offset) {
        m_view->setCursor(offset);
        m_errorList->setCurrentRow(row);
    });
    connect(m_findBar, &FindBar::matchFound, this, [this](quint64 offset, quint64 length) {
        m_view->setSelection(offset, offset + length); // also puts the cursor on the match
        m_findBar->setOrigin(offset);
    });
    connect(m_findBar, &FindBar::closed, m_view, qOverload<>(&QWidget::setFocus));
    connect(m_scan, &BackgroundJob::progress, this, &MainWindow::onScanProgress);
    connect(m_filterJob, &BackgroundJob::progress, this, &MainWindow::onFilterProgress);
    connect(m_filterJob, &BackgroundJob::finished, this, &MainWindow::onFilterFinished);
    connect(m_kindFilter, &QComboBox::currentIndexChanged, this, &MainWindow::onKindFilterChanged);
    connect(m_scan, &BackgroundJob::finished, this, &MainWindow::onScanFinished);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, [this] { checkDiskState(); });
    m_diskTimer.setInterval(kDiskCheckMs);
    connect(&m_diskTimer, &QTimer::timeout, this, [this] { checkDiskState(); });
    m_diskTimer.start();

    resetKindFilter(); // "All kinds", disabled, until a scan has something to filter
    restoreSettings();
    updateStatus();
    m_view->installEventFilter(this);
    m_view->setFocus();
}

MainWindow::~MainWindow() {
    // Running workers hold their own references; they only need to be told to stop.
    m_scan->cancel();
    m_filterJob->cancel();
    m_findBar->cancel();
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
    connect(m_reloadAction, &QAction::triggered, this, &MainWindow::reload);

    m_rescanAction = new QAction(tr("Re&scan"), this);
    m_rescanAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_rescanAction->setStatusTip(tr("Scan the whole file again for malformed sequences"));
    connect(m_rescanAction, &QAction::triggered, this, &MainWindow::rescan);

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
    connect(m_nextErrorAction, &QAction::triggered, this, &MainWindow::nextError);
    m_previousErrorAction = new QAction(tr("&Previous Error"), this);
    m_previousErrorAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F3));
    connect(m_previousErrorAction, &QAction::triggered, this, &MainWindow::previousError);

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
    const auto dock = [this](const QString& title, const QString& name, QWidget* widget,
                             Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(name); // for saveState()
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    m_inspectorDock = dock(tr("Inspector"), QStringLiteral("inspectorDock"), m_inspector,
                           Qt::RightDockWidgetArea);
    auto* bitScroll = new QScrollArea;
    bitScroll->setWidget(m_bitLayout);
    bitScroll->setWidgetResizable(true);
    bitScroll->setFrameShape(QFrame::NoFrame);
    m_bitLayoutDock =
        dock(tr("Bit Layout"), QStringLiteral("bitLayoutDock"), bitScroll, Qt::RightDockWidgetArea);
    // The right column runs the full height: the inspector and bit layout need it more than the
    // error list needs the full width.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    auto* errorPanel = new QWidget;
    auto* errorLayout = new QVBoxLayout(errorPanel);
    errorLayout->setContentsMargins(0, 0, 0, 0);
    errorLayout->setSpacing(2);
    auto* filterRow = new QHBoxLayout;
    filterRow->setContentsMargins(4, 2, 4, 0);
    auto* filterLabel = new QLabel(tr("&Show:"), errorPanel);
    filterLabel->setBuddy(m_kindFilter);
    m_kindFilter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_kindFilter->setToolTip(tr("Show every malformed sequence, or only those of one kind; F3 "
                                "and Shift+F3 follow what is shown"));
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(m_kindFilter);
    filterRow->addStretch(1);
    errorLayout->addLayout(filterRow);
    errorLayout->addWidget(m_errorList, 1);
    m_errorDock = dock(tr("Malformed Sequences"), QStringLiteral("errorDock"), errorPanel,
                       Qt::BottomDockWidgetArea);

    auto* view = menuBar()->findChild<QMenu*>(QStringLiteral("viewMenu"));
    QAction* inspectorToggle = m_inspectorDock->toggleViewAction();
    inspectorToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    QAction* bitsToggle = m_bitLayoutDock->toggleViewAction();
    bitsToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    QAction* errorsToggle = m_errorDock->toggleViewAction();
    errorsToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    QAction* zoomIn = view->addAction(tr("Zoom &In"));
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    connect(zoomIn, &QAction::triggered, m_view, &HexView::zoomIn);
    QAction* zoomOut = view->addAction(tr("Zoom &Out"));
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    connect(zoomOut, &QAction::triggered, m_view, &HexView::zoomOut);
    view->addSeparator();
    view->addAction(inspectorToggle);
    view->addAction(bitsToggle);
    view->addAction(errorsToggle);
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
    connect(m_scanCancel, &QToolButton::clicked, m_scan, &BackgroundJob::cancel);
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
        const int wanted = hex + sideWidthWanted() * 5 / 4;
        const int least = std::min(available.width(), hex + sideWidthMinimum());
        const int width = std::max(least, std::min(wanted, available.width() * 92 / 100));
        const QSize size(width, available.height() * 90 / 100);
        setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
    }
    m_docksSized = restoreState(settings.value(kStateKey).toByteArray());
    const auto saved = parseProfile(settings.value(kProfileKey).toString().toStdString());
    if (saved)
        setProfile(*saved, false);
}

int MainWindow::sideWidthWanted() const {
    // About 80 characters of inspector text (the explanations wrap, but its tables and the
    // double-encoding note read best on one line), and the bit layout's captions.
    const int text = fontMetrics().averageCharWidth() * 80;
    return std::max({sideWidthMinimum(), text, m_bitLayout->sizeHint().width() + 24});
}

int MainWindow::sideWidthMinimum() const {
    return std::max(fontMetrics().averageCharWidth() * 48, m_bitLayout->minimumSizeHint().width());
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (m_docksSized)
        return;
    m_docksSized = true;
    // The hex view gets the width of its columns and the side docks the rest; the error list a
    // dozen rows.
    const int side = width() - m_view->sizeHint().width() -
                     style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, this);
    resizeDocks({m_inspectorDock}, {std::max(sideWidthMinimum(), side)}, Qt::Horizontal);
    resizeDocks({m_inspectorDock, m_bitLayoutDock}, {height() * 52 / 100, height() * 48 / 100},
                Qt::Vertical);
    resizeDocks({m_errorDock}, {std::max(180, height() * 24 / 100)}, Qt::Vertical);
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    fitHexViewWidth();
    fitStatsLabel();
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    // Zooming the hex view changes the width its columns need.
    if (watched == m_view && event->type() == QEvent::FontChange)
        QTimer::singleShot(0, this, &MainWindow::fitHexViewWidth);
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::fitHexViewWidth() {
    // Only while the window is laid out and the side docks share its width with the view.
    if (!m_docksSized || !isVisible())
        return;
    QDockWidget* side = nullptr;
    for (QDockWidget* dock : {m_inspectorDock, m_bitLayoutDock}) {
        const Qt::DockWidgetArea area = dockWidgetArea(dock);
        if (dock->isVisible() && !dock->isFloating() &&
            (area == Qt::RightDockWidgetArea || area == Qt::LeftDockWidgetArea)) {
            side = dock;
            break;
        }
    }
    if (!side)
        return;
    // Extra width goes to the docks, whose text keeps a readable measure however wide they get
    // (InspectorPanel); a lack of it is taken from them down to their minimum before the hex
    // view has to scroll sideways.
    const int surplus = centralWidget()->width() - m_view->sizeHint().width();
    const int current = side->width();
    int target = current;
    if (surplus > 0) {
        target = current + surplus;
    } else if (surplus < 0 && current > sideWidthMinimum()) {
        target = std::max(current + surplus, sideWidthMinimum());
    }
    if (target != current)
        resizeDocks({side}, {target}, Qt::Horizontal);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    m_scan->cancel();
    m_findBar->cancel();
    QMainWindow::closeEvent(event);
}

// ---- opening ---------------------------------------------------------------------------------

bool MainWindow::openFile(const QString& path) {
    auto opened = FileSource::open(QFile::encodeName(path).toStdString());
    if (!opened) {
        const QString message =
            tr("Cannot open “%1”: %2.")
                .arg(QDir::toNativeSeparators(path), QString::fromStdString(opened.error().reason));
        m_notice->showNotice(NoticeBar::Kind::Error, message, tr("Open Another File…"),
                             [this] { showOpenDialog(); });
        statusBar()->showMessage(message, 8000);
        emit openFailed(message);
        return false;
    }
    std::shared_ptr<const FileSource> file(std::move(opened.value()));
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const bool same = absolute == m_path;
    showSource(file, file, absolute, QFileInfo(absolute).fileName(),
               same ? std::optional<std::uint64_t>(m_view->cursor()) : std::nullopt);
    addRecentFile(absolute);
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
    auto source = std::make_shared<MemorySource>(
        std::vector<std::uint8_t>(bytes.begin(), bytes.end()), "demo.txt (built in)");
    showSource(source, nullptr, QString(), tr("demo.txt (built in)"), std::nullopt);
}

void MainWindow::showSource(std::shared_ptr<const ByteSource> source,
                            std::shared_ptr<const FileSource> file, const QString& path,
                            const QString& name, std::optional<std::uint64_t> cursor) {
    if (!m_path.isEmpty())
        m_watcher->removePath(m_path);
    m_source = std::move(source);
    m_file = std::move(file);
    m_path = path;
    m_name = name;
    m_reportedStamp.reset();
    m_reportedGone = false;
    m_scanResult.reset();
    if (!m_path.isEmpty())
        m_watcher->addPath(m_path);

    setWindowTitle(tr("%1 — u8scope").arg(m_name));
    setWindowFilePath(m_path);
    m_notice->dismiss();
    m_view->setSource(m_source);
    // A larger file may need more offset digits, and so a wider view.
    QTimer::singleShot(0, this, &MainWindow::fitHexViewWidth);
    m_findBar->setSource(m_source);
    m_bitLayout->clear();

    const std::uint64_t size = m_source->size();
    if (size == 0) {
        m_notice->showNotice(NoticeBar::Kind::Info,
                             tr("“%1” is empty: it has no octets to show.").arg(m_name));
        m_inspector->showMessage(tr("Empty file"), tr("“%1” has 0 octets.").arg(m_name));
        m_bitLayout->clear(tr("The file is empty."));
    } else {
        m_view->setCursor(std::min(cursor.value_or(0), size - 1));
    }
    updateInspector();
    startScan();
    updateStatus();
    emit fileOpened(m_name);
}

void MainWindow::reload() {
    if (m_path.isEmpty()) {
        if (m_source) {
            statusBar()->showMessage(tr("The built-in demo cannot change: nothing to reload."),
                                     5000);
        }
        return;
    }
    const std::uint64_t cursor = m_view->cursor();
    auto opened = FileSource::open(QFile::encodeName(m_path).toStdString());
    if (!opened) {
        const QString message =
            tr("Cannot reload “%1”: %2. Still showing what could be read before.")
                .arg(QDir::toNativeSeparators(m_path),
                     QString::fromStdString(opened.error().reason));
        m_notice->showNotice(NoticeBar::Kind::Error, message);
        emit openFailed(message);
        return;
    }
    std::shared_ptr<const FileSource> file(std::move(opened.value()));
    showSource(file, file, m_path, m_name, cursor);
    statusBar()->showMessage(tr("Reloaded %1").arg(m_name), 4000);
}

void MainWindow::showOpenDialog() {
    const QString dir = m_path.isEmpty() ? QDir::homePath() : QFileInfo(m_path).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open File"), dir);
    if (!path.isEmpty())
        openFile(path);
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

void MainWindow::onViewReadFailed(const QString& message) {
    // A file that changed on disk gets its own notice, which says how it changed.
    if (checkDiskState())
        return;
    m_notice->showNotice(NoticeBar::Kind::Warning, message, tr("Reload (F5)"),
                         [this] { reload(); });
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::ActivationChange && isActiveWindow())
        checkDiskState();
    QMainWindow::changeEvent(event);
}

bool MainWindow::checkDiskState() {
    if (!m_file)
        return false;
    const auto now = m_file->currentStamp();
    const FileStamp& opened = m_file->stamp();
    QString message;
    if (!now) {
        if (m_reportedGone)
            return true;
        m_reportedGone = true;
        message = tr("“%1” can no longer be found on disk (%2): it was deleted or renamed. The "
                     "view shows what can still be read.")
                      .arg(m_name, QString::fromStdString(now.error().reason));
    } else {
        const FileStamp& current = now.value();
        if (current == opened)
            return false;
        if (m_reportedStamp && *m_reportedStamp == current)
            return true;
        m_reportedStamp = current;
        m_reportedGone = false;
        if (current.inode != opened.inode) {
            message = tr("“%1” was replaced on disk.").arg(m_name);
        } else if (current.size < opened.size) {
            message = tr("“%1” shrank on disk from %2 to %3 octets; the octets past the end can no "
                         "longer be read.")
                          .arg(m_name, number(opened.size), number(current.size));
        } else if (current.size > opened.size) {
            message = tr("“%1” grew on disk from %2 to %3 octets.")
                          .arg(m_name, number(opened.size), number(current.size));
        } else {
            message = tr("“%1” was modified on disk.").arg(m_name);
        }
        message += QLatin1Char(' ') + tr("Reload to see it as it is now and scan it again.");
    }
    // The view reads afresh, so it shows what is there now (short reads where it shrank).
    m_view->reload();
    updateInspector();
    m_notice->showNotice(NoticeBar::Kind::Warning, message, tr("Reload (F5)"),
                         [this] { reload(); });
    // Watchers stop after a file is replaced; watch the path again.
    if (!m_path.isEmpty() && !m_watcher->files().contains(m_path))
        m_watcher->addPath(m_path);
    return true;
}

// ---- profile and scanning --------------------------------------------------------------------

void MainWindow::setProfile(Profile profile, bool remember) {
    (profile == Profile::Rfc3629 ? m_rfcAction : m_isoAction)->setChecked(true);
    if (profile == m_profile)
        return;
    m_profile = profile;
    if (remember)
        QSettings().setValue(kProfileKey, QString::fromStdString(std::string(toString(profile))));
    m_view->setProfile(profile);
    m_legend->setProfile(profile);
    m_findBar->setProfile(profile);
    updateInspector();
    if (m_source)
        startScan();
    updateStatus();
    statusBar()->showMessage(tr("Profile: %1").arg(m_profileLabel->text()), 4000);
}

void MainWindow::rescan() {
    if (m_source)
        startScan();
}

void MainWindow::updateErrorDockTitle() {
    QString title = tr("Malformed Sequences");
    if (m_scanResult)
        title += QStringLiteral(" (%1)").arg(number(m_scanResult->errors.size()));
    if (m_filterJob->isRunning() || m_kindFilter->currentData().toInt() >= 0) {
        if (m_errorList->rows())
            title += tr(": %1 shown").arg(number(m_errorList->count()));
    }
    m_errorDock->setWindowTitle(title);
}

void MainWindow::startScan() {
    m_scanResult.reset();
    resetKindFilter();
    updateErrorDockTitle();
    showRows(nullptr);
    m_errorList->setPlaceholder(tr("Scanning…"));
    m_scan->start(m_source, m_profile);
    updateStatus();
}

void MainWindow::onScanProgress(quint64 done, quint64 total) {
    if (!m_scan->isRunning())
        return;
    const int permille = total ? static_cast<int>(done * 1000 / total) : 0;
    m_scanProgress->setValue(permille);
    m_scanProgress->show();
    m_scanCancel->show();
    m_errorList->setPlaceholder(tr("Scanning %1 for malformed sequences… %2% of %3")
                                    .arg(m_name)
                                    .arg(permille / 10)
                                    .arg(sizeText(total)));
}

void MainWindow::onScanFinished(bool cancelled) {
    m_scanProgress->hide();
    m_scanCancel->hide();
    const auto result = m_scan->result();
    if (cancelled || !result || result->cancelled) {
        m_errorList->setPlaceholder(
            tr("The scan was cancelled. File ▸ Rescan (Ctrl+R) lists the malformed sequences."));
        statusBar()->showMessage(tr("Scan cancelled"), 4000);
        updateStatus();
        emit scanFinished(true);
        return;
    }
    if (result->ioError) {
        const QString message = tr("Reading “%1” failed during the scan: %2.")
                                    .arg(m_name, QString::fromStdString(result->ioError->reason));
        m_notice->showNotice(NoticeBar::Kind::Error, message, tr("Reload (F5)"),
                             [this] { reload(); });
        m_errorList->setPlaceholder(message);
    }
    m_scanResult = result;
    // The rows share ownership of the index with the result it belongs to.
    std::shared_ptr<const ErrorIndex> index(result, &result->errors);
    m_allRows = makeErrorRows(index, m_source, m_profile);
    showRows(m_allRows);
    fillKindFilter();
    if (!result->ioError) {
        m_errorList->setPlaceholder(
            m_source->size() == 0 ? tr("The file is empty.")
                                  : tr("No malformed sequences: “%1” is valid UTF-8 under %2.")
                                        .arg(m_name, qs(displayName(m_profile))));
    }
    syncErrorListToCursor();
    updateErrorDockTitle();
    updateStatus();
    emit scanFinished(false);
}

QString MainWindow::statsText() const {
    return m_statsLabel->text();
}

void MainWindow::updateStatus() {
    m_profileLabel->setText(m_profile == Profile::Rfc3629 ? tr("RFC 3629")
                                                          : tr("ISO/IEC 10646-1:1993"));
    m_profileLabel->setToolTip(
        tr("Profile: %1 (Profile menu, Ctrl+1 / Ctrl+2)").arg(qs(displayName(m_profile))));
    const auto setStats = [this](const QString& full, const QString& brief) {
        m_statsFull = full;
        m_statsBrief = brief;
        fitStatsLabel();
    };
    if (!m_source) {
        setStats(tr("No file"), tr("No file"));
        m_signatureLabel->clear();
        m_cursorLabel->clear();
        return;
    }
    if (!m_scanResult) {
        const QString text = m_scan->isRunning()
                                 ? tr("%1 · scanning…").arg(sizeText(m_source->size()))
                                 : tr("%1 · not scanned").arg(sizeText(m_source->size()));
        setStats(text, text);
        m_signatureLabel->clear();
        return;
    }
    const ScanStats& s = m_scanResult->stats;
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
                kinds << QStringLiteral("%1 %2").arg(number(s.count(kind)), qs(toString(kind)));
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

void MainWindow::onCursorMoved(std::uint64_t offset) {
    m_findBar->setOrigin(offset);
    if (!m_source || m_source->size() == 0) {
        m_cursorLabel->clear();
        return;
    }
    m_cursorLabel->setText(tr("Offset %1 (%2)").arg(hexOffset(offset), number(offset)));
    fitStatsLabel();
    updateInspector();
    syncErrorListToCursor();
}

void MainWindow::updateInspector() {
    if (!m_source || m_source->size() == 0) {
        highlight(0, 0);
        return;
    }
    const std::uint64_t cursor = m_view->cursor();
    auto inspection = inspect(*m_source, cursor, m_profile);
    if (!inspection) {
        m_inspector->showMessage(tr("Cannot read offset %1").arg(hexOffset(cursor)),
                                 QString::fromStdString(inspection.error().message()));
        m_bitLayout->clear(tr("Nothing to show: the octets cannot be read."));
        highlight(0, 0);
        return;
    }
    m_inspector->showInspection(*inspection);
    m_bitLayout->showInspection(*inspection);
    if (inspection->explanation) {
        const Explanation& ex = *inspection->explanation;
        highlight(ex.sequenceOffset, ex.sequenceOffset + ex.sequenceLength);
    } else if (inspection->mojibake) {
        highlight(inspection->mojibake->offset,
                  inspection->mojibake->offset + inspection->mojibake->length);
    } else {
        highlight(0, 0);
    }
}

void MainWindow::highlight(std::uint64_t from, std::uint64_t to) {
    m_highlight = {from, to};
    m_view->highlightRange(from, to);
}

void MainWindow::syncErrorListToCursor() {
    const ErrorRows* rows = m_errorList->rows().get();
    if (!rows || !m_source || rows->size() == 0)
        return;
    const std::uint64_t cursor = m_view->cursor();
    auto index = rows->firstAfter(cursor);
    if (index && *index < rows->size()) {
        auto unit = rows->at(*index);
        if (unit && unit->contains(cursor)) {
            m_errorList->setCurrentRow(*index);
            return;
        }
    }
    m_errorList->clearCurrentRow();
    // Elsewhere, the list shows the errors around the cursor: the one before it and those after.
    if (index)
        m_errorList->revealRow(std::min(*index, rows->size() - 1));
}

const ErrorRows* MainWindow::readyErrors() {
    if (!m_source) {
        statusBar()->showMessage(tr("No file is open."), 4000);
        return nullptr;
    }
    if (!m_scanResult) {
        statusBar()->showMessage(
            m_scan->isRunning()
                ? tr("Still scanning (%1%): errors can be visited when the scan ends.")
                      .arg(m_scan->total() ? m_scan->done() * 100 / m_scan->total() : 0)
                : tr("The file has not been scanned: File ▸ Rescan (Ctrl+R)."),
            5000);
        return nullptr;
    }
    if (m_filterJob->isRunning()) {
        statusBar()->showMessage(tr("Still collecting the errors of that kind."), 4000);
        return nullptr;
    }
    const ErrorRows* rows = m_errorList->rows().get();
    if (!rows || rows->size() == 0) {
        statusBar()->showMessage(m_kindFilter->currentData().toInt() >= 0
                                     ? tr("No malformed sequences of that kind in %1.").arg(m_name)
                                     : tr("No malformed sequences in %1.").arg(m_name),
                                 5000);
        return nullptr;
    }
    return rows;
}

void MainWindow::jumpToError(std::uint64_t index, const QString& note) {
    const ErrorRows& rows = *m_errorList->rows();
    auto unit = rows.at(index);
    if (!unit) {
        statusBar()->showMessage(QString::fromStdString(unit.error().message()), 5000);
        return;
    }
    m_view->setCursor(unit->offset);
    m_errorList->setCurrentRow(index);
    QString message = tr("Error %1 of %2: %3 at %4")
                          .arg(number(index + 1), number(rows.size()), qs(title(*unit->error)),
                               hexOffset(unit->offset));
    if (m_kindFilter->currentData().toInt() >= 0)
        message += tr(" (only this kind is shown)");
    if (!note.isEmpty())
        message = note + QStringLiteral(" — ") + message;
    statusBar()->showMessage(message, 6000);
}

void MainWindow::nextError() {
    const ErrorRows* rows = readyErrors();
    if (!rows)
        return;
    const std::uint64_t cursor = m_view->cursor();
    auto first = rows->firstAfter(cursor);
    if (!first) {
        statusBar()->showMessage(QString::fromStdString(first.error().message()), 5000);
        return;
    }
    std::uint64_t index = *first;
    if (index < rows->size()) {
        auto unit = rows->at(index);
        if (unit && unit->contains(cursor))
            ++index; // the cursor is on it already
    }
    if (index >= rows->size()) {
        jumpToError(0, tr("Wrapped to the first error"));
        return;
    }
    jumpToError(index);
}

void MainWindow::previousError() {
    const ErrorRows* rows = readyErrors();
    if (!rows)
        return;
    auto first = rows->firstAfter(m_view->cursor());
    if (!first) {
        statusBar()->showMessage(QString::fromStdString(first.error().message()), 5000);
        return;
    }
    // Every error before `first` ends at or before the cursor.
    if (*first == 0) {
        jumpToError(rows->size() - 1, tr("Wrapped to the last error"));
        return;
    }
    jumpToError(*first - 1);
}

// ---- the filter by kind ----------------------------------------------------------------------

void MainWindow::showRows(std::shared_ptr<const ErrorRows> rows) {
    m_errorList->setRows(std::move(rows), m_source);
    syncErrorListToCursor();
    updateErrorDockTitle();
}

void MainWindow::resetKindFilter() {
    m_filterJob->cancel();
    const QSignalBlocker blocker(m_kindFilter);
    m_kindFilter->clear();
    m_kindFilter->addItem(tr("All kinds"), -1);
    m_kindFilter->setEnabled(false);
    m_allRows.reset();
}

void MainWindow::fillKindFilter() {
    const QSignalBlocker blocker(m_kindFilter);
    m_kindFilter->clear();
    const ScanStats& stats = m_scanResult->stats;
    m_kindFilter->addItem(tr("All kinds (%1)").arg(number(stats.errors)), -1);
    for (int k = 0; k < kErrorKindCount; ++k) {
        const auto kind = static_cast<ErrorKind>(k);
        if (stats.count(kind)) {
            m_kindFilter->addItem(
                QStringLiteral("%1 (%2)").arg(qs(title(kind)), number(stats.count(kind))), k);
        }
    }
    m_kindFilter->setEnabled(stats.errors > 0);
}

void MainWindow::onKindFilterChanged() {
    const int kind = m_kindFilter->currentData().toInt();
    if (kind < 0 || !m_source) {
        m_filterJob->cancel();
        showRows(m_allRows);
        return;
    }
    showRows(nullptr);
    m_errorList->setPlaceholder(tr("Collecting the “%1” errors…").arg(m_kindFilter->currentText()));
    m_filterJob->setKind(static_cast<ErrorKind>(kind));
    m_filterJob->start(m_source, m_profile);
    updateErrorDockTitle();
}

void MainWindow::onFilterProgress(quint64 done, quint64 total) {
    if (!m_filterJob->isRunning() || total == 0)
        return;
    m_errorList->setPlaceholder(tr("Collecting the “%1” errors… %2%")
                                    .arg(m_kindFilter->currentText())
                                    .arg(done * 100 / total));
}

void MainWindow::onFilterFinished(bool cancelled) {
    const auto result = m_filterJob->result();
    // Cancelled only when the filter was reset or changed, which has updated the list already.
    if (cancelled || !result || result->cancelled)
        return;
    if (result->ioError) {
        m_errorList->setPlaceholder(
            tr("Cannot read %1").arg(QString::fromStdString(result->ioError->message())));
        return;
    }
    std::shared_ptr<const ErrorIndex> index(result, &result->errors);
    showRows(makeErrorRows(index, m_source, m_profile));
    m_errorList->setPlaceholder(tr("None of this kind."));
}

void MainWindow::goToOffset(quint64 offset) {
    if (!m_source || offset >= m_source->size())
        return;
    m_view->setCursor(offset);
    m_view->setFocus();
}

bool MainWindow::goToOffsetText(const QString& text) {
    const auto parsed = GoToOffsetDialog::parse(text, m_source ? m_source->size() : 0);
    if (!parsed.offset) {
        m_notice->showNotice(NoticeBar::Kind::Warning,
                             tr("Cannot go to “%1”: %2").arg(text, parsed.message));
        return false;
    }
    goToOffset(*parsed.offset);
    return true;
}

void MainWindow::showGoToOffsetDialog() {
    if (!m_source)
        return;
    GoToOffsetDialog dialog(m_source->size(), m_view->cursor(), this);
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
    for (QAction* a :
         {m_openAction, m_reloadAction, m_rescanAction, m_findAction, m_goToAction,
          m_nextErrorAction, m_previousErrorAction, m_copyAction, m_copyHexAction, m_copyTextAction,
          m_copyCAction, m_copyPythonAction, m_rfcAction, m_isoAction,
          m_inspectorDock->toggleViewAction(), m_bitLayoutDock->toggleViewAction(),
          m_errorDock->toggleViewAction(), m_quitAction}) {
        add(a->shortcut().toString(QKeySequence::NativeText), a->text().remove(QLatin1Char('&')));
    }
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
