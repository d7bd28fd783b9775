#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <plateau/sdk/error.hpp>
#include <plateau/sdk/options.hpp>
#include <plateau/sdk/setup.hpp>

#include "app/controllers.hpp"
#include "app/setup_memory.hpp"

namespace plateau {
class Game;
struct VariantInfo;
}  // namespace plateau

namespace plateau::gui {

// The setup screen's choices without a window: the variant and its options (each
// variant's kept while another is tried), the player count the variant allows, each
// seat's name, colour and controller, who starts; the colours kept apart and the game's
// own check said in the options' words; remembered and recalled per game. It yields a
// checked Setup; the screen only shows it and passes the person's changes on.
class SetupModel {
public:
    struct Seat {
        std::string name;    // UTF-8; empty: "Player N"
        int color = 0;       // into palette()
        int controller = 0;  // into controllers()
    };

    // The colours a seat may take: the game's, then enough distinct others for every seat,
    // so that no two players need to share one.
    static std::vector<Color> paletteFor(const Game& game);
    // `palette`: the colours offered, at least one.
    SetupModel(std::shared_ptr<const Game> game, std::vector<Color> palette);

    const Game& game() const { return *m_game; }
    const VariantInfo& variant() const;
    int variantIndex() const { return m_variant; }
    const OptionValues& options() const { return m_options; }
    int playerCount() const { return m_playerCount; }
    // Eight seats; the first playerCount() play.
    const std::vector<Seat>& seats() const { return m_seats; }
    const std::vector<Color>& palette() const { return m_palette; }
    const std::vector<ControllerChoice>& controllers() const { return m_controllers; }
    // 0: as the variant's rules say; k: player k.
    int first() const { return m_first; }

    // Another variant: its options as last set (else its defaults), the seats' bots
    // carried over where it offers them, the count within what it allows.
    void selectVariant(int index);
    void setOption(const std::string& key, OptionValue value);
    // Clamped to what the variant allows (the next allowed count up).
    void setPlayerCount(int count);
    void setName(int seat, std::string name);
    void setColor(int seat, int color);
    void setController(int seat, int controller);
    void setFirst(int first);
    bool colorTaken(int seat, int color) const;

    // What is wrong, in the screen's words ("Players 1 and 2 have the same colour.", the
    // game's own refusal with option keys as their labels); empty when it can start.
    std::string problem() const;
    // The setup as it stands (unchecked), for the statistics and the memory.
    Setup setup() const;
    // The setup to play, with `seed`; refused with problem() as the reason.
    Expected<Setup> checked(std::uint64_t seed) const;

    RememberedSetup remembered() const;
    // A remembered setup, as far as it still fits the game (colours kept apart).
    void recall(const RememberedSetup& r);

    // An SDK message in the words of the setup screen: option keys become their labels
    // ("option 'board_size' must be …" → "Board size must be …").
    // `domain`: the game whose catalog translates the option labels (none: as written).
    static std::string inWords(std::string reason, const VariantInfo& variant,
                               std::string_view domain = {});

private:
    std::shared_ptr<const Game> m_game;
    std::vector<Color> m_palette;
    std::vector<ControllerChoice> m_controllers;  // "human", then the bots
    int m_variant = 0;
    OptionValues m_options;
    std::map<std::string, OptionValues> m_optionsByVariant;
    std::vector<Seat> m_seats;
    int m_playerCount = 2;
    int m_first = 0;
};

}  // namespace plateau::gui
