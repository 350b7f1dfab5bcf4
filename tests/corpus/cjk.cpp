// The cjk sets (corpusset.h): Chinese (simplified and traditional), Japanese and Korean.
// - UTF-8 read by an East Asian decoder (GBK, GB18030, Big5, Shift_JIS, EUC-JP, EUC-KR, UHC)
//   that wrote U+FFFD or "?" for what it could not read, then saved as UTF-8: a repair names
//   the decoder, recovers every character whose octets survived, writes one U+FFFD for each lost
//   one, and invents nothing.
// - Text holding replacement characters read as GBK: "锟斤拷", whose original is gone.
// - Text stored in GBK, Big5, Shift_JIS, EUC-JP or EUC-KR read as ISO 8859-1, windows-1252 or
//   DOS 437 (old Western software, file names in ZIP archives) and saved as UTF-8: repaired
//   exactly.
// Tuned: sentences, through every decoder and page. Held out: other texts (file lists,
// subtitles, chat, addresses, news, listings) through the decoders that meet them, drawn at
// random. Every text was written for these tests.
#include "casebuilder.h"
#include "corpusset.h"
#include "pages.h"

#include <random>

namespace u8scope::corpus {

namespace {

struct CjkText {
    const char* language; // zh-Hans, zh-Hant, ja, ko
    const char* kind;
    const char* text;
};

constexpr std::string_view kReplacement = "\xEF\xBF\xBD";

const std::vector<CjkText>& tunedTexts() {
    static const std::vector<CjkText> t{
        {"zh-Hans", "Chinese, simplified",
         "我们公司下个月将在上海举办一次产品发布会，欢迎大家参加。"},
        {"zh-Hans", "Chinese, simplified",
         "这本小说讲述了一个年轻人离开家乡、到大城市追求梦想的故事。"},
        {"zh-Hans", "Chinese, simplified", "今天的天气预报说下午会有雷阵雨，出门记得带伞。"},
        {"zh-Hans", "Chinese, simplified", "请在周五之前把报告发到我的邮箱，谢谢！"},
        {"zh-Hans", "Chinese, simplified",
         "春节期间，火车票非常难买，很多人提前一个月就开始抢票。"},
        {"zh-Hans", "Chinese, simplified", "他每天早上六点起床跑步，已经坚持了三年。"},
        {"zh-Hant", "Chinese, traditional", "臺北的夜市有各式各樣的小吃，觀光客都很喜歡。"},
        {"zh-Hant", "Chinese, traditional", "這份文件請於星期三前簽名後寄回。"},
        {"zh-Hant", "Chinese, traditional", "颱風即將登陸，請民眾做好防颱準備。"},
        {"zh-Hant", "Chinese, traditional", "香港的茶餐廳以奶茶和菠蘿包聞名。"},
        {"zh-Hant", "Chinese, traditional", "圖書館的開放時間是早上九點到晚上十點。"},
        {"ja", "Japanese", "この資料は来週の会議で使いますので、よく読んでおいてください。"},
        {"ja", "Japanese", "昨日の夜は雨が強くて、電車が三十分も遅れました。"},
        {"ja", "Japanese", "私の趣味は写真を撮ることと、古い映画を見ることです。"},
        {"ja", "Japanese", "桜の季節になると、公園はたくさんの花見客でにぎわいます。"},
        {"ja", "Japanese", "ご注文ありがとうございます。商品は三日以内に発送いたします。"},
        {"ja", "Japanese", "東京タワーからの夜景はとてもきれいでした。"},
        {"ko", "Korean", "이번 주 금요일까지 보고서를 제출해 주시기 바랍니다."},
        {"ko", "Korean", "서울의 지하철은 깨끗하고 편리해서 관광객들에게 인기가 많습니다."},
        {"ko", "Korean", "어제 친구와 함께 영화를 보고 저녁을 먹었습니다."},
        {"ko", "Korean", "주문하신 상품은 내일 오후에 배송될 예정입니다."},
        {"ko", "Korean", "한국의 가을은 하늘이 높고 날씨가 맑아서 여행하기 좋습니다."},
    };
    return t;
}

// Correct text with what East Asian mojibake is made of: half-width katakana, full-width forms,
// Latin words and digits between the characters.
const std::vector<CjkText>& cjkTrickyText() {
    static const std::vector<CjkText> t{
        {"ja", "Japanese", "ｺﾝﾋﾟｭｰﾀｰ（半角カナ）とコンピューター（全角）"},
        {"ja", "Japanese", "ＡＢＣ１２３とABC123は違います。"},
        {"zh-Hans", "Chinese, simplified", "我用iPhone 15拍了这张照片，效果很好。"},
        {"zh-Hans", "Chinese, simplified", "价格：¥1,299.00（含税）"},
        {"zh-Hant", "Chinese, traditional", "請撥打02-2345-6789洽詢。"},
        {"ko", "Korean", "가격: ₩15,000 (부가세 포함)"},
        {"ja", "Japanese", "縺 and 繧 are rare kanji; 譁 too."},
    };
    return t;
}

const std::vector<CjkText>& heldOutTexts() {
    static const std::vector<CjkText> t{
        {"zh-Hans", "file list",
         "项目计划书_最终版.docx\n会议纪要（三月）.pdf\n预算表2024.xlsx\n照片/春游合影.jpg\n"},
        {"zh-Hans", "chat",
         "小王：晚上一起吃火锅吗？\n小李：好啊，七点在老地方见！\n小王：我先去排队。\n"},
        {"zh-Hans", "subtitles",
         "1\n00:00:01,000 --> 00:00:03,500\n你终于来了，我等了你很久。\n\n2\n00:00:04,000 --> "
         "00:00:06,000\n对不起，路上堵车了。\n"},
        {"zh-Hans", "address",
         "收货人：张伟\n地址：北京市海淀区中关村大街27号\n电话：138-0000-0000\n"},
        {"zh-Hans", "news",
         "国家统计局今天公布的数据显示，上个月居民消费价格同比上涨百分之零点五。\n"},
        {"zh-Hant", "listing", "【限量】手工皂禮盒組 ‧ 三入 ‧ 特價 NT$599\n"},
        {"zh-Hant", "file list", "畢業論文_初稿.doc\n實驗數據.xls\n參考文獻清單.txt\n"},
        {"zh-Hant", "news", "中央氣象署表示，明天北部地區將轉為陰雨天氣，氣溫略降。\n"},
        {"ja", "file list", "見積書_株式会社山田.pdf\n議事録_第3回.docx\n写真/運動会.jpg\n"},
        {"ja", "chat",
         "田中：明日の打ち合わせ、何時からでしたっけ？\n佐藤：十時からです。資料は私が準備します。"
         "\n"},
        {"ja", "subtitles",
         "1\n00:00:02,000 --> 00:00:04,000\nどこへ行くつもりなの？\n\n2\n00:00:05,000 --> "
         "00:00:07,500\n海が見たいんだ。\n"},
        {"ja", "listing", "【送料無料】北海道産 じゃがいも 5kg ¥1,980（税込）\n"},
        {"ja", "news", "気象庁によりますと、あすは西日本を中心に大雨となるおそれがあります。\n"},
        {"ko", "file list", "회의록_3월.hwp\n견적서_최종.pdf\n사진/졸업식.jpg\n"},
        {"ko", "chat",
         "민수: 오늘 저녁에 시간 있어?\n지영: 응, 7시 이후에는 괜찮아.\n민수: 그럼 강남역에서 "
         "보자!\n"},
        {"ko", "address",
         "받는 사람: 김민준\n주소: 서울특별시 종로구 세종대로 175\n연락처: 010-0000-0000\n"},
        {"ko", "news", "기상청은 내일 전국에 비가 내리고 기온이 크게 떨어질 것이라고 밝혔다.\n"},
    };
    return t;
}

// The text with characters `every`-th, `every`*2-th, ... replaced by U+FFFD: a loss earlier
// in its history.
std::string withReplacements(const std::string& text, std::size_t every) {
    std::string out;
    std::size_t n = 0;
    for (std::size_t i = 0; i < text.size();) {
        std::size_t length = 1;
        const auto lead = static_cast<std::uint8_t>(text[i]);
        if (lead >= 0xF0)
            length = 4;
        else if (lead >= 0xE0)
            length = 3;
        else if (lead >= 0xC0)
            length = 2;
        ++n;
        if (lead >= 0x80 && n % every == 0)
            out += kReplacement;
        else
            out += text.substr(i, length);
        i += length;
    }
    return out;
}

// The encodings text in `language` is stored in.
std::vector<std::string_view> legacyEncodings(std::string_view language) {
    if (language == "zh-Hans")
        return {"GBK", "GB18030"};
    if (language == "ja")
        return {"Shift_JIS", "EUC-JP"};
    return {legacyEncodingOf(language)};
}

// The decoders that meet UTF-8 text in `language`: its own region's, and GBK (a Chinese
// system reads anything as GBK).
std::vector<std::string_view> decodersMeeting(std::string_view language) {
    if (language == "zh-Hans")
        return {"GBK", "GB18030"};
    if (language == "zh-Hant")
        return {"Big5", "GBK"};
    if (language == "ja")
        return {"Shift_JIS", "EUC-JP", "GBK"};
    return {"EUC-KR", "windows-949", "GBK"};
}

} // namespace

CorpusSet cjkTuned() {
    CorpusSet set;
    const auto& texts = tunedTexts();
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const CjkText& t = texts[i];
        const std::string id = std::string(t.language) + "-" + std::to_string(i);
        CaseBuilder b(set.damaged, id, t.kind, t.text);
        for (const std::string_view page : kEastAsianPages) {
            b.eastAsian(page, Misreading::Replacement);
            b.eastAsian(page, Misreading::Question);
        }
        for (const std::string_view legacy : legacyEncodings(t.language)) {
            for (const std::string_view page : {"ISO-8859-1", "windows-1252", "IBM437"})
                b.legacyReadAs(legacy, page);
        }
        // Replacement characters read as GBK and Big5: 锟斤拷 and its kin.
        const std::string lost = withReplacements(t.text, 4);
        CaseBuilder traces(set.damaged, id, t.kind, lost);
        for (const std::string_view page : {"GBK", "Big5"}) {
            const Misread m = misread(lost, page, Misreading::Replacement);
            traces.add("replacement characters read as " + std::string(page), m.text, m.expected,
                       std::string(page), std::string(page));
        }
        set.clean.push_back({id, t.text, t.kind});
    }
    for (std::size_t i = 0; i < cjkTrickyText().size(); ++i) {
        const CjkText& t = cjkTrickyText()[i];
        set.clean.push_back({"tricky-" + std::to_string(i), t.text, t.kind});
    }
    return set;
}

CorpusSet cjkHeldOut() {
    CorpusSet set;
    std::mt19937 rng(8964);
    for (const CjkText& t : heldOutTexts()) {
        const std::string id = std::string(t.kind) + " (" + t.language + ")";
        CaseBuilder b(set.damaged, id, t.kind, t.text);
        const auto decoders = decodersMeeting(t.language);
        for (const std::string_view page : decoders)
            b.eastAsian(page, rng() % 3 == 0 ? Misreading::Question : Misreading::Replacement);
        // File names from a ZIP archive are read as DOS 437; other text as a Western page.
        const std::string_view legacy = legacyEncodingOf(t.language);
        if (std::string_view(t.kind) == "file list") {
            b.legacyReadAs(legacy, "IBM437");
            b.legacyReadAs(legacy, "IBM850");
        } else {
            b.legacyReadAs(legacy, rng() % 2 == 0 ? "windows-1252" : "ISO-8859-1");
        }
        const std::string lost = withReplacements(t.text, 3 + rng() % 5);
        CaseBuilder traces(set.damaged, id, t.kind, lost);
        const Misread m = misread(lost, "GBK", Misreading::Replacement);
        traces.add("replacement characters read as GBK", m.text, m.expected, "GBK", "GBK");
        set.clean.push_back({id, t.text, t.kind});
    }
    return set;
}

} // namespace u8scope::corpus
