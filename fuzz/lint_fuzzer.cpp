// u8scope-cli lint's output for any text and any file name: each finding as a line
// (cli::lintLine) and as JSON (cli::lintJson), each region of characters outside text the same
// (cli::lintOutsideLine, cli::lintOutsideJson), and the classes of --allow and --deny.
// - a line is one line, well-formed UTF-8 free of every character a terminal would obey or
//   reorder by, and starts "NAME:LINE:COLUMN: CLASS: U+XXXX " with the terminal-safe name;
// - a JSON entry is one valid JSON value, UTF-8, with no raw control;
// - --allow and --deny of any list either fail with a message naming the classes, or report a
//   subset of the classes, the same way twice.
#include "hidden_pieces.h"
#include "json_check.h"
#include "lint.h"
#include "options.h"
#include "output.h"
#include "u8scope/text/hiddenscanner.h"
#include "u8scope/text/hiddentextscanner.h"

namespace u8scope::fuzz {
namespace {

void checkFinding(const std::string& path, const HiddenFinding& f) {
    const std::string line = cli::lintLine(path, f);
    FUZZ_CHECK(!line.empty() && line.back() == '\n' && line.find('\n') == line.size() - 1,
               "not one line: " + formatOctets(bytesOf(line)));
    FUZZ_CHECK(isHarmless(line.substr(0, line.size() - 1)), formatOctets(bytesOf(line)));
    const std::string start = cli::terminalSafe(path) + ":" + std::to_string(f.line) + ":" +
                              std::to_string(f.column) + ": " + std::string(toString(f.cls)) +
                              ": " + formatCodePoint(f.codePoint) + " ";
    FUZZ_CHECK(line.rfind(start, 0) == 0, line);
    const std::string json = cli::lintJson(f);
    FUZZ_CHECK(test::isValidJson(json), json);
    FUZZ_CHECK(isHarmless(json), formatOctets(bytesOf(json)));
}

// The lines and JSON of the regions outside text.
class OutsideLines final : public HiddenSink {
public:
    explicit OutsideLines(const std::string& path) : m_path(path) {}
    void onHidden(const HiddenFinding&) override {}
    void onOutsideText(const HiddenOutsideText& o) override {
        const std::string line = cli::lintOutsideLine(m_path, o);
        FUZZ_CHECK(!line.empty() && line.back() == '\n' && line.find('\n') == line.size() - 1,
                   "not one line: " + formatOctets(bytesOf(line)));
        FUZZ_CHECK(isHarmless(line.substr(0, line.size() - 1)), formatOctets(bytesOf(line)));
        const std::string start = cli::terminalSafe(m_path) + ":" + std::to_string(o.line) + ":" +
                                  std::to_string(o.column) + ": " + std::string(toString(o.kind)) +
                                  ": ";
        FUZZ_CHECK(line.rfind(start, 0) == 0, line);
        const std::string json = cli::lintOutsideJson(o, (1u << kHiddenClassCount) - 1);
        FUZZ_CHECK(test::isValidJson(json), json);
        FUZZ_CHECK(isHarmless(json), formatOctets(bytesOf(json)));
    }

private:
    const std::string& m_path;
};

void checkClasses(const std::string& allow, const std::string& deny) {
    const std::vector<std::string> args = {"lint", "--allow", allow, "--deny", deny, "x"};
    const cli::ParseResult r = cli::parseArguments(args);
    const cli::ParseResult again = cli::parseArguments(args);
    FUZZ_CHECK(r.error == again.error && r.options == again.options, "parsed differently twice");
    if (!r.error.empty()) {
        FUZZ_CHECK(r.error.find("bidi-unterminated") != std::string::npos, r.error);
        return;
    }
    FUZZ_CHECK(r.options.hiddenClasses < (1u << kHiddenClassCount),
               "a class beyond the last: " + std::to_string(r.options.hiddenClasses));
}

} // namespace
} // namespace u8scope::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* input, std::size_t size) {
    using namespace u8scope;
    using namespace u8scope::fuzz;
    FuzzedDataProvider in(input, size);
    const std::string path = in.ConsumeRandomLengthString(64);
    const std::string allow = in.ConsumeRandomLengthString(48);
    const std::string deny = in.ConsumeRandomLengthString(48);
    const bool map = in.ConsumeBool();
    Bytes data = in.ConsumeRemainingBytes<std::uint8_t>();
    if (map)
        data = mapped(data);
    if (data.size() > (std::size_t{1} << 14))
        data.resize(std::size_t{1} << 14);
    for (const HiddenFinding& f : findHidden(data))
        checkFinding(path, f);
    HiddenTextScanner scanner;
    OutsideLines outside(path);
    scanner.feed(data, &outside);
    scanner.finish(&outside);
    checkClasses(allow, deny);
    return 0;
}
