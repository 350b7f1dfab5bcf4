// The short sets (corpusset.h): texts as people post and sell, dense with what a repair must not
// take for mojibake: symbols next to letters (“10×”, ×£, √π), prices, maths, capitals between
// no-break spaces, quotes and dashes, emoji, lone accents (´ `), ™ and ®, box drawing. Tuned:
// one line each, the whole text damaged through windows-1252, ISO 8859-1, Mac OS Roman and the
// pages its language meets, once and twice, with no-break spaces and octets lost, and through
// windows-1252 then windows-1251. Held out: other texts of several lines (receipts, reviews,
// timetables, lists, notifications), damaged whole or on one line only, through pages drawn
// at random, mostly windows-1252. Every text was written for these tests.
#include "casebuilder.h"
#include "corpusset.h"
#include "pages.h"

#include <algorithm>
#include <random>

namespace u8scope::corpus {

namespace {

struct ShortText {
    const char* kind;
    const char* language; // for the pages it meets
    const char* text;
};

const std::vector<ShortText>& tunedTexts() {
    static const std::vector<ShortText> t{
        {"tweet", "de", "Just landed in Zürich ✈️ — 12°C and sunny ☀️ #travel"},
        {"tweet", "en", "Can’t believe it’s already 2024… where did the year go? 😅"},
        {"tweet", "fr", "New blog post: “Why I switched to café au lait” ☕ → link in bio"},
        {"tweet", "en", "Ticket prices up again: £4.50 for a single bus ride 🙄 #London"},
        {"tweet", "en", "Our startup just hit 10k users 🎉🚀 thank you all ❤️"},
        {"tweet", "en", "Weather update: −3\u00A0°C tonight, roads icy ⚠️ drive safe!"},
        {"tweet", "en", "Me at 7 am: ☕☕☕ Me at 11 pm: 🍷"},
        {"tweet", "fr", "Je relis «\u00A0Le Petit Prince\u00A0» — toujours parfait 📖"},
        {"tweet", "es", "Golazo de Müller ⚽ ¡qué partido! 3–1 al descanso"},
        {"tweet", "en", "Spent ¥3,200 on ramen in Tokyo 🍜 worth every yen"},
        {"tweet", "fr", "Merci au café de la rue Saint‑Honoré pour le meilleur croissant 🥐"},
        {"tweet", "es", "Estamos a 35\u00A0°C en Sevilla 🥵 y el aire acondicionado roto…"},
        {"tweet", "de", "RT @news: Ölpreis steigt um 5\u00A0% – Börse reagiert nervös"},
        {"tweet", "hi",
         "Happy Diwali 🪔✨ शुभ दीपावली to everyone celebrating!"},
        {"tweet", "de", "Miete in Berlin: 1.200\u00A0€ kalt für 2 Zimmer 😳"},
        {"chat", "en", "ok 👍 see u at 6"},
        {"chat", "en", "lol that’s hilarious 😂😂"},
        {"chat", "en", "can u grab milk? we’re out 🥛"},
        {"chat", "fr", "Ça marche, on se retrouve devant la gare à 18\u00A0h\u00A0?"},
        {"chat", "de", "Bin gleich da – noch 5 Min. 🚲"},
        {"chat", "es", "¿Vienes a la cena del sábado? 🍕"},
        {"chat", "de", "Der Termin ist am Mo., 3. Juni um 14:30 Uhr 🙂"},
        {"chat", "en", "miss u ❤️❤️❤️"},
        {"chat", "ja", "¯\\_(ツ)_/¯ no idea"},
        {"chat", "ru", "Спасибо! 🙏 Буду в 19:00, не опоздаю."},
        {"chat", "pl", "Już jadę, będę za 10 min 🚗"},
        {"listing", "en", "Apple iPhone 15 Pro – 256 GB – Titanium Blue – £1,099.00"},
        {"listing", "de", "Nike Air Max 90 • Größe 42 • 129,95\u00A0€ • Versand kostenlos"},
        {"listing", "hi", "Samsung Galaxy Tab S9 11″ Wi‑Fi 128 GB — ₹72,999"},
        {"listing", "en", "LEGO® Star Wars™ Millennium Falcon (75257) – 1,351 pieces – $159.99"},
        {"listing", "en", "Organic Darjeeling tea 100 g · ½ price · now £3.25"},
        {"listing", "fr", "Capsules Café Crème ×50 – 14,90\u00A0€ (0,30\u00A0€/unité)"},
        {"listing", "de", "Kinder‑Fahrrad 20″, blau, 7‑Gang – 189,00\u00A0€"},
        {"listing", "ja", "Wall clock Ø 30 cm, black/white — ¥2,980"},
        {"listing", "de", "Coca‑Cola® Zero 6 × 330 ml – 4,49\u00A0€"},
        {"listing", "en", "Dyson V15 Detect™ – was $749.99, now $599.99 (−20 %)"},
        {"listing", "de", "Omega Seamaster, 1968, Kaliber 565 — CHF 2’450.–"},
        {"listing", "fr", "Set de 3 poêles Tefal® Ø 20/24/28 cm – 59,99\u00A0€"},
        {"listing", "en", "USB‑C cable 2 m, 100 W — 2 for £9.99"},
        {"listing", "ru",
         "Чайник электрический 1,7 л — 2\u00A0490 ₽ (скидка 15 %)"},
        {"listing", "tr", "Çelik termos 500 ml · 349,90 ₺ · ücretsiz kargo"},
        {"headline", "en", "Inflation falls to 2.4 % as ECB holds rates"},
        {"headline", "fr",
         "«\u00A0Nous ne lâcherons rien\u00A0»\u00A0: les agriculteurs bloquent Paris"},
        {"headline", "de", "Zürich: Mieten steigen um 4,3\u00A0% – Rekordhoch"},
        {"headline", "en", "Pelé’s record broken? Messi scores 800th goal"},
        {"headline", "pt", "São Paulo registra 38\u00A0°C, o dia mais quente do ano"},
        {"headline", "fr", "Crise énergétique\u00A0: l’État débloque 2\u00A0Md€ pour les ménages"},
        {"headline", "pl", "Łódź i Kraków na liście najlepszych miast do życia"},
        {"headline", "en", "Tesla Q3 profit: $1.85 bn, up 20 % y/y"},
        {"headline", "tr", "SON DAKİKA — Çanakkale açıklarında 6,1 büyüklüğünde deprem"},
        {"headline", "ru", "Эксперты: цены на бензин вырастут на 5\u00A0%"},
        {"headline", "el", "Ψηφίστηκε ο νέος νόμος για το κλίμα — «ιστορική μέρα»"},
        {"maths", "en", "Area = π × r², so for r = 3 cm it is ≈ 28.27 cm²"},
        {"maths", "en", "2 × 3 = 6 and 6 ÷ 2 = 3"},
        {"maths", "en", "√16 = 4, √2 ≈ 1.414, √π ≈ 1.772"},
        {"maths", "en", "Temperature range: −10 °C ≤ T ≤ 40 °C (± 0.5 °C)"},
        {"maths", "en", "µ = 5.2 µs, σ² = 0.8"},
        {"maths", "en", "Add ½ cup sugar and ¼ tsp salt"},
        {"maths", "en", "x ∈ [0, 1] ⇒ x² ≤ x"},
        {"maths", "en", "The box is 40×60×2 cm."},
        {"maths", "en", "3 ÷ 4 = 0.75 → 75 %"},
        {"maths", "en", "“Zoom 10×” is what the box says."},
        {"maths", "en", "Deal: 3×£5 or 7×£10"},
        {"maths", "de", "Fläche: 12 m² × 2,50\u00A0€/m² = 30\u00A0€"},
        {"typography", "fr", "N°\u00A05 — CHANEL PARIS"},
        {"typography", "fr", "«\u00A0ÉTÉ INDIEN\u00A0»"},
        {"typography", "de", "Ä\u00A0Ö\u00A0Ü sind Umlaute, ẞ ist neu."},
        {"typography", "fr", "ZA DES PRÉS\u00A0— 44\u00A0000 NANTES"},
        {"typography", "fr", "Prix\u00A0: 1\u00A0250\u00A0€ TTC"},
        {"typography", "fr", "M.\u00A0DUPONT ÉRIC, 12 RUE DE L’ÉGLISE"},
        {"typography", "ru", "ООО «ВЕКТОР» — г.\u00A0Москва"},
        {"typography", "ru", "СССР\u00A0— страна, которой больше нет"},
        {"typography", "pl", "„KAWIARNIA CAFÉ” – najlepsza kawa w mieście"},
        {"typography", "es", "«ESPAÑA» gana el mundial"},
        {"typography", "el", "«ΑΘΗΝΑΪΚΟΣ ΟΜΙΛΟΣ»"},
        {"typography", "de", "„GRÜSS GOTT“ — ÖSTERREICH"},
        {"signs", "en", "Microsoft® Windows™ 11 Pro"},
        {"signs", "en", "COCA‑COLA® and SPRITE® are trademarks."},
        {"signs", "fr", "ÉLÉGANCE™ by L’ORÉAL®"},
        {"signs", "en", "© 2024 ACME™ — all rights reserved ®"},
        {"box drawing", "en",
         "┌─────┬──────┐\n│ Qty │ £    │\n├─────┼──────┤\n│ 2×  │ 9.98 │\n└─────┴──────┘"},
        {"box drawing", "fr", "╔══ MENU ══╗\n║ Café  2\u00A0€ ║\n╚══════════╝"},
        {"accents", "fr", "Typing ´ then e gives é on this keyboard; ` then a gives à."},
        {"accents", "en", "The backtick ` and the acute ´ look alike; ´´ is not a quote."},
    };
    return t;
}

const std::vector<ShortText>& heldOutTexts() {
    static const std::vector<ShortText> t{
        {"receipt", "de",
         "BÄCKEREI MÜLLER\n2× Brezel      1,80 €\n1× Kaffee      2,40 €\nSUMME         4,20 €\n"},
        {"notification", "en", "Your order #4821 has shipped 📦 — arrives Thu 14 Mar\n"},
        {"notification", "en", "Reminder: dentist tomorrow 09:15 🦷\n"},
        {"review", "de",
         "★★★★☆ „Gutes Preis-Leistungs-Verhältnis, aber das Armband riss nach 3 Wochen.“\n— "
         "Jürgen, Köln\n"},
        {"menu", "fr",
         "Menu du jour\u00A0:\nvelouté de potiron\nmagret de canard\ncrème brûlée\n— "
         "24,50\u00A0€\n"},
        {"timetable", "es", "Puerta B12 → embarque 18:40 ✈️\nZúrich → Málaga\n"},
        {"recipe", "en",
         "Shortbread: 250 g flour, 125 g butter, 2 eggs, ¼ l milk.\nBake 25 min at 180 °C.\n"},
        {"sports", "de",
         "Endstand: Bayern München 2–2 Borussia Dortmund ⚽\nTore: Müller 12′, Sané 78′\n"},
        {"weather", "en", "Mon 🌧️ 14°/9°\nTue ⛅ 17°/10°\nWed ☀️ 21°/12°\n"},
        {"rates", "de", "Kurs: 1\u00A0€ = 1,08\u00A0$ = 161,5\u00A0¥ = 0,86\u00A0£\n"},
        {"list", "en", "TODO:\n☐ call Zoë\n☑ pay rent (€850)\n☐ book the dentist\n"},
        {"notification", "de",
         "Neues Passwort gesetzt ✅\nFalls du das nicht warst, melde dich beim Support.\n"},
        {"notification", "fr",
         "Commande n°\u00A058213 – 3 articles – total 87,40\u00A0€\nLivraison offerte\u00A0!\n"},
        {"ad", "es", "Oferta: 2×1 en cervezas 🍺\nde 18:00 a 20:00\n"},
        {"notification", "is", "🎶 Now playing: Sigur Rós – Hoppípolla\n"},
        {"rates", "en", "AAPL ▲ 1.8 % · TSLA ▼ 3.2 % · BTC €61,240\n"},
        {"notification", "en", "PIN: ●●●● — never share it ⚠️\n"},
        {"timetable", "fr",
         "Train 9h42 → Lyon Part‑Dieu, voie 7\nRetard estimé\u00A0: 15\u00A0min\n"},
        {"review", "de", "★★★★★\nDie Aussicht auf den Genfersee war traumhaft!\n"},
        {"label", "en",
         "Ingredients: water, sugar (12 %), E‑330, natural flavouring.\nBest before: see lid.\n"},
        {"ad", "de", "Bluetooth®‑Lautsprecher, 20 W, IPX7\nnur 39,99\u00A0€!\n"},
        {"maths", "en", "Δ = b² − 4ac\nif Δ < 0 there are no real roots\n"},
        {"ad", "en", "Pay €0.99/month or €9.99/year (save 16 %)\n"},
        {"recipe", "de",
         "Für 4 Personen: ½ kg Kartoffeln, 200 ml Sahne, Muskat.\nBei 200\u00A0°C 40 Minuten "
         "backen.\n"},
        {"contact", "fr", "Tél.\u00A0: +33 1 23 45 67 89\nFax\u00A0: +33 1 23 45 67 90\n"},
        {"ad", "en", "Sale! 👗 −40 % on all dresses\nthis weekend only\n"},
        {"notification", "fr", "🚨 Route fermée entre Nîmes et Arles jusqu’à 18\u00A0h\n"},
        {"notification", "fr",
         "Merci pour votre commande\u00A0!\nVotre colis arrivera d’ici 48\u00A0h.\n"},
        {"label", "es", "Precio: 12,50 € (IVA incl.)\nEnvío 24/48 h\n"},
        {"chat", "en", "Happy 30th, Zoë!!! 🎂🥂🎁\n"},
        {"timetable", "de", "Bus 42 ↔ Hauptbahnhof alle 10′ (Mo–Fr)\n"},
        {"sensor", "en", "Room 3B: 21.5 °C, humidity 45 % 💧\n"},
        {"list", "da", "Venteliste:\n#1 Søren\n#2 Åsa\n#3 Øystein\n"},
        {"label", "de", "2,5 km² Fläche – 1\u00A0200 Einwohner\n"},
        {"ad", "en", "BOGO 50 % off ☕ lattes — today only!\n"},
        {"notification", "en", "Battery 15 % 🔋 — connect the charger\n"},
        {"rates", "en", "€ ↑ 0.3 %, £ ↓ 0.1 %, ¥ → 0.0 %\n"},
        {"footer", "de", "© 2024 Müller & Söhne GmbH · Impressum · Datenschutz\n"},
        {"review", "fr", "Note\u00A0: 7½/10 — «\u00A0pas mal du tout\u00A0»\n"},
        {"ad", "ru", "ПРОДАМ: диван, 2 кресла — 15\u00A0000 ₽, торг\n"},
        {"listing", "tr", "Ürün kodu: TR‑4471\nFiyat: 249,90 ₺\nKargo bedava\n"},
        {"ad", "pl", "Przecena! Buty zimowe –30 %\nteraz 179,99 zł\n"},
        {"notification", "el", "Η παράδοση θα γίνει τη Δευτέρα 🚚\nΚόστος: 3,50 €\n"},
        {"receipt", "he", "סה״כ לתשלום: ₪149.90\nכולל מע״מ\n"},
        {"ad", "ar", "السعر: 250 ريال فقط 🔥\nالعرض ساري حتى نهاية الشهر\n"},
        {"notification", "vi", "Đơn hàng #7781 đã được giao ✅\nCảm ơn quý khách!\n"},
        {"ad", "th",
         "ราคาพิเศษ 299 บาท "
         "🛒\nวันนี้เท่านั้น\n"},
        {"ad", "zh-Hans", "限时特价：¥199 🎁\n包邮\n"},
        {"ad", "ja", "セール中！全品20％オフ 🛍️\n"},
        {"ad", "ko", "오늘만 특가 ₩9,900 🎉\n"},
        {"table", "fr", "│ Nom      │ Prix   │\n│ Crème    │ 3,20 € │\n"},
        {"tree", "fr", "├── src/\n│   ├── main.c\n│   └── café.h\n└── LISEZ‑MOI\n"},
        {"maths", "en", "H₂O + CO₂ → H₂CO₃\n"},
        {"keys", "en", "° ± ² ³ µ ¼ ½ ¾ × ÷ — the keys you never find\n"},
        {"keys", "en", "Use ` for code, and never ´.\n"},
        {"typography", "fr", "SOCIÉTÉ GÉNÉRALE\u00A0— AGENCE N°\u00A012\n"},
        {"typography", "de", "ÄRZTE OHNE GRENZEN e.\u00A0V.\n"},
        {"typography", "ru", "АО «ГАЗПРОМБАНК»\u00A0— отделение №\u00A07\n"},
    };
    return t;
}

} // namespace

CorpusSet shortTuned() {
    CorpusSet set;
    const auto& texts = tunedTexts();
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const ShortText& t = texts[i];
        const std::string id = std::string(t.kind) + "-" + std::to_string(i);
        CaseBuilder b(set.damaged, id, t.kind, t.text);
        std::vector<std::string_view> pages{"windows-1252", "ISO-8859-1", "macintosh"};
        for (const std::string_view page : pagesMetBy(t.language)) {
            if (std::find(pages.begin(), pages.end(), page) == pages.end())
                pages.push_back(page);
        }
        for (const std::string_view page : pages)
            b.misread(page);
        b.misread("windows-1252", 2);
        b.misread(pagesMetBy(t.language).front(), 2);
        b.noBreakSpaceLost("windows-1252");
        b.octetsLost("windows-1252", Misreading::Question);
        b.octetsLost("windows-1252", Misreading::Replacement);
        b.chain("windows-1252", "windows-1251");
        set.clean.push_back({id, t.text, t.kind});
    }
    return set;
}

CorpusSet shortHeldOut() {
    CorpusSet set;
    std::mt19937 rng(1312);
    // Most damage in the wild is windows-1252; the rest is the text's own region or any page.
    const auto page = [&](const ShortText& t) -> std::string_view {
        const auto r = rng() % 10;
        if (r < 5)
            return "windows-1252";
        const auto own = pagesMetBy(t.language);
        if (r < 8)
            return own[rng() % own.size()];
        return kSingleOctetPages[rng() % std::size(kSingleOctetPages)];
    };
    for (const ShortText& t : heldOutTexts()) {
        const std::string id = std::string(t.kind) + " (" + t.language + ")";
        const std::string text = t.text;
        CaseBuilder b(set.damaged, id, t.kind, text);
        b.misread(page(t));
        if (rng() % 3 == 0)
            b.misread(page(t), 2);
        b.noBreakSpaceLost(page(t));
        b.octetsLost(page(t), rng() % 2 == 0 ? Misreading::Question : Misreading::Replacement);
        b.chain("windows-1252", rng() % 2 == 0 ? "ISO-8859-1" : "windows-1251");
        // One line damaged, the others correct.
        const std::size_t firstEnd = text.find('\n');
        if (firstEnd != std::string::npos && firstEnd + 1 < text.size()) {
            const std::string_view p = page(t);
            const std::string first = text.substr(0, firstEnd);
            const Misread m = misread(first, p);
            if (m.lost == 0 && m.text != first) {
                b.add("one line damaged", m.text + text.substr(firstEnd), text, std::string(p));
            }
            const std::string rest = text.substr(firstEnd + 1);
            const Misread r = misread(rest, p);
            if (r.lost == 0 && r.text != rest) {
                b.add("other lines damaged", text.substr(0, firstEnd + 1) + r.text, text,
                      std::string(p));
            }
        }
        set.clean.push_back({id, text, t.kind});
    }
    return set;
}

} // namespace u8scope::corpus
