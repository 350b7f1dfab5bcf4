<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Accessibility</name>
    <message>
        <source>No file open</source>
        <translation>Keine Datei geöffnet</translation>
    </message>
    <message>
        <source>Empty file</source>
        <translation>Leere Datei</translation>
    </message>
    <message>
        <source>The octets of the file in hex, coloured by their role in UTF-8, beside the text they decode to. Arrow keys move the cursor; Tab switches between the hex and the text column.</source>
        <translation>Die Oktette der Datei in Hex, nach ihrer Rolle in UTF-8 eingefärbt, neben dem Text, zu dem sie dekodiert werden. Die Pfeiltasten bewegen den Cursor; Tab wechselt zwischen Hex- und Textspalte.</translation>
    </message>
    <message>
        <source>%1, for example %2: %3</source>
        <translation>%1, zum Beispiel %2: %3</translation>
    </message>
    <message>
        <source>Offset %1: cannot be read: %2</source>
        <translation>Offset %1: nicht lesbar: %2</translation>
    </message>
    <message>
        <source>Offset %1 (%2): octet %3, %4</source>
        <translation>Offset %1 (%2): Oktett %3, %4</translation>
    </message>
    <message>
        <source>; character %1</source>
        <translation>; Zeichen %1</translation>
    </message>
    <message>
        <source>; malformed (%1)</source>
        <translation>; fehlerhaft (%1)</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Zuletzt &amp;geöffnet</translation>
    </message>
    <message>
        <source>Open &amp;Demo File</source>
        <translation>&amp;Demodatei öffnen</translation>
    </message>
    <message>
        <source>A short file with text in many scripts and one example of every kind of malformed sequence</source>
        <translation>Eine kurze Datei mit Text in vielen Schriften und je einem Beispiel jeder Art fehlerhafter Sequenz</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>Re&amp;scan</source>
        <translation>Erneut &amp;prüfen</translation>
    </message>
    <message>
        <source>Scan the whole file again for malformed sequences</source>
        <translation>Die ganze Datei erneut auf fehlerhafte Sequenzen prüfen</translation>
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
        <source>Copy as &amp;Hex</source>
        <translation>Als &amp;Hex kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;Text</source>
        <translation>Als &amp;Text kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;C String</source>
        <translation>Als &amp;C-String kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;Python Bytes</source>
        <translation>Als &amp;Python-Bytes kopieren</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>&amp;Go to Offset…</source>
        <translation>Zu &amp;Offset springen…</translation>
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
        <translation>&amp;RFC 3629: striktes UTF-8, bis U+10FFFF</translation>
    </message>
    <message>
        <source>&amp;ISO/IEC 10646-1:1993: the original UTF-8, 1 to 6 octets</source>
        <translation>&amp;ISO/IEC 10646-1:1993: das ursprüngliche UTF-8, 1 bis 6 Oktette</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
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
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>Save Repaired &amp;Copy…</source>
        <translation>&amp;Reparierte Kopie speichern…</translation>
    </message>
    <message>
        <source>Save a copy of the file with its mojibake repaired; the file itself is not changed</source>
        <translation>Eine Kopie der Datei mit repariertem Mojibake speichern; die Datei selbst bleibt unverändert</translation>
    </message>
    <message>
        <source>Save as &amp;UTF-8…</source>
        <translation>Als &amp;UTF-8 speichern…</translation>
    </message>
    <message>
        <source>Save a copy of a file in another encoding converted to UTF-8</source>
        <translation>Eine Kopie einer Datei in anderer Kodierung nach UTF-8 umgewandelt speichern</translation>
    </message>
    <message>
        <source>&amp;Export Report…</source>
        <translation>Bericht &amp;exportieren…</translation>
    </message>
    <message>
        <source>Write the summary, every error explained and the mojibake found, as an HTML page or as JSON</source>
        <translation>Die Zusammenfassung, jeden Fehler mit Erklärung und das gefundene Mojibake als HTML-Seite oder als JSON schreiben</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Druc&amp;ken…</translation>
    </message>
    <message>
        <source>Print the rows the hex view shows</source>
        <translation>Die Zeilen drucken, die die Hex-Ansicht zeigt</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>PDF e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Write the rows the hex view shows as a PDF</source>
        <translation>Die Zeilen, die die Hex-Ansicht zeigt, als PDF schreiben</translation>
    </message>
    <message>
        <source>Copy &amp;Repaired Text</source>
        <translation>&amp;Reparierten Text kopieren</translation>
    </message>
    <message>
        <source>Copy the selection as text, with its mojibake repaired</source>
        <translation>Die Auswahl als Text kopieren, mit repariertem Mojibake</translation>
    </message>
    <message>
        <source>Next &amp;Mojibake</source>
        <translation>Nächstes &amp;Mojibake</translation>
    </message>
    <message>
        <source>Previous Mo&amp;jibake</source>
        <translation>Vorheriges Mo&amp;jibake</translation>
    </message>
    <message>
        <source>Read Text &amp;As</source>
        <translation>Text &amp;lesen als</translation>
    </message>
</context>
<context>
    <name>MojibakeRows</name>
    <message>
        <source>%1 → %2, confidence %3</source>
        <translation>%1 → %2, Konfidenz %3</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Cursor offset</source>
        <translation>Offset des Cursors</translation>
    </message>
    <message>
        <source>Scan progress</source>
        <translation>Fortschritt der Prüfung</translation>
    </message>
    <message>
        <source>Scan summary</source>
        <translation>Ergebnis der Prüfung</translation>
    </message>
    <message>
        <source>UTF-8 signature</source>
        <translation>UTF-8-Signatur</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Mojibake</source>
        <translation>Mojibake</translation>
    </message>
</context>
<context>
    <name>u8scope</name>
    <message>
        <source>1 octet</source>
        <translation>1 Oktett</translation>
    </message>
    <message>
        <source>%1 octets</source>
        <translation>%1 Oktette</translation>
    </message>
    <message>
        <source>RFC 3629</source>
        <translation>RFC 3629</translation>
    </message>
    <message>
        <source>ISO/IEC 10646-1:1993</source>
        <translation>ISO/IEC 10646-1:1993</translation>
    </message>
</context>
<context>
    <name>u8scope::ui</name>
    <message>
        <source>Enter / Shift+Enter</source>
        <translation>Enter / Umschalt+Enter</translation>
    </message>
    <message>
        <source>In the find bar: next / previous match</source>
        <translation>In der Suchleiste: nächster / vorheriger Treffer</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Suchleiste schließen</translation>
    </message>
    <message>
        <source>↑ ↓ PgUp PgDn Home End</source>
        <translation>↑ ↓ Bild↑ Bild↓ Pos1 Ende</translation>
    </message>
    <message>
        <source>In the error list: move and go to the error</source>
        <translation>In der Fehlerliste: bewegen und zum Fehler springen</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>About u8scope</source>
        <translation>Über u8scope</translation>
    </message>
    <message>
        <source>&lt;h3&gt;u8scope %1&lt;/h3&gt;&lt;p&gt;A hex and UTF-8 inspector: every octet coloured by its role in UTF-8 (ISO/IEC 10646-1 Annex R, Table 1), every character named, every malformed sequence explained.&lt;/p&gt;&lt;p&gt;Unicode character data: version %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;u8scope %1&lt;/h3&gt;&lt;p&gt;Ein Hex- und UTF-8-Inspektor: jedes Oktett nach seiner Rolle in UTF-8 eingefärbt (ISO/IEC 10646-1 Anhang R, Tabelle 1), jedes Zeichen benannt, jede fehlerhafte Sequenz erklärt.&lt;/p&gt;&lt;p&gt;Unicode-Zeichendaten: Version %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Offset %1</source>
        <translation>Offset %1</translation>
    </message>
    <message>
        <source>No file</source>
        <translation>Keine Datei</translation>
    </message>
    <message>
        <source>%1 · scanning…</source>
        <translation>%1 · wird geprüft…</translation>
    </message>
    <message>
        <source>%1 · not scanned</source>
        <translation>%1 · nicht geprüft</translation>
    </message>
    <message>
        <source>scanning…</source>
        <translation>wird geprüft…</translation>
    </message>
    <message>
        <source>not scanned</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>%1 octets · %2 characters · </source>
        <translation>%1 Oktette · %2 Zeichen · </translation>
    </message>
    <message>
        <source>no errors</source>
        <translation>keine Fehler</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 Fehler</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 Fehler</translation>
    </message>
    <message>
        <source>Signature EF BB BF: yes</source>
        <translation>Signatur EF BB BF: ja</translation>
    </message>
    <message>
        <source>Signature EF BB BF: no</source>
        <translation>Signatur EF BB BF: nein</translation>
    </message>
    <message>
        <source>EF BB BF: yes</source>
        <translation>EF BB BF: ja</translation>
    </message>
    <message>
        <source>EF BB BF: no</source>
        <translation>EF BB BF: nein</translation>
    </message>
    <message>
        <source>Whether the file starts with the UTF-8 signature (byte order mark) EF BB BF</source>
        <translation>Ob die Datei mit der UTF-8-Signatur (Byte Order Mark) EF BB BF beginnt</translation>
    </message>
    <message>
        <source>Profile: %1 (Profile menu, Ctrl+1 / Ctrl+2)</source>
        <translation>Profil: %1 (Menü Profil, Strg+1 / Strg+2)</translation>
    </message>
    <message>
        <source>Not UTF-8: %1</source>
        <translation>Kein UTF-8: %1</translation>
    </message>
    <message>
        <source>Most likely %1; View ▸ Read Text As reads it so, File ▸ Save as UTF-8 converts it</source>
        <translation>Höchstwahrscheinlich %1; Ansicht ▸ Text lesen als liest sie so, Datei ▸ Als UTF-8 speichern wandelt sie um</translation>
    </message>
    <message>
        <source>1 mojibake</source>
        <translation>1 Mojibake-Stelle</translation>
    </message>
    <message>
        <source>%1 mojibake</source>
        <translation>%1 Mojibake-Stellen</translation>
    </message>
    <message>
        <source>Places where text went through the wrong encoding (F4: next; Ctrl+M: the list)</source>
        <translation>Stellen, an denen Text durch die falsche Kodierung gegangen ist (F4: nächste; Strg+M: die Liste)</translation>
    </message>
    <message>
        <source>%1 is the open file: a copy goes to another file, and the open file is never changed.</source>
        <translation>%1 ist die geöffnete Datei: Eine Kopie wird in eine andere Datei geschrieben, die geöffnete Datei wird nie verändert.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Unknown encoding %1</source>
        <translation>Unbekannte Kodierung %1</translation>
    </message>
    <message>
        <source>Select some text first.</source>
        <translation>Wählen Sie zuerst Text aus.</translation>
    </message>
    <message>
        <source>The selection is too large to copy (more than %1).</source>
        <translation>Die Auswahl ist zu groß zum Kopieren (mehr als %1).</translation>
    </message>
    <message>
        <source>Copied the text: no mojibake in the selection</source>
        <translation>Text kopiert: kein Mojibake in der Auswahl</translation>
    </message>
    <message>
        <source>Copied the text with %1 places repaired</source>
        <translation>Text kopiert, %1 Stellen repariert</translation>
    </message>
    <message>
        <source>Save Repaired Copy</source>
        <translation>Reparierte Kopie speichern</translation>
    </message>
    <message>
        <source>Still looking for mojibake.</source>
        <translation>Die Suche nach Mojibake läuft noch.</translation>
    </message>
    <message>
        <source>No file is open.</source>
        <translation>Keine Datei geöffnet.</translation>
    </message>
    <message>
        <source>No mojibake was found: the copy would be the file as it is.</source>
        <translation>Es wurde kein Mojibake gefunden: Die Kopie wäre die unveränderte Datei.</translation>
    </message>
    <message>
        <source>%1 places will be repaired as listed; every other octet is copied as it is. The open file is not changed.</source>
        <translation>%1 Stellen werden wie aufgeführt repariert; alle anderen Oktette werden unverändert kopiert. Die geöffnete Datei wird nicht verändert.</translation>
    </message>
    <message>
        <source>Repairs</source>
        <translation>Reparaturen</translation>
    </message>
    <message>
        <source>&amp;Save Copy…</source>
        <translation>Kopie &amp;speichern…</translation>
    </message>
    <message>
        <source>Saved %1 with %2 places repaired</source>
        <translation>%1 gespeichert, %2 Stellen repariert</translation>
    </message>
    <message>
        <source>Save as UTF-8</source>
        <translation>Als UTF-8 speichern</translation>
    </message>
    <message>
        <source>The file is read as UTF-8 already. To convert it from another encoding, choose one in View ▸ Read Text As.</source>
        <translation>Die Datei wird bereits als UTF-8 gelesen. Um sie aus einer anderen Kodierung umzuwandeln, wählen Sie eine unter Ansicht ▸ Text lesen als.</translation>
    </message>
    <message>
        <source>Save as UTF-8 (from %1)</source>
        <translation>Als UTF-8 speichern (aus %1)</translation>
    </message>
    <message>
        <source>Saved %1 as UTF-8, read as %2</source>
        <translation>%1 als UTF-8 gespeichert, gelesen als %2</translation>
    </message>
    <message>
        <source>Looks like double-encoded UTF-8</source>
        <translation>Sieht aus wie doppelt kodiertes UTF-8</translation>
    </message>
    <message>
        <source>Looks like triple-encoded UTF-8</source>
        <translation>Sieht aus wie dreifach kodiertes UTF-8</translation>
    </message>
    <message>
        <source>Looks like UTF-8 encoded %1 times</source>
        <translation>Sieht aus wie %1-fach kodiertes UTF-8</translation>
    </message>
    <message>
        <source>encoded again</source>
        <translation>erneut kodiert</translation>
    </message>
    <message>
        <source>encoded again, twice over</source>
        <translation>zweimal erneut kodiert</translation>
    </message>
    <message>
        <source>encoded again, %1 times over</source>
        <translation>%1-mal erneut kodiert</translation>
    </message>
    <message>
        <source>&apos;%1&lt;b&gt;%2&lt;/b&gt;%3&apos; is &apos;%1&lt;b&gt;%4&lt;/b&gt;%3&apos; read as %5 and %6.</source>
        <translation>„%1&lt;b&gt;%2&lt;/b&gt;%3“ ist „%1&lt;b&gt;%4&lt;/b&gt;%3“, als %5 gelesen und %6.</translation>
    </message>
    <message>
        <source>A no-break space in it became a plain space on the way.</source>
        <translation>Ein geschütztes Leerzeichen darin wurde unterwegs zu einem einfachen Leerzeichen.</translation>
    </message>
    <message>
        <source>An octet was lost on the way: the character it was part of is U+FFFD.</source>
        <translation>Unterwegs ging ein Oktett verloren: Das Zeichen, zu dem es gehörte, ist U+FFFD.</translation>
    </message>
    <message>
        <source>A surrogate pair in two 3-octet sequences (CESU-8)</source>
        <translation>Ein Surrogatpaar in zwei 3-Oktett-Sequenzen (CESU-8)</translation>
    </message>
    <message>
        <source>U+0000 as Java writes it: C0 80</source>
        <translation>U+0000, wie Java es schreibt: C0 80</translation>
    </message>
    <message>
        <source>Octets of %1 inside UTF-8</source>
        <translation>Oktette in %1 mitten in UTF-8</translation>
    </message>
    <message>
        <source>A C1 control standing for a %1 character</source>
        <translation>Ein C1-Steuerzeichen anstelle eines %1-Zeichens</translation>
    </message>
    <message>
        <source>%1 should read &apos;%2&lt;b&gt;%3&lt;/b&gt;%4&apos;.</source>
        <translation>%1 sollte „%2&lt;b&gt;%3&lt;/b&gt;%4“ lauten.</translation>
    </message>
    <message>
        <source>Span</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>&lt;code&gt;%1&lt;/code&gt; at %2, %3 octets</source>
        <translation>&lt;code&gt;%1&lt;/code&gt; bei %2, %3 Oktette</translation>
    </message>
    <message>
        <source>Repaired</source>
        <translation>Repariert</translation>
    </message>
    <message>
        <source>&lt;code&gt;%1&lt;/code&gt; read as %2 is &apos;%3&apos;, in UTF-8 &lt;code&gt;%4&lt;/code&gt;</source>
        <translation>&lt;code&gt;%1&lt;/code&gt;, als %2 gelesen, ist „%3“, in UTF-8 &lt;code&gt;%4&lt;/code&gt;</translation>
    </message>
    <message>
        <source>then the no-break space (&lt;code&gt;C2 A0&lt;/code&gt;) became a plain space (&lt;code&gt;20&lt;/code&gt;)</source>
        <translation>dann wurde das geschützte Leerzeichen (&lt;code&gt;C2 A0&lt;/code&gt;) zu einem einfachen Leerzeichen (&lt;code&gt;20&lt;/code&gt;)</translation>
    </message>
    <message>
        <source>then an octet %1 could not write was saved as &apos;?&apos; or U+FFFD</source>
        <translation>dann wurde ein Oktett, das %1 nicht schreiben konnte, als „?“ oder U+FFFD gespeichert</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Wie</translation>
    </message>
    <message>
        <source> (%1 give the same)</source>
        <translation> (%1 ergeben dasselbe)</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Konfidenz</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::BitLayoutPanel</name>
    <message>
        <source>Place the cursor on an octet to see its bits.</source>
        <translation>Setzen Sie den Cursor auf ein Oktett, um seine Bits zu sehen.</translation>
    </message>
    <message>
        <source>%1 announces %2 with its marker %3, but %4 allows at most %5.</source>
        <translation>%1 kündigt mit seiner Kennung %3 %2 an, aber %4 erlaubt höchstens %5.</translation>
    </message>
    <message>
        <source>%1 has the marker 10 of a continuing octet: it cannot start a sequence.</source>
        <translation>%1 hat die Kennung 10 eines Fortsetzungsoktetts: Damit kann keine Sequenz beginnen.</translation>
    </message>
    <message>
        <source>%1 has no valid marker: no UTF-8 first octet begins with seven 1s.</source>
        <translation>%1 hat keine gültige Kennung: Kein UTF-8-Startoktett beginnt mit sieben Einsen.</translation>
    </message>
    <message>
        <source>%1: octet %2 breaks the pattern. The first octet announced %3, so a continuing octet 10xxxxxx was expected there.</source>
        <translation>%1: Oktett %2 bricht das Muster. Das Startoktett hat %3 angekündigt, daher wurde dort ein Fortsetzungsoktett 10xxxxxx erwartet.</translation>
    </message>
    <message>
        <source>%1: the first octet announced %2, but the input ends after %3.</source>
        <translation>%1: Das Startoktett hat %2 angekündigt, aber die Eingabe endet nach %3.</translation>
    </message>
    <message>
        <source>%1 → %2: %3, %4 free bits.</source>
        <translation>%1 → %2: %3, %4 freie Bits.</translation>
    </message>
    <message>
        <source>%1 → %2 is overlong: that value fits in %3; the hatched leading 0 bits are wasted.</source>
        <translation>%1 → %2 ist überlang: Der Wert passt in %3; die schraffierten führenden 0-Bits sind verschwendet.</translation>
    </message>
    <message>
        <source>%1 → %2: the bit pattern is complete, but the value is a UTF-16 surrogate, which UTF-8 must not carry.</source>
        <translation>%1 → %2: Das Bitmuster ist vollständig, aber der Wert ist ein UTF-16-Surrogat, das UTF-8 nicht enthalten darf.</translation>
    </message>
    <message>
        <source>%1 → %2: the bit pattern is complete, but the value is beyond U+10FFFF, the last code point.</source>
        <translation>%1 → %2: Das Bitmuster ist vollständig, aber der Wert liegt jenseits von U+10FFFF, dem letzten Codepunkt.</translation>
    </message>
    <message>
        <source>✗ too long for the profile</source>
        <translation>✗ zu lang für das Profil</translation>
    </message>
    <message>
        <source>✗ 10: a continuing octet</source>
        <translation>✗ 10: ein Fortsetzungsoktett</translation>
    </message>
    <message>
        <source>✗ no such marker</source>
        <translation>✗ keine solche Kennung</translation>
    </message>
    <message>
        <source>✗ bit %1: expected 10xxxxxx</source>
        <translation>✗ Bit %1: 10xxxxxx erwartet</translation>
    </message>
    <message>
        <source>0: a single octet</source>
        <translation>0: ein einzelnes Oktett</translation>
    </message>
    <message>
        <source>%1: first of %2</source>
        <translation>%1: erstes von %2</translation>
    </message>
    <message>
        <source>10: continuing octet</source>
        <translation>10: Fortsetzungsoktett</translation>
    </message>
    <message>
        <source>Octet #%1 (%2), bit %3 = %4</source>
        <translation>Oktett Nr. %1 (%2), Bit %3 = %4</translation>
    </message>
    <message>
        <source>Here the octet stops being a valid first octet.</source>
        <translation>Ab hier ist das Oktett kein gültiges Startoktett mehr.</translation>
    </message>
    <message>
        <source>A continuing octet must start with 10; this bit breaks that.</source>
        <translation>Ein Fortsetzungsoktett muss mit 10 beginnen; dieses Bit verletzt das.</translation>
    </message>
    <message>
        <source>Marker bit: together with the other dark bits it says what the octet is.</source>
        <translation>Kennbit: Zusammen mit den anderen dunklen Bits gibt es an, was für ein Oktett das ist.</translation>
    </message>
    <message>
        <source>Not part of the value: the octet does not belong to the sequence.</source>
        <translation>Nicht Teil des Werts: Das Oktett gehört nicht zur Sequenz.</translation>
    </message>
    <message>
        <source>Free bit: becomes bit %1 of the value.</source>
        <translation>Freies Bit: wird Bit %1 des Werts.</translation>
    </message>
    <message>
        <source>bit</source>
        <translation>Bit</translation>
    </message>
    <message>
        <source>missing: the input ends</source>
        <translation>fehlt: Die Eingabe endet</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Value bit %1: unknown, its octet is missing</source>
        <translation>Wertbit %1: unbekannt, sein Oktett fehlt</translation>
    </message>
    <message>
        <source>Value bit %1, from octet #%2</source>
        <translation>Wertbit %1, aus Oktett Nr. %2</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>  (shortest form: %1)</source>
        <translation>  (kürzeste Form: %1)</translation>
    </message>
    <message>
        <source>incomplete: the value cannot be known</source>
        <translation>unvollständig: Der Wert lässt sich nicht bestimmen</translation>
    </message>
    <message>
        <source>marker bits: what the octet is</source>
        <translation>Kennbits: was für ein Oktett es ist</translation>
    </message>
    <message>
        <source>free bits: carry the value</source>
        <translation>freie Bits: tragen den Wert</translation>
    </message>
    <message>
        <source>breaks the pattern</source>
        <translation>bricht das Muster</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>Bit Layout</source>
        <translation>Bitaufbau</translation>
    </message>
    <message>
        <source>Bit layout</source>
        <translation>Bitaufbau</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <source>Nothing to show: the octets cannot be read.</source>
        <translation>Nichts anzuzeigen: Die Oktette können nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::Document</name>
    <message>
        <source>No file</source>
        <translation>Keine Datei</translation>
    </message>
    <message>
        <source>Open a file (Ctrl+O) or drop one here.</source>
        <translation>Öffnen Sie eine Datei (Strg+O) oder ziehen Sie eine hierher.</translation>
    </message>
    <message>
        <source>Cannot open “%1”: %2.</source>
        <translation>„%1“ kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>The built-in demo cannot change: nothing to reload.</source>
        <translation>Die eingebaute Demo kann sich nicht ändern: Es gibt nichts neu zu laden.</translation>
    </message>
    <message>
        <source>Cannot reload “%1”: %2. Still showing what could be read before.</source>
        <translation>„%1“ kann nicht neu geladen werden: %2. Angezeigt wird weiterhin, was zuvor gelesen werden konnte.</translation>
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation>%1 neu geladen</translation>
    </message>
    <message>
        <source>“%1” is empty: it has no octets to show.</source>
        <translation>„%1“ ist leer: Es gibt keine Oktette anzuzeigen.</translation>
    </message>
    <message>
        <source>Reload (F5)</source>
        <translation>Neu laden (F5)</translation>
    </message>
    <message>
        <source>“%1” can no longer be found on disk (%2): it was deleted or renamed. The view shows what can still be read.</source>
        <translation>„%1“ ist auf dem Datenträger nicht mehr zu finden (%2): Die Datei wurde gelöscht oder umbenannt. Die Ansicht zeigt, was noch gelesen werden kann.</translation>
    </message>
    <message>
        <source>“%1” was replaced on disk.</source>
        <translation>„%1“ wurde auf dem Datenträger ersetzt.</translation>
    </message>
    <message>
        <source>“%1” shrank on disk from %2 to %3 octets; the octets past the end can no longer be read.</source>
        <translation>„%1“ ist auf dem Datenträger von %2 auf %3 Oktette geschrumpft; die Oktette hinter dem Ende können nicht mehr gelesen werden.</translation>
    </message>
    <message>
        <source>“%1” grew on disk from %2 to %3 octets.</source>
        <translation>„%1“ ist auf dem Datenträger von %2 auf %3 Oktette gewachsen.</translation>
    </message>
    <message>
        <source>“%1” was modified on disk.</source>
        <translation>„%1“ wurde auf dem Datenträger geändert.</translation>
    </message>
    <message>
        <source>Reload to see it as it is now and scan it again.</source>
        <translation>Laden Sie die Datei neu, um sie im aktuellen Zustand zu sehen und erneut zu prüfen.</translation>
    </message>
    <message>
        <source>Scan cancelled</source>
        <translation>Prüfung abgebrochen</translation>
    </message>
    <message>
        <source>Reading “%1” failed during the scan: %2.</source>
        <translation>Das Lesen von „%1“ ist während der Prüfung fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>Lesefehler: %1</translation>
    </message>
    <message>
        <source>No file is open.</source>
        <translation>Keine Datei geöffnet.</translation>
    </message>
    <message>
        <source>Still scanning (%1%): errors can be visited when the scan ends.</source>
        <translation>Die Prüfung läuft noch (%1 %): Die Fehler lassen sich ansteuern, sobald sie beendet ist.</translation>
    </message>
    <message>
        <source>The file has not been scanned: File ▸ Rescan (Ctrl+R).</source>
        <translation>Die Datei wurde nicht geprüft: Datei ▸ Erneut prüfen (Strg+R).</translation>
    </message>
    <message>
        <source>Still collecting the errors of that kind.</source>
        <translation>Die Fehler dieser Art werden noch gesammelt.</translation>
    </message>
    <message>
        <source>No malformed sequences of that kind in %1.</source>
        <translation>Keine fehlerhaften Sequenzen dieser Art in %1.</translation>
    </message>
    <message>
        <source>No malformed sequences in %1.</source>
        <translation>Keine fehlerhaften Sequenzen in %1.</translation>
    </message>
    <message>
        <source>%1 %2 of %3 at %4 (of %5 errors in all)</source>
        <translation>%1 %2 von %3 bei %4 (von insgesamt %5 Fehlern)</translation>
    </message>
    <message>
        <source>Error %1 of %2: %3 at %4</source>
        <translation>Fehler %1 von %2: %3 bei %4</translation>
    </message>
    <message>
        <source>Wrapped to the first error</source>
        <translation>Weiter beim ersten Fehler</translation>
    </message>
    <message>
        <source>Wrapped to the last error</source>
        <translation>Weiter beim letzten Fehler</translation>
    </message>
    <message>
        <source>Empty file</source>
        <translation>Leere Datei</translation>
    </message>
    <message>
        <source>“%1” has 0 octets.</source>
        <translation>„%1“ hat 0 Oktette.</translation>
    </message>
    <message>
        <source>Cannot read offset %1</source>
        <translation>Offset %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>The text column reads the octets as %1.</source>
        <translation>Die Textspalte liest die Oktette als %1.</translation>
    </message>
    <message>
        <source>The text column reads the octets as UTF-8.</source>
        <translation>Die Textspalte liest die Oktette als UTF-8.</translation>
    </message>
    <message>
        <source>Mojibake %1 of %2: %3</source>
        <translation>Mojibake %1 von %2: %3</translation>
    </message>
    <message>
        <source>Still looking for mojibake.</source>
        <translation>Die Suche nach Mojibake läuft noch.</translation>
    </message>
    <message>
        <source>No mojibake in %1.</source>
        <translation>Kein Mojibake in %1.</translation>
    </message>
    <message>
        <source>Wrapped to the first</source>
        <translation>Weiter beim ersten</translation>
    </message>
    <message>
        <source>Wrapped to the last</source>
        <translation>Weiter beim letzten</translation>
    </message>
    <message>
        <source>%1 is not UTF-8: it is %2 (it starts with its byte order mark).</source>
        <translation>%1 ist kein UTF-8: Die Datei ist %2 (sie beginnt mit dessen Byte Order Mark).</translation>
    </message>
    <message>
        <source>%1 is not UTF-8: it is most likely %2 (%3 % sure).</source>
        <translation>%1 ist kein UTF-8: Die Datei ist höchstwahrscheinlich %2 (zu %3 % sicher).</translation>
    </message>
    <message>
        <source>%1 is not UTF-8: it may be %2.</source>
        <translation>%1 ist kein UTF-8: Die Datei ist möglicherweise %2.</translation>
    </message>
    <message>
        <source>View as %1</source>
        <translation>Als %1 anzeigen</translation>
    </message>
    <message>
        <source>Save as UTF-8…</source>
        <translation>Als UTF-8 speichern…</translation>
    </message>
    <message>
        <source>1 place looks like UTF-8 that was read as %1 and saved again.</source>
        <translation>1 Stelle sieht aus wie UTF-8, das als %1 gelesen und wieder gespeichert wurde.</translation>
    </message>
    <message>
        <source>%1 places look like UTF-8 that was read as %2 and saved again.</source>
        <translation>%1 Stellen sehen aus wie UTF-8, das als %2 gelesen und wieder gespeichert wurde.</translation>
    </message>
    <message>
        <source>%1 places hold text that went through the wrong encoding; the commonest: UTF-8 read as %2 and saved again (%3).</source>
        <translation>%1 Stellen enthalten Text, der durch die falsche Kodierung gegangen ist; am häufigsten: UTF-8, als %2 gelesen und wieder gespeichert (%3).</translation>
    </message>
    <message>
        <source>1 place holds text that went through the wrong encoding.</source>
        <translation>1 Stelle enthält Text, der durch die falsche Kodierung gegangen ist.</translation>
    </message>
    <message>
        <source>%1 places hold text that went through the wrong encoding.</source>
        <translation>%1 Stellen enthalten Text, der durch die falsche Kodierung gegangen ist.</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <source>Save Repaired Copy…</source>
        <translation>Reparierte Kopie speichern…</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::ErrorListView</name>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>Octets</source>
        <translation>Oktette</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>No file</source>
        <translation>Keine Datei</translation>
    </message>
    <message>
        <source>the file has shrunk</source>
        <translation>die Datei ist geschrumpft</translation>
    </message>
    <message>
        <source>(cannot read: %1)</source>
        <translation>(nicht lesbar: %1)</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::ErrorsPanel</name>
    <message>
        <source>Malformed sequences</source>
        <translation>Fehlerhafte Sequenzen</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Anzeigen:</translation>
    </message>
    <message>
        <source>Show every malformed sequence, or only those of one kind; F3 and Shift+F3 follow what is shown</source>
        <translation>Alle fehlerhaften Sequenzen anzeigen oder nur die einer Art; F3 und Umschalt+F3 folgen der Auswahl</translation>
    </message>
    <message>
        <source>Malformed Sequences</source>
        <translation>Fehlerhafte Sequenzen</translation>
    </message>
    <message>
        <source>: %1 shown</source>
        <translation>: %1 angezeigt</translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>Scanning %1 for malformed sequences… %2% of %3</source>
        <translation>%1 wird auf fehlerhafte Sequenzen geprüft… %2 % von %3</translation>
    </message>
    <message>
        <source>The scan was cancelled. File ▸ Rescan (Ctrl+R) lists the malformed sequences.</source>
        <translation>Die Prüfung wurde abgebrochen. Datei ▸ Erneut prüfen (Strg+R) listet die fehlerhaften Sequenzen auf.</translation>
    </message>
    <message>
        <source>Collecting the “%1” errors… %2%</source>
        <translation>Fehler der Art „%1“ werden gesammelt… %2 %</translation>
    </message>
    <message>
        <source>Collecting the “%1” errors…</source>
        <translation>Fehler der Art „%1“ werden gesammelt…</translation>
    </message>
    <message>
        <source>None of this kind.</source>
        <translation>Keine dieser Art.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <source>No malformed sequences: “%1” is valid UTF-8 under %2.</source>
        <translation>Keine fehlerhaften Sequenzen: „%1“ ist gültiges UTF-8 nach %2.</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>All kinds (%1)</source>
        <translation>Alle Arten (%1)</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::Exporter</name>
    <message>
        <source>Writing the report… %1 %</source>
        <translation>Der Bericht wird geschrieben… %1 %</translation>
    </message>
    <message>
        <source>HTML page (*.html *.htm)</source>
        <translation>HTML-Seite (*.html *.htm)</translation>
    </message>
    <message>
        <source>JSON, as u8scope-cli scan --json (*.json)</source>
        <translation>JSON, wie u8scope-cli scan --json (*.json)</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Writing the report %1…</source>
        <translation>Der Bericht %1 wird geschrieben…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>Cannot print to %1.</source>
        <translation>Drucken auf %1 nicht möglich.</translation>
    </message>
    <message>
        <source>Printed the rows shown.</source>
        <translation>Die angezeigten Zeilen wurden gedruckt.</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot write the PDF %1: %2</source>
        <translation>Das PDF %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Wrote the PDF %1</source>
        <translation>PDF %1 geschrieben</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::FindBar</name>
    <message>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Hex octets</source>
        <translation>Hex-Oktette</translation>
    </message>
    <message>
        <source>Code point</source>
        <translation>Codepunkt</translation>
    </message>
    <message>
        <source>Text: its UTF-8 octets. Hex octets: e.g. C3 A9. Code point: e.g. U+20AC, encoded under the current profile.</source>
        <translation>Text: seine UTF-8-Oktette. Hex-Oktette: z. B. C3 A9. Codepunkt: z. B. U+20AC, kodiert nach dem aktuellen Profil.</translation>
    </message>
    <message>
        <source>▲ Previous</source>
        <translation>▲ Vorheriger</translation>
    </message>
    <message>
        <source>Find the previous match (Shift+Enter)</source>
        <translation>Vorherigen Treffer suchen (Umschalt+Enter)</translation>
    </message>
    <message>
        <source>▼ Next</source>
        <translation>▼ Nächster</translation>
    </message>
    <message>
        <source>Find the next match (Enter)</source>
        <translation>Nächsten Treffer suchen (Enter)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Suchleiste schließen (Esc)</translation>
    </message>
    <message>
        <source>Type hex octets in pairs, such as C3 A9 or c3a9.</source>
        <translation>Geben Sie Hex-Oktette paarweise ein, etwa C3 A9 oder c3a9.</translation>
    </message>
    <message>
        <source>Type a code point such as U+20AC.</source>
        <translation>Geben Sie einen Codepunkt ein, etwa U+20AC.</translation>
    </message>
    <message>
        <source>The octets searched for</source>
        <translation>Die gesuchten Oktette</translation>
    </message>
    <message>
        <source>No file is open.</source>
        <translation>Keine Datei geöffnet.</translation>
    </message>
    <message>
        <source>Type what to find.</source>
        <translation>Geben Sie ein, wonach gesucht werden soll.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>Search cancelled.</source>
        <translation>Suche abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>Lesefehler: %1</translation>
    </message>
    <message>
        <source>Not found: %1</source>
        <translation>Nicht gefunden: %1</translation>
    </message>
    <message>
        <source>Wrapped around: found at %1</source>
        <translation>Am anderen Ende weitergesucht: gefunden bei %1</translation>
    </message>
    <message>
        <source>Found at %1</source>
        <translation>Gefunden bei %1</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::GoToOffsetDialog</name>
    <message>
        <source>Go to Offset</source>
        <translation>Zu Offset springen</translation>
    </message>
    <message>
        <source>Offset, decimal or hex with 0x (0 to %1):</source>
        <translation>Offset, dezimal oder hexadezimal mit 0x (0 bis %1):</translation>
    </message>
    <message>
        <source>The file is empty: there is no offset to go to.</source>
        <translation>Die Datei ist leer: Es gibt keinen Offset, zu dem gesprungen werden kann.</translation>
    </message>
    <message>
        <source>Type an offset, such as 4096 or 0x1000.</source>
        <translation>Geben Sie einen Offset ein, etwa 4096 oder 0x1000.</translation>
    </message>
    <message>
        <source>“%1” is not an offset: use decimal digits, or hex digits after 0x.</source>
        <translation>„%1“ ist kein Offset: Verwenden Sie Dezimalziffern oder Hexadezimalziffern nach 0x.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <source>%1 is past the end: the file has %2 octets, so the last offset is %3.</source>
        <translation>%1 liegt hinter dem Ende: Die Datei hat %2 Oktette, der letzte Offset ist also %3.</translation>
    </message>
    <message>
        <source>Offset %1</source>
        <translation>Offset %1</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::HexView</name>
    <message>
        <source>Hex view</source>
        <translation>Hex-Ansicht</translation>
    </message>
    <message>
        <source>%1: the file is shorter than when it was opened; it may have changed on disk. Showing what could be read.</source>
        <translation>%1: Die Datei ist kürzer als beim Öffnen; sie wurde womöglich auf dem Datenträger geändert. Angezeigt wird, was gelesen werden konnte.</translation>
    </message>
    <message>
        <source>The selection is too large to copy: %L1 octets (at most %L2).</source>
        <translation>Die Auswahl ist zu groß zum Kopieren: %L1 Oktette (höchstens %L2).</translation>
    </message>
    <message>
        <source>Could not copy: %1</source>
        <translation>Kopieren fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>a C string</source>
        <translation>C-String</translation>
    </message>
    <message>
        <source>Python bytes</source>
        <translation>Python-Bytes</translation>
    </message>
    <message>
        <source>Copied 1 octet as %1.</source>
        <translation>1 Oktett als %1 kopiert.</translation>
    </message>
    <message>
        <source>Copied %L1 octets as %2.</source>
        <translation>%L1 Oktette als %2 kopiert.</translation>
    </message>
    <message>
        <source>Copy as &amp;Hex</source>
        <translation>Als &amp;Hex kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;Text</source>
        <translation>Als &amp;Text kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;C String</source>
        <translation>Als &amp;C-String kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;Python Bytes</source>
        <translation>Als &amp;Python-Bytes kopieren</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>Malformed: %1</source>
        <translation>Fehlerhaft: %1</translation>
    </message>
    <message>
        <source>Empty file (0 octets)</source>
        <translation>Leere Datei (0 Oktette)</translation>
    </message>
    <message>
        <source>No file open</source>
        <translation>Keine Datei geöffnet</translation>
    </message>
    <message>
        <source>Offset %1
Octet %2: %3
%4</source>
        <translation>Offset %1
Oktett %2: %3
%4</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::InspectorPanel</name>
    <message>
        <source>No file</source>
        <translation>Keine Datei</translation>
    </message>
    <message>
        <source>Open a file (Ctrl+O) or drop one here.</source>
        <translation>Öffnen Sie eine Datei (Strg+O) oder ziehen Sie eine hierher.</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::LegendWidget</name>
    <message>
        <source>Octet class legend</source>
        <translation>Legende der Oktettklassen</translation>
    </message>
    <message>
        <source>%1 (%2), e.g. octet %3</source>
        <translation>%1 (%2), z. B. Oktett %3</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::MainWindow</name>
    <message>
        <source>Open Another File…</source>
        <translation>Andere Datei öffnen…</translation>
    </message>
    <message>
        <source>The built-in demo file is missing.</source>
        <translation>Die eingebaute Demodatei fehlt.</translation>
    </message>
    <message>
        <source>demo.txt (built in)</source>
        <translation>demo.txt (eingebaut)</translation>
    </message>
    <message>
        <source>%1 — u8scope</source>
        <translation>%1 — u8scope</translation>
    </message>
    <message>
        <source>Open File</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <source>Profile: %1</source>
        <translation>Profil: %1</translation>
    </message>
    <message>
        <source>Cannot go to “%1”: %2</source>
        <translation>Sprung zu „%1“ nicht möglich: %2</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::MojibakePanel</name>
    <message>
        <source>Mojibake</source>
        <translation>Mojibake</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>&amp;Anzeigen:</translation>
    </message>
    <message>
        <source>Show every kind of mojibake, or only one</source>
        <translation>Alle Arten von Mojibake anzeigen oder nur eine</translation>
    </message>
    <message>
        <source>All kinds (%1)</source>
        <translation>Alle Arten (%1)</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>Looking for mojibake…</source>
        <translation>Suche nach Mojibake…</translation>
    </message>
    <message>
        <source>Not UTF-8: most likely %1</source>
        <translation>Kein UTF-8: höchstwahrscheinlich %1</translation>
    </message>
    <message>
        <source>No mojibake found</source>
        <translation>Kein Mojibake gefunden</translation>
    </message>
    <message>
        <source>The first %1 of %2 are listed</source>
        <translation>Die ersten %1 von %2 sind aufgeführt</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::MojibakeRows</name>
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <source>As found</source>
        <translation>Vorgefunden</translation>
    </message>
    <message>
        <source>Repaired</source>
        <translation>Repariert</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::NoticeBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::ReportExport</name>
    <message>
        <source>The report was cancelled.</source>
        <translation>Der Bericht wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot write the report %1: %2</source>
        <translation>Der Bericht %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot write the report %1: reading failed: %2</source>
        <translation>Der Bericht %1 kann nicht geschrieben werden: Lesen fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>The report %1 was not written: cancelled.</source>
        <translation>Der Bericht %1 wurde nicht geschrieben: abgebrochen.</translation>
    </message>
    <message>
        <source>Wrote the report %1; its list of errors stops short: %2</source>
        <translation>Bericht %1 geschrieben; seine Fehlerliste ist unvollständig: %2</translation>
    </message>
    <message>
        <source>Wrote the report %1</source>
        <translation>Bericht %1 geschrieben</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::StatusBar</name>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Scanning %p%</source>
        <translation>Prüfung: %p %</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop scanning (the view stays usable; File ▸ Rescan starts again)</source>
        <translation>Prüfung anhalten (die Ansicht bleibt benutzbar; Datei ▸ Erneut prüfen beginnt von vorn)</translation>
    </message>
</context>
</TS>
