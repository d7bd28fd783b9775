// A shipped game under another id, name and description, so the menu can be tried with
// many games (the e2e test of the menu with eight). Built once per copy with COPY_ID,
// COPY_NAME, COPY_DESCRIPTION and COPY_GOOSE or COPY_QUORIDOR defined; never installed.
#include <plateau/sdk/game.hpp>
#include <plateau/sdk/plugin.hpp>

#ifdef COPY_GOOSE
#include "goose/goose_game.hpp"
#else
#include "quoridor/quoridor_game.hpp"
#endif

namespace {

class CopiedGame : public plateau::Game {
public:
    // The original's type (dice, decisions, who starts, …) under the copy's id and name: a
    // copy with the default type is another game, which its states contradict.
    explicit CopiedGame(std::shared_ptr<const plateau::Game> inner)
        : plateau::Game(copiedType(*inner)), m_inner(std::move(inner)) {}
    std::string id() const override { return COPY_ID; }
    std::string name() const override { return COPY_NAME; }
    std::string description() const override { return COPY_DESCRIPTION; }
    const std::vector<plateau::VariantInfo>& variants() const override {
        return m_inner->variants();
    }
    std::vector<plateau::Error> loadProblems() const override { return m_inner->loadProblems(); }
    std::vector<plateau::Color> defaultColors() const override { return m_inner->defaultColors(); }
    std::vector<std::string> botNames() const override { return m_inner->botNames(); }
    plateau::Expected<plateau::BotPtr> makeBot(std::string_view name,
                                               std::string_view level) const override {
        return m_inner->makeBot(name, level);
    }

protected:
    // The states are the original game's (records name it): enough to show and play.
    plateau::Expected<plateau::StatePtr> createState(std::shared_ptr<const plateau::Setup> setup,
                                                     const plateau::VariantInfo&) const override {
        return m_inner->newState(*setup);
    }

private:
    static plateau::GameType copiedType(const plateau::Game& inner) {
        plateau::GameType type = inner.type();
        type.id = COPY_ID;
        type.name = COPY_NAME;
        type.description = COPY_DESCRIPTION;
        return type;
    }
    std::shared_ptr<const plateau::Game> m_inner;
};

plateau::Expected<std::shared_ptr<const plateau::Game>> createCopy(
    const plateau::PluginContext& context) {
#ifdef COPY_GOOSE
    auto game = goose::GooseGame::load(context.dataDir);
#else
    auto game = quoridor::QuoridorGame::load(context.dataDir);
#endif
    if (!game) return game.error();
    return std::shared_ptr<const plateau::Game>(std::make_shared<CopiedGame>(*game));
}

const plateau::GameType kCopyType{.id = COPY_ID, .name = COPY_NAME};

}  // namespace

PLATEAU_PLUGIN(kCopyType, "1.0.0", createCopy)
