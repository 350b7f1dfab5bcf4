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
    <message>
        <source>%1, for example %2</source>
        <translation>%1, zum Beispiel %2</translation>
    </message>
    <message>
        <source>; mojibake: %1</source>
        <translation>; Mojibake: %1</translation>
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
    <message>
        <source>Western European</source>
        <translation>Westeuropäisch</translation>
    </message>
    <message>
        <source>Central European</source>
        <translation>Mitteleuropäisch</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>Kyrillisch</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>Griechisch</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>Türkisch</translation>
    </message>
    <message>
        <source>Baltic</source>
        <translation>Baltisch</translation>
    </message>
    <message>
        <source>UTF-8 (the default)</source>
        <translation>UTF-8 (Standard)</translation>
    </message>
    <message>
        <source>Send Selection to Play&amp;ground</source>
        <translation>Auswahl an Spiel&amp;wiese senden</translation>
    </message>
    <message>
        <source>Walk the selected octets (up to 64) in the playground, the way a decoder does</source>
        <translation>Die ausgewählten Oktette (bis zu 64) auf der Spielwiese durchgehen, so wie ein Decoder es tut</translation>
    </message>
    <message>
        <source>Toggle &amp;Bookmark</source>
        <translation>&amp;Lesezeichen setzen/entfernen</translation>
    </message>
    <message>
        <source>Set a bookmark at the cursor, or remove the one there; kept with the file</source>
        <translation>Ein Lesezeichen am Cursor setzen oder das dortige entfernen; wird mit der Datei gespeichert</translation>
    </message>
    <message>
        <source>Next Boo&amp;kmark</source>
        <translation>Nächstes Lese&amp;zeichen</translation>
    </message>
    <message>
        <source>Pre&amp;vious Bookmark</source>
        <translation>Vo&amp;rheriges Lesezeichen</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Everything larger, for a projector; again to go back</source>
        <translation>Alles größer, für einen Projektor; erneut wählen, um zurückzukehren</translation>
    </message>
    <message>
        <source>&amp;Side by Side with Another File…</source>
        <translation>Mit anderer Datei &amp;nebeneinander…</translation>
    </message>
    <message>
        <source>Two files in linked hex views, the octets that differ marked</source>
        <translation>Zwei Dateien in verknüpften Hex-Ansichten, die abweichenden Oktette markiert</translation>
    </message>
    <message>
        <source>Side by Side at &amp;Two Offsets…</source>
        <translation>An &amp;zwei Offsets nebeneinander…</translation>
    </message>
    <message>
        <source>This file from two offsets in linked hex views, the octets that differ marked</source>
        <translation>Diese Datei ab zwei Offsets in verknüpften Hex-Ansichten, die abweichenden Oktette markiert</translation>
    </message>
    <message>
        <source>Next &amp;Region</source>
        <translation>Nächste &amp;Region</translation>
    </message>
    <message>
        <source>Go to the start of the next region: text, binary data, a NUL run, ...</source>
        <translation>Zum Anfang der nächsten Region gehen: Text, Binärdaten, eine Folge von NUL, ...</translation>
    </message>
    <message>
        <source>Previous Regi&amp;on</source>
        <translation>V&amp;orige Region</translation>
    </message>
    <message>
        <source>Next &amp;Hidden Character</source>
        <translation>Nächstes verborgenes Zei&amp;chen</translation>
    </message>
    <message>
        <source>Go to the next bidi control, invisible character, confusable letter or other hidden character</source>
        <translation>Zum nächsten Bidi-Steuerzeichen, unsichtbaren Zeichen, verwechselbaren Buchstaben oder anderen verborgenen Zeichen gehen</translation>
    </message>
    <message>
        <source>Previous Hi&amp;dden Character</source>
        <translation>Vorheriges verborgenes Zeic&amp;hen</translation>
    </message>
    <message>
        <source>South European</source>
        <translation>Südeuropäisch</translation>
    </message>
    <message>
        <source>Nordic</source>
        <translation>Nordisch</translation>
    </message>
    <message>
        <source>Celtic</source>
        <translation>Keltisch</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>Hebräisch</translation>
    </message>
    <message>
        <source>Arabic</source>
        <translation>Arabisch</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>Vietnamesisch</translation>
    </message>
    <message>
        <source>Thai</source>
        <translation>Thailändisch</translation>
    </message>
</context>
<context>
    <name>KeptSettings</name>
    <message>
        <source>The list of recent files cannot be kept for the next start: the settings file %1 cannot be written</source>
        <translation>Die Liste der zuletzt geöffneten Dateien kann nicht für den nächsten Start behalten werden: Die Einstellungsdatei %1 lässt sich nicht schreiben</translation>
    </message>
    <message>
        <source>The zoom cannot be kept for the next start: the settings file %1 cannot be written</source>
        <translation>Die Vergrößerung kann nicht für den nächsten Start behalten werden: Die Einstellungsdatei %1 lässt sich nicht schreiben</translation>
    </message>
    <message>
        <source>The profile cannot be kept for the next start: the settings file %1 cannot be written</source>
        <translation>Das Profil kann nicht für den nächsten Start behalten werden: Die Einstellungsdatei %1 lässt sich nicht schreiben</translation>
    </message>
    <message>
        <source>The window&apos;s size and layout cannot be kept for the next start: the settings file %1 cannot be written</source>
        <translation>Größe und Anordnung des Fensters können nicht für den nächsten Start behalten werden: Die Einstellungsdatei %1 lässt sich nicht schreiben</translation>
    </message>
    <message>
        <source>The bookmarks cannot be kept for the next start: the settings file %1 cannot be written</source>
        <translation>Die Lesezeichen können nicht für den nächsten Start behalten werden: Die Einstellungsdatei %1 lässt sich nicht schreiben</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>eine benannte Pipe</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>a link to %1</source>
        <translation>ein Verweis auf %1</translation>
    </message>
    <message>
        <source>%1 (%2, not a regular file)</source>
        <translation>%1 (%2, keine reguläre Datei)</translation>
    </message>
    <message>
        <source>Settings are not read from the settings file %1, nor kept in it for the next start</source>
        <translation>Einstellungen werden weder aus der Einstellungsdatei %1 gelesen noch für den nächsten Start darin behalten</translation>
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
    <name>PlaygroundModel</name>
    <message>
        <source>Type a code point (U+00E9, 0xE9 or 233) or paste characters (é, 😀).</source>
        <translation>Geben Sie einen Codepunkt ein (U+00E9, 0xE9 oder 233) oder fügen Sie Zeichen ein (é, 😀).</translation>
    </message>
    <message>
        <source>Type octets in hex, two digits each: C3 A9, c3a9 or \xC3\xA9.</source>
        <translation>Geben Sie Oktette in Hex ein, je zwei Ziffern: C3 A9, c3a9 oder \xC3\xA9.</translation>
    </message>
    <message>
        <source>First %1-octet value (%2)</source>
        <translation>Erster %1-Oktett-Wert (%2)</translation>
    </message>
    <message>
        <source>Last %1-octet value of 1993 (%2)</source>
        <translation>Letzter %1-Oktett-Wert von 1993 (%2)</translation>
    </message>
    <message>
        <source>Last %1-octet value (%2)</source>
        <translation>Letzter %1-Oktett-Wert (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>windows-1252 read as UTF-8: %1</source>
        <translation>windows-1252 als UTF-8 gelesen: %1</translation>
    </message>
    <message>
        <source>CESU-8 surrogate pair: %1</source>
        <translation>CESU-8-Surrogatpaar: %1</translation>
    </message>
    <message>
        <source>Java&apos;s modified UTF-8 NUL: %1</source>
        <translation>NUL im modifizierten UTF-8 von Java: %1</translation>
    </message>
    <message>
        <source>A 5-octet form of 1993: %1</source>
        <translation>Eine 5-Oktett-Form von 1993: %1</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>&lt;b&gt;&lt;code&gt;%1&lt;/code&gt;&lt;/b&gt;, %2</source>
        <translation>&lt;b&gt;&lt;code&gt;%1&lt;/code&gt;&lt;/b&gt;, %2</translation>
    </message>
    <message>
        <source>none: %1 is a UTF-16 surrogate, half of a pair, not a character; neither UTF-8 may encode it.</source>
        <translation>keine: %1 ist ein UTF-16-Surrogat, die Hälfte eines Paares, kein Zeichen; keines der beiden UTF-8 darf es kodieren.</translation>
    </message>
    <message>
        <source>none under RFC 3629, which in 2003 restricted UTF-8 to 4 octets and U+10FFFF, the most UTF-16 can reach, so that all UTF-8 converts to UTF-16 and back. The original UTF-8 of ISO/IEC 10646-1:1993 writes it in %1 octets:</source>
        <translation>keine nach RFC 3629, das UTF-8 2003 auf 4 Oktette und U+10FFFF beschränkt hat, das Äußerste, was UTF-16 erreicht, damit sich jedes UTF-8 in UTF-16 und zurück umwandeln lässt. Das ursprüngliche UTF-8 von ISO/IEC 10646-1:1993 schreibt es in %1 Oktetten:</translation>
    </message>
    <message>
        <source>none: beyond 7FFFFFFF, the largest value UCS-4 has.</source>
        <translation>keine: jenseits von 7FFFFFFF, dem größten Wert, den UCS-4 hat.</translation>
    </message>
    <message>
        <source>Bits</source>
        <translation>Bits</translation>
    </message>
    <message>
        <source>z1 = x = %1</source>
        <translation>z1 = x = %1</translation>
    </message>
    <message>
        <source>UTF-16</source>
        <translation>UTF-16</translation>
    </message>
    <message>
        <source>&lt;code&gt;%1&lt;/code&gt; (a surrogate pair)</source>
        <translation>&lt;code&gt;%1&lt;/code&gt; (ein Surrogatpaar)</translation>
    </message>
    <message>
        <source>none: beyond U+10FFFF</source>
        <translation>keine: jenseits von U+10FFFF</translation>
    </message>
    <message>
        <source>none: a lone surrogate</source>
        <translation>keine: ein einzelnes Surrogat</translation>
    </message>
    <message>
        <source>UCS-4</source>
        <translation>UCS-4</translation>
    </message>
    <message>
        <source>a character: %1 %2</source>
        <translation>ein Zeichen: %1 %2</translation>
    </message>
    <message>
        <source>U+FFFD (%1)</source>
        <translation>U+FFFD (%1)</translation>
    </message>
    <message>
        <source>Unit %1 at offset %2</source>
        <translation>Einheit %1 bei Offset %2</translation>
    </message>
    <message>
        <source>a 1-octet character</source>
        <translation>ein 1-Oktett-Zeichen</translation>
    </message>
    <message>
        <source>begins a %1-octet sequence</source>
        <translation>beginnt eine %1-Oktett-Sequenz</translation>
    </message>
    <message>
        <source>cannot begin a sequence: a first octet is %1</source>
        <translation>kann keine Sequenz beginnen: Ein Startoktett ist %1</translation>
    </message>
    <message>
        <source>continues it (%1 of %2), as %3 allows</source>
        <translation>setzt sie fort (%1 von %2), wie %3 es erlaubt</translation>
    </message>
    <message>
        <source>the input ends: %1 of the %2 octets announced are missing</source>
        <translation>die Eingabe endet: %1 der %2 angekündigten Oktette fehlen</translation>
    </message>
    <message>
        <source>%1 characters as a reader sees them, made of %2 code points: </source>
        <translation>%1 Zeichen, wie ein Leser sie sieht, aus %2 Codepunkten: </translation>
    </message>
    <message>
        <source>combining marks, emoji modifiers and joiners belong to the character before them.</source>
        <translation>Kombinierende Zeichen, Emoji-Modifikatoren und Verbinder gehören zum Zeichen davor.</translation>
    </message>
    <message>
        <source>The decoder reads the octets from the left. A first octet says how many octets its sequence has; each octet after it must fall in the range the rules allow at its place. Where one does not, the octets before it are a maximal subpart, replaced by one U+FFFD, and decoding starts again at that octet.</source>
        <translation>Der Decoder liest die Oktette von links. Ein Startoktett gibt an, wie viele Oktette seine Sequenz hat; jedes folgende Oktett muss in dem Bereich liegen, den die Regeln an seiner Stelle erlauben. Wo eines das nicht tut, bilden die Oktette davor einen maximalen Teilabschnitt, der durch ein U+FFFD ersetzt wird, und die Dekodierung beginnt bei diesem Oktett neu.</translation>
    </message>
    <message>
        <source>1 character as a reader sees it, made of %1 code points: </source>
        <translation>1 Zeichen, wie ein Leser es sieht, aus %1 Codepunkten: </translation>
    </message>
    <message>
        <source>Free bits → value</source>
        <translation>Freie Bits → Wert</translation>
    </message>
    <message>
        <source>/ is integer division: it drops the remainder, which mod keeps.</source>
        <translation>/ ist ganzzahlige Division: Sie verwirft den Rest, den mod behält.</translation>
    </message>
    <message>
        <source>Table 4: value → octets</source>
        <translation>Tabelle 4: Wert → Oktette</translation>
    </message>
    <message>
        <source>Table 5: octets → value</source>
        <translation>Tabelle 5: Oktette → Wert</translation>
    </message>
    <message>
        <source>is not %1: the maximal subpart %2 ends before it (the longest piece that could still begin a character, replaced by one U+FFFD); decoding starts again here</source>
        <translation>ist nicht %1: Der maximale Teilabschnitt %2 endet davor (das längste Stück, das noch ein Zeichen beginnen könnte, ersetzt durch ein U+FFFD); die Dekodierung beginnt hier neu</translation>
    </message>
</context>
<context>
    <name>ReferenceModel</name>
    <message>
        <source>a 1-octet sequence: the ASCII character itself</source>
        <translation>eine 1-Oktett-Sequenz: das ASCII-Zeichen selbst</translation>
    </message>
    <message>
        <source>continuing octet of a 2- to %1-octet sequence</source>
        <translation>Fortsetzungsoktett einer 2- bis %1-Oktett-Sequenz</translation>
    </message>
    <message>
        <source>first octet of a %1-octet sequence</source>
        <translation>Startoktett einer %1-Oktett-Sequenz</translation>
    </message>
    <message>
        <source>never: could only begin overlong forms of U+0000..U+007F</source>
        <translation>nie: könnte nur überlange Formen von U+0000..U+007F beginnen</translation>
    </message>
    <message>
        <source>never: could only begin values above U+10FFFF</source>
        <translation>nie: könnte nur Werte über U+10FFFF beginnen</translation>
    </message>
    <message>
        <source>never: first octet of a %1-octet form of 1993, dropped by RFC 3629</source>
        <translation>nie: Startoktett einer %1-Oktett-Form von 1993, von RFC 3629 gestrichen</translation>
    </message>
    <message>
        <source>never: no role in any UTF-8</source>
        <translation>nie: keine Rolle in irgendeinem UTF-8</translation>
    </message>
    <message>
        <source>Octet values and their roles (ISO/IEC 10646-1 Annex R, Table 1)</source>
        <translation>Oktettwerte und ihre Rollen (ISO/IEC 10646-1 Anhang R, Tabelle 1)</translation>
    </message>
    <message>
        <source>octets</source>
        <translation>Oktette</translation>
    </message>
    <message>
        <source>bits</source>
        <translation>Bits</translation>
    </message>
    <message>
        <source>role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Well-formed sequences (RFC 3629 §4)</source>
        <translation>Wohlgeformte Sequenzen (RFC 3629 §4)</translation>
    </message>
    <message>
        <source>Well-formed sequences (Annex R, shortest forms only)</source>
        <translation>Wohlgeformte Sequenzen (Anhang R, nur kürzeste Formen)</translation>
    </message>
    <message>
        <source>values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>ABNF</source>
        <translation>ABNF</translation>
    </message>
    <message>
        <source>Lengths, values and arithmetic (Annex R, Tables 4 and 5)</source>
        <translation>Längen, Werte und Arithmetik (Anhang R, Tabellen 4 und 5)</translation>
    </message>
    <message>
        <source>first</source>
        <translation>Startoktett</translation>
    </message>
    <message>
        <source>free bits</source>
        <translation>freie Bits</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Table 4: value x to octets</source>
        <translation>Tabelle 4: Wert x zu Oktetten</translation>
    </message>
    <message>
        <source>RFC 3629 (2003) limits UTF-8 to 4 octets and U+10FFFF, the most UTF-16 can reach, so that every UTF-8 text converts to UTF-16 and back; the original UTF-8 of ISO/IEC 10646-1:1993 went on to 6 octets and 7FFFFFFF (Ctrl+2 switches to it).</source>
        <translation>RFC 3629 (2003) beschränkt UTF-8 auf 4 Oktette und U+10FFFF, das Äußerste, was UTF-16 erreicht, damit sich jeder UTF-8-Text in UTF-16 und zurück umwandeln lässt; das ursprüngliche UTF-8 von ISO/IEC 10646-1:1993 reichte bis 6 Oktette und 7FFFFFFF (Strg+2 wechselt dorthin).</translation>
    </message>
</context>
<context>
    <name>RepairChoices</name>
    <message>
        <source>Confidence</source>
        <translation>Konfidenz</translation>
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
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>1 octet</source>
        <translation>1 Oktett</translation>
    </message>
    <message>
        <source>%1 octets</source>
        <translation>%1 Oktette</translation>
    </message>
    <message>
        <source>1 overlong form</source>
        <translation>1 überlange Form</translation>
    </message>
    <message>
        <source>%1 overlong forms</source>
        <translation>%1 überlange Formen</translation>
    </message>
    <message>
        <source>1 encoded surrogate</source>
        <translation>1 kodiertes Surrogat</translation>
    </message>
    <message>
        <source>%1 encoded surrogates</source>
        <translation>%1 kodierte Surrogate</translation>
    </message>
    <message>
        <source>1 value beyond U+10FFFF</source>
        <translation>1 Wert jenseits von U+10FFFF</translation>
    </message>
    <message>
        <source>%1 values beyond U+10FFFF</source>
        <translation>%1 Werte jenseits von U+10FFFF</translation>
    </message>
    <message>
        <source>1 truncated sequence</source>
        <translation>1 abgeschnittene Sequenz</translation>
    </message>
    <message>
        <source>%1 truncated sequences</source>
        <translation>%1 abgeschnittene Sequenzen</translation>
    </message>
    <message>
        <source>1 unexpected continuing octet</source>
        <translation>1 unerwartetes Fortsetzungsoktett</translation>
    </message>
    <message>
        <source>%1 unexpected continuing octets</source>
        <translation>%1 unerwartete Fortsetzungsoktette</translation>
    </message>
    <message>
        <source>1 octet never used in UTF-8</source>
        <translation>1 in UTF-8 nie verwendetes Oktett</translation>
    </message>
    <message>
        <source>%1 octets never used in UTF-8</source>
        <translation>%1 in UTF-8 nie verwendete Oktette</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>RFC 3629 §4 (§3 for what never occurs)</source>
        <translation>RFC 3629 §4 (§3 für das, was nie vorkommt)</translation>
    </message>
    <message>
        <source>ISO/IEC 10646-1:1993 Annex R, shortest forms only</source>
        <translation>ISO/IEC 10646-1:1993 Anhang R, nur kürzeste Formen</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Breaks at</source>
        <translation>Bricht bei</translation>
    </message>
    <message>
        <source>the end of the input, after %1 of the sequence</source>
        <translation>dem Ende der Eingabe, nach %1 der Sequenz</translation>
    </message>
    <message>
        <source>the end of the octets seen, after %1</source>
        <translation>dem Ende der gesehenen Oktette, nach %1</translation>
    </message>
    <message>
        <source>octet %1 of the sequence, %2 at %3: %4, bit %5 is wrong</source>
        <translation>Oktett %1 der Sequenz, %2 bei %3: %4, Bit %5 ist falsch</translation>
    </message>
    <message>
        <source>Expected there</source>
        <translation>Dort erwartet</translation>
    </message>
    <message>
        <source>a first octet: %1</source>
        <translation>ein Startoktett: %1</translation>
    </message>
    <message>
        <source>, whose shortest form is %1</source>
        <translation>, dessen kürzeste Form %1 ist</translation>
    </message>
    <message>
        <source>Would have been</source>
        <translation>Wäre gewesen</translation>
    </message>
    <message>
        <source>Could have been</source>
        <translation>Hätte sein können</translation>
    </message>
    <message>
        <source>a value in %1..%2</source>
        <translation>ein Wert in %1..%2</translation>
    </message>
    <message>
        <source>Could only begin</source>
        <translation>Könnte nur beginnen</translation>
    </message>
    <message>
        <source>values from %1 up, beyond U+10FFFF</source>
        <translation>Werte ab %1, jenseits von U+10FFFF</translation>
    </message>
    <message>
        <source>Surrogate pair</source>
        <translation>Surrogatpaar</translation>
    </message>
    <message>
        <source>with the low surrogate %1 after it: %2, in UTF-8 %3</source>
        <translation>mit dem niedrigen Surrogat %1 danach: %2, in UTF-8 %3</translation>
    </message>
    <message>
        <source>Before it</source>
        <translation>Davor</translation>
    </message>
    <message>
        <source>nothing: it is the first octet of the input</source>
        <translation>nichts: Es ist das erste Oktett der Eingabe</translation>
    </message>
    <message>
        <source>%1, a 1-octet character</source>
        <translation>%1, ein 1-Oktett-Zeichen</translation>
    </message>
    <message>
        <source>%1 (%2), already complete</source>
        <translation>%1 (%2), bereits vollständig</translation>
    </message>
    <message>
        <source>another continuing octet without a first octet</source>
        <translation>ein weiteres Fortsetzungsoktett ohne Startoktett</translation>
    </message>
    <message>
        <source>Legacy reading</source>
        <translation>Lesart in Altkodierung</translation>
    </message>
    <message>
        <source>in %1, %2 is %3</source>
        <translation>in %1 steht %2 für %3</translation>
    </message>
    <message>
        <source>An empty file: there is nothing to check.</source>
        <translation>Eine leere Datei: Es gibt nichts zu prüfen.</translation>
    </message>
    <message>
        <source>Valid UTF-8, all of it ASCII: nothing to do.</source>
        <translation>Gültiges UTF-8, vollständig ASCII: nichts zu tun.</translation>
    </message>
    <message>
        <source>Valid UTF-8 that starts with the signature EF BB BF, which some programs show as ï»¿: remove it if they do; otherwise nothing to do.</source>
        <translation>Gültiges UTF-8, das mit der Signatur EF BB BF beginnt, die manche Programme als ï»¿ anzeigen: Entfernen Sie sie, falls das geschieht; sonst ist nichts zu tun.</translation>
    </message>
    <message>
        <source>Valid UTF-8: nothing to do.</source>
        <translation>Gültiges UTF-8: nichts zu tun.</translation>
    </message>
    <message>
        <source>UTF-8 with 1 error (%1)</source>
        <translation>UTF-8 mit 1 Fehler (%1)</translation>
    </message>
    <message>
        <source>UTF-8 with %1 errors (%2)</source>
        <translation>UTF-8 mit %1 Fehlern (%2)</translation>
    </message>
    <message>
        <source>: F3 goes to each, and the inspector says what happened and what to do.</source>
        <translation>: F3 springt zu jedem, und der Inspektor sagt, was geschehen ist und was zu tun ist.</translation>
    </message>
    <message>
        <source>Not UTF-8: probably %1, a legacy encoding. Convert it to UTF-8 (for example iconv -f %1 -t UTF-8).</source>
        <translation>Kein UTF-8: wahrscheinlich %1, eine Altkodierung. Wandeln Sie die Datei nach UTF-8 um (zum Beispiel iconv -f %1 -t UTF-8).</translation>
    </message>
    <message>
        <source>Not UTF-8: probably text in an 8-bit legacy encoding such as windows-1252. Find out which, and convert it to UTF-8.</source>
        <translation>Kein UTF-8: wahrscheinlich Text in einer 8-Bit-Altkodierung wie windows-1252. Finden Sie heraus, in welcher, und wandeln Sie ihn nach UTF-8 um.</translation>
    </message>
    <message>
        <source>Not UTF-8 but UTF-16 (little-endian). Convert it to UTF-8.</source>
        <translation>Kein UTF-8, sondern UTF-16 (Little-Endian). Wandeln Sie die Datei nach UTF-8 um.</translation>
    </message>
    <message>
        <source>Not UTF-8 but UTF-16 (big-endian). Convert it to UTF-8.</source>
        <translation>Kein UTF-8, sondern UTF-16 (Big-Endian). Wandeln Sie die Datei nach UTF-8 um.</translation>
    </message>
    <message>
        <source>%1 is a UTF-16 surrogate (U+D800..U+DFFF), not a character; UTF-8 cannot encode it (RFC 3629 §3)</source>
        <translation>%1 ist ein UTF-16-Surrogat (U+D800..U+DFFF), kein Zeichen; UTF-8 kann es nicht kodieren (RFC 3629 §3)</translation>
    </message>
    <message>
        <source>%1 is beyond U+10FFFF, the last code point; RFC 3629 §3 limits UTF-8 to U+0000..U+10FFFF (the legacy profile iso10646-1993 reaches 7FFFFFFF)</source>
        <translation>%1 liegt jenseits von U+10FFFF, dem letzten Codepunkt; RFC 3629 §3 beschränkt UTF-8 auf U+0000..U+10FFFF (das alte Profil iso10646-1993 reicht bis 7FFFFFFF)</translation>
    </message>
    <message>
        <source>%1 is beyond 7FFFFFFF, the largest value of the 31-bit UCS-4 code space (ISO/IEC 10646-1 Annex R)</source>
        <translation>%1 liegt jenseits von 7FFFFFFF, dem größten Wert des 31-Bit-Coderaums von UCS-4 (ISO/IEC 10646-1 Anhang R)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Java modified UTF-8</source>
        <translation>modifiziertes UTF-8 von Java</translation>
    </message>
    <message>
        <source>%1 and ISO-8859-1 mixed</source>
        <translation>%1 und ISO-8859-1 gemischt</translation>
    </message>
    <message>
        <source>%1, %2 rounds</source>
        <translation>%1, %2 Durchgänge</translation>
    </message>
    <message>
        <source>%1 would be %2 and %3 %4, the two halves UTF-16 uses for %5; UTF-8 forbids encoding surrogates (RFC 3629 §3) and writes %5 as %6.</source>
        <translation>%1 wäre %2 und %3 %4, die beiden Hälften, mit denen UTF-16 %5 schreibt; UTF-8 verbietet das Kodieren von Surrogaten (RFC 3629 §3) und schreibt %5 als %6.</translation>
    </message>
    <message>
        <source>It is an overlong form, which RFC 3629 §3 forbids; UTF-8 writes U+0000 as the single octet 00.</source>
        <translation>Das ist eine überlange Form, die RFC 3629 §3 verbietet; UTF-8 schreibt U+0000 als das einzelne Oktett 00.</translation>
    </message>
    <message>
        <source>Text in %1 was put into UTF-8 text as it was. UTF-8 writes %2 as %3.</source>
        <translation>Text in %1 wurde unverändert in UTF-8-Text eingefügt. UTF-8 schreibt %2 als %3.</translation>
    </message>
    <message>
        <source>Text in %1 was read as ISO 8859-1, which has control characters at 80-9F, and saved as UTF-8. UTF-8 writes %2 as %3.</source>
        <translation>Text in %1 wurde als ISO 8859-1 gelesen, das bei 80-9F Steuerzeichen hat, und als UTF-8 gespeichert. UTF-8 schreibt %2 als %3.</translation>
    </message>
    <message>
        <source>%1 should read %2: UTF-8 read as %3 and saved again as UTF-8</source>
        <translation>%1 sollte %2 lauten: UTF-8, als %3 gelesen und wieder als UTF-8 gespeichert</translation>
    </message>
    <message>
        <source>, twice</source>
        <translation>, zweimal</translation>
    </message>
    <message>
        <source>, three times</source>
        <translation>, dreimal</translation>
    </message>
    <message>
        <source>, %1 times</source>
        <translation>, %1-mal</translation>
    </message>
    <message>
        <source>, and a no-break space turned into a space.</source>
        <translation>, und ein geschütztes Leerzeichen wurde zu einem Leerzeichen.</translation>
    </message>
    <message>
        <source>a character</source>
        <translation>ein Zeichen</translation>
    </message>
    <message>
        <source>%1 characters</source>
        <translation>%1 Zeichen</translation>
    </message>
    <message>
        <source>%1 is %2 %3 written as a UTF-16 surrogate pair, each half a 3-octet sequence (CESU-8, or Java&apos;s modified UTF-8).</source>
        <translation>%1 ist %2 %3, geschrieben als UTF-16-Surrogatpaar, jede Hälfte eine 3-Oktett-Sequenz (CESU-8 oder das modifizierte UTF-8 von Java).</translation>
    </message>
    <message>
        <source>C0 80 is U+0000 NULL as Java&apos;s modified UTF-8 writes it, so that strings hold no zero octet.</source>
        <translation>C0 80 ist U+0000 NULL, wie das modifizierte UTF-8 von Java es schreibt, damit Zeichenketten kein Null-Oktett enthalten.</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 here; in %2 it is %3.</source>
        <translation>%1 ist hier kein UTF-8; in %2 ist es %3.</translation>
    </message>
    <message>
        <source>%1 are not UTF-8 here; in %2 they are %3.</source>
        <translation>%1 sind hier kein UTF-8; in %2 sind sie %3.</translation>
    </message>
    <message>
        <source>%1 is the C1 control %2, which no text uses; in %3 its octet is %4.</source>
        <translation>%1 ist das C1-Steuerzeichen %2, das kein Text verwendet; in %3 ist sein Oktett %4.</translation>
    </message>
    <message>
        <source>%1 are the C1 controls %2, which no text uses; in %3 their octets are %4.</source>
        <translation>%1 sind die C1-Steuerzeichen %2, die kein Text verwendet; in %3 sind ihre Oktette %4.</translation>
    </message>
    <message>
        <source>%1 happen to form UTF-8, but not with the octets around them.</source>
        <translation>%1 ergeben zufällig UTF-8, aber nicht mit den Oktetten um sie herum.</translation>
    </message>
    <message>
        <source>Valid UTF-8, but 1 place looks like mojibake: text that went through the wrong encoding. The Mojibake panel lists it.</source>
        <translation>Gültiges UTF-8, aber 1 Stelle sieht nach Mojibake aus: Text, der durch die falsche Kodierung gegangen ist. Die Liste „Mojibake“ zeigt sie.</translation>
    </message>
    <message>
        <source>Valid UTF-8, but %1 places look like mojibake: text that went through the wrong encoding. The Mojibake panel lists them.</source>
        <translation>Gültiges UTF-8, aber %1 Stellen sehen nach Mojibake aus: Text, der durch die falsche Kodierung gegangen ist. Die Liste „Mojibake“ zeigt sie.</translation>
    </message>
    <message>
        <source>The Mojibake panel reads 1 place as text that went through the wrong encoding.</source>
        <translation>Die Liste „Mojibake“ liest 1 Stelle als Text, der durch die falsche Kodierung gegangen ist.</translation>
    </message>
    <message>
        <source>The Mojibake panel reads %1 places as text that went through the wrong encoding.</source>
        <translation>Die Liste „Mojibake“ liest %1 Stellen als Text, der durch die falsche Kodierung gegangen ist.</translation>
    </message>
    <message>
        <source>Ctrl+2 switches to that profile.</source>
        <translation>Strg+2 wechselt zu diesem Profil.</translation>
    </message>
    <message>
        <source>1 block of binary data</source>
        <translation>1 Block Binärdaten</translation>
    </message>
    <message>
        <source>%1 blocks of binary data</source>
        <translation>%1 Blöcke Binärdaten</translation>
    </message>
    <message>
        <source>1 run of NUL octets</source>
        <translation>1 Folge von NUL-Oktetten</translation>
    </message>
    <message>
        <source>%1 runs of NUL octets</source>
        <translation>%1 Folgen von NUL-Oktetten</translation>
    </message>
    <message>
        <source>1 stretch of mixed data</source>
        <translation>1 Abschnitt gemischter Daten</translation>
    </message>
    <message>
        <source>%1 stretches of mixed data</source>
        <translation>%1 Abschnitte gemischter Daten</translation>
    </message>
    <message>
        <source>1 region in a legacy encoding</source>
        <translation>1 Region in einer Altkodierung</translation>
    </message>
    <message>
        <source>%1 regions in a legacy encoding</source>
        <translation>%1 Regionen in einer Altkodierung</translation>
    </message>
    <message>
        <source>1 region in %1</source>
        <translation>1 Region in %1</translation>
    </message>
    <message>
        <source>%1 regions in %2</source>
        <translation>%1 Regionen in %2</translation>
    </message>
    <message>
        <source>1 region of UTF-16</source>
        <translation>1 Region in UTF-16</translation>
    </message>
    <message>
        <source>%1 regions of UTF-16</source>
        <translation>%1 Regionen in UTF-16</translation>
    </message>
    <message>
        <source>1 cluster of malformed sequences</source>
        <translation>1 Häufung fehlerhafter Sequenzen</translation>
    </message>
    <message>
        <source>%1 clusters of malformed sequences</source>
        <translation>%1 Häufungen fehlerhafter Sequenzen</translation>
    </message>
    <message>
        <source>1 region of mojibake</source>
        <translation>1 Region mit Mojibake</translation>
    </message>
    <message>
        <source>%1 regions of mojibake</source>
        <translation>%1 Regionen mit Mojibake</translation>
    </message>
    <message>
        <source>1 region of UTF-8 text</source>
        <translation>1 Region UTF-8-Text</translation>
    </message>
    <message>
        <source>%1 regions of UTF-8 text</source>
        <translation>%1 Regionen UTF-8-Text</translation>
    </message>
    <message>
        <source>1 region of ASCII text</source>
        <translation>1 Region ASCII-Text</translation>
    </message>
    <message>
        <source>%1 regions of ASCII text</source>
        <translation>%1 Regionen ASCII-Text</translation>
    </message>
    <message>
        <source>Regions: %1.</source>
        <translation>Regionen: %1.</translation>
    </message>
    <message>
        <source>NUL octets</source>
        <translation>NUL-Oktette</translation>
    </message>
    <message>
        <source>UTF-16 text</source>
        <translation>UTF-16-Text</translation>
    </message>
    <message>
        <source>binary data</source>
        <translation>Binärdaten</translation>
    </message>
    <message>
        <source>text in a legacy encoding</source>
        <translation>Text in einer Altkodierung</translation>
    </message>
    <message>
        <source>a cluster of malformed sequences</source>
        <translation>eine Häufung fehlerhafter Sequenzen</translation>
    </message>
    <message>
        <source>UTF-8 text</source>
        <translation>UTF-8-Text</translation>
    </message>
    <message>
        <source>ASCII text</source>
        <translation>ASCII-Text</translation>
    </message>
    <message>
        <source>mojibake</source>
        <translation>Mojibake</translation>
    </message>
    <message>
        <source>mixed data: text, controls and NUL close together</source>
        <translation>gemischte Daten: Text, Steuerzeichen und NUL dicht beieinander</translation>
    </message>
    <message>
        <source>text in %1</source>
        <translation>Text in %1</translation>
    </message>
    <message>
        <source>UTF-8 text in %1</source>
        <translation>UTF-8-Text in %1</translation>
    </message>
    <message>
        <source>ASCII</source>
        <translation>ASCII</translation>
    </message>
    <message>
        <source>first of 2</source>
        <translation>erstes von 2</translation>
    </message>
    <message>
        <source>first of 3</source>
        <translation>erstes von 3</translation>
    </message>
    <message>
        <source>first of 4</source>
        <translation>erstes von 4</translation>
    </message>
    <message>
        <source>first of 5</source>
        <translation>erstes von 5</translation>
    </message>
    <message>
        <source>first of 6</source>
        <translation>erstes von 6</translation>
    </message>
    <message>
        <source>continuing</source>
        <translation>Fortsetzung</translation>
    </message>
    <message>
        <source>malformed</source>
        <translation>fehlerhaft</translation>
    </message>
    <message>
        <source>never in UTF-8</source>
        <translation>nie in UTF-8</translation>
    </message>
    <message>
        <source>UTF-8 with %1 errors of %2 kinds</source>
        <translation>UTF-8 mit %1 Fehlern in %2 Arten</translation>
    </message>
    <message>
        <source>Binary data with some text (%1% of the bytes are NUL or controls that text does not hold): read it as data, not as text.</source>
        <translation>Binärdaten mit etwas Text (%1 % der Bytes sind NUL oder Steuerzeichen, die in Text nicht vorkommen): Lesen Sie sie als Daten, nicht als Text.</translation>
    </message>
    <message>
        <source>Binary data with some text (%1% of the bytes are a fill of %2, as erased flash or padding holds): read it as data, not as text.</source>
        <translation>Binärdaten mit etwas Text (%1 % der Bytes sind eine Füllung aus %2, wie gelöschter Flash-Speicher oder eine Auffüllung sie enthält): Lesen Sie sie als Daten, nicht als Text.</translation>
    </message>
    <message>
        <source>Binary data with some text (%1% of the bytes are fills of %2, as erased flash or padding holds): read it as data, not as text.</source>
        <translation>Binärdaten mit etwas Text (%1 % der Bytes sind Füllungen aus %2, wie gelöschter Flash-Speicher oder eine Auffüllung sie enthält): Lesen Sie sie als Daten, nicht als Text.</translation>
    </message>
    <message>
        <source>A fill of %1, %2, as erased flash or padding holds: there is no text in it. Read it as data, not as text.</source>
        <translation>Eine Füllung aus %1, %2, wie gelöschter Flash-Speicher oder eine Auffüllung sie enthält: Darin steht kein Text. Lesen Sie sie als Daten, nicht als Text.</translation>
    </message>
    <message>
        <source>Mostly a fill of %1: %2 of its %3 octets, as erased flash or padding holds. The rest is what its regions say.</source>
        <translation>Größtenteils eine Füllung aus %1: %2 ihrer %3 Oktette, wie gelöschter Flash-Speicher oder eine Auffüllung sie enthält. Was der Rest ist, sagen ihre Bereiche.</translation>
    </message>
    <message>
        <source>a fill of %1</source>
        <translation>eine Füllung aus %1</translation>
    </message>
    <message>
        <source>%1 fills of %2</source>
        <translation>%1 Füllungen aus %2</translation>
    </message>
    <message>
        <source>It holds %1 (%2, as erased flash or padding holds): binary data, not text.</source>
        <translation>Die Datei enthält %1 (%2, wie gelöschter Flash-Speicher oder eine Auffüllung sie enthält): Binärdaten, kein Text.</translation>
    </message>
    <message>
        <source>1 fill of %1</source>
        <translation>1 Füllung aus %1</translation>
    </message>
    <message>
        <source>octet %1</source>
        <translation>Oktett %1</translation>
    </message>
    <message>
        <source>one octet 80-FF</source>
        <translation>einem Oktett 80-FF</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 should read %2: CESU-8 read as %3 and saved again as UTF-8</source>
        <translation>%1 sollte %2 lauten: CESU-8, als %3 gelesen und wieder als UTF-8 gespeichert</translation>
    </message>
    <message>
        <source>, then read as %1 and saved again</source>
        <translation>, dann als %1 gelesen und wieder gespeichert</translation>
    </message>
    <message>
        <source>, with %1 lost on the way.</source>
        <translation>; unterwegs verloren: %1.</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, dann %2</translation>
    </message>
    <message>
        <source>%1 then %2</source>
        <translation>%1, dann %2</translation>
    </message>
    <message>
        <source>CESU-8 then %1</source>
        <translation>CESU-8, dann %1</translation>
    </message>
    <message>
        <source>%1 should read %2: UTF-8 read as %3 and saved again as UTF-8.</source>
        <translation>%1 sollte %2 lauten: UTF-8, als %3 gelesen und wieder als UTF-8 gespeichert.</translation>
    </message>
    <message>
        <source>%1 should read %2: UTF-8 read as %3 and saved again as UTF-8, with %4 lost on the way.</source>
        <translation>%1 sollte %2 lauten: UTF-8, als %3 gelesen und wieder als UTF-8 gespeichert; unterwegs verloren: %4.</translation>
    </message>
    <message>
        <source>%1 is replacement characters (U+FFFD) read as %2 and saved again as UTF-8: what they replaced was lost before.</source>
        <translation>%1 sind Ersatzzeichen (U+FFFD), als %2 gelesen und wieder als UTF-8 gespeichert: Was sie ersetzten, ging schon vorher verloren.</translation>
    </message>
    <message>
        <source>%1 should read %2: text in %3 read as %4 and saved as UTF-8.</source>
        <translation>%1 sollte %2 lauten: Text in %3, als %4 gelesen und als UTF-8 gespeichert.</translation>
    </message>
    <message>
        <source>%1 as %2</source>
        <translation>%1 als %2</translation>
    </message>
    <message>
        <source>%1 writes %2 as octets that are UTF-8 for %3.</source>
        <translation>%1 schreibt %2 als Oktette, die in UTF-8 %3 sind.</translation>
    </message>
    <message>
        <source>Where %1 could not read an octet it wrote U+FFFD or &quot;?&quot;: the character that octet was part of is gone, U+FFFD here.</source>
        <translation>Wo %1 ein Oktett nicht lesen konnte, schrieb es U+FFFD oder &quot;?&quot;: Das Zeichen, zu dem das Oktett gehörte, ist verloren, hier U+FFFD.</translation>
    </message>
    <message>
        <source>UTF-8 writes U+FFFD as EF BF BD; %1 reads those octets as %2. The original is gone: each replacement character stays one.</source>
        <translation>UTF-8 schreibt U+FFFD als EF BF BD; %1 liest diese Oktette als %2. Das Original ist verloren: Jedes Ersatzzeichen bleibt eines.</translation>
    </message>
    <message>
        <source>%1 writes %2 as %3; %4 reads those octets as %5, which UTF-8 writes as %6.</source>
        <translation>%1 schreibt %2 als %3; %4 liest diese Oktette als %5, das UTF-8 als %6 schreibt.</translation>
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
    <name>u8scope::Sentence</name>
    <message>
        <source>The file starts with FF FE, the byte order mark of UTF-16 (little-endian): it is UTF-16, not UTF-8. Open or convert it as UTF-16.</source>
        <translation>Die Datei beginnt mit FF FE, der Byte Order Mark von UTF-16 (Little-Endian): Sie ist UTF-16, nicht UTF-8. Öffnen Sie sie als UTF-16 oder wandeln Sie sie aus UTF-16 um.</translation>
    </message>
    <message>
        <source>The file starts with FE FF, the byte order mark of UTF-16 (big-endian): it is UTF-16, not UTF-8. Open or convert it as UTF-16.</source>
        <translation>Die Datei beginnt mit FE FF, der Byte Order Mark von UTF-16 (Big-Endian): Sie ist UTF-16, nicht UTF-8. Öffnen Sie sie als UTF-16 oder wandeln Sie sie aus UTF-16 um.</translation>
    </message>
    <message>
        <source>C0 80 is NUL (U+0000) as Java&apos;s modified UTF-8 writes it, which standard UTF-8 forbids. Read the data as modified UTF-8, or have the program that wrote it write standard UTF-8, where NUL is 00.</source>
        <translation>C0 80 ist NUL (U+0000), wie das modifizierte UTF-8 von Java es schreibt, was Standard-UTF-8 verbietet. Lesen Sie die Daten als modifiziertes UTF-8, oder lassen Sie das Programm, das sie geschrieben hat, Standard-UTF-8 schreiben, in dem NUL 00 ist.</translation>
    </message>
    <message>
        <source>A conforming decoder replaces %1 with a single U+FFFD (the octets form one maximal subpart: a valid beginning that is never finished) and resumes at %2.</source>
        <translation>Ein konformer Decoder ersetzt %1 durch ein einziges U+FFFD (die Oktette bilden einen maximalen Teilabschnitt: einen gültigen Anfang, der nie vollendet wird) und fährt bei %2 fort.</translation>
    </message>
    <message>
        <source>A conforming decoder replaces %1 with one U+FFFD and resumes at %2.</source>
        <translation>Ein konformer Decoder ersetzt %1 durch ein U+FFFD und fährt bei %2 fort.</translation>
    </message>
    <message>
        <source>RFC 3629 (strict UTF-8, up to U+10FFFF)</source>
        <translation>RFC 3629 (striktes UTF-8, bis U+10FFFF)</translation>
    </message>
    <message>
        <source>ISO/IEC 10646-1:1993 Annex R (1 to 6 octets, 31 bits)</source>
        <translation>ISO/IEC 10646-1:1993 Anhang R (1 bis 6 Oktette, 31 Bits)</translation>
    </message>
    <message>
        <source>1-octet sequence (ASCII)</source>
        <translation>1-Oktett-Sequenz (ASCII)</translation>
    </message>
    <message>
        <source>first octet of a 2-octet sequence</source>
        <translation>Startoktett einer 2-Oktett-Sequenz</translation>
    </message>
    <message>
        <source>first octet of a 3-octet sequence</source>
        <translation>Startoktett einer 3-Oktett-Sequenz</translation>
    </message>
    <message>
        <source>first octet of a 4-octet sequence</source>
        <translation>Startoktett einer 4-Oktett-Sequenz</translation>
    </message>
    <message>
        <source>first octet of a 5-octet sequence</source>
        <translation>Startoktett einer 5-Oktett-Sequenz</translation>
    </message>
    <message>
        <source>first octet of a 6-octet sequence</source>
        <translation>Startoktett einer 6-Oktett-Sequenz</translation>
    </message>
    <message>
        <source>continuing octet</source>
        <translation>Fortsetzungsoktett</translation>
    </message>
    <message>
        <source>part of a malformed sequence</source>
        <translation>Teil einer fehlerhaften Sequenz</translation>
    </message>
    <message>
        <source>octet that never occurs in UTF-8</source>
        <translation>Oktett, das in UTF-8 nie vorkommt</translation>
    </message>
    <message>
        <source>Overlong form</source>
        <translation>Überlange Form</translation>
    </message>
    <message>
        <source>Surrogate</source>
        <translation>Surrogat</translation>
    </message>
    <message>
        <source>Beyond U+10FFFF</source>
        <translation>Jenseits von U+10FFFF</translation>
    </message>
    <message>
        <source>Truncated sequence</source>
        <translation>Abgeschnittene Sequenz</translation>
    </message>
    <message>
        <source>Unexpected continuing octet</source>
        <translation>Unerwartetes Fortsetzungsoktett</translation>
    </message>
    <message>
        <source>Octet never used in UTF-8</source>
        <translation>In UTF-8 nie verwendetes Oktett</translation>
    </message>
    <message>
        <source>reverses the display order of the text that follows, up to the end of the line or a PDF (U+202C)</source>
        <translation>kehrt die Anzeigereihenfolge des folgenden Textes um, bis zum Zeilenende oder zu einem PDF (U+202C)</translation>
    </message>
    <message>
        <source>displays the text that follows left to right, even Hebrew or Arabic, up to the end of the line or a PDF (U+202C)</source>
        <translation>zeigt den folgenden Text von links nach rechts, selbst Hebräisch oder Arabisch, bis zum Zeilenende oder zu einem PDF (U+202C)</translation>
    </message>
    <message>
        <source>lays out the text that follows as right-to-left text, up to the end of the line or a PDF (U+202C)</source>
        <translation>setzt den folgenden Text als Text von rechts nach links, bis zum Zeilenende oder zu einem PDF (U+202C)</translation>
    </message>
    <message>
        <source>lays out the text that follows as left-to-right text, up to the end of the line or a PDF (U+202C)</source>
        <translation>setzt den folgenden Text als Text von links nach rechts, bis zum Zeilenende oder zu einem PDF (U+202C)</translation>
    </message>
    <message>
        <source>sets the text that follows apart as right-to-left text, up to the end of the line or a PDI (U+2069)</source>
        <translation>grenzt den folgenden Text als Text von rechts nach links ab, bis zum Zeilenende oder zu einem PDI (U+2069)</translation>
    </message>
    <message>
        <source>sets the text that follows apart as left-to-right text, up to the end of the line or a PDI (U+2069)</source>
        <translation>grenzt den folgenden Text als Text von links nach rechts ab, bis zum Zeilenende oder zu einem PDI (U+2069)</translation>
    </message>
    <message>
        <source>sets the text that follows apart in the direction of its first letter, up to the end of the line or a PDI (U+2069)</source>
        <translation>grenzt den folgenden Text in der Richtung seines ersten Buchstabens ab, bis zum Zeilenende oder zu einem PDI (U+2069)</translation>
    </message>
    <message>
        <source>ends the last embedding or override (LRE, RLE, LRO, RLO)</source>
        <translation>beendet die letzte Einbettung oder Überschreibung (LRE, RLE, LRO, RLO)</translation>
    </message>
    <message>
        <source>ends the last isolate (LRI, RLI, FSI) and any embedding opened inside it</source>
        <translation>beendet die letzte Isolierung (LRI, RLI, FSI) und jede darin begonnene Einbettung</translation>
    </message>
    <message>
        <source>acts as an invisible right-to-left letter: punctuation and numbers next to it follow it</source>
        <translation>wirkt als unsichtbarer Buchstabe von rechts nach links: Satzzeichen und Zahlen daneben folgen ihm</translation>
    </message>
    <message>
        <source>acts as an invisible left-to-right letter: punctuation and numbers next to it follow it</source>
        <translation>wirkt als unsichtbarer Buchstabe von links nach rechts: Satzzeichen und Zahlen daneben folgen ihm</translation>
    </message>
    <message>
        <source>acts as an invisible Arabic letter: numbers after it are laid out as Arabic numbers</source>
        <translation>wirkt als unsichtbarer arabischer Buchstabe: Zahlen danach werden als arabische Zahlen gesetzt</translation>
    </message>
    <message>
        <source>shows nothing, and marks a place where a line may break: a word with it inside looks whole but is two to a program</source>
        <translation>zeigt nichts und markiert eine Stelle, an der eine Zeile umbrechen darf: ein Wort mit ihm darin sieht ganz aus, ist für ein Programm aber zwei</translation>
    </message>
    <message>
        <source>shows nothing, and keeps the letters on either side from joining or forming a ligature</source>
        <translation>zeigt nichts und hält die Buchstaben zu beiden Seiten davon ab, sich zu verbinden oder eine Ligatur zu bilden</translation>
    </message>
    <message>
        <source>shows nothing, and joins the characters on either side into one form (a conjunct, a joined letter, an emoji sequence)</source>
        <translation>zeigt nichts und verbindet die Zeichen zu beiden Seiten zu einer Form (einer Ligatur, einem verbundenen Buchstaben, einer Emoji-Sequenz)</translation>
    </message>
    <message>
        <source>shows nothing, and keeps a line from breaking there</source>
        <translation>zeigt nichts und verhindert dort einen Zeilenumbruch</translation>
    </message>
    <message>
        <source>marks the byte order at the very start of a file; anywhere else it shows nothing (ZERO WIDTH NO-BREAK SPACE)</source>
        <translation>markiert ganz am Anfang einer Datei die Bytereihenfolge; überall sonst zeigt es nichts (ZERO WIDTH NO-BREAK SPACE)</translation>
    </message>
    <message>
        <source>shows nothing, except as a hyphen where a line breaks at it</source>
        <translation>zeigt nichts, außer als Trennstrich, wo eine Zeile an ihm umbricht</translation>
    </message>
    <message>
        <source>shows nothing; keeps combining marks apart for sorting and normalization</source>
        <translation>zeigt nichts; hält kombinierende Zeichen für Sortierung und Normalisierung auseinander</translation>
    </message>
    <message>
        <source>takes the place of a Hangul letter and shows nothing</source>
        <translation>nimmt den Platz eines Hangul-Buchstabens ein und zeigt nichts</translation>
    </message>
    <message>
        <source>shows nothing: an invisible operator (function application, times, separator or plus) for mathematical software</source>
        <translation>zeigt nichts: ein unsichtbarer Operator (Funktionsanwendung, Mal, Trenner oder Plus) für mathematische Software</translation>
    </message>
    <message>
        <source>shows nothing itself, and selects a variant of the character before it (text or emoji style, a form of an ideograph)</source>
        <translation>zeigt selbst nichts und wählt eine Variante des Zeichens davor (Text- oder Emoji-Darstellung, eine Form eines Ideogramms)</translation>
    </message>
    <message>
        <source>shows nothing: an invisible copy of an ASCII character, meant for emoji tag sequences (the flags of Scotland, Wales, England)</source>
        <translation>zeigt nichts: eine unsichtbare Kopie eines ASCII-Zeichens, gedacht für Emoji-Tag-Sequenzen (die Flaggen von Schottland, Wales, England)</translation>
    </message>
    <message>
        <source>shows nothing, and ends an emoji tag sequence</source>
        <translation>zeigt nichts und beendet eine Emoji-Tag-Sequenz</translation>
    </message>
    <message>
        <source>is not displayed at all</source>
        <translation>wird überhaupt nicht angezeigt</translation>
    </message>
    <message>
        <source>looks like a space, but a line never breaks there</source>
        <translation>sieht aus wie ein Leerzeichen, aber dort bricht nie eine Zeile um</translation>
    </message>
    <message>
        <source>is a space as wide as a CJK character</source>
        <translation>ist ein Leerzeichen so breit wie ein CJK-Zeichen</translation>
    </message>
    <message>
        <source>is a space of its own width, which looks like a plain space</source>
        <translation>ist ein Leerzeichen eigener Breite, das wie ein einfaches Leerzeichen aussieht</translation>
    </message>
    <message>
        <source>breaks the line to programs that know it (JavaScript, some editors), and to no others</source>
        <translation>bricht die Zeile für Programme um, die es kennen (JavaScript, manche Editoren), und für keine anderen</translation>
    </message>
    <message>
        <source>breaks the paragraph to programs that know it, and to no others</source>
        <translation>bricht den Absatz für Programme um, die es kennen, und für keine anderen</translation>
    </message>
    <message>
        <source>is a control character: terminals and printers act on it, nothing shows it</source>
        <translation>ist ein Steuerzeichen: Terminals und Drucker führen es aus, nichts zeigt es an</translation>
    </message>
    <message>
        <source>is a C1 control: some terminals act on it, nothing shows it; usually a sign of text read in the wrong encoding</source>
        <translation>ist ein C1-Steuerzeichen: manche Terminals führen es aus, nichts zeigt es an; meist ein Zeichen für Text, der in der falschen Kodierung gelesen wurde</translation>
    </message>
    <message>
        <source>is a noncharacter, for a program&apos;s internal use and never for text</source>
        <translation>ist ein Nichtzeichen, für den internen Gebrauch eines Programms und nie für Text</translation>
    </message>
    <message>
        <source>is a private-use character: what it shows depends on the fonts of whoever reads it</source>
        <translation>ist ein Zeichen für private Nutzung: was es zeigt, hängt von den Schriften des Lesers ab</translation>
    </message>
    <message>
        <source>is not assigned in this version of Unicode: no font shows it</source>
        <translation>ist in dieser Unicode-Version nicht vergeben: keine Schrift zeigt es</translation>
    </message>
    <message>
        <source>Bidirectional control out of place</source>
        <translation>Bidirektionales Steuerzeichen am falschen Ort</translation>
    </message>
    <message>
        <source>Bidirectional control left open at the end of a line</source>
        <translation>Bidirektionales Steuerzeichen, am Zeilenende offen gelassen</translation>
    </message>
    <message>
        <source>Invisible character</source>
        <translation>Unsichtbares Zeichen</translation>
    </message>
    <message>
        <source>Tag character outside an emoji tag sequence</source>
        <translation>Tag-Zeichen außerhalb einer Emoji-Tag-Sequenz</translation>
    </message>
    <message>
        <source>Variation selector after a character that takes none</source>
        <translation>Variantenselektor nach einem Zeichen, das keinen annimmt</translation>
    </message>
    <message>
        <source>Byte order mark after the start</source>
        <translation>Bytereihenfolge-Markierung nach dem Anfang</translation>
    </message>
    <message>
        <source>Control character</source>
        <translation>Steuerzeichen</translation>
    </message>
    <message>
        <source>Noncharacter</source>
        <translation>Nichtzeichen</translation>
    </message>
    <message>
        <source>Private-use character</source>
        <translation>Zeichen für private Nutzung</translation>
    </message>
    <message>
        <source>Unassigned code point</source>
        <translation>Nicht vergebener Codepunkt</translation>
    </message>
    <message>
        <source>Unusual space</source>
        <translation>Ungewöhnliches Leerzeichen</translation>
    </message>
    <message>
        <source>Line or paragraph separator</source>
        <translation>Zeilen- oder Absatztrenner</translation>
    </message>
    <message>
        <source>Letter that passes for one of another script</source>
        <translation>Buchstabe, der als einer einer anderen Schrift durchgeht</translation>
    </message>
    <message>
        <source>it %1</source>
        <translation>es %1</translation>
    </message>
    <message>
        <source>it reverses the order in which the following text is displayed, up to the end of the line, so code can read differently from how it runs</source>
        <translation>es kehrt die Reihenfolge um, in der der folgende Text angezeigt wird, bis zum Zeilenende, sodass sich Code anders liest, als er ausgeführt wird</translation>
    </message>
    <message>
        <source>it displays the following text left to right whatever its letters, up to the end of the line, so code can read differently from how it runs</source>
        <translation>es zeigt den folgenden Text von links nach rechts, welche Buchstaben er auch hat, bis zum Zeilenende, sodass sich Code anders liest, als er ausgeführt wird</translation>
    </message>
    <message>
        <source>it lays out the following text as right-to-left text and nothing closes it before the end of the line, so code can read differently from how it runs</source>
        <translation>es setzt den folgenden Text als Text von rechts nach links, und nichts schließt es vor dem Zeilenende, sodass sich Code anders liest, als er ausgeführt wird</translation>
    </message>
    <message>
        <source>it lays out the following text as left-to-right text and nothing closes it before the end of the line, so code can read differently from how it runs</source>
        <translation>es setzt den folgenden Text als Text von links nach rechts, und nichts schließt es vor dem Zeilenende, sodass sich Code anders liest, als er ausgeführt wird</translation>
    </message>
    <message>
        <source>it lays out the following text in the direction of its first letter and nothing closes it before the end of the line, so code can read differently from how it runs</source>
        <translation>es setzt den folgenden Text in der Richtung seines ersten Buchstabens, und nichts schließt es vor dem Zeilenende, sodass sich Code anders liest, als er ausgeführt wird</translation>
    </message>
    <message>
        <source>it %1, on a line without right-to-left letters, where it only reorders what is around it</source>
        <translation>es %1, in einer Zeile ohne Buchstaben von rechts nach links, wo es nur seine Umgebung umordnet</translation>
    </message>
    <message>
        <source>it lays out the text up to its PDF as right-to-left text, on a line without right-to-left letters, where that only moves text around</source>
        <translation>es setzt den Text bis zu seinem PDF als Text von rechts nach links, in einer Zeile ohne Buchstaben von rechts nach links, wo das nur Text verschiebt</translation>
    </message>
    <message>
        <source>it lays out the text up to its PDF as left-to-right text, on a line without right-to-left letters, where that only moves text around</source>
        <translation>es setzt den Text bis zu seinem PDF als Text von links nach rechts, in einer Zeile ohne Buchstaben von rechts nach links, wo das nur Text verschiebt</translation>
    </message>
    <message>
        <source>it lays out the text up to its PDI as right-to-left text, on a line without right-to-left letters, where that only moves text around</source>
        <translation>es setzt den Text bis zu seinem PDI als Text von rechts nach links, in einer Zeile ohne Buchstaben von rechts nach links, wo das nur Text verschiebt</translation>
    </message>
    <message>
        <source>it lays out the text up to its PDI as left-to-right text, on a line without right-to-left letters, where that only moves text around</source>
        <translation>es setzt den Text bis zu seinem PDI als Text von links nach rechts, in einer Zeile ohne Buchstaben von rechts nach links, wo das nur Text verschiebt</translation>
    </message>
    <message>
        <source>it lays out the text up to its PDI in the direction of its first letter, on a line without right-to-left letters, where that only moves text around</source>
        <translation>es setzt den Text bis zu seinem PDI in der Richtung seines ersten Buchstabens, in einer Zeile ohne Buchstaben von rechts nach links, wo das nur Text verschiebt</translation>
    </message>
    <message>
        <source>it lays out the text up to its PDF in the direction of its first letter, on a line without right-to-left letters, where that only moves text around</source>
        <translation>es setzt den Text bis zu seinem PDF in der Richtung seines ersten Buchstabens, in einer Zeile ohne Buchstaben von rechts nach links, wo das nur Text verschiebt</translation>
    </message>
    <message>
        <source>it reverses the display order of the text up to its PDF (U+202C), so that text reads differently from what it is</source>
        <translation>es kehrt die Anzeigereihenfolge des Textes bis zu seinem PDF (U+202C) um, sodass sich dieser Text anders liest, als er ist</translation>
    </message>
    <message>
        <source>it displays the text up to its PDF (U+202C) left to right whatever its letters, so that text reads differently from what it is</source>
        <translation>es zeigt den Text bis zu seinem PDF (U+202C) von links nach rechts, welche Buchstaben er auch hat, sodass sich dieser Text anders liest, als er ist</translation>
    </message>
    <message>
        <source>it closes nothing: a stray bidirectional control that shows nothing</source>
        <translation>es schließt nichts: ein verirrtes bidirektionales Steuerzeichen, das nichts zeigt</translation>
    </message>
    <message>
        <source>it closes a bidirectional control flagged before it on this line</source>
        <translation>es schließt ein bidirektionales Steuerzeichen, das davor in dieser Zeile gemeldet wurde</translation>
    </message>
    <message>
        <source>it is past the 125 levels of nesting bidirectional text allows, so it does nothing but hide</source>
        <translation>es liegt jenseits der 125 Verschachtelungsebenen, die bidirektionaler Text erlaubt, und tut daher nichts, als sich zu verstecken</translation>
    </message>
    <message>
        <source>it is NUL, which many programs take for the end of the text; nothing shows it</source>
        <translation>es ist NUL, das viele Programme für das Ende des Textes halten; nichts zeigt es an</translation>
    </message>
    <message>
        <source>it is a backspace: a terminal shows the character before it erased</source>
        <translation>es ist ein Rückschritt: ein Terminal zeigt das Zeichen davor gelöscht</translation>
    </message>
    <message>
        <source>it is ESC: a terminal reads the bytes after it as a command, which can move the cursor and rewrite or hide what it shows</source>
        <translation>es ist ESC: ein Terminal liest die Bytes danach als Befehl, der den Cursor bewegen und Angezeigtes überschreiben oder verbergen kann</translation>
    </message>
    <message>
        <source>a %1 letter that looks like %2 %3, in a word of %2 letters: the word reads as one it is not</source>
        <translation>ein Buchstabe der Schrift %1, der wie %3 der Schrift %2 aussieht, in einem Wort aus Buchstaben der Schrift %2: das Wort liest sich als eines, das es nicht ist</translation>
    </message>
    <message>
        <source>a %1 letter that looks like %2, in a word of such letters on a line of Latin text: the word reads as an ASCII word it is not</source>
        <translation>ein Buchstabe der Schrift %1, der wie %2 aussieht, in einem Wort aus solchen Buchstaben in einer Zeile lateinischen Textes: das Wort liest sich als ASCII-Wort, das es nicht ist</translation>
    </message>
    <message>
        <source>a dot above over a letter that has one already: it cannot be seen, yet the word differs</source>
        <translation>ein Punkt darüber auf einem Buchstaben, der schon einen hat: man sieht ihn nicht, doch das Wort ist ein anderes</translation>
    </message>
    <message>
        <source>a digit of another decimal system (%1) than the other digits of its number, which looks like %2: the number reads as one it is not</source>
        <translation>eine Ziffer eines anderen Dezimalsystems (%1) als die übrigen Ziffern ihrer Zahl, die wie %2 aussieht: die Zahl liest sich als eine, die sie nicht ist</translation>
    </message>
    <message>
        <source>a digit of another decimal system (%1) than the other digits of its number: the number reads as one it is not</source>
        <translation>eine Ziffer eines anderen Dezimalsystems (%1) als die übrigen Ziffern ihrer Zahl: die Zahl liest sich als eine, die sie nicht ist</translation>
    </message>
    <message>
        <source>it passes for a letter of another script</source>
        <translation>es geht als Buchstabe einer anderen Schrift durch</translation>
    </message>
    <message>
        <source>it shows nothing: an invisible copy of ASCII %1, outside an emoji flag; programs still read it, so it can carry hidden instructions</source>
        <translation>es zeigt nichts: eine unsichtbare Kopie von ASCII %1, außerhalb einer Emoji-Flagge; Programme lesen es trotzdem, also kann es versteckte Anweisungen tragen</translation>
    </message>
    <message>
        <source>it shows nothing, outside an emoji flag; programs still read it, so it can carry hidden instructions</source>
        <translation>es zeigt nichts, außerhalb einer Emoji-Flagge; Programme lesen es trotzdem, also kann es versteckte Anweisungen tragen</translation>
    </message>
    <message>
        <source>the same combining mark again, drawn over the first: it cannot be seen, yet the text differs</source>
        <translation>dasselbe kombinierende Zeichen noch einmal, über das erste gezeichnet: man sieht es nicht, doch der Text ist ein anderer</translation>
    </message>
    <message>
        <source>it %1, but nothing around it joins here: two words that look the same differ by it</source>
        <translation>es %1, aber nichts um es herum verbindet sich hier: zwei Wörter, die gleich aussehen, unterscheiden sich darin</translation>
    </message>
    <message>
        <source>it %1; two words that differ by it look the same</source>
        <translation>es %1; zwei Wörter, die sich darin unterscheiden, sehen gleich aus</translation>
    </message>
    <message>
        <source>a second variation selector in a row: nothing takes two, so it only hides, and a run of them can carry hidden data</source>
        <translation>ein zweiter Variantenselektor in Folge: nichts nimmt zwei an, also versteckt er nur, und eine Folge davon kann versteckte Daten tragen</translation>
    </message>
    <message>
        <source>it shows nothing and selects a variant of a character that has none here, so it only hides, and a run of them can carry hidden data</source>
        <translation>es zeigt nichts und wählt eine Variante eines Zeichens, das hier keine hat, versteckt also nur, und eine Folge davon kann versteckte Daten tragen</translation>
    </message>
    <message>
        <source>a byte order mark inside the file, usually left by joining files: invisible here, it breaks a #! line, a CSV header or a word it lands in</source>
        <translation>eine Bytereihenfolge-Markierung mitten in der Datei, meist vom Zusammenfügen von Dateien: hier unsichtbar, zerbricht sie eine #!-Zeile, einen CSV-Kopf oder ein Wort, in dem sie landet</translation>
    </message>
    <message>
        <source>it is not assigned in Unicode %1: no font shows it, and a later version may give it a meaning</source>
        <translation>es ist in Unicode %1 nicht vergeben: keine Schrift zeigt es, und eine spätere Version kann ihm eine Bedeutung geben</translation>
    </message>
    <message>
        <source>it %1, and binds nothing here (at the edge of a line or beside another space): it looks like a plain space but compares differently</source>
        <translation>es %1 und bindet hier nichts (am Rand einer Zeile oder neben einem anderen Leerzeichen): es sieht aus wie ein einfaches Leerzeichen, wird aber anders verglichen</translation>
    </message>
    <message>
        <source>it %1, so lines are not where they seem</source>
        <translation>es %1, also liegen die Zeilen nicht dort, wo sie scheinen</translation>
    </message>
    <message>
        <source>A conforming decoder replaces %1 with a single U+FFFD (a first octet alone is a maximal subpart: the longest piece that could still begin a character) and resumes at %2.</source>
        <translation>Ein konformer Decoder ersetzt %1 durch ein einziges U+FFFD (ein Startoktett allein ist ein maximaler Teilabschnitt: das längste Stück, das noch ein Zeichen beginnen könnte) und fährt bei %2 fort.</translation>
    </message>
    <message>
        <source>Each octet of %1 is a maximal subpart of its own (no piece of two could still begin a character), so the sequence becomes %2 U+FFFD.</source>
        <translation>Jedes Oktett von %1 ist ein eigener maximaler Teilabschnitt (kein Stück aus zweien könnte noch ein Zeichen beginnen), daher wird die Sequenz zu %2 U+FFFD.</translation>
    </message>
    <message>
        <source>No valid sequence starts with %1, so the continuing octet after it is a maximal subpart of its own (a piece replaced by one U+FFFD): %2 becomes %3 U+FFFD.</source>
        <translation>Keine gültige Sequenz beginnt mit %1, daher ist das Fortsetzungsoktett danach ein eigener maximaler Teilabschnitt (ein Stück, das durch ein U+FFFD ersetzt wird): %2 wird zu %3 U+FFFD.</translation>
    </message>
    <message>
        <source>No valid sequence starts with %1, so each of the %2 continuing octets after it is a maximal subpart of its own (a piece replaced by one U+FFFD): %3 becomes %4 U+FFFD.</source>
        <translation>Keine gültige Sequenz beginnt mit %1, daher ist jedes der %2 Fortsetzungsoktette danach ein eigener maximaler Teilabschnitt (ein Stück, das durch ein U+FFFD ersetzt wird): %3 wird zu %4 U+FFFD.</translation>
    </message>
    <message>
        <source>This byte is not UTF-8. If the file came from Windows, it is probably %1, where %2 is %3.</source>
        <translation>Dieses Byte ist kein UTF-8. Stammt die Datei von Windows, ist sie wahrscheinlich in %1 kodiert, wo %2 für %3 steht.</translation>
    </message>
    <message>
        <source>This byte is not UTF-8. The text is probably %1, where %2 is %3.</source>
        <translation>Dieses Byte ist kein UTF-8. Der Text ist wahrscheinlich in %1 kodiert, wo %2 für %3 steht.</translation>
    </message>
    <message>
        <source>These bytes are the second half of %1 in CESU-8 (or Java&apos;s modified UTF-8), whose first half is at %2. Convert the text from CESU-8: in UTF-8 the character is %3.</source>
        <translation>Diese Bytes sind die zweite Hälfte von %1 in CESU-8 (oder im modifizierten UTF-8 von Java), dessen erste Hälfte bei %2 steht. Wandeln Sie den Text aus CESU-8 um: In UTF-8 ist das Zeichen %3.</translation>
    </message>
    <message>
        <source>These 6 bytes are %1 in CESU-8 (or Java&apos;s modified UTF-8), which writes each half of a UTF-16 surrogate pair on its own. Convert the text from CESU-8: in UTF-8 it is %2.</source>
        <translation>Diese 6 Bytes sind %1 in CESU-8 (oder im modifizierten UTF-8 von Java), das jede Hälfte eines UTF-16-Surrogatpaars einzeln schreibt. Wandeln Sie den Text aus CESU-8 um: In UTF-8 ist es %2.</translation>
    </message>
    <message>
        <source>These bytes encode half of a UTF-16 surrogate pair (%1), which is not a character: the text was converted from UTF-16 carelessly. Convert it again from the original.</source>
        <translation>Diese Bytes kodieren die Hälfte eines UTF-16-Surrogatpaars (%1), die kein Zeichen ist: Der Text wurde nachlässig aus UTF-16 umgewandelt. Wandeln Sie ihn erneut aus dem Original um.</translation>
    </message>
    <message>
        <source>These bytes begin half of a UTF-16 surrogate pair, which is not a character: the text was converted from UTF-16 carelessly. Convert it again from the original.</source>
        <translation>Diese Bytes beginnen die Hälfte eines UTF-16-Surrogatpaars, die kein Zeichen ist: Der Text wurde nachlässig aus UTF-16 umgewandelt. Wandeln Sie ihn erneut aus dem Original um.</translation>
    </message>
    <message>
        <source>This is %1 written in %2 bytes instead of %3, a form UTF-8 forbids because it can slip characters past security checks. Treat the input as suspicious, and find out what produced it.</source>
        <translation>Das ist %1, geschrieben in %2 Bytes statt in %3, eine Form, die UTF-8 verbietet, weil sie Zeichen an Sicherheitsprüfungen vorbeischleusen kann. Behandeln Sie die Eingabe als verdächtig und finden Sie heraus, was sie erzeugt hat.</translation>
    </message>
    <message>
        <source>A character is cut short here: %1 begins a %2-byte character, but the bytes seen end there. The text was probably cut or spliced at a byte boundary; look for where it was split.</source>
        <translation>Hier bricht ein Zeichen ab: %1 beginnt ein %2-Byte-Zeichen, aber die gelesenen Bytes enden dort. Der Text wurde wahrscheinlich an einer Bytegrenze abgeschnitten oder zusammengefügt; suchen Sie die Stelle, an der er geteilt wurde.</translation>
    </message>
    <message>
        <source>A character is cut short here: %1 begins a %2-byte character, but the byte after it does not continue it. The text was probably cut or spliced at a byte boundary; look for where it was split.</source>
        <translation>Hier bricht ein Zeichen ab: %1 beginnt ein %2-Byte-Zeichen, aber das Byte danach setzt es nicht fort. Der Text wurde wahrscheinlich an einer Bytegrenze abgeschnitten oder zusammengefügt; suchen Sie die Stelle, an der er geteilt wurde.</translation>
    </message>
    <message>
        <source>The input ends in the middle of a character: %1 begins a %2-byte character that lacks its last byte. The file was probably cut short (an interrupted download or copy, a size limit); get it whole again.</source>
        <translation>Die Eingabe endet mitten in einem Zeichen: %1 beginnt ein %2-Byte-Zeichen, dem sein letztes Byte fehlt. Die Datei wurde wahrscheinlich gekürzt (ein abgebrochener Download oder Kopiervorgang, eine Größenbeschränkung); beschaffen Sie sie erneut vollständig.</translation>
    </message>
    <message>
        <source>The input ends in the middle of a character: %1 begins a %2-byte character that lacks its last %3 bytes. The file was probably cut short (an interrupted download or copy, a size limit); get it whole again.</source>
        <translation>Die Eingabe endet mitten in einem Zeichen: %1 beginnt ein %2-Byte-Zeichen, dem seine letzten %3 Bytes fehlen. Die Datei wurde wahrscheinlich gekürzt (ein abgebrochener Download oder Kopiervorgang, eine Größenbeschränkung); beschaffen Sie sie erneut vollständig.</translation>
    </message>
    <message>
        <source>The input starts in the middle of a character: it was probably cut out of a larger text. Skip the continuing bytes at the start, or take the data from the start of the character.</source>
        <translation>Die Eingabe beginnt mitten in einem Zeichen: Sie wurde wahrscheinlich aus einem größeren Text herausgeschnitten. Überspringen Sie die Fortsetzungsbytes am Anfang oder nehmen Sie die Daten ab dem Anfang des Zeichens.</translation>
    </message>
    <message>
        <source>This byte belongs to the broken sequence %1 at %2; what happened is explained there.</source>
        <translation>Dieses Byte gehört zur fehlerhaften Sequenz %1 bei %2; dort wird erklärt, was geschehen ist.</translation>
    </message>
    <message>
        <source>This byte continues nothing: the character before it (%1) is already complete. A byte was probably inserted, or the first byte of the next character lost; compare with the source.</source>
        <translation>Dieses Byte setzt nichts fort: Das Zeichen davor (%1) ist bereits vollständig. Wahrscheinlich wurde ein Byte eingefügt oder das Startbyte des nächsten Zeichens ging verloren; vergleichen Sie mit der Quelle.</translation>
    </message>
    <message>
        <source>These bytes encode %1 (hex), beyond U+10FFFF where Unicode ends, so they are not a character. Only the original UTF-8 of 1993 allowed such values: read the data with the ISO/IEC 10646-1:1993 profile, or treat it as damaged.</source>
        <translation>Diese Bytes kodieren %1 (hex), jenseits von U+10FFFF, wo Unicode endet, und sind daher kein Zeichen. Nur das ursprüngliche UTF-8 von 1993 erlaubte solche Werte: Lesen Sie die Daten mit dem Profil ISO/IEC 10646-1:1993, oder behandeln Sie sie als beschädigt.</translation>
    </message>
    <message>
        <source>%1 is a %2-byte form of the original UTF-8 of 1993, which RFC 3629 no longer allows. If the data comes from an old system, read it with the ISO/IEC 10646-1:1993 profile.</source>
        <translation>%1 ist eine %2-Byte-Form des ursprünglichen UTF-8 von 1993, die RFC 3629 nicht mehr erlaubt. Stammen die Daten von einem alten System, lesen Sie sie mit dem Profil ISO/IEC 10646-1:1993.</translation>
    </message>
    <message>
        <source>The file is binary data, not text: this byte is data, where any value turns up, and no story of text applies to it.</source>
        <translation>Die Datei enthält Binärdaten, keinen Text: Dieses Byte gehört zu den Daten, in denen jeder Wert vorkommt, und nichts, was Texten zustößt, erklärt es.</translation>
    </message>
    <message>
        <source>The file is binary data, not text: these bytes are data, where any value turns up, and no story of text applies to them.</source>
        <translation>Die Datei enthält Binärdaten, keinen Text: Diese Bytes gehören zu den Daten, in denen jeder Wert vorkommt, und nichts, was Texten zustößt, erklärt sie.</translation>
    </message>
    <message>
        <source>This byte is not UTF-8, and no story of text explains it: the data is probably binary, or damaged. Check where it came from.</source>
        <translation>Dieses Byte ist kein UTF-8, und nichts, was Texten üblicherweise zustößt, erklärt es: Die Daten sind wahrscheinlich binär oder beschädigt. Prüfen Sie, woher sie stammen.</translation>
    </message>
    <message>
        <source>These bytes are not UTF-8, and no story of text explains them: the data is probably binary, or damaged. Check where it came from.</source>
        <translation>Diese Bytes sind kein UTF-8, und nichts, was Texten üblicherweise zustößt, erklärt sie: Die Daten sind wahrscheinlich binär oder beschädigt. Prüfen Sie, woher sie stammen.</translation>
    </message>
    <message>
        <source>This byte lies inside %1 bytes at %2 where binary data, text and NUL bytes mix too closely to tell apart: it is read as data, and no story of text applies to it.</source>
        <translation>Dieses Byte liegt in %1 Bytes bei %2, in denen sich Binärdaten, Text und NUL-Bytes zu dicht mischen, um sie auseinanderzuhalten: Es wird als Daten gelesen, und nichts, was Texten zustößt, erklärt es.</translation>
    </message>
    <message>
        <source>These bytes lie inside %1 bytes at %2 where binary data, text and NUL bytes mix too closely to tell apart: they are read as data, and no story of text applies to them.</source>
        <translation>Diese Bytes liegen in %1 Bytes bei %2, in denen sich Binärdaten, Text und NUL-Bytes zu dicht mischen, um sie auseinanderzuhalten: Sie werden als Daten gelesen, und nichts, was Texten zustößt, erklärt sie.</translation>
    </message>
    <message>
        <source>This byte lies inside %1 bytes of binary data at %2: it is part of the data, where any value turns up, and no story of text applies to it.</source>
        <translation>Dieses Byte liegt in %1 Bytes Binärdaten bei %2: Es gehört zu den Daten, in denen jeder Wert vorkommt, und nichts, was Texten zustößt, erklärt es.</translation>
    </message>
    <message>
        <source>These bytes lie inside %1 bytes of binary data at %2: they are part of the data, where any value turns up, and no story of text applies to them.</source>
        <translation>Diese Bytes liegen in %1 Bytes Binärdaten bei %2: Sie gehören zu den Daten, in denen jeder Wert vorkommt, und nichts, was Texten zustößt, erklärt sie.</translation>
    </message>
    <message>
        <source>The word reads as text only once repaired, and the character that comes back fits it.</source>
        <translation>Das Wort liest sich erst repariert als Text, und das zurückgewonnene Zeichen passt hinein.</translation>
    </message>
    <message>
        <source>The word reads as text only once repaired, and the %1 characters that come back fit it.</source>
        <translation>Das Wort liest sich erst repariert als Text, und die %1 zurückgewonnenen Zeichen passen hinein.</translation>
    </message>
    <message>
        <source>It is undone through %1 rounds, each a coincidence that correct text seldom makes.</source>
        <translation>Es wird über %1 Runden rückgängig gemacht, jede ein Zufall, den korrekter Text selten ergibt.</translation>
    </message>
    <message>
        <source>The same encoding explains another damaged word of the line.</source>
        <translation>Dieselbe Kodierung erklärt ein weiteres beschädigtes Wort der Zeile.</translation>
    </message>
    <message>
        <source>The same encoding explains %1 other damaged words of the line.</source>
        <translation>Dieselbe Kodierung erklärt %1 weitere beschädigte Wörter der Zeile.</translation>
    </message>
    <message>
        <source>The same encoding explains damaged places elsewhere in the file.</source>
        <translation>Dieselbe Kodierung erklärt beschädigte Stellen an anderen Orten der Datei.</translation>
    </message>
    <message>
        <source>The whole file is in %1, as both encoding detectors agree.</source>
        <translation>Die ganze Datei ist in %1, darin stimmen beide Kodierungserkennungen überein.</translation>
    </message>
    <message>
        <source>Letters of the repaired character&apos;s script stand around it in the line.</source>
        <translation>Buchstaben aus der Schrift des reparierten Zeichens stehen um es herum in der Zeile.</translation>
    </message>
    <message>
        <source>A byte order mark heads the file.</source>
        <translation>Eine Bytereihenfolge-Markierung steht am Anfang der Datei.</translation>
    </message>
    <message>
        <source>The bytes are a form of UTF-8 itself, not text of another encoding.</source>
        <translation>Die Bytes sind eine Form von UTF-8 selbst, kein Text einer anderen Kodierung.</translation>
    </message>
    <message>
        <source>Another encoding would repair the same bytes into other text, which lowers the confidence.</source>
        <translation>Eine andere Kodierung würde dieselben Bytes zu anderem Text reparieren, was die Konfidenz senkt.</translation>
    </message>
    <message>
        <source>%1 other encodings would repair the same bytes into other text, which lowers the confidence.</source>
        <translation>%1 andere Kodierungen würden dieselben Bytes zu anderem Text reparieren, was die Konfidenz senkt.</translation>
    </message>
    <message>
        <source>%1 character that would be hidden in text lies in a run of %2 NUL bytes at %3: it is not text, and not listed</source>
        <translation>%1 Zeichen, das in Text verborgen wäre, liegt in einer Folge von %2 NUL-Bytes bei %3: Es ist kein Text und wird nicht aufgeführt</translation>
    </message>
    <message>
        <source>%1 characters that would be hidden in text lie in a run of %2 NUL bytes at %3: they are not text, and not listed one by one</source>
        <translation>%1 Zeichen, die in Text verborgen wären, liegen in einer Folge von %2 NUL-Bytes bei %3: Sie sind kein Text und werden nicht einzeln aufgeführt</translation>
    </message>
    <message>
        <source>%1 character that would be hidden in text lies in %2 bytes of UTF-16 at %3, which read as UTF-8 is no text: it is not listed</source>
        <translation>%1 Zeichen, das in Text verborgen wäre, liegt in %2 Bytes UTF-16 bei %3, die als UTF-8 gelesen kein Text sind: Es wird nicht aufgeführt</translation>
    </message>
    <message>
        <source>%1 characters that would be hidden in text lie in %2 bytes of UTF-16 at %3, which read as UTF-8 is no text: they are not listed one by one</source>
        <translation>%1 Zeichen, die in Text verborgen wären, liegen in %2 Bytes UTF-16 bei %3, die als UTF-8 gelesen kein Text sind: Sie werden nicht einzeln aufgeführt</translation>
    </message>
    <message>
        <source>%1 character that would be hidden in text lies in %2 bytes of binary data at %3, where any value turns up: it is not text, and not listed</source>
        <translation>%1 Zeichen, das in Text verborgen wäre, liegt in %2 Bytes Binärdaten bei %3, in denen jeder Wert vorkommt: Es ist kein Text und wird nicht aufgeführt</translation>
    </message>
    <message>
        <source>%1 characters that would be hidden in text lie in %2 bytes of binary data at %3, where any value turns up: they are not text, and not listed one by one</source>
        <translation>%1 Zeichen, die in Text verborgen wären, liegen in %2 Bytes Binärdaten bei %3, in denen jeder Wert vorkommt: Sie sind kein Text und werden nicht einzeln aufgeführt</translation>
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
    <message>
        <source>none: beyond U+10FFFF, UTF-16 cannot represent it</source>
        <translation>keine: jenseits von U+10FFFF, UTF-16 kann es nicht darstellen</translation>
    </message>
    <message>
        <source>&lt;code&gt;%1 %2&lt;/code&gt; (surrogate pair)</source>
        <translation>&lt;code&gt;%1 %2&lt;/code&gt; (Surrogatpaar)</translation>
    </message>
    <message>
        <source>control character</source>
        <translation>Steuerzeichen</translation>
    </message>
    <message>
        <source>whitespace</source>
        <translation>Leerraum</translation>
    </message>
    <message>
        <source>default-ignorable (usually invisible)</source>
        <translation>standardmäßig ignorierbar (meist unsichtbar)</translation>
    </message>
    <message>
        <source>combining (class %1): joins the character before it</source>
        <translation>kombinierend (Klasse %1): verbindet sich mit dem Zeichen davor</translation>
    </message>
    <message>
        <source>noncharacter: not for interchange</source>
        <translation>Nichtzeichen: nicht für den Austausch bestimmt</translation>
    </message>
    <message>
        <source>private use: meaning set by agreement</source>
        <translation>privater Gebrauch: Bedeutung nach Vereinbarung</translation>
    </message>
    <message>
        <source>unassigned in Unicode %1</source>
        <translation>in Unicode %1 nicht zugewiesen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>1 octet</source>
        <translation>1 Oktett</translation>
    </message>
    <message>
        <source>%1 octets: a %1-octet sequence</source>
        <translation>%1 Oktette: eine %1-Oktett-Sequenz</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Script</source>
        <translation>Schrift</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Seit</translation>
    </message>
    <message>
        <source>Unicode %1</source>
        <translation>Unicode %1</translation>
    </message>
    <message>
        <source>Escapes</source>
        <translation>Escape-Sequenzen</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>At the start of a file, EF BB BF is the UTF-8 &lt;b&gt;signature&lt;/b&gt; (byte order mark): it marks the file as UTF-8 and is not part of the text.</source>
        <translation>Am Anfang einer Datei ist EF BB BF die UTF-8-&lt;b&gt;Signatur&lt;/b&gt; (Byte Order Mark): Sie kennzeichnet die Datei als UTF-8 und gehört nicht zum Text.</translation>
    </message>
    <message>
        <source>Not at the start of the file: no signature, but a zero width no-break space, which is invisible. Often a signature left behind by joining files or by a program that added one to each piece.</source>
        <translation>Nicht am Anfang der Datei: keine Signatur, sondern ein unsichtbares geschütztes Leerzeichen ohne Breite. Oft eine Signatur, die beim Zusammenfügen von Dateien übrig blieb oder von einem Programm, das jedem Teil eine hinzufügte.</translation>
    </message>
    <message>
        <source>%1 changed while it was read (%2): reload it (F5), then save again.</source>
        <translation>%1 hat sich beim Lesen geändert (%2): Laden Sie die Datei neu (F5) und speichern Sie dann erneut.</translation>
    </message>
    <message>
        <source>%1 looks like binary data, not text: repairing the few lines of text in it would move the data after them. The Mojibake panel lists what they hold.</source>
        <translation>%1 sieht nach Binärdaten aus, nicht nach Text: Die wenigen Textzeilen darin zu reparieren, würde die Daten dahinter verschieben. Die Liste „Mojibake“ zeigt, was sie enthalten.</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 but most likely %2, which no repair of mojibake reads: Save as UTF-8 converts it.</source>
        <translation>%1 ist kein UTF-8, sondern höchstwahrscheinlich %2, das keine Mojibake-Reparatur liest: „Als UTF-8 speichern“ wandelt die Datei um.</translation>
    </message>
    <message>
        <source>%1 is text followed by binary data (by offset %2): repairing the text would move the data after it. The Mojibake panel lists what was found.</source>
        <translation>%1 ist Text, auf den Binärdaten folgen (spätestens ab Offset %2): Den Text zu reparieren, würde die Daten dahinter verschieben. Die Liste „Mojibake“ zeigt, was gefunden wurde.</translation>
    </message>
    <message>
        <source>scan incomplete</source>
        <translation>Prüfung unvollständig</translation>
    </message>
    <message>
        <source>%1 of %2 octets read</source>
        <translation>%1 von %2 Oktetten gelesen</translation>
    </message>
    <message>
        <source>no errors in them</source>
        <translation>darin keine Fehler</translation>
    </message>
    <message>
        <source>1 error in them</source>
        <translation>darin 1 Fehler</translation>
    </message>
    <message>
        <source>%1 errors in them</source>
        <translation>darin %1 Fehler</translation>
    </message>
    <message>
        <source>%1 octets read</source>
        <translation>%1 Oktette gelesen</translation>
    </message>
    <message>
        <source>changed while scanned</source>
        <translation>während der Prüfung geändert</translation>
    </message>
    <message>
        <source>Licence: MIT</source>
        <translation>Lizenz: MIT</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Region %1 of %2</source>
        <translation>Region %1 von %2</translation>
    </message>
    <message>
        <source>The region at the cursor (F6: the next; Shift+F6: the previous)</source>
        <translation>Die Region am Cursor (F6: die nächste; Umschalt+F6: die vorige)</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Belege</translation>
    </message>
    <message>
        <source>%1 of %2 places will be repaired: those ticked. Every other byte is copied as it is. The open file is not changed.</source>
        <translation>%1 von %2 Stellen werden repariert: die angekreuzten. Jedes andere Byte wird unverändert kopiert. Die geöffnete Datei wird nicht verändert.</translation>
    </message>
    <message>
        <source>The %1 places past the list are repaired where their confidence reaches the threshold.</source>
        <translation>Die %1 Stellen nach der Liste werden repariert, wo ihre Konfidenz die Schwelle erreicht.</translation>
    </message>
    <message>
        <source>&amp;Tick the repairs of confidence at least:</source>
        <translation>Reparaturen an&amp;kreuzen mit einer Konfidenz von mindestens:</translation>
    </message>
    <message>
        <source>Confidence threshold</source>
        <translation>Konfidenzschwelle</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Was es bewirkt</translation>
    </message>
    <message>
        <source>%1, then as %2</source>
        <translation>%1, dann als %2</translation>
    </message>
    <message>
        <source>A no-break space in it became a plain space on the way and merged with the space after it.</source>
        <translation>Ein geschütztes Leerzeichen darin wurde unterwegs zu einem einfachen Leerzeichen und verschmolz mit dem Leerzeichen danach.</translation>
    </message>
    <message>
        <source>then the no-break space (&lt;code&gt;C2 A0&lt;/code&gt;) became a plain space (&lt;code&gt;20&lt;/code&gt;) and merged with the space after it; one space stays between the words</source>
        <translation>dann wurde das geschützte Leerzeichen (&lt;code&gt;C2 A0&lt;/code&gt;) zu einem einfachen Leerzeichen (&lt;code&gt;20&lt;/code&gt;) und verschmolz mit dem Leerzeichen danach; ein Leerzeichen bleibt zwischen den Wörtern</translation>
    </message>
    <message>
        <source>UTF-8 read as %1</source>
        <translation>UTF-8, als %1 gelesen</translation>
    </message>
    <message>
        <source>Replacement characters read as %1</source>
        <translation>Ersatzzeichen, als %1 gelesen</translation>
    </message>
    <message>
        <source>Text in %1 read as %2</source>
        <translation>Text in %1, als %2 gelesen</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::BitLayoutPanel</name>
    <message>
        <source>Bit Layout</source>
        <translation>Bitaufbau</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::BitLayoutView</name>
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
        <source>✗ bit %1: expected %2</source>
        <translation>✗ Bit %1: %2 erwartet</translation>
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
        <source>Here the octet leaves the octets allowed at its place: %1.</source>
        <translation>Ab hier verlässt das Oktett die an seiner Stelle erlaubten Oktette: %1.</translation>
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
        <source>in fours</source>
        <translation>4er-Gruppen</translation>
    </message>
    <message>
        <source>Value bits %1 to %2 read together: the hex digit %3</source>
        <translation>Wertbits %1 bis %2 zusammen gelesen: die Hexziffer %3</translation>
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
        <source>✗ bit %1</source>
        <translation>✗ Bit %1</translation>
    </message>
    <message>
        <source>10: continuing</source>
        <translation>10: Fortsetzung</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::Bookmarks</name>
    <message>
        <source>Bookmark set at %1</source>
        <translation>Lesezeichen bei %1 gesetzt</translation>
    </message>
    <message>
        <source>Bookmark at %1 removed</source>
        <translation>Lesezeichen bei %1 entfernt</translation>
    </message>
    <message>
        <source>No bookmarks: Ctrl+F2 sets one at the cursor</source>
        <translation>Keine Lesezeichen: Strg+F2 setzt eines am Cursor</translation>
    </message>
    <message>
        <source>Wrapped to the first bookmark</source>
        <translation>Weiter beim ersten Lesezeichen</translation>
    </message>
    <message>
        <source>Wrapped to the last bookmark</source>
        <translation>Weiter beim letzten Lesezeichen</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Lesezeichen</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::BookmarksPanel</name>
    <message>
        <source>Bookmarks</source>
        <translation>Lesezeichen</translation>
    </message>
    <message>
        <source>Set or Remove at the Cursor</source>
        <translation>Am Cursor setzen oder entfernen</translation>
    </message>
    <message>
        <source>Ctrl+F2; F2 and Shift+F2 go to the next and previous bookmark</source>
        <translation>Strg+F2; F2 und Umschalt+F2 springen zum nächsten und vorherigen Lesezeichen</translation>
    </message>
    <message>
        <source>Remove All</source>
        <translation>Alle entfernen</translation>
    </message>
    <message>
        <source>Bookmarks (%1)</source>
        <translation>Lesezeichen (%1)</translation>
    </message>
    <message>
        <source>No bookmarks yet: Ctrl+F2 sets one at the cursor.</source>
        <translation>Noch keine Lesezeichen: Strg+F2 setzt eines am Cursor.</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::CompareWindow</name>
    <message>
        <source>Side by Side — %1 and %2</source>
        <translation>Nebeneinander – %1 und %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; from %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; ab %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Next Difference</source>
        <translation>&amp;Nächster Unterschied</translation>
    </message>
    <message>
        <source>F4: both cursors to the next octet that differs</source>
        <translation>F4: beide Cursor zum nächsten abweichenden Oktett</translation>
    </message>
    <message>
        <source>Side by Side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <source>Open a file first.</source>
        <translation>Öffnen Sie zuerst eine Datei.</translation>
    </message>
    <message>
        <source>Side by Side with</source>
        <translation>Nebeneinander mit</translation>
    </message>
    <message>
        <source>Cannot open “%1”: %2</source>
        <translation>„%1“ kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Side by Side at Two Offsets</source>
        <translation>An zwei Offsets nebeneinander</translation>
    </message>
    <message>
        <source>Two offsets of this file, decimal or hex with 0x, such as 0 0x200:</source>
        <translation>Zwei Offsets dieser Datei, dezimal oder hexadezimal mit 0x, etwa 0 0x200:</translation>
    </message>
    <message>
        <source>Type two offsets.</source>
        <translation>Geben Sie zwei Offsets ein.</translation>
    </message>
    <message>
        <source>The two sides are the same, octet for octet (%1).</source>
        <translation>Beide Seiten sind Oktett für Oktett gleich (%1).</translation>
    </message>
    <message>
        <source>The first difference is at %1 (%2 on the left, %3 on the right).</source>
        <translation>Der erste Unterschied liegt bei %1 (%2 links, %3 rechts).</translation>
    </message>
    <message>
        <source>No difference after the cursor.</source>
        <translation>Kein Unterschied nach dem Cursor.</translation>
    </message>
    <message>
        <source>Difference at %1.</source>
        <translation>Unterschied bei %1.</translation>
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
        <source>“%1” is made by the system as it is read (a file of /proc or /sys), and holds more than %2: these are its first %2, as they were when opened. Reload (F5) reads them again.</source>
        <translation>„%1“ erzeugt das System beim Lesen (eine Datei in /proc oder /sys), und sie enthält mehr als %2: Dies sind ihre ersten %2, wie sie beim Öffnen waren. Neu laden (F5) liest sie erneut.</translation>
    </message>
    <message>
        <source>“%1” is made by the system as it is read (a file of /proc or /sys): this is what it held when opened. Reload (F5) reads it again.</source>
        <translation>„%1“ erzeugt das System beim Lesen (eine Datei in /proc oder /sys): Dies ist, was sie beim Öffnen enthielt. Neu laden (F5) liest sie erneut.</translation>
    </message>
    <message>
        <source>“%1” changed while it was scanned: the figures are of what was read, not of the file as it is.</source>
        <translation>„%1“ hat sich während der Prüfung geändert: Die Zahlen betreffen das Gelesene, nicht die Datei, wie sie jetzt ist.</translation>
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
    <message>
        <source>Auto</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Auto: guessed from what you type, and shown here. Text: its UTF-8 octets. Hex octets: e.g. C3 A9. Code point: e.g. U+20AC, encoded under the current profile.</source>
        <translation>Automatisch: aus der Eingabe erraten und hier angezeigt. Text: seine UTF-8-Oktette. Hex-Oktette: z. B. C3 A9. Codepunkt: z. B. U+20AC, kodiert nach dem aktuellen Profil.</translation>
    </message>
    <message>
        <source>Auto: hex octets</source>
        <translation>Automatisch: Hex-Oktette</translation>
    </message>
    <message>
        <source>Auto: code point</source>
        <translation>Automatisch: Codepunkt</translation>
    </message>
    <message>
        <source>Auto: text</source>
        <translation>Automatisch: Text</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::FindingTable</name>
    <message>
        <source>S&amp;how:</source>
        <translation>&amp;Anzeigen:</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::GoToOffsetDialog</name>
    <message>
        <source>Go to Offset</source>
        <translation>Zu Offset springen</translation>
    </message>
    <message>
        <source>The file is empty: there is no offset to go to.</source>
        <translation>Die Datei ist leer: Es gibt keinen Offset, zu dem gesprungen werden kann.</translation>
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
    <message>
        <source>Offset, decimal or hex with 0x (0 to %1), or a move from the cursor such as +16 or -0x10:</source>
        <translation>Offset, dezimal oder hexadezimal mit 0x (0 bis %1), oder ein Sprung vom Cursor aus, etwa +16 oder -0x10:</translation>
    </message>
    <message>
        <source>Offset %1: %2 %3 from %4</source>
        <translation>Offset %1: %3 %2 von %4 aus</translation>
    </message>
    <message>
        <source>back</source>
        <translation>zurück</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>vorwärts</translation>
    </message>
    <message>
        <source>Type an offset, such as 4096 or 0x1000, or a move such as +16 or -0x10.</source>
        <translation>Geben Sie einen Offset ein, etwa 4096 oder 0x1000, oder einen Sprung, etwa +16 oder -0x10.</translation>
    </message>
    <message>
        <source>“%1” is not an offset: use decimal digits, or hex digits after 0x; +N and -N move from the cursor.</source>
        <translation>„%1“ ist kein Offset: Verwenden Sie Dezimalziffern oder Hexadezimalziffern nach 0x; +N und -N springen vom Cursor aus.</translation>
    </message>
    <message>
        <source>That is before the start: the cursor is at %1.</source>
        <translation>Das liegt vor dem Anfang: Der Cursor steht bei %1.</translation>
    </message>
    <message>
        <source>That</source>
        <translation>Das</translation>
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
    <name>u8scope::ui::HiddenPanel</name>
    <message>
        <source>Hidden characters</source>
        <translation>Verborgene Zeichen</translation>
    </message>
    <message>
        <source>Show every class of hidden character, or only one</source>
        <translation>Jede Klasse verborgener Zeichen zeigen oder nur eine</translation>
    </message>
    <message>
        <source>Hidden Characters</source>
        <translation>Verborgene Zeichen</translation>
    </message>
    <message>
        <source>All classes (%1)</source>
        <translation>Alle Klassen (%1)</translation>
    </message>
    <message>
        <source>All classes</source>
        <translation>Alle Klassen</translation>
    </message>
    <message>
        <source>Looking for hidden characters…</source>
        <translation>Suche nach verborgenen Zeichen…</translation>
    </message>
    <message>
        <source>Not looked for: the scan did not finish.</source>
        <translation>Nicht gesucht: der Scan wurde nicht beendet.</translation>
    </message>
    <message>
        <source>No hidden characters found</source>
        <translation>Keine verborgenen Zeichen gefunden</translation>
    </message>
    <message>
        <source>The first %1 of %2 are listed</source>
        <translation>Die ersten %1 von %2 sind aufgeführt</translation>
    </message>
    <message>
        <source>%1 characters that would be hidden in text lie in regions that are not text (binary data, NUL runs, UTF-16): they are no findings</source>
        <translation>%1 Zeichen, die in Text verborgen wären, liegen in Bereichen, die kein Text sind (Binärdaten, NUL-Folgen, UTF-16): Sie sind keine Funde</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::HiddenRows</name>
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>Line:Column</source>
        <translation>Zeile:Spalte</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Code point</source>
        <translation>Codepunkt</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Why it matters</source>
        <translation>Warum es zählt</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::HiddenTool</name>
    <message>
        <source>No file is open.</source>
        <translation>Keine Datei ist geöffnet.</translation>
    </message>
    <message>
        <source>Still looking for hidden characters.</source>
        <translation>Die Suche nach verborgenen Zeichen läuft noch.</translation>
    </message>
    <message>
        <source>No hidden characters in %1.</source>
        <translation>Keine verborgenen Zeichen in %1.</translation>
    </message>
    <message>
        <source>Wrapped to the first</source>
        <translation>Zum ersten gesprungen</translation>
    </message>
    <message>
        <source>Wrapped to the last</source>
        <translation>Zum letzten gesprungen</translation>
    </message>
    <message>
        <source>Hidden character %1 of %2, line %3, column %4: %5 (%6)</source>
        <translation>Verborgenes Zeichen %1 von %2, Zeile %3, Spalte %4: %5 (%6)</translation>
    </message>
    <message>
        <source>Hidden characters</source>
        <translation>Verborgene Zeichen</translation>
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
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>This unit</source>
        <translation>Diese Einheit</translation>
    </message>
    <message>
        <source>&lt;code&gt;%1&lt;/code&gt; (%2), decoded as one U+FFFD</source>
        <translation>&lt;code&gt;%1&lt;/code&gt; (%2), dekodiert als ein U+FFFD</translation>
    </message>
    <message>
        <source>Ill-formed sequence</source>
        <translation>Nicht wohlgeformte Sequenz</translation>
    </message>
    <message>
        <source>&lt;code&gt;%1&lt;/code&gt; at %2: %3 → %4 × U+FFFD</source>
        <translation>&lt;code&gt;%1&lt;/code&gt; bei %2: %3 → %4 × U+FFFD</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>What a conforming decoder does</source>
        <translation>Was ein konformer Decoder tut</translation>
    </message>
    <message>
        <source>▾ Hide the spec detail</source>
        <translation>▾ Details der Spezifikation ausblenden</translation>
    </message>
    <message>
        <source>▸ Show the spec detail: the rule, where it breaks, what it meant</source>
        <translation>▸ Details der Spezifikation zeigen: die Regel, wo sie verletzt wird, was gemeint war</translation>
    </message>
    <message>
        <source>Profile: %1</source>
        <translation>Profil: %1</translation>
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
        <source>Looking for mojibake… %1 %</source>
        <translation>Suche nach Mojibake… %1 %</translation>
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
    <message>
        <source>Binary data: these are in its stretches of text, and may be there by chance.</source>
        <translation>Binärdaten: Diese Stellen liegen in ihren Textabschnitten und können zufällig entstanden sein.</translation>
    </message>
    <message>
        <source>Text followed by binary data (by offset %1): past it, these are in its stretches of text, and may be there by chance.</source>
        <translation>Text, auf den Binärdaten folgen (spätestens ab Offset %1): Dahinter liegen diese Stellen in ihren Textabschnitten und können zufällig entstanden sein.</translation>
    </message>
    <message>
        <source>1 run of malformed octets</source>
        <translation>1 Folge fehlerhafter Oktette</translation>
    </message>
    <message>
        <source>%1 runs of malformed octets</source>
        <translation>%1 Folgen fehlerhafter Oktette</translation>
    </message>
    <message>
        <source>%1 not listed: read as letters of legacy encodings, they spread over many, none of which reads %2 % of them, as damage does.</source>
        <translation>%1 nicht aufgeführt: Als Zeichen älterer Kodierungen gelesen, verteilen sie sich auf viele, von denen keine %2 % davon liest, wie es bei Beschädigung geschieht.</translation>
    </message>
    <message>
        <source>No mojibake found.</source>
        <translation>Kein Mojibake gefunden.</translation>
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
    <name>u8scope::ui::MojibakeTool</name>
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
        <source>Mojibake past the first %1 listed: %2</source>
        <translation>Mojibake nach den ersten %1 aufgeführten: %2</translation>
    </message>
    <message>
        <source>No file is open.</source>
        <translation>Keine Datei geöffnet.</translation>
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
        <source>No mojibake in the %1 after the cursor.</source>
        <translation>Kein Mojibake in den %1 nach dem Cursor.</translation>
    </message>
    <message>
        <source>Wrapped to the last</source>
        <translation>Weiter beim letzten</translation>
    </message>
    <message>
        <source>No mojibake in the %1 before the cursor.</source>
        <translation>Kein Mojibake in den %1 vor dem Cursor.</translation>
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
    <message>
        <source>Mojibake</source>
        <translation>Mojibake</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 places hold text that went through the wrong encoding; the commonest: UTF-8 read as %2 and saved again (%3); also read as %4.</source>
        <translation>%1 Stellen enthalten Text, der durch die falsche Kodierung gegangen ist; am häufigsten: UTF-8, als %2 gelesen und wieder gespeichert (%3); außerdem als %4 gelesen.</translation>
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
    <name>u8scope::ui::OverviewStrip</name>
    <message>
        <source>Overview of the file</source>
        <translation>Übersicht der Datei</translation>
    </message>
    <message>
        <source>The whole file from top to bottom, with its errors and other findings marked; a click goes there</source>
        <translation>Die ganze Datei von oben nach unten, ihre Fehler und anderen Funde markiert; ein Klick geht dorthin</translation>
    </message>
    <message>
        <source>Octet %1</source>
        <translation>Oktett %1</translation>
    </message>
    <message>
        <source>Octets %1 to %2</source>
        <translation>Oktette %1 bis %2</translation>
    </message>
    <message>
        <source>Here: %1</source>
        <translation>Hier: %1</translation>
    </message>
    <message>
        <source>Marks, left to right: %1</source>
        <translation>Markierungen von links nach rechts: %1</translation>
    </message>
    <message>
        <source>Click or drag to go there.</source>
        <translation>Klicken oder ziehen, um dorthin zu gehen.</translation>
    </message>
    <message>
        <source>Region: %1</source>
        <translation>Region: %1</translation>
    </message>
    <message>
        <source>Also: %1</source>
        <translation>Außerdem: %1</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::PlaygroundPanel</name>
    <message>
        <source>Playground</source>
        <translation>Spielwiese</translation>
    </message>
    <message>
        <source>RFC 3629: 1 to 4 octets</source>
        <translation>RFC 3629: 1 bis 4 Oktette</translation>
    </message>
    <message>
        <source>ISO/IEC 10646-1:1993: 1 to 6 octets</source>
        <translation>ISO/IEC 10646-1:1993: 1 bis 6 Oktette</translation>
    </message>
    <message>
        <source>The playground&apos;s own profile: the 1993 one shows the 5- and 6-octet forms, up to 7FFFFFFF</source>
        <translation>Das eigene Profil der Spielwiese: Das von 1993 zeigt die 5- und 6-Oktett-Formen, bis 7FFFFFFF</translation>
    </message>
    <message>
        <source>Examples…</source>
        <translation>Beispiele…</translation>
    </message>
    <message>
        <source>Load an example: the first and last value of each length, or a classic malformed sequence</source>
        <translation>Ein Beispiel laden: den ersten und letzten Wert jeder Länge oder eine klassische fehlerhafte Sequenz</translation>
    </message>
    <message>
        <source>U+00E9, 233, é or 😀</source>
        <translation>U+00E9, 233, é oder 😀</translation>
    </message>
    <message>
        <source>C3 A9</source>
        <translation>C3 A9</translation>
    </message>
    <message>
        <source>&amp;Code point:</source>
        <translation>&amp;Codepunkt:</translation>
    </message>
    <message>
        <source>&amp;Octets:</source>
        <translation>&amp;Oktette:</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::ReferencePanel</name>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Reference tables</source>
        <translation>Referenztabellen</translation>
    </message>
</context>
<context>
    <name>u8scope::ui::RegionsTool</name>
    <message>
        <source>The regions are known once the scan is done</source>
        <translation>Die Regionen sind bekannt, sobald die Prüfung fertig ist</translation>
    </message>
    <message>
        <source>No regions: the file is empty or was not scanned whole</source>
        <translation>Keine Regionen: Die Datei ist leer oder wurde nicht ganz geprüft</translation>
    </message>
    <message>
        <source>wrapped to the first</source>
        <translation>weiter bei der ersten</translation>
    </message>
    <message>
        <source>wrapped to the last</source>
        <translation>weiter bei der letzten</translation>
    </message>
    <message>
        <source>Region %1 of %2 at %3: %4</source>
        <translation>Region %1 von %2 bei %3: %4</translation>
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
<context>
    <name>u8scope::ui::WindowZoom</name>
    <message>
        <source>The window is as large as its screen holds.</source>
        <translation>Das Fenster ist so groß, wie sein Bildschirm es fasst.</translation>
    </message>
</context>
</TS>
