#include "document/errorrows.h"

namespace u8scope::ui {

namespace {

class IndexRows final : public ErrorRows {
public:
    IndexRows(std::shared_ptr<const ErrorIndex> index, std::shared_ptr<const ByteSource> source,
              Profile profile)
        : m_index(std::move(index)), m_source(std::move(source)), m_profile(profile) {}
    [[nodiscard]] std::uint64_t count() const override { return m_index->size(); }
    [[nodiscard]] Result<Unit> at(std::uint64_t i) const override {
        return m_index->at(i, *m_source, m_profile);
    }
    [[nodiscard]] Result<std::uint64_t> firstEndingAfter(std::uint64_t offset) const override {
        return m_index->firstAfter(offset, *m_source, m_profile);
    }

private:
    std::shared_ptr<const ErrorIndex> m_index;
    std::shared_ptr<const ByteSource> m_source;
    Profile m_profile;
};

} // namespace

Result<std::uint64_t> ErrorRows::startOf(std::uint64_t i) const {
    auto unit = at(i);
    if (!unit)
        return unit.error();
    return unit->offset;
}

std::shared_ptr<const ErrorRows> makeErrorRows(std::shared_ptr<const ErrorIndex> index,
                                               std::shared_ptr<const ByteSource> source,
                                               Profile profile) {
    return std::make_shared<IndexRows>(std::move(index), std::move(source), profile);
}

} // namespace u8scope::ui
