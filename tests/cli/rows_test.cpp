// The rows of the command line (cli/commands.cpp, cli/options.cpp) against the program that
// reads them: every case is generated from the rows, so a row that says one thing while the
// parser or run() does another fails here, for the rows of today and those added later.
#include "commands.h"
#include "options.h"
#include "run_cli.h"

#include <cctype>
#include <gtest/gtest.h>
#include <set>

namespace u8scope::test {
namespace {

using cli::CommandHelp;
using cli::OptionHelp;
using cli::Takes;

bool contains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

std::vector<std::string> words(std::string_view list, std::string_view separator) {
    std::vector<std::string> out;
    for (const std::string_view w : cli::split(list, separator))
        out.emplace_back(w);
    return out;
}

std::string longName(const OptionHelp& o) {
    return words(o.names, ", ").back();
}

// A value the option takes: its first choice, 1 for a number N, 0.5 for a confidence X, else
// `otherwise`.
std::string aValue(const OptionHelp& o, const std::string& otherwise = "x") {
    if (!o.choices.empty())
        return words(o.choices, " ").front();
    if (o.value == "X")
        return "0.5";
    return o.value == "N" ? "1" : otherwise;
}

// The option given by `name` with a value it takes, in the form its row says.
std::vector<std::string> given(const OptionHelp& o, const std::string& name,
                               const std::string& value) {
    switch (o.takes) {
    case Takes::Nothing:
    case Takes::OptionalAfterEquals:
        return {name};
    case Takes::Value:
        return {name, value};
    case Takes::ValueAfterEquals:
        return {name + '=' + value};
    }
    return {};
}

// A command that takes `o` (every command takes an option of every command).
const CommandHelp& takerOf(const OptionHelp& o) {
    for (const CommandHelp& c : cli::commandHelp()) {
        if (cli::appliesTo(o, &c))
            return c;
    }
    ADD_FAILURE() << o.names << " is taken by no command";
    return cli::commandHelp().front();
}

cli::ParseResult parse(const CommandHelp& c, std::vector<std::string> args) {
    args.insert(args.begin(), std::string(c.name));
    return cli::parseArguments(args);
}

TEST(CliRows, NameOnlyOptionsOfTheTableAndEveryOptionIsTakenBySome) {
    std::set<std::string> names;
    for (const OptionHelp& o : cli::optionHelp()) {
        for (const std::string& n : words(o.names, ", ")) {
            EXPECT_TRUE(names.insert(n).second) << n << " names two rows";
            EXPECT_EQ(cli::optionNamed(n), &o) << n;
        }
        EXPECT_NE(o.store, nullptr) << o.names;
        EXPECT_FALSE(o.text.empty()) << o.names;
        EXPECT_EQ(o.takes == Takes::Nothing, o.value.empty()) << o.names;
        EXPECT_EQ(o.takes == Takes::OptionalAfterEquals, !o.bare.empty()) << o.names;
        takerOf(o);
    }
    for (const CommandHelp& c : cli::commandHelp()) {
        EXPECT_EQ(cli::commandNamed(c.name), &c) << c.name;
        EXPECT_NE(c.run, nullptr) << c.name;
        EXPECT_FALSE(c.summary.empty() || c.text.empty() || c.synopsis.empty()) << c.name;
        for (const std::string& n : words(c.options, " ")) {
            const OptionHelp* o = cli::optionNamed(n);
            ASSERT_NE(o, nullptr) << c.name << " names " << n << ", which is no option";
            EXPECT_FALSE(o->everyCommand)
                << c.name << " names " << n << ", which every command takes";
        }
    }
}

// Each option by each of its names, with a value it takes: the commands that take it run (no
// usage line), the others refuse it by the name given.
TEST(CliRows, EveryOptionIsTakenByTheCommandsThatNameItAndRefusedByTheOthers) {
    Scratch s;
    const std::string file = s.file("x.txt", "hello\n");
    const std::string out = s.path("out.txt");
    for (const CommandHelp& c : cli::commandHelp()) {
        for (const OptionHelp& o : cli::optionHelp()) {
            for (const std::string& name : words(o.names, ", ")) {
                std::vector<std::string> args{std::string(c.name)};
                for (const std::string& a : given(o, name, aValue(o, out)))
                    args.push_back(a);
                if (c.operands.count != cli::Operands::None)
                    args.push_back(file);
                const auto r = runCli(args);
                const std::string what = std::string(c.name) + ' ' + name;
                if (cli::appliesTo(o, &c)) {
                    EXPECT_TRUE(r.status == 0 || r.status == 1) << what << ": " << r.err;
                    EXPECT_FALSE(contains(r.err, "usage:")) << what << ": " << r.err;
                } else {
                    EXPECT_EQ(r.status, 2) << what;
                    EXPECT_TRUE(
                        contains(r.err, "option '" + name + "' does not apply to this command"))
                        << what << ": " << r.err;
                }
            }
        }
    }
}

TEST(CliRows, OptionsTakeTheirValueAsTheirRowSays) {
    for (const OptionHelp& o : cli::optionHelp()) {
        const CommandHelp& c = takerOf(o);
        const std::string name = longName(o);
        const std::string value = aValue(o);
        for (const std::string& n : words(o.names, ", ")) {
            const auto r = parse(c, given(o, n, value));
            EXPECT_EQ(r.error, "") << n;
            EXPECT_EQ(r.options.given, std::vector<std::string>{n});
            EXPECT_TRUE(r.options.operands.empty()) << n;
            if (n != name) { // a short name has no '=' form
                EXPECT_EQ(parse(c, {n + '=' + value}).error,
                          "unknown option '" + n + '=' + value + "'");
            }
        }
        switch (o.takes) {
        case Takes::Nothing:
            EXPECT_EQ(parse(c, {name + "=x"}).error, "option '" + name + "' takes no value");
            break;
        case Takes::Value:
            EXPECT_EQ(parse(c, {name + '=' + value}).error, "") << name;
            for (const std::string& n : words(o.names, ", "))
                EXPECT_EQ(parse(c, {n}).error, "option '" + n + "' needs a value");
            break;
        case Takes::ValueAfterEquals: {
            std::string what(o.value);
            for (char& ch : what)
                ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
            for (const auto& args : {std::vector<std::string>{name}, {name, value}}) {
                EXPECT_TRUE(parse(c, args).error.starts_with("option '" + name + "' needs its " +
                                                             what + " after '='"))
                    << parse(c, args).error;
            }
            break;
        }
        case Takes::OptionalAfterEquals: {
            cli::Options bare = parse(c, {name}).options;
            EXPECT_EQ(bare.bare, name);
            bare.bare.clear();
            EXPECT_EQ(bare, parse(c, {name + '=' + std::string(o.bare)}).options)
                << "bare, " << name << " is not " << name << '=' << o.bare;
            const auto r = parse(c, {name + '=' + value});
            EXPECT_EQ(r.error, "") << name;
            const auto operand = parse(c, {name, value});
            EXPECT_EQ(operand.options.operands, std::vector<std::string>{value})
                << "a word after a bare " << name << " is an operand";
            break;
        }
        }
    }
}

// "(use a, b or c)"
std::string useOneOf(const std::vector<std::string>& choices) {
    std::string list;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        if (i > 0)
            list += i + 1 == choices.size() ? " or " : ", ";
        list += choices[i];
    }
    return "(use " + list + ")";
}

// Every choice a row offers is taken; a word that is none is refused with exactly the row's
// choices, unless they are only suggestions (--from takes any codec ICU knows).
TEST(CliRows, OptionsTakeEveryChoiceTheirRowOffersAndNameThemWhenRefused) {
    for (const OptionHelp& o : cli::optionHelp()) {
        if (o.choices.empty())
            continue;
        const CommandHelp& c = takerOf(o);
        const std::string name = longName(o);
        for (const std::string& choice : words(o.choices, " "))
            EXPECT_EQ(parse(c, given(o, name, choice)).error, "") << name << ' ' << choice;
        const std::string error = parse(c, {name + "=no-such-choice"}).error;
        if (!error.empty()) {
            EXPECT_TRUE(contains(error, "'no-such-choice' " + useOneOf(words(o.choices, " "))))
                << error;
        }
    }
}

// The operands each command takes, checked by run() in the words of the row.
TEST(CliRows, CommandsCheckTheirOperandsByTheirRule) {
    for (const CommandHelp& c : cli::commandHelp()) {
        const std::string name(c.name);
        const std::string noun(c.operands.noun);
        const auto none = runCli({name});
        const auto two = runCli({name, "a", "b"});
        switch (c.operands.count) {
        case cli::Operands::None:
            EXPECT_EQ(none.status, 0) << name;
            EXPECT_EQ(two.status, 2) << name;
            EXPECT_TRUE(contains(two.err, name + " takes no " + noun + ", not 'a'")) << two.err;
            break;
        case cli::Operands::One:
            EXPECT_EQ(none.status, 2) << name;
            EXPECT_TRUE(contains(none.err, name + " takes exactly one " + noun + ", not 0\n"))
                << none.err;
            EXPECT_EQ(two.status, 2) << name;
            EXPECT_TRUE(contains(two.err, name + " takes exactly one " + noun + ", not 2: 'a' 'b'"))
                << two.err;
            break;
        case cli::Operands::OneOrMore:
            EXPECT_EQ(none.status, 2) << name;
            EXPECT_TRUE(contains(none.err, name + " needs at least one " + noun + '\n'))
                << none.err;
            EXPECT_FALSE(contains(two.err, "usage:")) << two.err;
            break;
        }
    }
}

// "dump --color never FILE" reads "never" as a FILE, and says so with the way to write it; after
// --color=always, which is not bare, it said "a bare --color means always" all the same.
TEST(CliRows, SaysHowToGiveTheValueOfAnOptionGivenBareOnlyWhenItWas) {
    Scratch s;
    const std::string file = s.file("x.txt", "hello\n");
    for (const OptionHelp& o : cli::optionHelp()) {
        if (o.takes != Takes::OptionalAfterEquals)
            continue;
        const std::string name = longName(o);
        const std::string bare(o.bare);
        for (const CommandHelp& c : cli::commandHelp()) {
            if (!cli::appliesTo(o, &c) || c.operands.count != cli::Operands::One)
                continue;
            for (const std::string& choice : words(o.choices, " ")) {
                const auto r = runCli({std::string(c.name), name, choice, file});
                EXPECT_EQ(r.status, 2);
                EXPECT_TRUE(contains(r.err, "(a bare " + name + " means " + bare + ": write " +
                                                name + '=' + choice + ")"))
                    << r.err;
                const auto given = runCli({std::string(c.name), name + '=' + bare, choice, file});
                EXPECT_EQ(given.status, 2);
                EXPECT_FALSE(contains(given.err, "a bare")) << given.err;
            }
        }
    }
}

} // namespace
} // namespace u8scope::test
