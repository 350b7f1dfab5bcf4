// The held-out set of the mojibake corpus (see corpus.h): other sentences, set in code comments,
// CSV rows, markup, lists of names and addresses. Measured by scripts/mojibake-rates; the
// engine is never tuned on it.
#include "corpus.h"

#include <random>

namespace u8scope::corpus {

const std::vector<Sentence>& heldOutSentences() {
    static const std::vector<Sentence> s{
        {"fr", "Il a neigé toute la nuit, et les routes sont glissantes ce matin."},
        {"fr", "Pourriez-vous me rappeler à quelle heure commence la réunion ?"},
        {"fr", "Le théâtre a présenté une pièce très émouvante hier soir."},
        {"pt", "O médico disse que a recuperação será rápida."},
        {"pt", "Não há nada melhor do que um café quente de manhã."},
        {"es", "Mañana iremos a la montaña si no llueve."},
        {"es", "Según el periódico, la reunión fue un éxito."},
        {"it", "La nostra università è vicina alla stazione."},
        {"de", "Könnten Sie mir bitte die Rechnung schicken?"},
        {"de", "Die Qualität der Äpfel hat sich verbessert."},
        {"nl", "Het café op de hoek serveert een heerlijke crème brûlée."},
        {"pl", "Proszę zamknąć drzwi, bo jest zimno."},
        {"pl", "Jutro pojedziemy nad morze, jeśli będzie słońce."},
        {"cs", "Děkuji vám za rychlou odpověď."},
        {"sk", "Dnes je krásny deň na prechádzku."},
        {"hu", "A könyvtár hétfőn zárva tart."},
        {"ro", "Mâine mergem la școală cu autobuzul."},
        {"tr", "Bu akşam arkadaşlarımla yemeğe çıkacağım."},
        {"ru", "Пожалуйста, закройте окно, на улице холодно."},
        {"ru", "Мы встретимся завтра в девять часов утра."},
        {"uk", "Дякую за допомогу, це було дуже корисно."},
        {"el", "Ο καιρός σήμερα είναι υπέροχος."},
        {"lt", "Šiandien važiuosime į miestą."},
        {"et", "Tänan väga, see oli väga hea õhtusöök."},
        {"fi", "Hyvää huomenta, mitä kuuluu?"},
        {"sv", "Vi ses på fredag vid sjön."},
        {"no", "Det er kaldt ute, så ta på deg en varm genser."},
        {"vi", "Hôm nay trời đẹp quá, chúng ta đi dạo nhé."},
        {"zh", "请把这份文件发给我。"},
        {"ja", "明日の会議は午後三時に始まります。"},
        {"ko", "내일 다시 연락드리겠습니다."},
        {"en", "“Let’s meet at 10:30,” she wrote — “don’t be late!”"},
        {"en", "Prices start at £12 or €15, tax included."},
    };
    return s;
}

const std::vector<std::string>& heldOutTrickyText() {
    static const std::vector<std::string> t{
        "ANÁLISE DE DADOS — RELATÓRIO FINAL",
        "Größe: 42 × 30 cm, Gewicht: 1,5 kg",
        "Temperatur: −5 °C … +3 °C",
        "Ω = 2πf, λ = c/f",
        "╔══════╗\n║ MENU ║\n╚══════╝",
        "→ next ← back ↑ up",
        "Ça, ÇA, çà et là",
        "Αθήνα, ΑΘΗΝΑ, Θεσσαλονίκη",
        "РОССИЯ, Россия, россия",
        "I ♥ NY ☕ ☀",
        "東京都渋谷区",
        "Ã is a letter in Portuguese and Vietnamese.",
        "ĐỒNG HỒ",
        "ÑUÑOA, CHILE",
        "€ 1.234,56",
        "© 1999–2024",
        "\"quoted\" ‘single’ «double»",
        "x ≠ y ⇒ f(x) ≠ f(y)",
    };
    return t;
}

namespace {

// Contexts a sentence may sit in: the text before and after it.
struct Frame {
    const char* name;
    const char* before;
    const char* after;
};

constexpr Frame kFrames[] = {
    {"comment", "// ", "\nint count = 0;\n"}, {"block comment", "/* ", " */\nreturn value;\n"},
    {"csv", "id;text;city\n7;", ";\n"},       {"html", "<p class=\"note\">", "</p>\n"},
    {"json", "{\"message\": \"", "\"}\n"},    {"plain", "", "\n"},
    {"markdown", "* ", "\n* done\n"},
};

const std::vector<std::string>& names() {
    static const std::vector<std::string> n{
        "José Muñoz",       "Zoë Brontë",        "Jürgen Großmann", "François Lefèvre",
        "Søren Kierkegård", "Małgorzata Wójcik", "Dvořák Antonín",  "Çağrı Öztürk",
        "Ólafur Þórsson",   "Ștefan Mărgărit",   "Николай Петров",  "Σωκράτης Παπαδόπουλος",
    };
    return n;
}

const std::vector<std::string>& addresses() {
    static const std::vector<std::string> a{
        "Rue de l'Église 12, 1000 Bruxelles",
        "Königstraße 5, 70173 Stuttgart",
        "Calle Mayor 3, 2º izq., 28013 Madrid",
        "ul. Świętokrzyska 14, 00-050 Warszawa",
        "Hlavní třída 7, 602 00 Brno",
        "ул. Тверская, д. 7, Москва",
        "Odós Ermoú 20, Αθήνα",
        "Praça da Sé, São Paulo",
    };
    return a;
}

} // namespace

std::vector<DamagedCase> heldOutDamagedCases() {
    std::vector<DamagedCase> cases;
    std::mt19937 rng(2024);
    // Most damage in the wild goes through windows-1252 or ISO 8859-1; the rest is spread out.
    const auto codec = [&]() {
        const auto r = rng() % 10;
        if (r < 5)
            return Codec(CodecId::Windows1252);
        if (r == 5)
            return Codec(CodecId::Iso8859_1);
        return corpusCodecs()[rng() % corpusCodecs().size()];
    };
    const auto rounds = [&]() { return rng() % 5 == 0 ? 2 : 1; };
    const auto& sentences = heldOutSentences();
    for (std::size_t i = 0; i < sentences.size(); ++i) {
        for (const Frame& f : kFrames) {
            const std::string text = f.before + sentences[i].text + f.after;
            const Codec c = codec();
            const int r = rounds();
            const std::string damaged = reencode(text, c, r);
            if (damaged == text)
                continue;
            cases.push_back({"held-out " + sentences[i].language + " " + f.name + " " +
                                 std::string(c.name()) + " x" + std::to_string(r),
                             damaged, text});
        }
    }
    // Lists: the whole list damaged, or one field of each row.
    for (int k = 0; k < 40; ++k) {
        std::string list = "name,address\n";
        std::string partly = list;
        std::string expected = list;
        const Codec c = codec();
        for (int row = 0; row < 3; ++row) {
            const std::string& n = names()[rng() % names().size()];
            const std::string& a = addresses()[rng() % addresses().size()];
            expected += n + ",\"" + a + "\"\n";
            partly += reencode(n, c, 1) + ",\"" + a + "\"\n";
        }
        cases.push_back(
            {"held-out list " + std::string(c.name()), reencode(expected, c, 1), expected});
        if (partly != expected)
            cases.push_back(
                {"held-out list, names only " + std::string(c.name()), partly, expected});
    }
    // Losses as they happen: windows-1252 without its unassigned octets, no-break spaces.
    for (std::size_t i = 0; i < sentences.size(); ++i) {
        const std::string& s = sentences[i].text;
        const Codec w(CodecId::Windows1252);
        const std::string strict = reencodeStrictly(s, w, "?");
        if (strict != reencode(s, w, 1))
            cases.push_back(
                {"held-out lost " + sentences[i].language, strict, lostCharacters(s, w)});
        const std::string spaced = loseNoBreakSpaces(reencode(s, w, 1));
        if (spaced != reencode(s, w, 1))
            cases.push_back({"held-out no-break " + sentences[i].language, spaced, s});
    }
    return cases;
}

std::vector<CleanCase> heldOutCleanCases() {
    std::vector<CleanCase> cases;
    const auto& sentences = heldOutSentences();
    for (std::size_t i = 0; i < sentences.size(); ++i) {
        for (const Frame& f : kFrames) {
            cases.push_back({"held-out " + sentences[i].language + " " + f.name,
                             f.before + sentences[i].text + f.after});
        }
    }
    for (const std::string& n : names())
        cases.push_back({"held-out name", n + "\n"});
    for (const std::string& a : addresses())
        cases.push_back({"held-out address", a + "\n"});
    for (const std::string& t : heldOutTrickyText())
        cases.push_back({"held-out tricky", t + "\n"});
    return cases;
}

} // namespace u8scope::corpus
