// The Playground panel: type a code point (or paste characters) and see its UTF-8, bit by bit,
// with the arithmetic of Annex R Table 4, its UTF-16 and UCS-4 forms and its name; or type octets
// and watch the decoder walk them, with where each maximal subpart ends and why. Both fields
// follow each other (typing a code point shows its octets, and back); a profile switch of its
// own shows the 5- and 6-octet forms of 1993; presets load the edges of every length and the
// classic malformed sequences; Edit ▸ Send Selection to Playground brings octets from the hex
// view (PlaygroundInbox). Clicking an item shows its bits in the bit layout below.
#pragma once

#include "feature/tool.h"
#include "panels/panel.h"
#include "teach/playgroundmodel.h"

#include <QObject>
#include <vector>

class QComboBox;
class QLineEdit;
class QSplitter;
class QTextBrowser;

namespace u8scope::ui {

class BitLayoutView;
class Document;

/// Where the window sends octets for the playground (the hex view's selection): the teaching
/// feature's tool (feature/tool.h), one per document, made on first use as a child of it, so
/// that neither the document nor the window needs to know the playground.
class PlaygroundInbox : public Tool {
    Q_OBJECT
public:
    [[nodiscard]] static PlaygroundInbox& of(Document& document) {
        return Tool::of<PlaygroundInbox>(document);
    }
    /// Sends the document's selection (at most kMaxOctets of it); false with nothing selected.
    bool sendSelection();
    static constexpr std::uint64_t kMaxOctets = 64;

signals:
    void octetsSent(const std::vector<std::uint8_t>& octets);

private:
    friend class Tool;
    explicit PlaygroundInbox(Document& document) : Tool(document) {}
};

class PlaygroundPanel : public Panel {
    Q_OBJECT
public:
    explicit PlaygroundPanel(Document& document, QWidget* parent = nullptr);

    [[nodiscard]] QString id() const override { return QStringLiteral("playground"); }
    [[nodiscard]] QString title() const override { return tr("Playground"); }
    [[nodiscard]] QKeySequence shortcut() const override { return {Qt::CTRL | Qt::Key_U}; }
    [[nodiscard]] bool shownAtFirst() const override { return false; }
    /// Half the window: the walk and the bits read whole; the code point field takes the keys.
    [[nodiscard]] double heightWhenOpened() const override { return 0.5; }
    [[nodiscard]] QWidget* focusWhenOpened() override;
    void showInspection(const Inspection& inspection) override;
    void showBlank(const Blank&) override {}

    [[nodiscard]] const PlaygroundModel& model() const noexcept { return m_model; }
    [[nodiscard]] QLineEdit* codePointField() const noexcept { return m_codePoint; }
    [[nodiscard]] QLineEdit* octetField() const noexcept { return m_octets; }
    [[nodiscard]] QComboBox* profileBox() const noexcept { return m_profile; }
    [[nodiscard]] QComboBox* presetBox() const noexcept { return m_presets; }
    [[nodiscard]] BitLayoutView* bitLayout() const noexcept { return m_bits; }
    /// What the panel shows, as plain text (for tests).
    [[nodiscard]] QString text() const;

public slots:
    /// Shows octets (from the hex view) and brings the panel forward.
    void showOctets(const std::vector<std::uint8_t>& octets);
    /// Shows item `index` of what is shown in the bit layout.
    void select(std::size_t index);

protected:
    /// Wide and low (under the hex view, in presentation mode), the bits go beside the words.
    void resizeEvent(QResizeEvent* event) override;

private:
    void onCodePointEdited(const QString& text);
    void onOctetsEdited(const QString& text);
    void onPresetChosen(int index);
    void onProfileChosen();
    /// Shows the model: the text, the other field following, the bit layout.
    void render();
    /// Shows the bits of the item at the cursor of `field` (or the first selected).
    void followCursor(const QLineEdit& field);

    PlaygroundModel m_model;
    std::vector<Preset> m_presetList;
    Profile m_documentProfile = kDefaultProfile;
    QComboBox* m_profile;
    QComboBox* m_presets;
    QLineEdit* m_codePoint;
    QLineEdit* m_octets;
    QTextBrowser* m_browser;
    BitLayoutView* m_bits;
    QSplitter* m_split;
    bool m_rendering = false; ///< render() is writing the fields
};

} // namespace u8scope::ui
