#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <utility>

#include <plateau/host/record.hpp>

#include "cli/command.hpp"
#include "cli/setup_args.hpp"

namespace plateau::cli {

// `plateau replay FILE`: steps through a saved game or record in the terminal (first,
// back, forward, last, play at a speed), or prints it move by move when standard input is
// not a terminal. FILE is a Plateau save/record (TOML) or a game in its standard notation
// (such as "1. e2 e8 2. e3 e7"). --export writes it back out in either form. --seat N shows
// (and exports) only what seat N saw: that player's copy, with a stand-in for each move
// they did not see; a file that is a seat's copy is shown as its seat.
class ReplayCommand final : public Command {
public:
    CLI::App* add(CLI::App& parent) override;
    int run(Context& context) override;

    // The window shows the replay unless --text or --export asks for the terminal.
    bool wantsWindow() const { return !m_text && m_export.empty(); }
    // The file read and checked (as run() does): its game and record, or why not.
    Expected<std::pair<std::shared_ptr<const Game>, Record>> load(Context& context) const;
    const std::filesystem::path& file() const { return m_file; }

private:
    // With --seat N: the record replaced by seat N's copy (makeSeatCopy); a seat's copy read
    // from the file is kept, and refused for another seat.
    Status asSeat(const Game& game, Record& record, const std::string& source) const;

    CLI::App* m_app = nullptr;
    SetupArgs m_setup;  // for standard notation, which names no players or variant
    std::filesystem::path m_file;
    std::filesystem::path m_export;
    std::string m_game;
    int m_delay = 700;
    int m_seat = 0;  // 1-based; 0: the whole game
    bool m_text = false;
};

}  // namespace plateau::cli
