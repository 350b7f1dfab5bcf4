// The code sets (corpusset.h): source files with strings and comments beyond ASCII, among
// the punctuation of code (quotes, braces, escapes, format strings) that a repair must leave as
// it is. Tuned: C, Python, JSON, YAML, SQL and HTML, damaged whole through windows-1252 and the
// pages of the language the strings are in, once and twice, with no-break spaces and octets
// lost. Held out: other languages (JavaScript, Java, XML, CSV, Markdown, shell, gettext, INI,
// CSS, Go, Rust, LaTeX, C#, Swift), damaged whole through a page drawn at random or on the
// one line a tool rewrote. Every file was written for these tests.
#include "casebuilder.h"
#include "corpusset.h"
#include "pages.h"

#include <random>

namespace u8scope::corpus {

namespace {

struct Source {
    const char* kind;
    const char* language; // of its strings and comments
    const char* text;
};

const std::vector<Source>& tunedSources() {
    static const std::vector<Source> s{
        {"C", "de", R"~(/* Überprüft die Eingabe — gibt −1 zurück, wenn sie ungültig ist. */
#include <stdio.h>

int main(void) {
    printf("Grüße aus Köln! Preis: %.2f €\n", 12.5);
    puts("Schöne Grüße");
    return 0;
}
)~"},
        {"C", "fr", R"~(// Les mois de l'année, en français
static const char *mois[] = {"janvier", "février", "mars", "avril", "mai", "juin",
                             "juillet", "août", "septembre", "octobre", "novembre", "décembre"};
)~"},
        {"C", "ja", R"~(/* 設定ファイルを読み込む */
int load_config(const char *path); // 失敗したら -1 を返す
)~"},
        {"C", "ru", R"~(#define MSG_HELLO "Привет, мир!"
#define MSG_BYE   "До свидания"  /* сообщения для пользователя */
)~"},
        {"Python", "es", R"~(# -*- coding: utf-8 -*-
def greet(name: str) -> str:
    """Devuelve un saludo en español."""
    return f"¡Hola, {name}! ¿Qué tal?"


print(greet("José"))
)~"},
        {"Python", "fr", R"~(PRICES = {"café": 2.5, "thé": 2.0, "crème brûlée": 6.9}  # en €
for item, price in PRICES.items():
    print(f"{item:<15} {price:>5.2f} €")
)~"},
        {"Python", "zh-Hans", R"~(# 计算平均值
def average(values):
    return sum(values) / len(values)  # 注意：列表不能为空
)~"},
        {"JSON", "pl", R"~({
  "name": "Łukasz Żółkiewski",
  "city": "Wrocław",
  "greeting": "Cześć! 👋",
  "tags": ["zażółć", "gęślą", "jaźń"]
}
)~"},
        {"JSON", "el",
         R"~({"id": 17, "title": "Ο μικρός πρίγκιπας", "author": "Αντουάν ντε Σεντ-Εξιπερί", "price": "9,90 €"}
)~"},
        {"YAML", "uk", R"~(# Налаштування — не змінювати вручну
app:
  name: "Книгарня"
  currency: "₴"
  welcome: "Ласкаво просимо до нашої крамниці!"
  locales: [uk, pl, en]
)~"},
        {"YAML", "fr", R"~(fr:
  cart:
    empty: "Votre panier est vide."
    total: "Total : %{amount} €"
    checkout: "Passer à la caisse →"
)~"},
        {"SQL", "de", R"~(-- Kunden aus Österreich mit Umsatz über 1 000 €
SELECT name, stadt, umsatz
FROM kunden
WHERE land = 'Österreich' AND umsatz > 1000
ORDER BY umsatz DESC;
)~"},
        {"SQL", "fr", R"~(INSERT INTO produits (nom, prix, description) VALUES
  ('Café moulu', 4.95, 'Torréfaction artisanale, 250 g'),
  ('Thé vert', 3.50, 'Récolte de printemps — Japon');
)~"},
        {"SQL", "tr", R"~(UPDATE müşteriler SET şehir = 'İstanbul' WHERE ülke = 'Türkiye';
)~"},
        {"HTML", "es", R"~(<!DOCTYPE html>
<html lang="es">
<head><meta charset="utf-8"><title>Menú del día</title></head>
<body>
  <h1>Menú del día — 12,50 €</h1>
  <p>Paella, ensalada y café. ¡Buen provecho!</p>
</body>
</html>
)~"},
        {"HTML", "ru", R"~(<nav>
  <a href="/">Главная</a> | <a href="/o-nas">О нас</a> | <a href="/kontakty">Контакты</a>
</nav>
<footer>© 2024 ООО «Ромашка» · Все права защищены</footer>
)~"},
        {"HTML", "ar", R"~(<p dir="rtl">مرحبًا بكم في متجرنا! الشحن مجاني للطلبات فوق 200 ريال.</p>
)~"},
    };
    return s;
}

const std::vector<Source>& heldOutSources() {
    static const std::vector<Source> s{
        {"JavaScript", "de", R"~(// Zeigt eine Meldung, wenn der Warenkorb leer ist
const message = cart.length === 0 ? "Ihr Warenkorb ist leer." : `Summe: ${total} €`;
alert(message);
)~"},
        {"Java", "es", R"~(public class Saludo {
    // Imprime un saludo en español
    public static void main(String[] args) {
        System.out.println("¡Buenos días, señora Peña!");
    }
}
)~"},
        {"XML", "fr", R"~(<?xml version="1.0" encoding="UTF-8"?>
<livre isbn="978-2-07-040850-4">
  <titre>L’Étranger</titre>
  <auteur>Albert Camus</auteur>
  <prix devise="€">7,90</prix>
</livre>
)~"},
        {"CSV", "de", R"~(Artikel;Menge;Preis
Kürbiskernöl;2;12,90 €
Käsespätzle;1;8,50 €
Grießbrei;3;2,20 €
)~"},
        {"Markdown", "cs", R"~(# Příručka

- **Instalace:** spusťte `./install.sh`
- **Nastavení:** upravte soubor `config.toml`
- Otázky? Napište nám.
)~"},
        {"shell", "ru", R"~(#!/bin/sh
# Копируем резервные копии на сервер
echo "Начинаю копирование…"
rsync -av /var/backup/ backup@server:/data/
echo "Готово ✔"
)~"},
        {"gettext", "tr", R"~(msgid "Save changes?"
msgstr "Değişiklikler kaydedilsin mi?"

msgid "File not found"
msgstr "Dosya bulunamadı"
)~"},
        {"INI", "fr", R"~([général]
langue = français
devise = €
message_accueil = Bienvenue à bord !
)~"},
        {"CSS", "de", R"~(/* Überschriften — größer und fett */
h1::before { content: "§ "; }
.price::after { content: " €"; }
blockquote { quotes: "„" "“"; }
)~"},
        {"Go", "el", R"~(package main

import "fmt"

func main() {
	// Γεια σου κόσμε
	fmt.Println("Γεια σου, κόσμε! Τιμή: 5 €")
}
)~"},
        {"Rust", "vi", R"~(fn main() {
    // Lời chào bằng tiếng Việt
    let chao = "Xin chào thế giới";
    println!("{} — giá: 50.000 ₫", chao);
}
)~"},
        {"LaTeX", "fr", R"~(\section{Résultats}
Les mesures montrent que $\mu = 3{,}2$ et que l’écart‑type reste inférieur à 5\,\%.
% Remarque : à vérifier avec l’équipe
)~"},
        {"C#", "he", R"~(// הודעת שגיאה למשתמש
var msg = "הקובץ לא נמצא";
Console.WriteLine(msg);
)~"},
        {"Swift", "ko", R"~(let greeting = "안녕하세요" // 인사말
print("\(greeting), 세계!")
)~"},
        {"PHP", "pl", R"~(<?php
// Wyświetla powitanie
echo "Dzień dobry, świecie!";
)~"},
    };
    return s;
}

} // namespace

CorpusSet codeTuned() {
    CorpusSet set;
    const auto& sources = tunedSources();
    for (std::size_t i = 0; i < sources.size(); ++i) {
        const Source& s = sources[i];
        const std::string id = std::string(s.kind) + "-" + std::to_string(i);
        CaseBuilder b(set.damaged, id, s.kind, s.text);
        for (const std::string_view page : pagesMetBy(s.language)) {
            b.misread(page);
            b.misread(page, 2);
            b.noBreakSpaceLost(page);
            b.octetsLost(page, Misreading::Question);
        }
        b.octetsLost("windows-1252", Misreading::Replacement);
        set.clean.push_back({id, s.text, s.kind});
    }
    return set;
}

CorpusSet codeHeldOut() {
    CorpusSet set;
    std::mt19937 rng(90210);
    for (const Source& s : heldOutSources()) {
        const std::string id = std::string(s.kind) + " (" + s.language + ")";
        const std::string text = s.text;
        CaseBuilder b(set.damaged, id, s.kind, text);
        const auto own = pagesMetBy(s.language);
        const std::string_view page = rng() % 2 == 0 ? own[rng() % own.size()] : "windows-1252";
        b.misread(page);
        b.misread("windows-1252", 2);
        b.octetsLost(own.front(), Misreading::Replacement);
        // Each line beyond ASCII damaged alone, as a tool that rewrote one line leaves it.
        std::size_t start = 0;
        while (start < text.size()) {
            std::size_t end = text.find('\n', start);
            end = end == std::string::npos ? text.size() : end + 1;
            const std::string l = text.substr(start, end - start);
            const Misread m = misread(l, page);
            if (m.lost == 0 && m.text != l) {
                b.add("one line damaged", text.substr(0, start) + m.text + text.substr(end), text,
                      std::string(page));
            }
            start = end;
        }
        set.clean.push_back({id, text, s.kind});
    }
    return set;
}

} // namespace u8scope::corpus
