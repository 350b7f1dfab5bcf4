// The demo file is what a first-time user sees: it must show every colour of the legend and
// every kind of malformed sequence, and the copy compiled into the program must be the same.
#include "qt_environment.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/scan/scanner.h"

#include <QFile>
#include <gtest/gtest.h>
#include <set>

static void initResources() {
    Q_INIT_RESOURCE(u8scope);
}

namespace u8scope::ui {

namespace {

TEST(DemoFile, HasEveryErrorKindAndEveryLeadClass) {
    auto opened = u8scope::FileSource::open(U8SCOPE_DEMO_FILE);
    ASSERT_TRUE(opened) << opened.error().message();
    const auto strict = u8scope::scanSource(**opened, u8scope::Profile::Rfc3629);
    for (int k = 0; k < u8scope::kErrorKindCount; ++k) {
        const auto kind = static_cast<u8scope::ErrorKind>(k);
        EXPECT_GT(strict.stats.count(kind), 0u) << u8scope::toString(kind);
    }
    using C = u8scope::OctetClass;
    for (C c :
         {C::Lead1, C::Lead2, C::Lead3, C::Lead4, C::Continuation, C::Malformed, C::NeverValid}) {
        EXPECT_GT(strict.stats.count(c), 0u) << u8scope::toString(c);
    }
    EXPECT_TRUE(strict.stats.signature);

    // The original profile accepts the 5- and 6-octet forms.
    const auto legacy = u8scope::scanSource(**opened, u8scope::Profile::Iso10646_1993);
    EXPECT_GT(legacy.stats.count(C::Lead5), 0u);
    EXPECT_GT(legacy.stats.count(C::Lead6), 0u);
}

TEST(DemoFile, ShowsMojibakeThroughSeveralCodecsADoubleRoundLostSpacesAndCesu8) {
    QFile file(QStringLiteral(U8SCOPE_DEMO_FILE));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray octets = file.readAll();
    const auto findings = findMojibake(std::string_view(octets.constData(), octets.size()));
    std::set<CodecId> codecs;
    bool twoRounds = false;
    bool lostSpace = false;
    bool cesu8 = false;
    for (const MojibakeFinding& f : findings) {
        if (f.kind == MojibakeKind::Reencoded)
            codecs.insert(f.codec.id());
        twoRounds = twoRounds || f.rounds == 2;
        lostSpace = lostSpace || f.kind == MojibakeKind::LostNoBreakSpace;
        cesu8 = cesu8 || f.kind == MojibakeKind::SurrogatePair;
    }
    for (const CodecId c : {CodecId::Windows1252, CodecId::Windows1251, CodecId::MacRoman,
                            CodecId::Windows1250, CodecId::Ibm437})
        EXPECT_TRUE(codecs.contains(c)) << static_cast<int>(c);
    EXPECT_TRUE(twoRounds);
    EXPECT_TRUE(lostSpace);
    EXPECT_TRUE(cesu8);
}

TEST(DemoFile, BuiltInCopyMatchesTheFile) {
    initResources();
    QFile builtIn(QStringLiteral(":/u8scope/demo/demo.txt"));
    ASSERT_TRUE(builtIn.open(QIODevice::ReadOnly));
    QFile file(QStringLiteral(U8SCOPE_DEMO_FILE));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(builtIn.readAll(), file.readAll());
}

} // namespace

} // namespace u8scope::ui
