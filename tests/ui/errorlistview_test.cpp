#include "panels/errorlistview.h"
#include "qt_environment.h"

#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <gtest/gtest.h>

namespace u8scope::ui {

namespace {

// A source of `size` FF octets that holds nothing in memory.
class FfSource final : public u8scope::ByteSource {
public:
    explicit FfSource(std::uint64_t size) : m_size(size) {}
    [[nodiscard]] std::uint64_t size() const noexcept override { return m_size; }
    [[nodiscard]] u8scope::Result<std::size_t> read(std::uint64_t offset,
                                                    std::span<std::uint8_t> out) const override {
        if (offset >= m_size)
            return std::size_t{0};
        const auto n =
            static_cast<std::size_t>(std::min<std::uint64_t>(out.size(), m_size - offset));
        std::fill_n(out.begin(), n, std::uint8_t{0xFF});
        return n;
    }
    [[nodiscard]] const std::string& name() const noexcept override { return m_name; }

private:
    std::uint64_t m_size;
    std::string m_name = "ff";
};

// Five billion FF octets, one malformed unit each: more rows than an int can count.
constexpr std::uint64_t kHuge = 5'000'000'000;

std::shared_ptr<u8scope::ErrorIndex> hugeIndex() {
    auto index = std::make_shared<u8scope::ErrorIndex>();
    u8scope::Unit ff;
    ff.offset = 0;
    ff.length = 1;
    ff.error = u8scope::ErrorKind::InvalidOctet;
    index->append(ff, kHuge);
    return index;
}

TEST(ErrorListView, ShowsMoreRowsThanAnIntCanCount) {
    ErrorListView list;
    list.resize(500, 300);
    list.show();
    auto source = std::make_shared<FfSource>(kHuge);
    list.setRows(makeErrorRows(hugeIndex(), source, u8scope::Profile::Rfc3629), source);
    EXPECT_EQ(list.count(), kHuge);
    EXPECT_LE(list.verticalScrollBar()->maximum(), INT_MAX);
    list.grab();

    QSignalSpy activated(&list, &ErrorListView::errorActivated);
    QTest::keyClick(&list, Qt::Key_End);
    ASSERT_EQ(activated.count(), 1);
    EXPECT_EQ(activated.at(0).at(0).toULongLong(), kHuge - 1);
    EXPECT_EQ(activated.at(0).at(1).toULongLong(), kHuge - 1);
    EXPECT_EQ(list.currentRow(), std::optional<std::uint64_t>(kHuge - 1));
    EXPECT_EQ(list.topRow() + static_cast<std::uint64_t>(list.visibleRows()), kHuge);
    EXPECT_EQ(list.verticalScrollBar()->value(), list.verticalScrollBar()->maximum());
    const QString last = list.rowText(kHuge - 1);
    EXPECT_TRUE(last.contains(QStringLiteral("5000000000"))) << last.toStdString();
    EXPECT_TRUE(last.contains(QStringLiteral("FF")));
    list.grab();

    QTest::keyClick(&list, Qt::Key_PageUp);
    EXPECT_LT(*list.currentRow(), kHuge - 1);
    QTest::keyClick(&list, Qt::Key_Home);
    EXPECT_EQ(list.currentRow(), std::optional<std::uint64_t>(0));
    EXPECT_EQ(list.topRow(), 0u);

    // Dragging the scaled scroll bar half way shows rows from the middle.
    list.verticalScrollBar()->setValue(list.verticalScrollBar()->maximum() / 2);
    EXPECT_GT(list.topRow(), kHuge / 2 - kHuge / 100);
    EXPECT_LT(list.topRow(), kHuge / 2 + kHuge / 100);
    list.grab();

    list.setCurrentRow(3'000'000'000);
    EXPECT_LE(list.topRow(), 3'000'000'000u);
    EXPECT_GT(list.topRow() + static_cast<std::uint64_t>(list.visibleRows()), 3'000'000'000u);
}

TEST(ErrorListView, ShowsThePlaceholderWithoutErrors) {
    ErrorListView list;
    list.resize(400, 200);
    list.setPlaceholder(QStringLiteral("Scanning…"));
    EXPECT_EQ(list.count(), 0u);
    QTest::keyClick(&list, Qt::Key_Down); // nothing to move to
    QTest::keyClick(&list, Qt::Key_End);
    EXPECT_FALSE(list.currentRow().has_value());
    list.grab();
}

TEST(ErrorListView, RowsThatCannotBeReadSaySo) {
    ErrorListView list;
    list.resize(400, 200);
    // The index says 10 errors but the source has shrunk to nothing.
    auto index = std::make_shared<u8scope::ErrorIndex>();
    u8scope::Unit ff;
    ff.length = 1;
    ff.error = u8scope::ErrorKind::InvalidOctet;
    index->append(ff, 10);
    auto source = std::make_shared<FfSource>(0);
    list.setRows(makeErrorRows(std::shared_ptr<const u8scope::ErrorIndex>(index), source,
                               u8scope::Profile::Rfc3629),
                 source);
    EXPECT_TRUE(list.rowText(3).contains(QStringLiteral("cannot read")))
        << list.rowText(3).toStdString();
    list.grab();
}

} // namespace

} // namespace u8scope::ui
