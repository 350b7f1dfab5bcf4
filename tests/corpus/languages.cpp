// The languages sets (corpusset.h): prose in 43 languages and emoji. Tuned: two sentences a
// language, each through every single-octet page that keeps its octets, twice through the pages
// the language meets, with no-break spaces and octets lost, through two pages, as CESU-8. Held
// out: a passage a language (other sentences), set as a letter, a dialogue, a list or a quote,
// through the pages the language meets only. Every sentence was written for these tests.
#include "casebuilder.h"
#include "corpusset.h"
#include "pages.h"

#include <random>
#include <unicode/unistr.h>

namespace u8scope::corpus {

namespace {

struct Text {
    const char* language;
    const char* text;
};

// The kind of text a language's row in the rate table falls under: its script, and for Latin
// its region.
std::string scriptOf(std::string_view language) {
    static const std::pair<const char*, const char*> kScripts[] = {
        {"en", "Latin, Western"},
        {"fr", "Latin, Western"},
        {"de", "Latin, Western"},
        {"es", "Latin, Western"},
        {"it", "Latin, Western"},
        {"pt", "Latin, Western"},
        {"nl", "Latin, Western"},
        {"ca", "Latin, Western"},
        {"da", "Latin, Nordic"},
        {"sv", "Latin, Nordic"},
        {"nb", "Latin, Nordic"},
        {"fi", "Latin, Nordic"},
        {"is", "Latin, Nordic"},
        {"pl", "Latin, Central European"},
        {"cs", "Latin, Central European"},
        {"sk", "Latin, Central European"},
        {"hu", "Latin, Central European"},
        {"sl", "Latin, Central European"},
        {"hr", "Latin, Central European"},
        {"ro", "Latin, Central European"},
        {"tr", "Latin, Turkish"},
        {"mt", "Latin, South European"},
        {"eo", "Latin, South European"},
        {"cy", "Latin, Celtic"},
        {"lt", "Latin, Baltic"},
        {"lv", "Latin, Baltic"},
        {"et", "Latin, Baltic"},
        {"el", "Greek"},
        {"ru", "Cyrillic"},
        {"uk", "Cyrillic"},
        {"bg", "Cyrillic"},
        {"sr", "Cyrillic"},
        {"he", "Hebrew"},
        {"ar", "Arabic script"},
        {"fa", "Arabic script"},
        {"ur", "Arabic script"},
        {"th", "Thai"},
        {"vi", "Vietnamese"},
        {"hi", "Devanagari"},
        {"zh-Hans", "Chinese"},
        {"zh-Hant", "Chinese"},
        {"ja", "Japanese"},
        {"ko", "Korean"},
        {"emoji", "emoji"},
    };
    for (const auto& [l, script] : kScripts) {
        if (language == l)
            return script;
    }
    return "other";
}

// Two sentences a language, one line each.
const std::vector<Text>& tunedTexts() {
    static const std::vector<Text> t{
        {"en", "The committee’s decision — announced on Friday — surprised almost everyone."},
        {"en", "We’ll need 2½ cups of flour, a pinch of salt and 200\u00A0ml of milk."},
        {"fr", "Les élèves ont déjà rendu leurs devoirs, sauf Chloé qui était malade."},
        {"fr", "À quelle heure part le train pour Besançon\u00A0? Je crois qu’il est déjà parti."},
        {"de", "Die Bäckerei gegenüber öffnet schon um halb sieben, außer sonntags."},
        {"de", "Könnten Sie bitte die Tür schließen? Es zieht fürchterlich."},
        {"es", "El señor Muñoz llegó tarde porque perdió el último autobús."},
        {"es", "¿Has visto mis gafas? Creo que las dejé en el salón."},
        {"it", "Domenica scorsa abbiamo mangiato la pizza più buona della città."},
        {"it", "L’università offrirà borse di studio agli studenti più meritevoli."},
        {"pt", "O avô contou histórias de pescadores até às três da manhã."},
        {"pt", "Não se esqueça de levar o guarda-chuva, vai chover à tarde."},
        {"nl", "De coördinator heeft de reünie naar volgende week verschoven."},
        {"nl", "In België eten we friet met mayonaise, en soms een gebakje in het café."},
        {"ca", "L’església de Santa Maria és a prop de la plaça, al costat del mercat."},
        {"ca", "Començarem la reunió a les nou; després anirem a dinar a la plaça."},
        {"da", "Vi så en ræv i haven i går aftes, lige før det blev mørkt."},
        {"da", "Hvor ligger det nærmeste bageri? Jeg vil købe rugbrød og wienerbrød."},
        {"sv", "Vi åkte skidor i fjällen hela veckan och blev väldigt trötta."},
        {"sv", "Kan du köpa mjölk och smör på vägen hem från jobbet?"},
        {"nb", "Vi gikk på tur i skogen og så både elg og rådyr."},
        {"nb", "Kjøkkenet er nyoppusset, og utsikten over fjorden er fantastisk."},
        {"fi", "Hän kävi eilen kirjastossa ja lainasi kolme kirjaa."},
        {"fi", "Sää on tänään kylmä, joten pukeudu lämpimästi."},
        {"is", "Við fórum í sund í morgun og síðan á kaffihús í miðbænum."},
        {"is", "Það rigndi allan daginn, en börnin léku sér samt úti."},
        {"pl", "Mój brat mieszka w Gdańsku i pracuje w porcie jako inżynier."},
        {"pl", "Czy mógłbyś zamknąć okno? Robi się strasznie zimno."},
        {"cs", "Včera jsme byli v divadle a hra se nám moc líbila."},
        {"cs", "Můžete mi prosím říct, kolik stojí jízdenka do Olomouce?"},
        {"sk", "Môj starý otec býva na dedine neďaleko Žiliny."},
        {"sk", "Ďakujem za pozvanie, rád prídem v sobotu večer."},
        {"hu", "A nagymamám minden vasárnap főz nekünk húslevest."},
        {"hu", "Elnézést, meg tudná mondani, hol van a legközelebbi gyógyszertár?"},
        {"sl", "Včeraj smo šli na izlet na Bled in se vozili s čolnom."},
        {"sl", "Ali veš, kje je najbližja lekarna? Potrebujem nekaj za glavobol."},
        {"hr", "Ljeti često putujemo na more, najčešće u Dalmaciju."},
        {"hr", "Možete li mi reći gdje je kolodvor? Moram stići na vlak za Đakovo."},
        {"ro", "Bunica mea face cele mai bune sarmale din întreaga țară."},
        {"ro", "Mâine dimineață plecăm spre mare cu trenul de la ora șapte."},
        {"tr", "Yarın sabah erkenden İzmir'e gitmemiz gerekiyor."},
        {"tr", "Çocuklar bahçede top oynarken yağmur başladı."},
        {"mt", "Il-ħobż Malti huwa magħruf mad-dinja kollha."},
        {"mt", "Illum filgħodu mort il-Belt Valletta biex nixtri ċikkulata."},
        {"eo", "Ĉiuj ŝatas manĝi freŝan panon kun fromaĝo."},
        {"eo", "Hieraŭ la ĥoro kantis belan kanton en la preĝejo."},
        {"cy", "Mae'r tŷ ar ben y bryn yn edrych dros y môr."},
        {"cy", "Mae'r ŵyn bach yn chwarae yn y cae ger yr afon."},
        {"lt", "Vasarą mes dažnai važiuojame prie jūros į Palangą."},
        {"lt", "Ar galėtumėte pasakyti, kur yra artimiausia vaistinė?"},
        {"lv", "Mēs svētdien brauksim uz Jūrmalu, ja būs saulains laiks."},
        {"lv", "Vai jūs zināt, cik maksā biļete līdz Daugavpilij?"},
        {"et", "Täna õhtul läheme sõpradega kinno."},
        {"et", "Ostsin poest šokolaadi ja küpsiseid."},
        {"el", "Το καλοκαίρι πηγαίνουμε διακοπές σε ένα μικρό νησί των Κυκλάδων."},
        {"el", "Μπορείτε να μου πείτε πού είναι ο σταθμός του μετρό;"},
        {"ru", "Завтра обещают дождь, поэтому возьми с собой зонтик."},
        {"ru", "В библиотеке на углу можно взять книги на месяц бесплатно."},
        {"uk", "Влітку ми їздимо до бабусі в село під Полтавою."},
        {"uk", "Скажіть, будь ласка, чи є тут поблизу аптека? Мені потрібні ліки."},
        {"bg", "Утре ще ходим на планина, ако времето е хубаво."},
        {"bg", "Моля, кажете ми къде се намира най-близката спирка."},
        {"sr", "Сутра идемо на излет на Фрушку гору са пријатељима."},
        {"sr", "Ђаци су већ кренули у школу, а ми идемо у шетњу."},
        {"he", "מחר בבוקר נצא לטיול בהרים עם כל המשפחה."},
        {"he", "סליחה, איפה נמצאת תחנת האוטובוס הקרובה?"},
        {"ar", "ذهبنا أمس إلى السوق واشترينا خضارًا وفواكه طازجة."},
        {"ar", "هل يمكنك أن تخبرني أين تقع محطة القطار؟"},
        {"fa", "فردا صبح با دوستانم به کوه می‌رویم."},
        {"fa", "ببخشید، نزدیک‌ترین داروخانه کجاست؟"},
        {"ur", "کل ہم سب دوستوں کے ساتھ پہاڑوں پر گئے تھے۔"},
        {"ur", "معاف کیجیے، کیا آپ بتا سکتے ہیں کہ ریلوے اسٹیشن کہاں ہے؟"},
        {"th", "พรุ่งนี้เราจะไปเที่ยวทะเลกับครอบครัว"},
        {"th", "ขอโทษครับ สถานีรถไฟอยู่ที่ไหนครับ"},
        {"vi", "Ngày mai chúng tôi sẽ đi thăm ông bà ở quê."},
        {"vi", "Xin lỗi, anh có thể chỉ đường đến nhà ga được không?"},
        {"hi", "कल हम सब मिलकर पहाड़ों पर घूमने जाएँगे।"},
        {"hi", "माफ़ कीजिए, क्या आप बता सकते हैं कि रेलवे स्टेशन कहाँ है?"},
        {"zh-Hans", "明天我们要去图书馆借几本关于历史的书。"},
        {"zh-Hans", "请问，最近的地铁站在哪里？"},
        {"zh-Hant", "這家餐廳的牛肉麵非常好吃，價格也很便宜。"},
        {"zh-Hant", "請問您需要幫忙嗎？我們可以為您介紹。"},
        {"ja", "週末は家族と一緒に京都へ旅行に行きます。"},
        {"ja", "すみません、駅までの道を教えていただけますか。"},
        {"ko", "주말에 친구들과 함께 한강 공원에 갔어요."},
        {"ko", "실례합니다, 가장 가까운 지하철역이 어디예요?"},
        {"emoji", "Happy birthday! 🎂🎈 Love from all of us 👨‍👩‍👧‍👦"},
        {"emoji", "Team meeting moved to 3\u00A0pm 🙏 — bring coffee ☕ and ideas 💡🚀"},
        {"emoji",
         "Pride month 🏳️‍🌈 and our new dev 👩🏽‍💻 joins today 🇫🇷"},
    };
    return t;
}

// A passage a language, other sentences than the tuned set's.
const std::vector<Text>& heldOutTexts() {
    static const std::vector<Text> t{
        {"en", "The museum reopens on Monday after a two‑year renovation. Tickets cost £12, or £8 "
               "for students; children under 5 get in free."},
        {"fr", "Nous avons visité le château de Chambord pendant les vacances. Le guide était "
               "passionnant, même si la visite a duré près de trois heures. Après, nous avons "
               "goûté des crêpes au caramel."},
        {"de", "Der Zug nach Hamburg hatte wieder einmal eine Stunde Verspätung. Ich habe die Zeit "
               "genutzt, um ein Buch über die Hansestädte zu lesen. Zum Glück gab es am Bahnhof "
               "einen Kiosk mit heißem Kakao."},
        {"es", "Este verano fuimos de vacaciones a Galicia. Comimos pulpo a la gallega y visitamos "
               "la catedral de Santiago de Compostela. ¡Qué lluvia tan persistente, pero qué "
               "paisajes!"},
        {"it", "Ieri sera siamo andati a teatro a vedere un’opera di Verdi. La scenografia era "
               "splendida e i cantanti sono stati applauditi a lungo. Alla fine abbiamo cenato in "
               "una trattoria lì vicino."},
        {"pt", "No sábado passado fomos à feira comprar legumes frescos. A minha irmã escolheu "
               "abóboras, cenouras e um melão enorme. Depois almoçámos num restaurante à "
               "beira-rio."},
        {"nl", "Vorige week zijn we met de fiets naar Utrecht gegaan. Onderweg zijn we gestopt bij "
               "een oud café waar ze heerlijke poffertjes serveerden. We bekeken ook de ruïne van "
               "een kasteel."},
        {"ca", "La setmana passada vam anar a Girona amb els meus cosins. Vam passejar pel barri "
               "vell i vam menjar uns gelats boníssims. A la tornada, el tren anava ple però vam "
               "trobar seient."},
        {"da", "Sidste weekend var vi i sommerhus ved Vesterhavet. Vejret var blæsende, men vi gik "
               "lange ture på stranden. Børnene byggede et kæmpestort sandslot."},
        {"sv", "I helgen var vi på landet hos mina föräldrar. Vi plockade blåbär i skogen och "
               "badade i sjön trots att vattnet var kallt. På kvällen grillade vi korv."},
        {"nb", "Forrige sommer reiste vi med Hurtigruten fra Bergen til Kirkenes. Vi så "
               "midnattssolen, hvaler og små fiskevær langs kysten. Maten om bord var særlig god."},
        {"fi", "Viime talvena kävimme Lapissa katsomassa revontulia. Yöt olivat pitkiä ja pakkasta "
               "oli lähes kolmekymmentä astetta. Mökissä oli onneksi lämmin sauna."},
        {"is", "Í sumar keyrðum við hringveginn í kringum landið. Við sáum fossa, jökla og ótal "
               "kindur á leiðinni. Veðrið var ótrúlega gott allan tímann."},
        {"pl", "W zeszłą sobotę pojechaliśmy do Zakopanego. Weszliśmy na Gubałówkę, a wieczorem "
               "zjedliśmy oscypki z żurawiną. Następnego dnia padał deszcz, więc zostaliśmy w "
               "pensjonacie."},
        {"cs", "O víkendu jsme jeli na chatu do Krkonoš. V sobotu jsme vyšli na Sněžku a večer "
               "jsme si opekli buřty u ohně. V neděli ráno už bohužel pršelo."},
        {"sk", "Minulý týždeň sme boli na výlete vo Vysokých Tatrách. Vystúpili sme až na Rysy, "
               "odkiaľ bol nádherný výhľad. Večer sme si dali bryndzové halušky v útulnej kolibe."},
        {"hu", "Tavaly nyáron a Balatonnál nyaraltunk. Minden nap fürödtünk, este pedig lángost "
               "ettünk a parton. A gyerekek nagyon élvezték a vitorlázást is."},
        {"sl", "Prejšnji mesec smo obiskali Ljubljano in se sprehodili ob Ljubljanici. Na tržnici "
               "smo kupili sveže sadje in domači sir. Zvečer smo šli na koncert."},
        {"hr", "Prošlog ljeta odmarali smo se na otoku Hvaru. Svako jutro kupali smo se u čistom "
               "moru, a navečer jeli svježu ribu. Najviše nam se svidjela šetnja kroz stari grad."},
        {"ro", "Vara trecută am vizitat Delta Dunării împreună cu prietenii. Am văzut pelicani, "
               "lebede și sute de păsări. Seara am mâncat ciorbă de pește într-un sat de pescari."},
        {"tr", "Geçen hafta sonu Kapadokya'ya gittik. Sabah erkenden balonla uçtuk ve peri "
               "bacalarını yukarıdan gördük. Akşam yemeğinde testi kebabı yedik; gerçekten çok "
               "lezzetliydi."},
        {"mt", "Is-sajf li għadda mort Għawdex mal-familja. Għomna fil-bajja tar-Ramla u kilna "
               "l-ftira. Filgħaxija morna l-festa tar-raħal."},
        {"eo", "Pasintan semajnon ni vizitis la malnovan urbon kun niaj geamikoj. Ni promenis laŭ "
               "la rivero kaj manĝis glaciaĵon sur la placo. Vespere ĉiuj kune kantis ĉe la "
               "fajro."},
        {"cy", "Aethon ni i Eryri dros y penwythnos a dringo'r Wyddfa. Roedd y gwynt yn gryf ar y "
               "copa. Wedyn es i â'r ci am dro i dŷ fy modryb ger y llyn."},
        {"lt", "Praėjusį savaitgalį keliavome po Kuršių neriją. Lipome į aukštas kopas ir matėme, "
               "kaip leidžiasi saulė virš jūros. Vakarienei valgėme rūkytą žuvį Nidoje."},
        {"lv", "Pagājušajā vasarā mēs ceļojām pa Latgali. Apmeklējām Aglonas baziliku un "
               "peldējāmies skaidros ezeros. Vakaros cepām zivis uz ugunskura."},
        {"et", "Möödunud suvel käisime Saaremaal. Vaatasime Kaali kraatrit ja sõime kohvikus "
               "suitsukala. Õhtul jalutasime rannas ja nägime ilusat päikeseloojangut."},
        {"el", "Την περασμένη εβδομάδα επισκεφθήκαμε τους Δελφούς. Ο ξεναγός μας εξήγησε την "
               "ιστορία του μαντείου. Το βράδυ φάγαμε σουβλάκια σε μια ταβέρνα στην Αράχωβα."},
        {"ru", "В прошлые выходные мы ездили на дачу под Тверью. Собирали грибы, топили баню и "
               "пили чай из самовара. В воскресенье вечером на шоссе были ужасные пробки."},
        {"uk", "Минулого літа ми відпочивали в Карпатах. Щодня ходили в гори й купалися в "
               "холодній річці. Увечері ми їли вареники з вишнями, які приготувала господиня."},
        {"bg", "Миналото лято бяхме на море в Созопол. Всеки ден плувахме, а вечер се разхождахме "
               "из стария град. Рибата във всички ресторанти беше прясна."},
        {"sr", "Прошлог викенда смо били у Новом Саду на фестивалу. Шетали смо по Петроварадинској "
               "тврђави и слушали музику до касно у ноћ. Ујутру смо доручковали у једној пекари."},
        {"he", "בשבוע שעבר ביקרנו בירושלים עם חברים מחו״ל. טיילנו בעיר העתיקה ואכלנו חומוס "
               "במסעדה קטנה. בערב ראינו את מופע האור והקול במגדל דוד."},
        {"ar", "في عطلة نهاية الأسبوع الماضي زرنا مدينة الإسكندرية. تجولنا على الكورنيش وتناولنا "
               "السمك المشوي في مطعم قديم. كان الجو لطيفًا والبحر هادئًا."},
        {"fa", "هفتهٔ گذشته با خانواده به اصفهان سفر کردیم. از میدان نقش جهان دیدن کردیم و گز "
               "خریدیم. شب‌ها کنار زاینده‌رود قدم می‌زدیم."},
        {"ur", "پچھلے ہفتے ہم لاہور گئے اور بادشاہی مسجد دیکھی۔ شام کو ہم نے انارکلی بازار میں "
               "خریداری کی۔ موسم بہت خوشگوار تھا۔"},
        {"th", "เมื่อสัปดาห์ที่แล้วเราไปเที่ยวเชียงใหม่ เราขึ้นไปไหว้พระที่ดอยสุเทพและกินข้าวซอยอร่อยมาก "
               "ตอนเย็นเดินเล่นที่ถนนคนเดิน"},
        {"vi", "Tuần trước chúng tôi đi du lịch Hội An. Chúng tôi đi dạo phố cổ, ăn cao lầu và "
               "ngắm đèn lồng bên sông Hoài. Buổi tối, trời mát và rất yên bình."},
        {"hi", "पिछले हफ़्ते हम जयपुर घूमने गए। हमने आमेर का क़िला और हवा महल देखा। वहाँ का खाना "
               "बहुत स्वादिष्ट था।"},
        {"zh-Hans",
         "上个周末我们全家去杭州旅游。我们在西湖边散步，还品尝了正宗的龙井茶。晚上湖边的灯光"
         "特别漂亮。"},
        {"zh-Hant",
         "上個月我們去台南玩了三天。我們吃了很多小吃，也參觀了幾座古老的廟宇。當地人都非常"
         "熱情友善。"},
        {"ja",
         "先週、友達と一緒に北海道へ行きました。札幌でラーメンを食べて、小樽の運河を散歩しまし"
         "た。雪がきれいで、とても楽しかったです。"},
        {"ko",
         "지난 주말에 가족과 함께 부산에 다녀왔어요. 해운대에서 산책하고 맛있는 회를 먹었어요. "
         "날씨가 좋아서 정말 즐거웠어요."},
        {"emoji", "Congrats on the new job!!! 🥳🎉👏 We’re so proud of you ❤️"},
        {"emoji", "Weekend plan: 🏕️ + 🎣 + 🔥 = 😍 (weather permitting 🌧️🤞)"},
        {"emoji",
         "👩‍❤️‍👨 25 years today 💍 and a trip booked 🇯🇵 → 🇰🇷 ✈️"},
    };
    return t;
}

// Shapes the held-out passages are set in: the text around the passage, and whether its
// sentences go on lines of their own.
struct Shape {
    const char* name;
    const char* before;
    const char* after;
    const char* betweenSentences; // nullptr: the passage as written; "#" is the sentence's number
};

constexpr Shape kShapes[] = {
    {"letter", "Hello,\n\n", "\n\nBest regards,\nA.\n", nullptr},
    {"dialogue", "— ", "\n— OK.\n", "\n— "},
    {"list", "1. ", "\n", "\n#. "},
    {"quote", "> ", "\n\nAgreed.\n", "\n> "},
    {"paragraph", "", "\n", nullptr},
};

// The passage with its sentences split by the shape's separator (at ". ", "? " and "! ").
std::string shaped(const std::string& passage, const Shape& shape) {
    std::string body;
    if (shape.betweenSentences == nullptr) {
        body = passage;
    } else {
        int sentence = 1;
        for (std::size_t i = 0; i < passage.size(); ++i) {
            body += passage[i];
            const bool stop = (passage[i] == '.' || passage[i] == '?' || passage[i] == '!') &&
                              i + 1 < passage.size() && passage[i + 1] == ' ';
            if (stop) {
                for (const char* c = shape.betweenSentences; *c != '\0'; ++c)
                    body += *c == '#' ? std::to_string(++sentence) : std::string(1, *c);
                ++i;
            }
        }
    }
    return shape.before + body + shape.after;
}

std::string upper(const std::string& s) {
    std::string out;
    icu::UnicodeString::fromUTF8(s).toUpper().toUTF8String(out);
    return out;
}

} // namespace

CorpusSet languagesTuned() {
    CorpusSet set;
    const auto& texts = tunedTexts();
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const std::string language = texts[i].language;
        const std::string id = language + "-" + std::to_string(i);
        const std::string kind = scriptOf(language);
        CaseBuilder b(set.damaged, id, kind, texts[i].text);
        for (const std::string_view page : kSingleOctetPages)
            b.misread(page);
        const auto pages = pagesMetBy(language);
        for (const std::string_view page : pages) {
            b.misread(page, 2);
            b.noBreakSpaceLost(page);
            b.octetsLost(page, Misreading::Replacement);
            b.octetsLost(page, Misreading::Question);
        }
        // Latin-10 (ISO 8859-16) is Romanian's, and holds Polish and Hungarian too: twice
        // through it as well (once is above, as every page).
        if (language == "pl" || language == "hu")
            b.misread("ISO-8859-16", 2);
        b.misread(pages.front(), 3);
        b.chain("windows-1252", "windows-1251");
        b.chain("ISO-8859-1", "KOI8-R");
        b.chain(pages.front(), "windows-1252");
        if (language == "emoji") {
            b.cesu8();
            b.cesu8("ISO-8859-1");
            b.cesu8("windows-1252");
        }
        set.clean.push_back({id, texts[i].text, kind});
        const std::string caps = upper(texts[i].text);
        if (caps != texts[i].text)
            set.clean.push_back({id + " capitals", caps, kind});
    }
    return set;
}

CorpusSet languagesHeldOut() {
    CorpusSet set;
    std::mt19937 rng(4711);
    const auto& texts = heldOutTexts();
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const std::string language = texts[i].language;
        const Shape& shape = kShapes[i % std::size(kShapes)];
        const std::string id = language + " " + shape.name;
        const std::string kind = scriptOf(language);
        const std::string text = shaped(texts[i].text, shape);
        CaseBuilder b(set.damaged, id, kind, text);
        const auto pages = pagesMetBy(language);
        for (const std::string_view page : pages) {
            b.misread(page);
            b.misread(page, 2);
        }
        const std::string_view any = pages[rng() % pages.size()];
        b.noBreakSpaceLost(any);
        b.octetsLost(pages[rng() % pages.size()], Misreading::Question);
        b.octetsLost("windows-1252", Misreading::Replacement);
        // Chains through two pages of the same region, or a Western page and the region's.
        b.chain(pages.front(), pages.back());
        b.chain(pages.back(), pages.front());
        if (language == "emoji") {
            b.cesu8("windows-1252");
            b.cesu8("ISO-8859-1");
        }
        // One line damaged among correct ones.
        const std::string damagedLine = misread(texts[i].text, pages.front()).text;
        if (misread(texts[i].text, pages.front()).lost == 0 && damagedLine != texts[i].text) {
            b.add("one line damaged", text + damagedLine + "\n", text + texts[i].text + "\n",
                  std::string(pages.front()));
        }
        set.clean.push_back({id, text, kind});
    }
    // All the passages in one text, as a page of a multilingual site.
    std::string all;
    for (const Text& t : texts)
        all += std::string(t.text) + "\n";
    set.clean.push_back({"every passage in one text", all, "multilingual"});
    return set;
}

} // namespace u8scope::corpus
