// TEMPORARY PLACEHOLDER for the hex view built on the `view` branch; removed when that lands.
// Same API, no painting.
#pragma once

#include "u8scope/profile.h"
#include "u8scope/source.h"

#include <QAbstractScrollArea>
#include <cstdint>
#include <memory>

class HexView : public QAbstractScrollArea {
    Q_OBJECT
public:
    explicit HexView(QWidget* parent = nullptr) : QAbstractScrollArea(parent) {}
    void setSource(std::shared_ptr<const u8scope::ByteSource> source) {
        m_source = std::move(source);
        m_cursor = 0;
        m_from = m_to = 0;
    }
    void setProfile(u8scope::Profile profile) { m_profile = profile; }
    [[nodiscard]] std::uint64_t cursor() const { return m_cursor; }
    void setCursor(std::uint64_t offset) {
        if (!m_source || m_source->size() == 0)
            return;
        m_cursor = std::min(offset, m_source->size() - 1);
        m_from = m_cursor;
        m_to = m_cursor + 1;
        emit cursorMoved(m_cursor);
    }
    void setSelection(std::uint64_t from, std::uint64_t to) {
        m_from = from;
        m_to = to;
        emit selectionChanged(from, to);
    }
    [[nodiscard]] std::uint64_t selectionStart() const { return m_from; }
    [[nodiscard]] std::uint64_t selectionEnd() const { return m_to; }
    void reload() { viewport()->update(); }
    void highlightRange(std::uint64_t from, std::uint64_t to) {
        m_hlFrom = from;
        m_hlTo = to;
    }
    [[nodiscard]] std::uint64_t highlightStart() const { return m_hlFrom; }
    [[nodiscard]] std::uint64_t highlightEnd() const { return m_hlTo; }

public slots:
    void copyHex() {}
    void copyText() {}
    void copyCEscaped() {}
    void copyPythonEscaped() {}

signals:
    void cursorMoved(std::uint64_t offset);
    void selectionChanged(std::uint64_t from, std::uint64_t to);
    void readFailed(QString message);

private:
    std::shared_ptr<const u8scope::ByteSource> m_source;
    u8scope::Profile m_profile = u8scope::kDefaultProfile;
    std::uint64_t m_cursor = 0, m_from = 0, m_to = 0, m_hlFrom = 0, m_hlTo = 0;
};
