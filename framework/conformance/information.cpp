#include "information.hpp"

#include <algorithm>

#include "plateau/sdk/game.hpp"

namespace plateau::conformance::detail {

namespace {

std::string who(int player) {
    return "player " + std::to_string(player + 1);
}

std::string logFor(const State& s, const Viewer& viewer) {
    std::string out;
    for (const Event& e : s.eventsFor(viewer))
        out += std::to_string(e.ply) + ' ' + e.text + '\n';
    return out;
}

std::vector<std::uint32_t> movesOf(const State& s, int player) {
    MoveList moves;
    s.legalMovesFor(player, moves);
    std::vector<std::uint32_t> codes;
    for (Move m : moves)
        codes.push_back(m.code);
    std::sort(codes.begin(), codes.end());
    return codes;
}

// The game replayed with the moves hidden from `player` redrawn at random (no condition
// on what follows), or null when a redrawn move cannot be played on.
StatePtr redrawSecrets(const State& s, int player, Rng& rng) {
    const Viewer viewer = Viewer::player(player);
    auto fresh = s.game().newState(s.setup());
    if (!fresh) return nullptr;
    StatePtr twin = std::move(*fresh);
    const auto& history = s.history();
    for (std::size_t i = 0; i < history.size(); ++i) {
        Move m = history[i];
        int mover = kChancePlayer;
        if (!twin->isChance()) {
            mover = -1;
            MoveList moves;
            for (int p : twin->awaitedPlayers()) {
                twin->legalMovesFor(p, moves);
                if (std::find(moves.begin(), moves.end(), m) != moves.end()) mover = p;
            }
            if (mover < 0) return nullptr;
            if (s.moveHiddenFrom(i, viewer)) {
                twin->legalMovesFor(mover, moves);
                m = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
            }
        } else if (s.moveHiddenFrom(i, viewer)) {
            m = twin->sampleChanceOutcome(rng);
        }
        if (!twin->applyFor(mover, m).ok()) return nullptr;
    }
    return twin;
}

}  // namespace

std::string viewSignature(const BoardView& view) {
    std::string out;
    for (const Cell& c : view.cells)
        out += "c " + c.label + '|' + c.kind + '|' + std::to_string(c.owner) + '\n';
    for (const Piece& p : view.pieces)
        out += "p " + std::to_string(p.owner) + ' ' + std::to_string(p.cell) + ' ' +
               std::to_string(p.slot) + ' ' + p.kind + '|' + p.label + '\n';
    for (const PlayerView& p : view.players)
        out += "s " + p.status + '\n';
    for (const Die& d : view.dice)
        out += "d " + std::to_string(d.face) + (d.used ? "u" : "") + '\n';
    return out;
}

void checkInformation(const State& s, Rng& rng, const Fail& fail) {
    const GameType& type = s.game().type();
    const int players = s.numPlayers();
    if (!type.hiddenInformation) {
        for (std::size_t i = 0; i < s.history().size(); ++i)
            if (s.moveSeenBy(i) != kEveryone) {
                fail("information", "move " + std::to_string(i + 1) +
                                        " is hidden (hideMove) but the game's type says it has no "
                                        "hidden information (GameType::hiddenInformation)");
                break;
            }
        const std::string referee = s.toText(Viewer::referee());
        for (int p = 0; p < players; ++p)
            if (s.toText(Viewer::player(p)) != referee) {
                fail("information", "the text differs for " + who(p) +
                                        " in a game whose type says it has no hidden information");
                break;
            }
        return;
    }
    for (int p = 0; p < players; ++p) {
        const Viewer viewer = Viewer::player(p);
        const std::string text = s.toText(viewer);
        const std::string board = viewSignature(s.boardView(viewer));
        // The sampler: what it draws agrees with everything the player saw.
        StatePtr sample = s.resampleFromInformation(p, rng);
        if (!sample) {
            fail("resample", "resampleFromInformation(" + std::to_string(p) + ") gave nothing");
            continue;
        }
        if (sample->toText(viewer) != text)
            fail("resample", "a state resampled for " + who(p) + " shows them another text:\n" +
                                 sample->toText(viewer) + "where they see\n" + text);
        else if (viewSignature(sample->boardView(viewer)) != board)
            fail("resample", "a state resampled for " + who(p) + " shows them another board");
        else if (movesOf(*sample, p) != movesOf(s, p))
            fail("resample", "a state resampled for " + who(p) + " gives them other legal moves");
        // The views: a twin differing only in what the player may not know looks the same
        // to them, unless what they were told (their log) differs too.
        // A few draws, for one whose secrets differ from these (the referee sees it).
        StatePtr twin;
        const std::string all = s.toText(Viewer::referee());
        for (int attempt = 0; attempt < 8 && !twin; ++attempt) {
            twin = redrawSecrets(s, p, rng);
            if (twin && twin->toText(Viewer::referee()) == all) twin.reset();
        }
        if (!twin || logFor(*twin, viewer) != logFor(s, viewer)) continue;
        if (twin->toText(viewer) != text)
            fail("secrets", "the text " + who(p) +
                                " sees changes with a secret they may not know:\n" +
                                twin->toText(viewer) + "against\n" + text);
        else if (viewSignature(twin->boardView(viewer)) != board)
            fail("secrets", "the board " + who(p) +
                                " sees changes with a secret they may not know (a piece's label, "
                                "kind or place, a status or a die)");
    }
}

}  // namespace plateau::conformance::detail
