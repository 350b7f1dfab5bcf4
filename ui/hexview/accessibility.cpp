#include "hexview/accessibility.h"

#include "document/inspection.h"
#include "hexview/hexview.h"
#include "hexview/legendwidget.h"
#include "theme/format.h"
#include "u8scope/explaintext.h"
#include "u8scope/hex.h"
#include "u8scope/window.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QStringList>

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
            return describeCursor(*source, view->cursor(), view->profile());
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

class LegendAccessible final : public QAccessibleWidget {
public:
    explicit LegendAccessible(LegendWidget* legend)
        : QAccessibleWidget(legend, QAccessible::List) {}

    [[nodiscard]] QString text(QAccessible::Text t) const override {
        if (t != QAccessible::Description && t != QAccessible::Value)
            return QAccessibleWidget::text(t);
        auto* legend = static_cast<LegendWidget*>(widget());
        QStringList items;
        for (const OctetClass c : legend->shownClasses()) {
            items << Accessibility::tr("%1, for example %2: %3")
                         .arg(fromUtf8(toString(c)), LegendWidget::sampleOctet(c),
                              fromUtf8(describe(c)));
        }
        return items.join(QStringLiteral("; "));
    }
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

QString describeCursor(const ByteSource& source, std::uint64_t offset, Profile profile) {
    if (offset >= source.size())
        return {};
    const auto window = decodeWindow(source, offset, 1, profile);
    const auto inspection = inspect(source, offset, profile);
    if (!window || !inspection) {
        return Accessibility::tr("Offset %1: cannot be read: %2")
            .arg(number(offset),
                 fromUtf8(!window ? window.error().message() : inspection.error().message()));
    }
    const std::uint8_t octet = window->bytes.front();
    QString s = Accessibility::tr("Offset %1 (%2): octet %3, %4")
                    .arg(number(offset), hexOffset(offset), hexDigits(octet, 2),
                         fromUtf8(describe(window->classAt(offset, profile))));
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
