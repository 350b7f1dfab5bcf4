// The list of analyses every Document runs in the background (see analysis.h). Add a line per
// analysis, e.g. &makeAnalysisJob<kMojibakeFindings>.
#include "document/analysis.h"
#include "document/mojibakereport.h"

namespace u8scope::ui {

const std::vector<AnalysisFactory>& analyses() {
    static const std::vector<AnalysisFactory> list = {
        &makeAnalysisJob<kMojibakeFindings>,
    };
    return list;
}

} // namespace u8scope::ui
