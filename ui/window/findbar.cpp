#include "window/findbar.h"

#include "theme/format.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/file/userinput.h"
#include "u8scope/teach/playground.h"
#include "u8scope/text/hex.h"
#include "words/words.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QResizeEvent>
#include <QToolButton>
#include <algorithm>

namespace u8scope::ui {

namespace {
QString octetsText(const QByteArray& octets) {
    const auto* data = reinterpret_cast<const std::uint8_t*>(octets.constData());
    return QString::fromStdString(
        formatOctets(std::span(data, static_cast<std::size_t>(octets.size()))));
}
} // namespace

FindBar::FindBar(QWidget* parent)
    : QWidget(parent), m_mode(new QComboBox(this)), m_query(new QLineEdit(this)),
      m_hint(new QLabel(this)), m_status(new QLabel(this)), m_progress(new QProgressBar(this)),
      m_cancel(new QToolButton(this)), m_job(new SearchJob(this)) {
    // Two halves, the query and what acts on it, side by side where the width allows and one
    // over the other where it does not (arrange()).
    m_rows = new QBoxLayout(QBoxLayout::LeftToRight, this);
    m_rows->setContentsMargins(6, 3, 6, 3);
    m_entry = new QHBoxLayout;
    m_actions = new QHBoxLayout;
    m_rows->addLayout(m_entry, 1);
    m_rows->addLayout(m_actions, 1);
    auto* label = new QLabel(tr("Find:"), this);
    label->setBuddy(m_query);
    m_mode->addItem(tr("Auto"), static_cast<int>(Mode::Auto));
    m_mode->addItem(tr("Text"), static_cast<int>(Mode::Text));
    m_mode->addItem(tr("Hex octets"), static_cast<int>(Mode::Hex));
    m_mode->addItem(tr("Code point"), static_cast<int>(Mode::CodePoint));
    // Auto's text becomes the guess ("Auto: code point"): the box is as wide as the widest guess
    // from the start, so that none is cut ("Auto: hex o") and typing never moves what is beside it.
    m_mode->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    int widest = 0;
    const int autoIndex = m_mode->findData(static_cast<int>(Mode::Auto));
    for (const Mode guess : {Mode::Text, Mode::Hex, Mode::CodePoint}) {
        m_mode->setItemText(autoIndex, guessText(guess));
        widest = std::max(widest, m_mode->sizeHint().width());
    }
    m_mode->setMinimumWidth(widest);
    m_mode->setToolTip(tr("Auto: guessed from what you type, and shown here. Text: its UTF-8 "
                          "octets. Hex octets: e.g. C3 A9. Code point: e.g. U+20AC, encoded "
                          "under the current profile."));
    m_query->setClearButtonEnabled(true);
    // Room for a query of some sixteen characters.
    m_query->setMinimumWidth(16 * m_query->fontMetrics().averageCharWidth());
    m_query->installEventFilter(this);
    auto* previous = new QToolButton(this);
    previous->setText(tr("▲ Previous"));
    previous->setToolTip(tr("Find the previous match (Shift+Enter)"));
    auto* next = new QToolButton(this);
    next->setText(tr("▼ Next"));
    next->setToolTip(tr("Find the next match (Enter)"));
    m_progress->setMaximumWidth(120);
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_cancel->setText(tr("Cancel"));
    m_cancel->hide();
    auto* close = new QToolButton(this);
    close->setText(QStringLiteral("✕"));
    close->setToolTip(tr("Close the find bar (Esc)"));
    close->setAutoRaise(true);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    // A long query's octets and a long message take more lines, not more width.
    m_hint->setWordWrap(true);
    m_status->setWordWrap(true);

    m_entry->addWidget(label);
    m_entry->addWidget(m_mode);
    m_entry->addWidget(m_query, 1);
    m_actions->addWidget(previous);
    m_actions->addWidget(next);
    m_actions->addWidget(m_hint);
    m_actions->addWidget(m_progress);
    m_actions->addWidget(m_cancel);
    m_actions->addWidget(m_status, 1);
    m_actions->addWidget(close);

    connect(previous, &QToolButton::clicked, this, &FindBar::findPrevious);
    connect(next, &QToolButton::clicked, this, &FindBar::findNext);
    connect(m_cancel, &QToolButton::clicked, this, &FindBar::cancel);
    connect(close, &QToolButton::clicked, this, [this] {
        cancel();
        hide();
        emit closed();
    });
    connect(m_query, &QLineEdit::textChanged, this, [this] {
        m_lastMatch.reset();
        updateHint();
    });
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        m_lastMatch.reset();
        updateHint();
    });
    connect(m_job, &BackgroundJob::finished, this, &FindBar::onFinished);
    connect(m_job, &BackgroundJob::progress, this, &FindBar::onProgress);
    updateHint();
}

int FindBar::oneRowWidth() const {
    const QMargins m = m_rows->contentsMargins();
    return m.left() + m_entry->minimumSize().width() + m_rows->spacing() +
           m_actions->minimumSize().width() + m.right();
}

QSize FindBar::minimumSizeHint() const {
    // At its least, the bar is as wide as the wider of its halves, one over the other: what it
    // sits in (the column of the hex view, between the side panels) is never widened by
    // opening it, whatever the fonts make of its words.
    const QMargins m = m_rows->contentsMargins();
    const int halves = std::max(m_entry->minimumSize().width(), m_actions->minimumSize().width());
    return {m.left() + halves + m.right(), QWidget::minimumSizeHint().height()};
}

QSize FindBar::sizeHint() const {
    // It takes the width it is given and asks for none.
    return {minimumSizeHint().width(), QWidget::sizeHint().height()};
}

bool FindBar::twoRows() const {
    return m_rows->direction() == QBoxLayout::TopToBottom;
}

void FindBar::arrange() {
    const auto direction =
        width() >= oneRowWidth() ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_rows->direction() != direction) {
        m_rows->setDirection(direction);
        updateGeometry(); // one row's height more or less
    }
}

bool FindBar::event(QEvent* event) {
    // A status or the octets of a query that need more room, the progress of a search shown: the
    // halves are weighed again against the width.
    if (event->type() == QEvent::LayoutRequest)
        arrange();
    return QWidget::event(event);
}

void FindBar::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrange();
}

void FindBar::setSource(std::shared_ptr<const ByteSource> source) {
    cancel();
    m_source = std::move(source);
    m_lastMatch.reset();
    setStatus({});
}

void FindBar::setProfile(Profile profile) {
    m_profile = profile;
    updateHint();
}

void FindBar::setMode(Mode mode) {
    m_mode->setCurrentIndex(m_mode->findData(static_cast<int>(mode)));
}

FindBar::Mode FindBar::mode() const {
    return static_cast<Mode>(m_mode->currentData().toInt());
}

void FindBar::setText(const QString& text) {
    m_query->setText(text);
}

QString FindBar::text() const {
    return m_query->text();
}

QString FindBar::status() const {
    return m_status->text();
}

FindBar::Mode FindBar::effectiveMode(Mode mode, const QString& text) {
    if (mode != Mode::Auto)
        return mode;
    switch (guessQueryKind(text.toStdString())) {
    case QueryKind::Octets:
        return Mode::Hex;
    case QueryKind::CodePoints:
        return Mode::CodePoint;
    case QueryKind::Text:
        break;
    }
    return Mode::Text;
}

QString FindBar::modeText() const {
    return m_mode->currentText();
}

FindBar::Needle FindBar::needleFor(Mode mode, const QString& text, Profile profile) {
    Needle n;
    if (text.isEmpty())
        return n;
    mode = effectiveMode(mode, text);
    switch (mode) {
    case Mode::Auto:
        break;
    case Mode::Text: {
        // Each character encoded by core, so that the query follows the profile's rules.
        for (char32_t cp : text.toUcs4()) {
            const Encoded e = encode(cp, profile);
            if (!e.ok()) {
                n.error = Words::encodeError(*e.error, cp, profile);
                return n;
            }
            n.octets.append(e.text().data(), static_cast<qsizetype>(e.text().size()));
        }
        break;
    }
    case Mode::Hex: {
        const auto parsed = parseHexOctets(text.toStdString());
        if (!parsed) {
            n.error = tr("Type hex octets in pairs, such as C3 A9 or c3a9.");
            return n;
        }
        n.octets = QByteArray(parsed->data(), static_cast<qsizetype>(parsed->size()));
        break;
    }
    case Mode::CodePoint: {
        QString t = text.trimmed();
        // Bare hex digits are taken as a code point too.
        if (!t.startsWith(QLatin1String("U+"), Qt::CaseInsensitive) &&
            !t.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)) {
            t.prepend(QLatin1String("U+"));
        }
        // One value, or several in U+ notation (U+0065 U+0301): their octets in a row.
        std::vector<std::uint64_t> values;
        if (const auto value = parseCodePoint(t.toStdString())) {
            values.push_back(*value);
        } else if (const auto typed = readCodePoints(t.toStdString(), profile);
                   typed && typed->notation == CodePointNotation::UPlus) {
            values = typed->values;
        } else {
            n.error = tr("Type a code point such as U+20AC.");
            return n;
        }
        for (const std::uint64_t value : values) {
            const Encoded e = encode(value, profile);
            if (!e.ok()) {
                n.error = Words::encodeError(*e.error, value, profile);
                return n;
            }
            n.octets.append(e.text().data(), static_cast<qsizetype>(e.text().size()));
        }
        break;
    }
    }
    return n;
}

QString FindBar::guessText(Mode guess) {
    switch (guess) {
    case Mode::Hex:
        return tr("Auto: hex octets");
    case Mode::CodePoint:
        return tr("Auto: code point");
    default:
        return tr("Auto: text");
    }
}

void FindBar::updateHint() {
    // Auto says what it takes the query for.
    const QString guess = guessText(effectiveMode(Mode::Auto, m_query->text()));
    m_mode->setItemText(m_mode->findData(static_cast<int>(Mode::Auto)), guess);
    const Needle n = needleFor(mode(), m_query->text(), m_profile);
    if (!n.error.isEmpty()) {
        m_hint->clear();
        setStatus(n.error, true);
    } else {
        m_hint->setText(n.octets.isEmpty() ? QString() : octetsText(n.octets));
        m_hint->setToolTip(tr("The octets searched for"));
        if (!m_job->isRunning())
            setStatus({});
    }
}

void FindBar::setStatus(const QString& text, bool problem) {
    m_status->setText(text);
    m_status->setStyleSheet(problem ? QStringLiteral("color:#c0392b; font-weight:bold")
                                    : QString());
}

void FindBar::activate() {
    show();
    m_query->setFocus(Qt::ShortcutFocusReason);
    m_query->selectAll();
}

void FindBar::findNext() {
    find(SearchDirection::Forward);
}

void FindBar::findPrevious() {
    find(SearchDirection::Backward);
}

void FindBar::cancel() {
    if (m_job->isRunning())
        m_job->cancel();
}

void FindBar::find(SearchDirection direction) {
    if (!m_source) {
        setStatus(tr("No file is open."), true);
        return;
    }
    const Needle n = needleFor(mode(), m_query->text(), m_profile);
    if (!n.error.isEmpty()) {
        setStatus(n.error, true);
        return;
    }
    if (n.octets.isEmpty()) {
        setStatus(tr("Type what to find."), true);
        return;
    }
    // From the cursor; but from just past the last match when the cursor is still on it, so that
    // Enter steps through the matches.
    std::uint64_t from = m_origin;
    if (m_lastMatch && *m_lastMatch == m_origin && direction == SearchDirection::Forward) {
        from = m_origin + 1;
    }
    setStatus(tr("Searching…"));
    m_job->start(m_source, n.octets, from, direction);
}

void FindBar::onProgress(quint64 done, quint64 total) {
    if (!m_job->isRunning())
        return;
    // Only long searches show a bar; most finish before the first poll.
    m_progress->setVisible(total > 0);
    m_cancel->setVisible(true);
    m_progress->setValue(total ? static_cast<int>(done * 1000 / total) : 0);
}

void FindBar::onFinished(bool cancelled) {
    m_progress->hide();
    m_cancel->hide();
    const auto result = m_job->result();
    if (cancelled || !result) {
        setStatus(tr("Search cancelled."));
        return;
    }
    if (result->ioError) {
        setStatus(tr("Cannot read %1").arg(QString::fromStdString(result->ioError->message())),
                  true);
        return;
    }
    if (!result->offset) {
        setStatus(tr("Not found: %1").arg(octetsText(m_job->needle())), true);
        m_lastMatch.reset();
        return;
    }
    m_lastMatch = *result->offset;
    m_origin = *result->offset;
    setStatus(result->wrapped ? tr("Wrapped around: found at %1").arg(hexOffset(*result->offset))
                              : tr("Found at %1").arg(hexOffset(*result->offset)));
    emit matchFound(*result->offset, static_cast<quint64>(m_job->needle().size()));
}

bool FindBar::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_query && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (key->modifiers() & Qt::ShiftModifier) {
                findPrevious();
            } else {
                findNext();
            }
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void FindBar::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        cancel();
        hide();
        emit closed();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace u8scope::ui
