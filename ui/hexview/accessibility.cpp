#include "hexview/accessibility.h"

#include "document/inspection.h"
#include "hexview/hexview.h"
#include "hexview/legendwidget.h"
#include "theme/format.h"
#include "u8scope/codec/explaintext.h"
#include "u8scope/file/window.h"
#include "u8scope/text/hex.h"
#include "words/words.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QPointer>
#include <QStringList>
#include <QWindow>

namespace u8scope::ui {

namespace {

// The words said, translated in the context "Accessibility".
struct Accessibility {
    Q_DECLARE_TR_FUNCTIONS(Accessibility)
};

class HexViewAccessible final : public QAccessibleWidget {
public:
    explicit HexViewAccessible(HexView* view) : QAccessibleWidget(view, QAccessible::Document) {}

    [[nodiscard]] QString text(QAccessible::Text t) const override {
        auto* view = static_cast<HexView*>(widget());
        switch (t) {
        case QAccessible::Value: {
            const auto source = view->source();
            if (!source)
                return Accessibility::tr("No file open");
            if (source->size() == 0)
                return Accessibility::tr("Empty file");
            const auto report = view->mojibakeReport();
            return describeCursor(*source, view->cursor(), view->profile(), report.get());
        }
        case QAccessible::Description:
            return Accessibility::tr(
                "The octets of the file in hex, coloured by their role in UTF-8, beside the "
                "text they decode to. Arrow keys move the cursor; Tab switches between the "
                "hex and the text column.");
        default:
            return QAccessibleWidget::text(t);
        }
    }

    [[nodiscard]] QAccessible::State state() const override {
        QAccessible::State s = QAccessibleWidget::state();
        s.readOnly = true;
        s.focusable = true;
        s.multiLine = true;
        return s;
    }
};

// One class of the legend: a list item named by its class, sample octet and description.
class LegendItemAccessible final : public QAccessibleInterface {
public:
    LegendItemAccessible(LegendWidget* legend, std::size_t index)
        : m_legend(legend), m_index(index) {}

    [[nodiscard]] bool isValid() const override {
        return m_legend && m_index < m_legend->shownClasses().size();
    }
    [[nodiscard]] QObject* object() const override { return nullptr; }
    [[nodiscard]] QWindow* window() const override {
        return m_legend ? m_legend->window()->windowHandle() : nullptr;
    }
    [[nodiscard]] QList<std::pair<QAccessibleInterface*, QAccessible::Relation>>
    relations(QAccessible::Relation) const override {
        return {};
    }
    [[nodiscard]] QAccessibleInterface* focusChild() const override { return nullptr; }
    [[nodiscard]] QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    [[nodiscard]] QAccessibleInterface* parent() const override {
        return QAccessible::queryAccessibleInterface(m_legend.data());
    }
    [[nodiscard]] QAccessibleInterface* child(int) const override { return nullptr; }
    [[nodiscard]] int childCount() const override { return 0; }
    [[nodiscard]] int indexOfChild(const QAccessibleInterface*) const override { return -1; }

    [[nodiscard]] QString text(QAccessible::Text t) const override {
        if (!isValid() || (t != QAccessible::Name && t != QAccessible::Description))
            return {};
        const OctetClass c = m_legend->shownClasses()[m_index];
        if (t == QAccessible::Name) {
            return Accessibility::tr("%1, for example %2")
                .arg(Words::octetClass(c), LegendWidget::sampleOctet(c));
        }
        return fromUtf8(toString(c));
    }
    void setText(QAccessible::Text, const QString&) override {}
    [[nodiscard]] QRect rect() const override {
        if (!isValid())
            return {};
        const QRect local = m_legend->itemRect(m_index);
        return QRect(m_legend->mapToGlobal(local.topLeft()), local.size());
    }
    [[nodiscard]] QAccessible::Role role() const override { return QAccessible::ListItem; }
    [[nodiscard]] QAccessible::State state() const override {
        QAccessible::State s;
        s.readOnly = true;
        s.invisible = !m_legend || !m_legend->isVisible();
        return s;
    }

private:
    QPointer<LegendWidget> m_legend;
    std::size_t m_index;
};

// The legend: a list whose items are the classes shown (six under RFC 3629, eight under the
// legacy profile). The items' interfaces are registered with Qt once each, as Qt expects of
// interfaces it hands out, and removed with the legend's.
class LegendAccessible final : public QAccessibleWidget {
public:
    explicit LegendAccessible(LegendWidget* legend)
        : QAccessibleWidget(legend, QAccessible::List) {}
    ~LegendAccessible() override {
        for (const QAccessible::Id id : m_items)
            QAccessible::deleteAccessibleInterface(id);
    }
    LegendAccessible(const LegendAccessible&) = delete;
    LegendAccessible& operator=(const LegendAccessible&) = delete;

    [[nodiscard]] QString text(QAccessible::Text t) const override {
        if (t != QAccessible::Description && t != QAccessible::Value)
            return QAccessibleWidget::text(t);
        QStringList items;
        for (const OctetClass c : legend()->shownClasses()) {
            items << Accessibility::tr("%1, for example %2: %3")
                         .arg(fromUtf8(toString(c)), LegendWidget::sampleOctet(c),
                              Words::octetClass(c));
        }
        return items.join(QStringLiteral("; "));
    }

    [[nodiscard]] int childCount() const override {
        return static_cast<int>(legend()->shownClasses().size());
    }
    [[nodiscard]] QAccessibleInterface* child(int index) const override {
        if (index < 0 || index >= childCount())
            return nullptr;
        const auto i = static_cast<std::size_t>(index);
        while (m_items.size() <= i) {
            m_items.push_back(QAccessible::registerAccessibleInterface(
                new LegendItemAccessible(legend(), m_items.size())));
        }
        return QAccessible::accessibleInterface(m_items[i]);
    }
    [[nodiscard]] int indexOfChild(const QAccessibleInterface* child) const override {
        for (std::size_t i = 0; i < m_items.size(); ++i) {
            if (QAccessible::accessibleInterface(m_items[i]) == child)
                return static_cast<int>(i) < childCount() ? static_cast<int>(i) : -1;
        }
        return -1;
    }
    [[nodiscard]] QAccessibleInterface* childAt(int x, int y) const override {
        const QPoint local = legend()->mapFromGlobal(QPoint(x, y));
        for (int i = 0; i < childCount(); ++i) {
            if (legend()->itemRect(static_cast<std::size_t>(i)).contains(local))
                return child(i);
        }
        return nullptr;
    }

private:
    [[nodiscard]] LegendWidget* legend() const { return static_cast<LegendWidget*>(widget()); }

    // One interface per position, made when first asked for; a position past the classes shown
    // (after a switch to the strict profile) is kept but invalid until they come back.
    mutable std::vector<QAccessible::Id> m_items;
};

QAccessibleInterface* factory(const QString&, QObject* object) {
    if (auto* view = qobject_cast<HexView*>(object))
        return new HexViewAccessible(view);
    if (auto* legend = qobject_cast<LegendWidget*>(object))
        return new LegendAccessible(legend);
    return nullptr;
}

} // namespace

void installAccessibility() {
    static const bool installed = [] {
        QAccessible::installFactory(factory);
        return true;
    }();
    (void)installed;
}

QString describeCursor(const ByteSource& source, std::uint64_t offset, Profile profile,
                       const MojibakeReport* report) {
    if (offset >= source.size())
        return {};
    const auto window = decodeWindow(source, offset, 1, profile);
    // Mojibake only as the list has it: without the report, no lines are read for it.
    const auto inspection = inspect(source, offset, profile, report, report != nullptr);
    if (!window || !inspection) {
        return Accessibility::tr("Offset %1: cannot be read: %2")
            .arg(number(offset),
                 !window ? ioErrorText(window.error()) : ioErrorText(inspection.error()));
    }
    const std::uint8_t octet = window->bytes.front();
    QString s = Accessibility::tr("Offset %1 (%2): octet %3, %4")
                    .arg(number(offset), hexOffset(offset), hexDigits(octet, 2),
                         Words::octetClass(window->classAt(offset, profile)));
    const Inspection& in = *inspection;
    if (in.info) {
        // "é, U+00E9 LATIN SMALL LETTER E WITH ACUTE"; an invisible character is named already
        // ("U+00A0 NO-BREAK SPACE").
        const std::string shown = characterForSentence(in.info->value);
        const std::string named = formatCodePoint(in.info->value) + " " + in.info->name;
        s += Accessibility::tr("; character %1")
                 .arg(fromUtf8(shown.rfind("U+", 0) == 0 ? shown : shown + ", " + named));
    } else if (in.unit.error) {
        s += Accessibility::tr("; malformed (%1)").arg(fromUtf8(toString(*in.unit.error)));
        if (in.explanation)
            s += QStringLiteral(": ") + fromUtf8(explanationText(*in.explanation).plain);
    }
    if (in.mojibake)
        s += Accessibility::tr("; mojibake: %1").arg(Words::mojibakePlain(*in.mojibake));
    return s;
}

void announceCursor(QWidget* view) {
    // Without a screen reader (no active bridge) updateAccessibility drops the event: the value
    // is not worked out for nothing.
    if (!QAccessible::isActive())
        return;
    if (QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(view)) {
        QAccessibleValueChangeEvent event(view, iface->text(QAccessible::Value));
        QAccessible::updateAccessibility(&event);
    }
}

} // namespace u8scope::ui
