#include "qt_environment.h"

#include <QApplication>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <gtest/gtest.h>
#include <memory>

namespace {

class QtEnvironment : public ::testing::Environment {
public:
    void SetUp() override {
        // Headless unless told otherwise, so that runs on a desktop open no windows.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        useScreenSize();
        static int argc = 1;
        static char name[] = "u8scope_ui_tests";
        static char* argv[] = {name, nullptr};
        m_app = std::make_unique<QApplication>(argc, argv);
        QApplication::setOrganizationName(QStringLiteral("u8scope-tests"));
        QApplication::setApplicationName(QStringLiteral("u8scope-tests"));
        // Settings go to a directory that is thrown away, never to the user's.
        QStandardPaths::setTestModeEnabled(true);
        m_settings = std::make_unique<QTemporaryDir>();
        for (auto format : {QSettings::NativeFormat, QSettings::IniFormat}) {
            QSettings::setPath(format, QSettings::UserScope, m_settings->path());
            QSettings::setPath(format, QSettings::SystemScope, m_settings->path());
        }
    }
    void TearDown() override {
        m_app.reset();
        m_settings.reset();
    }

private:
    // U8SCOPE_TEST_SCREEN=1024x768 gives the headless platform a screen of that size (its own is
    // 800 x 800), for the tests of the window on a projector's screen and a laptop's.
    void useScreenSize() {
        const QByteArray size = qgetenv("U8SCOPE_TEST_SCREEN");
        const QList<QByteArray> wh = size.split('x');
        if (wh.size() != 2 || qgetenv("QT_QPA_PLATFORM") != "offscreen")
            return;
        m_screen = std::make_unique<QTemporaryDir>();
        QFile config(m_screen->filePath(QStringLiteral("screen.json")));
        if (!config.open(QIODevice::WriteOnly))
            return;
        config.write(R"({"screens": [{"name": "screen", "x": 0, "y": 0, "width": )" + wh[0] +
                     R"(, "height": )" + wh[1] + R"(, "logicalDpi": 96, "dpr": 1}]})");
        config.close();
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(config.fileName()));
    }

    std::unique_ptr<QTemporaryDir> m_screen;
    std::unique_ptr<QApplication> m_app;
    std::unique_ptr<QTemporaryDir> m_settings;
};

[[maybe_unused]] ::testing::Environment* const kEnvironment =
    ::testing::AddGlobalTestEnvironment(new QtEnvironment);

} // namespace

namespace testui {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& data) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    f.write(data);
    return path;
}

bool waitFor(const std::function<bool()>& done, int ms) {
    return QTest::qWaitFor(done, ms);
}

} // namespace testui
