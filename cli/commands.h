// The commands of u8scope-cli; each returns the exit status (see cli.h).
#pragma once

#include "options.h"

namespace u8scope::cli {

int runCheck(const Options& options);
int runScan(const Options& options);
int runDecode(const Options& options);
int runEncode(const Options& options);
int runDump(const Options& options);
int runTable(const Options& options);
int runMojibake(const Options& options);
int runFix(const Options& options);

} // namespace u8scope::cli
