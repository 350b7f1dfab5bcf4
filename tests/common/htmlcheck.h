// A strict check of the report pages (report.h): one well-nested document of the few elements
// the generator writes, every '&' a character reference, no script, no event handler and nothing
// fetched from elsewhere. Not an HTML parser: a page that passes is also what a browser reads
// the same way (tested against `xmllint --html` by hand).
#pragma once

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace u8scope::test {

/// Empty when `page` passes; else what is wrong, and where.
inline std::string htmlProblem(std::string_view page) {
    static constexpr std::array<std::string_view, 19> kElements = {
        "html",  "head", "meta", "title", "style", "body", "h1", "h2", "p", "span",
        "table", "tr",   "th",   "td",    "code",  "ol",   "li", "q",  "br"};
    static constexpr std::array<std::string_view, 2> kVoid = {"meta", "br"};
    const auto at = [&](std::size_t i) { return " at " + std::to_string(i); };
    const std::string_view doctype = "<!DOCTYPE html>\n";
    if (page.substr(0, doctype.size()) != doctype)
        return "no <!DOCTYPE html> first";
    for (const std::string_view bad :
         {"<script", "javascript:", "src=", "href=", "url(", "@import"}) {
        if (const auto i = page.find(bad); i != std::string_view::npos)
            return "holds " + std::string(bad) + at(i);
    }
    std::vector<std::string> open;
    std::size_t i = doctype.size();
    while (i < page.size()) {
        const char c = page[i];
        if (c == '&') {
            const auto end = page.find(';', i);
            const std::string_view ref =
                end == std::string_view::npos ? page.substr(i) : page.substr(i, end - i + 1);
            if (ref != "&amp;" && ref != "&lt;" && ref != "&gt;" && ref != "&quot;" &&
                ref != "&#39;")
                return "a bare & " + at(i);
            i = end + 1;
            continue;
        }
        if (c == '>')
            return "a bare >" + at(i);
        if (c != '<') {
            ++i;
            continue;
        }
        const auto end = page.find('>', i);
        if (end == std::string_view::npos)
            return "an unclosed tag" + at(i);
        std::string_view tag = page.substr(i + 1, end - i - 1);
        if (tag.find('<') != std::string_view::npos)
            return "a < inside a tag" + at(i);
        const bool closing = !tag.empty() && tag[0] == '/';
        if (closing)
            tag.remove_prefix(1);
        const std::string name(tag.substr(0, tag.find(' ')));
        if (std::find(kElements.begin(), kElements.end(), name) == kElements.end())
            return "an unexpected element <" + name + ">" + at(i);
        const std::string_view attributes = tag.substr(std::min(tag.size(), name.size()));
        for (std::size_t a = attributes.find(" on"); a != std::string_view::npos;
             a = attributes.find(" on", a + 1)) {
            return "an event handler in <" + name + ">" + at(i);
        }
        if (std::count(attributes.begin(), attributes.end(), '"') % 2 != 0)
            return "an unbalanced quote in <" + name + ">" + at(i);
        i = end + 1;
        if (closing) {
            if (open.empty() || open.back() != name)
                return "</" + name + "> closes <" + (open.empty() ? "" : open.back()) + ">" + at(i);
            open.pop_back();
        } else if (std::find(kVoid.begin(), kVoid.end(), name) == kVoid.end()) {
            open.push_back(name);
            if (name == "style") {
                const auto close = page.find("</style>", i);
                if (close == std::string_view::npos)
                    return "an unclosed <style>";
                i = close;
            }
        }
    }
    if (!open.empty())
        return "<" + open.back() + "> is not closed";
    return {};
}

} // namespace u8scope::test
