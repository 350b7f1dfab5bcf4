// The u8scope core library in one include: the UTF-8 codec (RFC 3629, and the original 1- to
// 6-octet form of ISO/IEC 10646-1 Amendment 2 as a profile), the whole-file scan, explanations of
// malformed units, the legacy code pages, the mojibake engine, and hidden and suspicious
// characters. Plain C++20, no Qt.
//
// The entry points:
//   - FileSource::open / MemorySource (file/source.h): what to read, in 64-bit offsets;
//   - scanSource (scan/scanner.h): count every octet by class (ISO/IEC 10646-1 Annex R, Table 1)
//     and find every malformed unit, on every core, at vector speed;
//   - Decoder, decodeUnit (codec/decoder.h) and encode (codec/encoder.h): one unit at a
//     time, with one U+FFFD per maximal subpart (Unicode Standard §3.9);
//   - explain, explanationText (codec/explain.h, codec/explaintext.h): what is wrong with a
//     malformed unit, as facts and in English;
//   - summarizeFile (file/filesummary.h) and guessEncoding (encoding/encodingguess.h): what kind
//     of file it is;
//   - MojibakeScanner, findMojibake, repairMojibake, MojibakeRepairer (mojibake/mojibake.h): text
//     that went through the wrong encoding, found, explained and repaired; planRepair
//     (mojibake/repairplan.h): what a repair of a file is to do, or why it refuses;
//   - RegionMap, RegionMapper (regions/regionmap.h; ScanOptions::regions): what is where in a
//     file, text by script or code page, binary data, NUL holes, mojibake, malformed clusters;
//   - HiddenScanner, findHidden (text/hiddenscanner.h): bidi controls, invisible characters,
//     look-alike letters and the other classes of text/hidden.h, with line and column; and
//     characterEffect (text/charactereffect.h): what such a character does;
//   - writeReport (report/report.h): the report of a scan as text, JSON or HTML.
// Programs use it through CMake (`find_package(u8scope)`, target u8scope::core) or pkg-config
// (`u8scope`); see docs/library.md.
#pragma once

#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/codec/explain.h"
#include "u8scope/codec/explaintext.h"
#include "u8scope/codec/profile.h"
#include "u8scope/encoding/encodingguess.h"
#include "u8scope/encoding/legacycodec.h"
#include "u8scope/encoding/transcoder.h"
#include "u8scope/file/filesummary.h"
#include "u8scope/file/result.h"
#include "u8scope/file/source.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/mojibake/mojibaketext.h"
#include "u8scope/mojibake/repairplan.h"
#include "u8scope/regions/regionmap.h"
#include "u8scope/report/report.h"
#include "u8scope/scan/scanner.h"
#include "u8scope/text/charactereffect.h"
#include "u8scope/text/charinfo.h"
#include "u8scope/text/hidden.h"
#include "u8scope/text/hiddenscanner.h"
#include "u8scope/text/hiddentext.h"
