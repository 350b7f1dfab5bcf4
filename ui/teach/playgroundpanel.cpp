#include "teach/playgroundpanel.h"

#include "document/document.h"
#include "panels/bitlayoutview.h"
#include "theme/fonts.h"
#include "theme/format.h"
#include "u8scope/text/hex.h"

#include <QComboBox>
#include <QDockWidget>
#include <QFontDatabase>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace u8scope::ui {

bool PlaygroundInbox::sendSelection() {
    const auto& source = document().source();
    const std::uint64_t from = document().selectionStart();
    const std::uint64_t to = std::min(document().selectionEnd(), from + kMaxOctets);
    if (!source || to <= from)
        return false;
    auto octets = source->readVector(from, to - from);
    if (!octets)
        return false;
    emit octetsSent(*octets);
    return true;
}

PlaygroundPanel::PlaygroundPanel(Document& document, QWidget* parent)
    : Panel(parent), m_presetList(presets()), m_profile(new QComboBox(this)),
      m_presets(new QComboBox(this)), m_codePoint(new QLineEdit(this)),
      m_octets(new QLineEdit(this)), m_browser(new QTextBrowser(this)),
      m_bits(new BitLayoutView(this)) {
    setAccessibleName(tr("Playground"));
    m_profile->addItem(tr("RFC 3629: 1 to 4 octets"), static_cast<int>(Profile::Rfc3629));
    m_profile->addItem(tr("ISO/IEC 10646-1:1993: 1 to 6 octets"),
                       static_cast<int>(Profile::Iso10646_1993));
    m_profile->setToolTip(tr("The playground's own profile: the 1993 one shows the 5- and "
                             "6-octet forms, up to 7FFFFFFF"));
    m_presets->addItem(tr("Examples…"));
    for (const Preset& p : m_presetList)
        m_presets->addItem(PlaygroundModel::presetLabel(p));
    m_presets->setToolTip(tr("Load an example: the first and last value of each length, or a "
                             "classic malformed sequence"));
    m_codePoint->setPlaceholderText(tr("U+00E9, 233, é or 😀"));
    m_codePoint->setClearButtonEnabled(true);
    m_codePoint->setFont(withColorEmoji(m_codePoint->font()));
    m_octets->setPlaceholderText(tr("C3 A9"));
    m_octets->setClearButtonEnabled(true);
    QFont fixed = m_octets->font(); // only the family: the size follows the window's zoom
    fixed.setFamilies(QFontDatabase::systemFont(QFontDatabase::FixedFont).families());
    m_octets->setFont(fixed);

    // Two rows: each field with its label, the profile and the examples beside them.
    auto* fields = new QGridLayout;
    auto* codePointLabel = new QLabel(tr("&Code point:"), this);
    codePointLabel->setBuddy(m_codePoint);
    auto* octetsLabel = new QLabel(tr("&Octets:"), this);
    octetsLabel->setBuddy(m_octets);
    fields->addWidget(codePointLabel, 0, 0);
    fields->addWidget(m_codePoint, 0, 1);
    fields->addWidget(m_profile, 0, 2);
    fields->addWidget(octetsLabel, 1, 0);
    fields->addWidget(m_octets, 1, 1);
    fields->addWidget(m_presets, 1, 2);
    fields->setColumnStretch(1, 3);
    fields->setColumnStretch(2, 2);
    // The boxes may shrink below their longest item (its popup still shows it whole): at full
    // width, in a dock at 1024 × 768, they left the fields room for three characters.
    for (QComboBox* box : {m_profile, m_presets}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
    }

    m_browser->setOpenLinks(false);
    m_browser->setFrameShape(QFrame::NoFrame);
    m_browser->setFont(withColorEmoji(m_browser->font()));
    auto* bitsScroll = new QScrollArea(this);
    bitsScroll->setWidget(m_bits);
    bitsScroll->setWidgetResizable(true);
    bitsScroll->setFrameShape(QFrame::NoFrame);
    m_split = new QSplitter(Qt::Vertical, this);
    m_split->addWidget(m_browser);
    m_split->addWidget(bitsScroll);
    m_split->setChildrenCollapsible(false);
    m_split->setStretchFactor(0, 3); // the words, and under them the bits of the chosen item
    m_split->setStretchFactor(1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addLayout(fields);
    layout->addWidget(m_split, 1);

    connect(m_codePoint, &QLineEdit::textEdited, this, &PlaygroundPanel::onCodePointEdited);
    connect(m_octets, &QLineEdit::textEdited, this, &PlaygroundPanel::onOctetsEdited);
    // The bit layout follows the character the cursor is after, or the first one selected.
    for (QLineEdit* field : {m_codePoint, m_octets}) {
        const auto follow = [this, field] { followCursor(*field); };
        connect(field, &QLineEdit::cursorPositionChanged, this, follow);
        connect(field, &QLineEdit::selectionChanged, this, follow);
    }
    connect(m_presets, &QComboBox::activated, this, &PlaygroundPanel::onPresetChosen);
    connect(m_profile, &QComboBox::activated, this, &PlaygroundPanel::onProfileChosen);
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        const QString item = url.fragment();
        if (item.startsWith(QLatin1String("item-")))
            select(item.mid(5).toULongLong());
    });
    connect(&PlaygroundInbox::of(document), &PlaygroundInbox::octetsSent, this,
            &PlaygroundPanel::showOctets);

    // Something to look at from the start: é, the classic first example.
    m_codePoint->setText(QStringLiteral("U+00E9"));
    onCodePointEdited(m_codePoint->text());
}

void PlaygroundPanel::showInspection(const Inspection& inspection) {
    // The playground follows the document's profile when it switches, and keeps its own
    // choice otherwise.
    if (inspection.profile == m_documentProfile)
        return;
    m_documentProfile = inspection.profile;
    m_model.setProfile(inspection.profile);
    render();
}

void PlaygroundPanel::showOctets(const std::vector<std::uint8_t>& octets) {
    m_model.setOctets(octets);
    render();
    // Brings the panel forward: its dock shown and raised.
    for (QWidget* w = parentWidget(); w; w = w->parentWidget()) {
        if (auto* dock = qobject_cast<QDockWidget*>(w)) {
            dock->show();
            dock->raise();
            break;
        }
    }
}

QWidget* PlaygroundPanel::focusWhenOpened() {
    m_codePoint->selectAll(); // what is typed replaces the value shown
    return m_codePoint;
}

void PlaygroundPanel::select(std::size_t index) {
    m_model.select(index);
    render();
}

void PlaygroundPanel::resizeEvent(QResizeEvent* event) {
    Panel::resizeEvent(event);
    const Qt::Orientation wanted = width() > 2 * height() ? Qt::Horizontal : Qt::Vertical;
    if (m_split->orientation() != wanted) {
        m_split->setOrientation(wanted);
        // The old heights would be taken for widths: the bits got a sliver beside the words.
        m_split->setSizes(wanted == Qt::Horizontal ? QList<int>{1, 1} : QList<int>{3, 2});
    }
}

QString PlaygroundPanel::text() const {
    return m_browser->toPlainText();
}

void PlaygroundPanel::onCodePointEdited(const QString& text) {
    m_model.setCodePointText(text);
    m_model.selectTypedUpTo(m_codePoint->cursorPosition());
    render();
}

void PlaygroundPanel::onOctetsEdited(const QString& text) {
    m_model.setOctetText(text);
    m_model.selectTypedUpTo(m_octets->cursorPosition());
    render();
}

void PlaygroundPanel::followCursor(const QLineEdit& field) {
    // Only in the field the model reads (the other shows what it makes of it), and not while
    // render() writes the fields.
    const bool read =
        (&field == m_codePoint) == (m_model.direction() == PlaygroundModel::Direction::CodePoints);
    if (m_rendering || !read || field.text() != m_model.typed())
        return;
    const int at = field.hasSelectedText() ? field.selectionStart() + 1 : field.cursorPosition();
    const std::size_t before = m_model.selected();
    m_model.selectTypedUpTo(at);
    if (m_model.selected() != before)
        render();
}

void PlaygroundPanel::onPresetChosen(int index) {
    if (index <= 0 || static_cast<std::size_t>(index) > m_presetList.size())
        return;
    m_model.loadPreset(m_presetList[static_cast<std::size_t>(index - 1)]);
    render();
    const QSignalBlocker blocker(m_presets);
    m_presets->setCurrentIndex(0);
}

void PlaygroundPanel::onProfileChosen() {
    m_model.setProfile(static_cast<Profile>(m_profile->currentData().toInt()));
    render();
}

void PlaygroundPanel::render() {
    const QScopedValueRollback rendering(m_rendering, true);
    {
        const QSignalBlocker profileBlocker(m_profile);
        m_profile->setCurrentIndex(m_profile->findData(static_cast<int>(m_model.profile())));
    }
    // The field not typed in follows: a code point's octets, or the values of the octets.
    if (m_model.direction() == PlaygroundModel::Direction::CodePoints) {
        if (m_codePoint->text() != m_model.typed())
            m_codePoint->setText(m_model.typed());
        QStringList octets;
        for (const CodePointForms& f : m_model.forms()) {
            if (f.utf8.ok())
                octets << fromUtf8(formatOctets(f.utf8.bytes()));
        }
        m_octets->setText(octets.join(QLatin1Char(' ')));
    } else {
        if (m_octets->text() != m_model.typed())
            m_octets->setText(m_model.typed());
        QStringList values;
        for (const WalkUnit& w : m_model.walk())
            values << (w.unit.valid() ? fromUtf8(formatCodePoint(w.unit.codePoint))
                                      : QStringLiteral("U+FFFD"));
        m_codePoint->setText(values.join(QLatin1Char(' ')));
    }
    const int scroll = m_browser->verticalScrollBar()->value();
    m_browser->setHtml(m_model.html());
    m_browser->verticalScrollBar()->setValue(scroll);
    const PlaygroundModel::Layout l = m_model.selectedLayout();
    if (l.octets.empty()) {
        m_bits->clear(m_model.problem());
    } else {
        m_bits->showLayout(layoutBits(l.octets, l.profile), l.profile, 0, l.valid);
    }
}

} // namespace u8scope::ui
