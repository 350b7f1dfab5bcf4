#include "theme/fonts.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QStringList>

namespace u8scope::ui {

QString colorEmojiFamily() {
    // Looked up once: the installed fonts do not change while the program runs.
    static const QString family = [] {
        const QStringList families = QFontDatabase::families();
        QString any;
        for (const QString& f : families) {
            if (f.contains(QLatin1String("Color Emoji"), Qt::CaseInsensitive))
                return f;
            if (any.isEmpty() && f.contains(QLatin1String("Emoji"), Qt::CaseInsensitive))
                any = f;
        }
        return any;
    }();
    return family;
}

QFont withColorEmoji(QFont font) {
    const QString emoji = colorEmojiFamily();
    if (emoji.isEmpty() || font.families().contains(emoji))
        return font;
    // The family the font resolves to, not the name asked for: an alias such as "Monospace" is
    // no family, and would leave the emoji font to be the primary one, digits and all.
    font.setFamilies({QFontInfo(font).family(), emoji});
    return font;
}

} // namespace u8scope::ui
