#include "json_check.h"

#include <cctype>

namespace u8scope::test {

namespace {

class Parser {
public:
    explicit Parser(std::string_view s) : m_s(s) {}

    bool document() {
        ws();
        if (!value())
            return false;
        ws();
        return m_i == m_s.size();
    }

private:
    bool value() {
        if (m_i >= m_s.size() || ++m_depth > 200)
            return false;
        bool ok = false;
        switch (m_s[m_i]) {
        case '{':
            ok = object();
            break;
        case '[':
            ok = array();
            break;
        case '"':
            ok = string();
            break;
        case 't':
            ok = literal("true");
            break;
        case 'f':
            ok = literal("false");
            break;
        case 'n':
            ok = literal("null");
            break;
        default:
            ok = number();
        }
        --m_depth;
        return ok;
    }
    bool object() {
        ++m_i;
        ws();
        if (peek('}'))
            return ++m_i, true;
        for (;;) {
            ws();
            if (!string())
                return false;
            ws();
            if (!peek(':'))
                return false;
            ++m_i;
            ws();
            if (!value())
                return false;
            ws();
            if (peek('}'))
                return ++m_i, true;
            if (!peek(','))
                return false;
            ++m_i;
        }
    }
    bool array() {
        ++m_i;
        ws();
        if (peek(']'))
            return ++m_i, true;
        for (;;) {
            ws();
            if (!value())
                return false;
            ws();
            if (peek(']'))
                return ++m_i, true;
            if (!peek(','))
                return false;
            ++m_i;
        }
    }
    bool string() {
        if (!peek('"'))
            return false;
        ++m_i;
        while (m_i < m_s.size()) {
            const auto c = static_cast<unsigned char>(m_s[m_i++]);
            if (c == '"')
                return true;
            if (c < 0x20)
                return false;
            if (c == '\\') {
                if (m_i >= m_s.size())
                    return false;
                const char e = m_s[m_i++];
                if (e == 'u') {
                    for (int k = 0; k < 4; ++k) {
                        if (m_i >= m_s.size() ||
                            !std::isxdigit(static_cast<unsigned char>(m_s[m_i++])))
                            return false;
                    }
                } else if (std::string_view("\"\\/bfnrt").find(e) == std::string_view::npos) {
                    return false;
                }
            }
        }
        return false;
    }
    bool number() {
        const std::size_t start = m_i;
        if (peek('-'))
            ++m_i;
        if (peek('0')) {
            ++m_i;
        } else if (!digits()) {
            return false;
        }
        if (peek('.')) {
            ++m_i;
            if (!digits())
                return false;
        }
        if (peek('e') || peek('E')) {
            ++m_i;
            if (peek('+') || peek('-'))
                ++m_i;
            if (!digits())
                return false;
        }
        return m_i > start;
    }
    bool digits() {
        const std::size_t start = m_i;
        while (m_i < m_s.size() && std::isdigit(static_cast<unsigned char>(m_s[m_i])))
            ++m_i;
        return m_i > start;
    }
    bool literal(std::string_view word) {
        if (m_s.substr(m_i, word.size()) != word)
            return false;
        m_i += word.size();
        return true;
    }
    bool peek(char c) const { return m_i < m_s.size() && m_s[m_i] == c; }
    void ws() {
        while (m_i < m_s.size() &&
               (m_s[m_i] == ' ' || m_s[m_i] == '\n' || m_s[m_i] == '\r' || m_s[m_i] == '\t'))
            ++m_i;
    }

    std::string_view m_s;
    std::size_t m_i = 0;
    int m_depth = 0;
};

} // namespace

bool isValidJson(std::string_view text) {
    return Parser(text).document();
}

} // namespace u8scope::test
