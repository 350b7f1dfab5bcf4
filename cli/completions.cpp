// u8scope_completions SHELL: writes the bash, zsh or fish completion of u8scope-cli, generated
// at build time from the tables of help.cpp (so a new command or option completes by itself).
// Not installed; its output is (cli/CMakeLists.txt).
#include "help.h"

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace u8scope::cli {
namespace {

// Appends `word` to a `separator`-separated list.
void append(std::string& list, std::string_view separator, std::string_view word) {
    if (!list.empty())
        list += separator;
    list += word;
}

// The first sentence of an option's text, for the shells that show one.
std::string_view firstSentence(std::string_view text) {
    const std::size_t end = text.find(". ");
    return end == std::string_view::npos ? text : text.substr(0, end + 1);
}

// Inside single quotes of a shell word.
std::string quoted(std::string_view s) {
    std::string out = "'";
    for (const char c : s) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    return out + "'";
}

bool takesValue(const OptionHelp& o) {
    return o.takes != Takes::Nothing;
}
bool valueOnlyAfterEquals(const OptionHelp& o) {
    return o.takes == Takes::ValueAfterEquals || o.takes == Takes::OptionalAfterEquals;
}
bool valueOptional(const OptionHelp& o) {
    return o.takes == Takes::OptionalAfterEquals;
}

std::string bash() {
    std::string s = "# bash completion for u8scope-cli. Generated from cli/help.cpp: do not edit.\n"
                    "_u8scope_cli() {\n"
                    "    local cur prev words cword\n"
                    "    _init_completion -n = || return\n"
                    "    local command='' i\n"
                    "    for ((i = 1; i < cword; i++)); do\n"
                    "        case \"${words[i]}\" in\n";
    std::string names;
    for (const CommandHelp& c : commandHelp())
        append(names, "|", c.name);
    s += "        " + names +
         ")\n            command=${words[i]}\n            break\n            ;;\n";
    s += "        esac\n    done\n";
    // A value in the next word.
    s += "    case \"$prev\" in\n";
    for (const OptionHelp& o : optionHelp()) {
        if (!takesValue(o) || valueOnlyAfterEquals(o))
            continue;
        std::string pattern;
        for (const auto name : split(o.names, ", "))
            append(pattern, "|", name);
        s += "    " + pattern + ")\n";
        if (!o.choices.empty())
            s += "        COMPREPLY=($(compgen -W " + quoted(o.choices) + " -- \"$cur\"))\n";
        s += "        return\n        ;;\n";
    }
    s += "    esac\n";
    // A value after '='.
    s += "    case \"$cur\" in\n";
    for (const OptionHelp& o : optionHelp()) {
        if (!valueOnlyAfterEquals(o))
            continue;
        for (const auto name : split(o.names, ", ")) {
            s += "    " + std::string(name) + "=*)\n";
            s += "        COMPREPLY=($(compgen -W " + quoted(o.choices) +
                 " -- \"${cur#*=}\"))\n        return\n        ;;\n";
        }
    }
    s += "    esac\n";
    // Options of the command, or the commands.
    s += "    local options\n    case \"$command\" in\n";
    for (const CommandHelp& c : commandHelp()) {
        std::string options;
        for (const OptionHelp& o : optionHelp()) {
            if (!appliesTo(o, &c))
                continue;
            for (const auto name : split(o.names, ", ")) {
                append(options, " ", name);
                if (valueOnlyAfterEquals(o)) {
                    if (valueOptional(o)) // both the bare option and its '=' form
                        append(options, " ", name);
                    options += '=';
                }
            }
        }
        s += "    " + std::string(c.name) + ") options=" + quoted(options) + " ;;\n";
    }
    std::string commands;
    for (const CommandHelp& c : commandHelp())
        commands += std::string(c.name) + " ";
    s += "    *)\n        COMPREPLY=($(compgen -W " + quoted(commands + "--help --version") +
         " -- \"$cur\"))\n        return\n        ;;\n    esac\n";
    s += "    if [[ \"$cur\" == -* ]]; then\n"
         "        COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))\n"
         "        [[ ${#COMPREPLY[@]} == 1 && ${COMPREPLY[0]} == *= ]] && compopt -o nospace\n"
         "        return\n"
         "    fi\n";
    s += "    case \"$command\" in\n";
    for (const CommandHelp& c : commandHelp()) {
        if (c.operands.areFiles())
            s += "    " + std::string(c.name) + ") _filedir ;;\n";
    }
    s += "    esac\n} &&\n    complete -F _u8scope_cli u8scope-cli\n";
    return s;
}

// Text inside the [...] of a zsh _arguments spec.
std::string zshDescription(std::string_view text) {
    std::string out;
    for (const char c : firstSentence(text)) {
        if (c == '[' || c == ']' || c == ':' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}

std::string zshSpec(const OptionHelp& o) {
    const auto names = split(o.names, ", ");
    std::string exclusion = "(";
    for (const auto name : names)
        append(exclusion, exclusion.size() > 1 ? " " : "", name);
    exclusion += ")";
    if (o.names == "-h, --help" || o.names == "--version")
        exclusion = "(- *)";
    std::string action;
    if (takesValue(o)) {
        const std::string what = o.choices.empty() ? "number" : "value";
        action = std::string(valueOptional(o) ? "::" : ":") + what + ":";
        if (o.choices.empty()) {
            action += ' ';
        } else {
            action += '(';
            action += o.choices;
            action += ')';
        }
    }
    std::string suffix;
    if (takesValue(o))
        suffix = valueOnlyAfterEquals(o) ? "=-" : "=";
    std::string spec;
    if (names.size() == 1) {
        spec = quoted(exclusion + std::string(names[0]) +
                      (names[0].rfind("--", 0) == 0 ? suffix : "") + "[" + zshDescription(o.text) +
                      "]" + action);
    } else {
        spec = quoted(exclusion) + "{";
        for (std::size_t i = 0; i < names.size(); ++i) {
            if (i)
                spec += ',';
            spec += names[i];
            if (names[i].rfind("--", 0) == 0)
                spec += suffix;
        }
        std::string description = "[";
        description += zshDescription(o.text);
        description += "]";
        description += action;
        spec += '}';
        spec += quoted(description);
    }
    return spec;
}

std::string zsh() {
    std::string s = "#compdef u8scope-cli\n"
                    "# zsh completion for u8scope-cli. Generated from cli/help.cpp: do not edit.\n"
                    "_u8scope_cli() {\n"
                    "    local curcontext=\"$curcontext\" state line\n"
                    "    local -a commands\n"
                    "    commands=(\n";
    for (const CommandHelp& c : commandHelp())
        s += "        " + quoted(std::string(c.name) + ":" + std::string(c.summary)) + "\n";
    s += "    )\n    _arguments -C \\\n";
    for (const OptionHelp& o : optionHelp()) {
        if (o.names == "-h, --help" || o.names == "--version")
            s += "        " + zshSpec(o) + " \\\n";
    }
    s += "        '1:command:->command' \\\n        '*::argument:->argument'\n";
    s += "    case $state in\n"
         "    command)\n"
         "        _describe -t commands 'u8scope-cli command' commands\n"
         "        ;;\n"
         "    argument)\n"
         "        case $line[1] in\n";
    for (const CommandHelp& c : commandHelp()) {
        s += "        " + std::string(c.name) + ")\n            _arguments \\\n";
        for (const OptionHelp& o : optionHelp()) {
            if (appliesTo(o, &c))
                s += "                " + zshSpec(o) + " \\\n";
        }
        s += c.operands.areFiles() ? "                '*:file:_files'\n"
                                   : "                '*:value: '\n";
        s += "            ;;\n";
    }
    s += "        esac\n        ;;\n    esac\n}\n_u8scope_cli \"$@\"\n";
    return s;
}

std::string fish() {
    std::string s = "# fish completion for u8scope-cli. Generated from cli/help.cpp: do not edit.\n"
                    "complete -c u8scope-cli -f\n";
    std::string all;
    for (const CommandHelp& c : commandHelp())
        append(all, " ", c.name);
    for (const CommandHelp& c : commandHelp()) {
        s += "complete -c u8scope-cli -n " + quoted("not __fish_seen_subcommand_from " + all) +
             " -a " + std::string(c.name) + " -d " + quoted(c.summary) + "\n";
        if (c.operands.areFiles()) {
            s += "complete -c u8scope-cli -n " +
                 quoted("__fish_seen_subcommand_from " + std::string(c.name)) + " -F\n";
        }
    }
    for (const OptionHelp& o : optionHelp()) {
        std::string line = "complete -c u8scope-cli";
        if (!o.everyCommand) {
            std::string which;
            for (const CommandHelp& c : commandHelp()) {
                if (appliesTo(o, &c))
                    append(which, " ", c.name);
            }
            line += " -n " + quoted("__fish_seen_subcommand_from " + which);
        }
        for (const auto name : split(o.names, ", ")) {
            line += name.rfind("--", 0) == 0 ? " -l " + std::string(name.substr(2))
                                             : " -s " + std::string(name.substr(1));
        }
        if (takesValue(o)) {
            line += " -x";
            if (!o.choices.empty())
                line += " -a " + quoted(o.choices);
        }
        line += " -d " + quoted(firstSentence(o.text));
        s += line + "\n";
    }
    return s;
}

} // namespace
} // namespace u8scope::cli

int main(int argc, char** argv) {
    const std::string_view shell = argc == 2 ? argv[1] : "";
    std::string text;
    if (shell == "bash") {
        text = u8scope::cli::bash();
    } else if (shell == "zsh") {
        text = u8scope::cli::zsh();
    } else if (shell == "fish") {
        text = u8scope::cli::fish();
    } else {
        std::fputs("usage: u8scope_completions bash|zsh|fish\n", stderr);
        return 2;
    }
    if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size() || std::fflush(stdout))
        return 2;
    return 0;
}
