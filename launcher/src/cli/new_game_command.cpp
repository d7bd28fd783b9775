#include "cli/new_game_command.hpp"
#include "tr.hpp"

#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <utility>
#include <vector>

#include <plateau/host/plugin_host.hpp>
#include <plateau/version.hpp>

namespace plateau::cli {

namespace fs = std::filesystem;

namespace {

using Substitutions = std::vector<std::pair<std::string, std::string>>;

std::string substitute(std::string text, const Substitutions& subs) {
    for (const auto& [from, to] : subs) {
        for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
            text.replace(at, from.size(), to);
    }
    return text;
}

Substitutions substitutionsFor(const std::string& id) {
    std::string name, className, upper;
    bool startWord = true;
    for (char c : id) {
        upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        if (c == '_') {
            name += ' ';
            startWord = true;
            continue;
        }
        name += name.empty() ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
        className += startWord ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
        startWord = false;
    }
    const std::string sdk = std::to_string(PLATEAU_SDK_VERSION_MAJOR) + "." + std::to_string(PLATEAU_SDK_VERSION_MINOR);
    return {{"@ID_UPPER@", upper}, {"@ID@", id}, {"@NAME@", name}, {"@CLASS@", className}, {"@SDK_VERSION@", sdk}};
}

// Lower-case letters, digits and '_', starting with a letter: a folder name, a C++
// namespace and a CMake target at once.
bool validId(const std::string& id) {
    if (id.empty() || id.size() > 32 || !std::islower(static_cast<unsigned char>(id[0]))) return false;
    for (char c : id)
        if (!std::islower(static_cast<unsigned char>(c)) && !std::isdigit(static_cast<unsigned char>(c)) && c != '_')
            return false;
    return true;
}

fs::path scaffoldDir() {
    const fs::path exe = executablePath();
    return exe.empty() ? fs::path() : exe.parent_path().parent_path() / "share" / "plateau" / "scaffold";
}

}  // namespace

CLI::App* NewGameCommand::add(CLI::App& parent) {
    m_app = parent.add_subcommand("new-game", tr("Write a new game plugin project to start from"));
    m_app->add_option("id", m_id, tr("The game's id: lower-case letters, digits and _"))->required();
    m_app->add_option("dir", m_dir, tr("Where to write it (default: ./ID); must not exist or be empty"));
    return m_app;
}

int NewGameCommand::run(Context&) {
    if (!validId(m_id)) {
        printError(Error("'" + m_id + "' cannot be a game id: use lower-case letters, digits and '_', "
                         "starting with a letter (at most 32)"));
        return 2;
    }
    const fs::path from = scaffoldDir();
    std::error_code ec;
    if (from.empty() || !fs::is_directory(from, ec)) {
        printError(Error(from.string(), 0, 0, "the SDK's scaffold is not there (is Plateau installed whole?)"));
        return 1;
    }
    const fs::path to = m_dir.empty() ? fs::path(m_id) : fs::path(m_dir);
    if (fs::exists(to, ec) && !(fs::is_directory(to, ec) && fs::is_empty(to, ec))) {
        printError(Error(to.string(), 0, 0, "already exists and is not an empty folder; nothing written"));
        return 1;
    }
    const Substitutions subs = substitutionsFor(m_id);
    std::vector<std::pair<fs::path, std::string>> files;
    for (auto it = fs::recursive_directory_iterator(from, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec)) {
        if (!it->is_regular_file(ec)) continue;
        std::ifstream in(it->path(), std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        if (!in) {
            printError(Error(it->path().string(), 0, 0, "cannot read the scaffold"));
            return 1;
        }
        const fs::path relative = substitute(fs::relative(it->path(), from).generic_string(), subs);
        files.emplace_back(to / relative, substitute(text.str(), subs));
    }
    if (ec || files.empty()) {
        printError(Error(from.string(), 0, 0, "cannot list the scaffold" + (ec ? ": " + ec.message() : "")));
        return 1;
    }
    for (const auto& [file, text] : files) {
        fs::create_directories(file.parent_path(), ec);
        std::ofstream out(file, std::ios::binary);
        out << text;
        if (!out || ec) {
            printError(Error(file.string(), 0, 0, "cannot write" + (ec ? ": " + ec.message() : "")));
            return 1;
        }
    }
    const fs::path prefix = executablePath().parent_path().parent_path();
    std::cout << "Wrote " << files.size() << " files to " << to.string() << ". Next:\n"
              << "  cmake -S " << to.string() << " -B " << (to / "build").string()
              << " -DCMAKE_PREFIX_PATH=" << prefix.string() << "\n"
              << "  cmake --build " << (to / "build").string() << "\n"
              << "  ctest --test-dir " << (to / "build").string() << "\n"
              << "See " << (to / "README.md").string() << " for running and debugging it.\n";
    return 0;
}

}  // namespace plateau::cli
