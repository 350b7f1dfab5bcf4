// The chains sets (corpusset.h): short texts with symbols, prices and quotes, damaged through
// more than one step, where a repair that stops halfway leaves text fix would change again.
// Tuned: one line each, read as one code page and the result as another (the pairs people meet:
// windows-1252 then windows-1251, -1250 or ISO 8859-2; windows-1251 then windows-1252;
// ISO 8859-1 then KOI8-R; windows-1250 then windows-1252), emoji written in CESU-8 and read as
// windows-1252 or ISO 8859-1 once or twice, and "à", "Š" whose no-break space became a space
// that merged with the space after it or stayed alone. Held out: other texts of several lines,
// damaged whole or on one line, through pairs drawn at random among more pages. Every text was
// written for these tests.
#include "casebuilder.h"
#include "corpusset.h"

#include <random>

namespace u8scope::corpus {

namespace {

struct ShortText {
    const char* kind;
    const char* text;
};

const std::vector<ShortText>& tunedTexts() {
    static const std::vector<ShortText> t{
        {"price", "Ticket: £4.50 single, £7.80 return"},
        {"price", "Menu du jour à 14,90 € — café compris"},
        {"price", "Preis: 19,99 € statt 24,99 € (−20 %)"},
        {"price", "Cena: 249 zł – dostawa gratis"},
        {"price", "Цена: 1 290 ₽ — «выгодно»"},
        {"price", "Oferta: 2×1 en cañas 🍺 de 18 a 20 h"},
        {"quote", "„Schön, dass du da bist“, sagte Jürgen."},
        {"quote", "« Voilà, c’est déjà fini », dit-elle."},
        {"quote", "She said: “don’t worry — it’s fine.”"},
        {"quote", "«Ну что ж, до завтра», — ответил он."},
        {"quote", "„Dzięki!” – odpisała Zuzanna."},
        {"symbols", "Temperature: −3 °C, wind 25 km/h ↗"},
        {"symbols", "Area ≈ 12 m² × 2 = 24 m²"},
        {"symbols", "© 2024 Müller GmbH · Impressum"},
        {"symbols", "Škoda Octavia · 1.5 TSI · 150 k€"},
        {"symbols", "Ø 30 cm, ½ kg, ¾ l — fertig!"},
        {"emoji", "Happy birthday 🎂🎉 see you at 8!"},
        {"emoji", "Merci ❤️ à bientôt 😊"},
        {"emoji", "Gol de Müller ⚽🔥 ¡qué partido!"},
        {"emoji", "Доброе утро ☀️ 😀"},
        {"emoji", "ok 👍 on my way 🚗"},
        {"space", "Il part à la gare avec le café."},
        {"space", "Rendez-vous à 10 h, déjà vu ?"},
        {"space", "Voilà : à la carte ou à emporter."},
        {"space", "Moje Škoda a tvoje Škoda, 12 000 Kč"},
        {"space", "Você vai às 10h? Está à venda!"},
        {"accents", "Grüße aus Köln und Zürich"},
        {"accents", "Zażółć gęślą jaźń"},
        {"accents", "Příliš žluťoučký kůň úpěl ďábelské ódy"},
        {"accents", "Le cœur a ses raisons, n’est-ce pas ?"},
        {"accents", "Árvíztűrő tükörfúrógép"},
        {"accents", "Съешь же ещё этих мягких французских булок"},
    };
    return t;
}

const std::vector<ShortText>& heldOutTexts() {
    static const std::vector<ShortText> t{
        {"receipt", "Bäckerei Schäfer\n2× Croissant  2,40 €\nTotal        2,40 €\n"},
        {"receipt", "Kavárna U Zlatého\n1× espresso 49 Kč\n1× štrúdl 79 Kč\n"},
        {"receipt", "Кафе «Уют»\nКапучино — 180 ₽\nИтого: 180 ₽\n"},
        {"notice", "Attention : fermeture à 18 h\nRéouverture lundi à 9 h\n"},
        {"notice", "Achtung: Straße gesperrt!\nUmleitung über die Brücke →\n"},
        {"notice", "Uwaga: przerwa techniczna\nod 22:00 do 23:30 ⏰\n"},
        {"chat", "Bis später 👋\nBring bitte Käse mit 🧀\n"},
        {"chat", "On se voit à 20 h ? 🍷\nOui, à tout à l’heure !\n"},
        {"chat", "Привет! 😊\nКак дела?\n"},
        {"chat", "Já vou, às 7 estou aí 🚕\n"},
        {"listing", "Prodám Škoda Fabia, r. v. 2015\nCena 145 000 Kč\n"},
        {"listing", "Vélo électrique — 890 €\nÉtat : très bon\n"},
        {"listing", "Sofa, 3-Sitzer, grau\nNur 150 € – Abholung in Köln\n"},
        {"listing", "Diván, 2 plazas — 120 €\n¡Como nuevo!\n"},
        {"review", "★★★★☆ “Great coffee, slow service”\n— Zoë, London\n"},
        {"review", "★★★★★ « Parfait, à refaire ! »\n— Noël, Lyon\n"},
        {"review", "★★☆☆☆ „Zu teuer für das Gebotene“\n"},
        {"maths", "√2 ≈ 1,414 · π ≈ 3,1416\n"},
        {"maths", "Σ = 12 + 30 = 42 (±0,5)\n"},
        {"weather", "Lun ☀️ 24°/15°\nMar 🌧️ 18°/12°\n"},
        {"quote", "«Быть или не быть» — вот в чём вопрос.\n"},
        {"quote", "„Ich bin ein Berliner“ — 1963\n"},
        {"price", "Abo: 9,99 €/Monat oder 99 €/Jahr\n"},
        {"price", "Lot de 3 × 1,5 L — 2,49 € (0,55 €/L)\n"},
    };
    return t;
}

// The pairs of pages people meet, the first page read first.
constexpr std::pair<std::string_view, std::string_view> kPairs[] = {
    {"windows-1252", "windows-1251"}, {"windows-1252", "windows-1250"},
    {"windows-1252", "ISO-8859-2"},   {"windows-1251", "windows-1252"},
    {"ISO-8859-1", "KOI8-R"},         {"windows-1250", "windows-1252"},
};

// More pages for the held-out pairs.
constexpr std::string_view kMorePages[] = {
    "windows-1252", "windows-1251", "windows-1250", "ISO-8859-1",   "ISO-8859-2",
    "ISO-8859-15",  "KOI8-R",       "windows-1254", "windows-1257", "macintosh",
};

} // namespace

CorpusSet chainsTuned() {
    CorpusSet set;
    const auto& texts = tunedTexts();
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const ShortText& t = texts[i];
        const std::string id = std::string(t.kind) + "-" + std::to_string(i);
        CaseBuilder b(set.damaged, id, t.kind, t.text);
        for (const auto& [first, second] : kPairs)
            b.chain(first, second);
        for (const std::string_view page : {"windows-1252", "ISO-8859-1"}) {
            b.cesu8(page);
            b.cesu8(page, 2);
            b.noBreakSpaceLost(page);
            b.noBreakSpaceMerged(page);
        }
        set.clean.push_back({id, t.text, t.kind});
    }
    return set;
}

CorpusSet chainsHeldOut() {
    CorpusSet set;
    std::mt19937 rng(2077);
    const auto page = [&] { return kMorePages[rng() % std::size(kMorePages)]; };
    for (const ShortText& t : heldOutTexts()) {
        const std::string id = std::string(t.kind) + " (" + std::to_string(set.clean.size()) + ")";
        const std::string text = t.text;
        CaseBuilder b(set.damaged, id, t.kind, text);
        for (int k = 0; k < 3; ++k) {
            const std::string_view first = page();
            std::string_view second = page();
            while (second == first)
                second = page();
            b.chain(first, second);
        }
        b.cesu8(rng() % 2 ? "windows-1252" : "ISO-8859-1", 1 + static_cast<int>(rng() % 2));
        b.noBreakSpaceMerged("windows-1252");
        // One line through two pages, the others correct.
        if (const std::size_t firstEnd = text.find('\n');
            firstEnd != std::string::npos && firstEnd + 1 < text.size()) {
            const std::string_view pages[] = {"windows-1252",
                                              rng() % 2 ? "windows-1251" : "ISO-8859-2"};
            const std::string line = text.substr(0, firstEnd);
            if (const auto m = misreadChain(line, pages); m && m->lost == 0 && m->text != line)
                b.add("one line through two pages", m->text + text.substr(firstEnd), text,
                      std::string(pages[0]) + " then " + std::string(pages[1]));
        }
        set.clean.push_back({id, text, t.kind});
    }
    return set;
}

} // namespace u8scope::corpus
