<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <source>1 octet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 octets</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>u8scope::ui::BitLayoutPanel</name>
    <message>
        <source>Place the cursor on an octet to see its bits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 announces %2 with its marker %3, but %4 allows at most %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the marker 10 of a continuing octet: it cannot start a sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no valid marker: no UTF-8 first octet begins with seven 1s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: octet %2 breaks the pattern. The first octet announced %3, so a continuing octet 10xxxxxx was expected there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the first octet announced %2, but the input ends after %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2: %3, %4 free bits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2 is overlong: that value fits in %3; the hatched leading 0 bits are wasted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2: the bit pattern is complete, but the value is a UTF-16 surrogate, which UTF-8 must not carry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2: the bit pattern is complete, but the value is beyond U+10FFFF, the last code point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ too long for the profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ 10: a continuing octet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ no such marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ bit %1: expected 10xxxxxx</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0: a single octet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: first of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10: continuing octet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Octet #%1 (%2), bit %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here the octet stops being a valid first octet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A continuing octet must start with 10; this bit breaks that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marker bit: together with the other dark bits it says what the octet is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not part of the value: the octet does not belong to the sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free bit: becomes bit %1 of the value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing: the input ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value bit %1: unknown, its octet is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value bit %1, from octet #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (shortest form: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete: the value cannot be known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>marker bits: what the octet is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free bits: carry the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breaks the pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>u8scope::ui::ErrorListView</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Octets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has shrunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(cannot read: %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>u8scope::ui::FindBar</name>
    <message>
        <source>Find:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex octets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text: its UTF-8 octets. Hex octets: e.g. C3 A9. Code point: e.g. U+20AC, encoded under the current profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▲ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the previous match (Shift+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▼ Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the next match (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type hex octets in pairs, such as C3 A9 or c3a9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a code point such as U+20AC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The octets searched for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type what to find.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrapped around: found at 0x%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found at 0x%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>u8scope::ui::GoToOffsetDialog</name>
    <message>
        <source>Go to Offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset, decimal or hex with 0x (0 to %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty: there is no offset to go to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type an offset, such as 4096 or 0x1000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not an offset: use decimal digits, or hex digits after 0x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is past the end: the file has %2 octets, so the last offset is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>u8scope::ui::HexView</name>
    <message>
        <source>Hex view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file is shorter than when it was opened; it may have changed on disk. Showing what could be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selection is too large to copy: %L1 octets (at most %L2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not copy: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a C string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied 1 octet as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %L1 octets as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;C String</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;Python Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Malformed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset 0x%1 (%2)
Octet %3: %4
%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty file (0 octets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>u8scope::ui::InspectorPanel</name>
    <message>
        <source>No file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a file (Ctrl+O) or drop one here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>u8scope::ui::LegendWidget</name>
    <message>
        <source>Octet class legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2), e.g. octet %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>u8scope::ui::MainWindow</name>
    <message>
        <source>Malformed sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bit layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Demo File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A short file with text in many scripts and one example of every kind of malformed sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>Re&amp;scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan the whole file again for malformed sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;C String</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;Python Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>&amp;Go to Offset…</source>
        <translation>&amp;Gehe zu Position…</translation>
    </message>
    <message>
        <source>&amp;Next Error</source>
        <translation>&amp;Nächster Fehler</translation>
    </message>
    <message>
        <source>&amp;Previous Error</source>
        <translation>&amp;Vorheriger Fehler</translation>
    </message>
    <message>
        <source>&amp;RFC 3629: strict UTF-8, up to U+10FFFF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;ISO/IEC 10646-1:1993: the original UTF-8, 1 to 6 octets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About u8scope</source>
        <translation>Ü&amp;ber u8scope</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Profile</source>
        <translation>&amp;Profil</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Bit Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every malformed sequence, or only those of one kind; F3 and Shift+F3 follow what is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Malformed Sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanning %p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop scanning (the view stays usable; File ▸ Rescan starts again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open “%1”: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Another File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in demo file is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demo.txt (built in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — u8scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is empty: it has no octets to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has 0 octets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in demo cannot change: nothing to reload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reload “%1”: %2. Still showing what could be read before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Reload (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” can no longer be found on disk (%2): it was deleted or renamed. The view shows what can still be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was replaced on disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” shrank on disk from %2 to %3 octets; the octets past the end can no longer be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” grew on disk from %2 to %3 octets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was modified on disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload to see it as it is now and scan it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1 shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanning %1 for malformed sequences… %2% of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scan was cancelled. File ▸ Rescan (Ctrl+R) lists the malformed sequences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading “%1” failed during the scan: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No malformed sequences: “%1” is valid UTF-8 under %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RFC 3629</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ISO/IEC 10646-1:1993</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile: %1 (Profile menu, Ctrl+1 / Ctrl+2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · scanning…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · not scanned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 octets · %2 characters · </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature EF BB BF: yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature EF BB BF: no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the file starts with the UTF-8 signature (byte order mark) EF BB BF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read offset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to show: the octets cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still scanning (%1%): errors can be visited when the scan ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has not been scanned: File ▸ Rescan (Ctrl+R).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still collecting the errors of that kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No malformed sequences of that kind in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No malformed sequences in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error %1 of %2: %3 at %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (only this kind is shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrapped to the first error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrapped to the last error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All kinds (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collecting the “%1” errors…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collecting the “%1” errors… %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of this kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot go to “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter / Shift+Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the find bar: next / previous match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↑ ↓ PgUp PgDn Home End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the error list: move and go to the error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About u8scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;u8scope %1&lt;/h3&gt;&lt;p&gt;A hex and UTF-8 inspector: every octet coloured by its role in UTF-8 (ISO/IEC 10646-1 Annex R, Table 1), every character named, every malformed sequence explained.&lt;/p&gt;&lt;p&gt;Unicode character data: version %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>u8scope::ui::NoticeBar</name>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
