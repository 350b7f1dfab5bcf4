#include "theme/wholeheight.h"

#include <QEvent>
#include <QWidget>

namespace u8scope::ui {

namespace {

class WholeHeight : public QObject {
public:
    explicit WholeHeight(QWidget& widget) : QObject(&widget), m_widget(widget) {
        widget.installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override {
        switch (event->type()) {
        case QEvent::Resize:
        case QEvent::FontChange:
        case QEvent::LayoutRequest:
        case QEvent::Show:
            if (watched == &m_widget)
                fit();
            break;
        default:
            break;
        }
        return false;
    }

private:
    void fit() {
        if (m_widget.isHidden() || m_widget.width() <= 0)
            return;
        // heightForWidth() of a widget is at least its minimum height: ask without it, or the
        // height of a larger font would stay after a zoom out.
        const int before = m_widget.minimumHeight();
        m_widget.setMinimumHeight(0);
        const int height = m_widget.heightForWidth(m_widget.width());
        m_widget.setMinimumHeight(height > 0 ? height : before);
    }

    QWidget& m_widget;
};

} // namespace

void keepWholeHeight(QWidget& widget) {
    new WholeHeight(widget);
}

} // namespace u8scope::ui
