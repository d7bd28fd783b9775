// The window's logic that needs no display: scripts, settings, the event log, labels and
// the scene stack's deferred changes. (Text measuring needs a GL context, so the e2e
// screenshots cover it.)
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include <doctest/doctest.h>
#include <SFML/Window/Keyboard.hpp>

#include <plateau/sdk/game.hpp>

#include "app/controllers.hpp"
#include "app/event_log.hpp"
#include "app/player_stats.hpp"
#include "app/script_input.hpp"
#include "app/settings.hpp"
#include "audio/sound_player.hpp"
#include "audio/sound_synth.hpp"
#include "scenes/scene_stack.hpp"
#include "scenes/setup_scene.hpp"
#include "support.hpp"
#include "widgets/list_scroll.hpp"

using namespace plateau::gui;
namespace fs = std::filesystem;

namespace {

// This test program's scratch folder, removed when it ends.
const fs::path& scratch() {
    static const plateau::testing::TempDir dir;
    return dir.path();
}

fs::path tempFile(const std::string& name, const std::string& text) {
    const auto file = scratch() / name;
    std::ofstream(file) << text;
    return file;
}

std::string readAll(const fs::path& file) {
    std::ifstream in(file);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace

TEST_CASE("a script reads absolute and relative frames, clicks, keys and targets") {
    auto script = parseScript(
        "# menu\n30 key Space\n+15 click 640 360\n+0 click-on Play Quoridor  # a button\n"
        "+2 hover-on move:e3h\n+0 wait-idle\n60 screenshot out.png\n+1 text Chloé\n90 quit\n",
        "test.script");
    REQUIRE(script.ok());
    const auto& cmds = *script;
    REQUIRE(cmds.size() == 8);
    CHECK(cmds[0].kind == ScriptCommand::Kind::Key);
    CHECK(cmds[0].frame == 30);
    CHECK_FALSE(cmds[0].relative);
    CHECK(cmds[1].kind == ScriptCommand::Kind::Click);
    CHECK(cmds[1].relative);
    CHECK(cmds[1].x == 640);
    CHECK(cmds[1].y == 360);
    CHECK(cmds[2].kind == ScriptCommand::Kind::ClickOn);
    CHECK(cmds[2].argument == "Play Quoridor");
    CHECK(cmds[3].argument == "move:e3h");
    CHECK(cmds[4].kind == ScriptCommand::Kind::WaitIdle);
    CHECK(cmds[5].argument == "out.png");
    CHECK(cmds[6].argument == "Chloé");
    CHECK(cmds[7].kind == ScriptCommand::Kind::Quit);
}

TEST_CASE("a bad script line is refused with its line number") {
    auto unknown = parseScript("10 key Space\n20 jump 3\n", "s.txt");
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().line == 2);
    CHECK(unknown.error().reason.find("unknown command 'jump'") != std::string::npos);
    auto key = parseScript("10 key Spaec\n", "s.txt");
    REQUIRE_FALSE(key.ok());
    CHECK(key.error().reason.find("unknown key") != std::string::npos);
    auto frame = parseScript("ten click 1 2\n", "s.txt");
    REQUIRE_FALSE(frame.ok());
    auto click = parseScript("10 click 5\n", "s.txt");
    REQUIRE_FALSE(click.ok());
    CHECK(click.error().reason.find("x and y") != std::string::npos);
}

TEST_CASE("script keys take modifiers written before them") {
    const auto z = keyChordFromName("Z");
    REQUIRE(z);
    CHECK(z->key == sf::Keyboard::Z);
    CHECK_FALSE((z->control || z->shift || z->alt));
    const auto redo = keyChordFromName("Ctrl+Shift+Z");
    REQUIRE(redo);
    CHECK(redo->key == sf::Keyboard::Z);
    CHECK((redo->control && redo->shift && !redo->alt));
    CHECK(keyChordFromName("Alt+F11")->alt);
    CHECK_FALSE(keyChordFromName("Hyper+Z"));  // not a modifier
    CHECK_FALSE(keyChordFromName("Ctrl+"));    // no key
    CHECK_FALSE(keyChordFromName("Ctrl+Spaec"));
    REQUIRE(parseScript("1 key Ctrl+Y\n", "s.txt").ok());
    CHECK_FALSE(parseScript("1 key Ctrl+\n", "s.txt").ok());
}

TEST_CASE("settings: defaults when absent, values when valid, defaults and why when broken") {
    const auto& dir = scratch();
    auto absent = loadSettings(dir / "does-not-exist.toml");
    CHECK(absent.problem.empty());
    CHECK(absent.settings == Settings{});

    auto good = loadSettings(tempFile(
        "good.toml",
        "[window]\nwidth = 1920\nheight = 1080\nfullscreen = true\n[animation]\nspeed = 2.5\n"
        "[sound]\nenabled = false\n[game]\nallow_undo = false\n"));
    CHECK(good.problem.empty());
    CHECK_FALSE(good.settings.allowUndo);
    CHECK(absent.settings.allowUndo);  // undo is on unless the file turns it off
    CHECK(good.settings.width == 1920);
    CHECK(good.settings.height == 1080);
    CHECK(good.settings.fullscreen);
    CHECK(good.settings.animationSpeed == doctest::Approx(2.5));
    CHECK_FALSE(good.settings.sound);

    auto syntax = loadSettings(tempFile("syntax.toml", "[window\nwidth = 12\n"));
    CHECK_FALSE(syntax.problem.empty());
    CHECK(syntax.settings == Settings{});

    auto range = loadSettings(tempFile("range.toml", "[animation]\nspeed = 40\n"));
    CHECK(range.problem.find("animation speed") != std::string::npos);
    CHECK(range.settings == Settings{});

    auto unknown = loadSettings(tempFile("unknown.toml", "[window]\nwidht = 1000\n"));
    CHECK(unknown.problem.find("widht") != std::string::npos);

    auto type = loadSettings(tempFile("type.toml", "[sound]\nenabled = \"yes\"\n"));
    CHECK_FALSE(type.problem.empty());
}

TEST_CASE("settings survive a save and a load") {
    Settings s;
    s.width = 1600;
    s.height = 900;
    s.animationSpeed = 0.75;
    s.sound = false;
    s.allowUndo = false;
    const auto file = scratch() / "nested" / "settings.toml";
    REQUIRE_FALSE(saveSettings(s, file).has_value());
    auto back = loadSettings(file);
    CHECK(back.problem.empty());
    CHECK(back.settings == s);
}

// Issue 16, items 5 and 6: NaN passes no range check, and special files are refused.
TEST_CASE("settings: NaN speed, a FIFO and a device are refused with the reason") {
    auto nan = loadSettings(tempFile("nan.toml", "[animation]\nspeed = nan\n"));
    CHECK(nan.problem.find("animation speed") != std::string::npos);  // before: no problem
    CHECK(nan.settings.animationSpeed == Settings{}.animationSpeed);
    const auto fifo = scratch() / "fifo-settings.toml";
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    auto fromFifo = loadSettings(fifo);  // before: waited for a writer for ever
    CHECK(fromFifo.problem.find("pipe") != std::string::npos);
    fs::remove(fifo);
    auto zero = loadSettings("/dev/zero");  // before: bad_alloc
    CHECK(zero.problem.find("device") != std::string::npos);
    auto huge = loadSettings(tempFile("huge.toml", "[window]\nwidth = 4294967297\n"));
    CHECK(huge.problem.find("'width' must be from 640 to 8192, not 4294967297") !=
          std::string::npos);
}

// Issue 30, fault 11: settings that cannot be reached are not silently ignored.
TEST_CASE("settings in a folder that cannot be read give the defaults and the cause") {
    const auto dir = scratch() / "unreadable";
    fs::create_directories(dir);
    // A folder that loops on itself: unreachable even for root (ELOOP).
    fs::create_directory_symlink("loop", dir / "loop");
    auto looped = loadSettings(dir / "loop" / "settings.toml");
    CHECK(looped.problem.find("cannot be read") != std::string::npos);  // before: no problem
    if (::geteuid() != 0) {
        fs::create_directories(dir / "closed");
        std::ofstream(dir / "closed" / "settings.toml") << "[sound]\nenabled = false\n";
        ::chmod((dir / "closed").c_str(), 0);
        auto closed = loadSettings(dir / "closed" / "settings.toml");
        CHECK(closed.problem.find("Permission denied") != std::string::npos);
        ::chmod((dir / "closed").c_str(), 0755);
    }
    // Absent stays quiet.
    CHECK(loadSettings(dir / "none" / "settings.toml").problem.empty());
}

TEST_CASE("settings are written through a link to its target") {
    const auto dir = scratch() / "linked";
    fs::create_directories(dir);
    fs::create_symlink("real.toml", dir / "settings.toml");
    REQUIRE_FALSE(saveSettings(Settings{}, dir / "settings.toml").has_value());
    CHECK(fs::is_symlink(dir / "settings.toml"));
    CHECK(fs::is_regular_file(dir / "real.toml"));
}

TEST_CASE("window sizes are read as WxH") {
    CHECK_FALSE(parseWindowSize("640x400junk"));  // issue 16, item 10
    CHECK_FALSE(parseWindowSize("640x+400"));
    CHECK_FALSE(parseWindowSize("4294967936x400"));
    CHECK(parseWindowSize("1280x720") == std::pair{1280u, 720u});
    CHECK(parseWindowSize("1920X1080") == std::pair{1920u, 1080u});
    CHECK_FALSE(parseWindowSize("1280"));
    CHECK_FALSE(parseWindowSize("100x100"));
    CHECK_FALSE(parseWindowSize("axb"));
}

TEST_CASE("the event log writes one JSON object a line") {
    const auto file = scratch() / "events.jsonl";
    {
        EventLog log;
        REQUIRE(log.open(file));
        log.setFrame(7);
        log.write("move",
                  {{"move", std::string("e2")}, {"chance", false}, {"ply", std::int64_t{3}}});
        log.write("event", {{"text", std::string("say \"hi\"\n\\")},
                            {"winners", std::vector<std::int64_t>{0, 2}}});
    }
    CHECK(
        readAll(file) ==
        "{\"type\":\"move\",\"frame\":7,\"move\":\"e2\",\"chance\":false,\"ply\":3}\n"
        "{\"type\":\"event\",\"frame\":7,\"text\":\"say \\\"hi\\\"\\n\\\\\",\"winners\":[0,2]}\n");
}

TEST_CASE("bot controllers get readable labels") {
    CHECK(SetupScene::controllerLabel("human") == "Human");
    CHECK(SetupScene::controllerLabel("bot:random") == "Computer · random moves");
    CHECK(SetupScene::controllerLabel("bot:mcts:hard") == "Computer · hard");
    CHECK(SetupScene::controllerLabel("bot:quoridor:easy") == "Computer · easy");
}

namespace {

// A game described only by its GameType: whether players decide is read from there, so
// the states are never made (a guess would have to play them).
class DescribedGame : public plateau::Game {
public:
    explicit DescribedGame(bool decisions)
        : Game(plateau::GameType{.id = "described", .name = "Described", .decisions = decisions}) {
        plateau::VariantInfo v;
        v.id = "standard";
        v.name = "Standard";
        m_variants.push_back(v);
    }
    const std::vector<plateau::VariantInfo>& variants() const override { return m_variants; }

protected:
    plateau::Expected<plateau::StatePtr> createState(std::shared_ptr<const plateau::Setup>,
                                                     const plateau::VariantInfo&) const override {
        return plateau::Error("no state: the description must be enough");
    }

private:
    std::vector<plateau::VariantInfo> m_variants;
};

}  // namespace

TEST_CASE("bots of different strength are offered only where the game says players decide") {
    const auto throwsOnly = plateau::makeGame<DescribedGame>(false);
    const auto decides = plateau::makeGame<DescribedGame>(true);
    CHECK_FALSE(playersDecide(*throwsOnly));
    CHECK(playersDecide(*decides));

    // Nothing to decide: a person, or the computer throwing for the seat.
    const auto plain = controllerChoices(*throwsOnly, playersDecide(*throwsOnly));
    REQUIRE(plain.size() == 2);
    CHECK(plain[0].label == "Human");
    CHECK(plain[1].label == "Computer");

    // Something to decide: the general bot at three levels, then random moves.
    std::vector<std::string> labels;
    for (const auto& c : controllerChoices(*decides, playersDecide(*decides)))
        labels.push_back(c.label);
    CHECK(labels == std::vector<std::string>{"Human", "Computer · easy", "Computer · medium",
                                             "Computer · hard", "Computer · random moves"});
}

namespace {

class Probe : public Scene {
public:
    Probe(Context& context, std::string name, std::vector<std::string>& trace)
        : Scene(context), m_name(std::move(name)), m_trace(trace) {}
    ~Probe() override { m_trace.push_back("~" + m_name); }
    std::string name() const override { return m_name; }
    void layout(sf::Vector2f) override { m_trace.push_back("layout " + m_name); }
    void handleEvent(const sf::Event&) override {
        m_trace.push_back("event " + m_name);
        // Popping itself while handling: it must live until the handler returns.
        context().stack->pop();
        m_trace.push_back("still here " + m_name);
    }
    void update(float) override {}

private:
    void draw(sf::RenderTarget&, sf::RenderStates) const override {}
    std::string m_name;
    std::vector<std::string>& m_trace;
};

}  // namespace

TEST_CASE("the scene stack applies pushes and pops after the frame's handlers") {
    std::vector<std::string> trace;
    SceneStack stack;
    Context context;
    context.stack = &stack;
    stack.push(std::make_unique<Probe>(context, "menu", trace));
    stack.push(std::make_unique<Probe>(context, "play", trace));
    CHECK(stack.empty());
    CHECK(stack.applyPending({1280, 720}));
    REQUIRE(stack.top());
    CHECK(stack.top()->name() == "play");
    trace.clear();
    stack.handleEvent(sf::Event{});
    CHECK(trace == std::vector<std::string>{"event play", "still here play"});
    stack.applyPending({1280, 720});
    CHECK(stack.top()->name() == "menu");
    CHECK(trace.back() == "layout menu");
}

TEST_CASE("every sound cue is a short, audible, unclipped sound that ends in silence") {
    for (const Cue cue : kCues) {
        CAPTURE(cueName(cue));
        const auto samples = synthesize(cue);
        const double seconds = static_cast<double>(samples.size()) / kSampleRate;
        CHECK(seconds >= 0.05);
        CHECK(seconds <= 1.5);
        int peak = 0;
        for (const auto s : samples)
            peak = std::max(peak, std::abs(static_cast<int>(s)));
        CHECK(peak >= 32767 * 3 / 10);  // heard
        CHECK(peak <= 32767 * 8 / 10);  // with headroom: several cues may overlap
        CHECK(std::abs(static_cast<int>(samples.back())) <= 16);  // no click when it stops
        CHECK(synthesize(cue) == samples);                        // the same every time
    }
}

TEST_CASE("the dice sound is a rattle: several knocks, not one") {
    const auto samples = synthesize(Cue::Dice);
    // Onsets: the envelope (5 ms windows) rising past a fifth of the peak after a quiet spell.
    const std::size_t window = kSampleRate / 200;
    std::vector<int> envelope;
    for (std::size_t i = 0; i + window <= samples.size(); i += window) {
        int most = 0;
        for (std::size_t j = i; j < i + window; ++j)
            most = std::max(most, std::abs(static_cast<int>(samples[j])));
        envelope.push_back(most);
    }
    const int peak = *std::max_element(envelope.begin(), envelope.end());
    int onsets = 0;
    for (std::size_t i = 1; i < envelope.size(); ++i)
        if (envelope[i] > peak / 5 && envelope[i] > 2 * envelope[i - 1]) ++onsets;
    CHECK(onsets >= 5);
}

TEST_CASE("a sound server counts as an audio output") {
    // Restores the environment whatever happens.
    struct Env {
        std::string name;
        std::optional<std::string> saved;
        explicit Env(std::string n) : name(std::move(n)) {
            if (const char* v = std::getenv(name.c_str())) saved = v;
        }
        ~Env() { saved ? setenv(name.c_str(), saved->c_str(), 1) : unsetenv(name.c_str()); }
    } pulse("PULSE_SERVER"), runtime("XDG_RUNTIME_DIR");

    setenv("PULSE_SERVER", "tcp:localhost", 1);
    CHECK(audioOutputProblem().empty());

    unsetenv("PULSE_SERVER");
    const auto dir = scratch() / "audio";
    std::filesystem::create_directories(dir / "pulse");
    setenv("XDG_RUNTIME_DIR", dir.c_str(), 1);
    const bool card = audioOutputProblem().empty();  // this machine's own cards, if any
    std::ofstream(dir / "pulse" / "native").put('x');
    CHECK(audioOutputProblem().empty());
    std::filesystem::remove(dir / "pulse" / "native");
    CHECK(audioOutputProblem().empty() == card);
    if (!card) CHECK(audioOutputProblem() == "no sound card and no sound server");
}

TEST_CASE("a long list scrolls by whole rows and keeps the selection in view") {
    using K = ListScroll::Key;
    ListScroll list;
    list.setSize(20, 7);
    CHECK(list.scrolls());
    CHECK(list.first() == 0);
    CHECK(list.end() == 7);
    CHECK(list.selected() == -1);

    // The first key selects from what is in view; Down past the last row in view scrolls
    // by one.
    list.press(K::Down);
    CHECK(list.selected() == 0);
    for (int i = 0; i < 7; ++i)
        list.press(K::Down);
    CHECK(list.selected() == 7);
    CHECK(list.first() == 1);
    CHECK(list.shows(7));

    // A page keeps one row of the old view.
    list.press(K::PageDown);
    CHECK(list.selected() == 13);
    CHECK(list.shows(13));
    list.press(K::End);
    CHECK(list.selected() == 19);
    CHECK(list.first() == 13);
    CHECK(list.end() == 20);
    list.press(K::Down);  // clamped at the end
    CHECK(list.selected() == 19);
    list.press(K::PageUp);
    CHECK(list.selected() == 13);
    CHECK(list.first() == 13);
    list.press(K::Up);
    CHECK(list.selected() == 12);
    CHECK(list.first() == 12);
    list.press(K::Home);
    CHECK(list.selected() == 0);
    CHECK(list.first() == 0);
}

TEST_CASE("the wheel moves the rows, not the selection, and adds up touchpad fractions") {
    using K = ListScroll::Key;
    ListScroll list;
    list.setSize(10, 4);
    list.select(1);
    CHECK(list.wheel(-1));  // a notch down
    CHECK(list.first() == 1);
    CHECK_FALSE(list.wheel(-0.4f));
    CHECK(list.wheel(-0.7f));
    CHECK(list.first() == 2);
    CHECK(list.selected() == 1);  // scrolled out of view, still selected
    CHECK_FALSE(list.shows(1));
    // A key then starts from the rows in view instead of jumping back.
    list.press(K::Down);
    CHECK(list.selected() == 2);
    CHECK(list.first() == 2);
    CHECK(list.wheel(-20));
    CHECK(list.first() == 6);  // no further than the last full page
    CHECK_FALSE(list.wheel(-1));
    CHECK(list.wheel(30));
    CHECK(list.first() == 0);
}

TEST_CASE("a list that shrinks under its view and selection keeps both in range") {
    ListScroll list;
    list.setSize(10, 4);
    list.select(9);
    CHECK(list.first() == 6);
    list.setSize(9, 4);  // the last row deleted
    CHECK(list.selected() == 8);
    CHECK(list.first() == 5);
    list.setSize(3, 4);
    CHECK_FALSE(list.scrolls());
    CHECK(list.first() == 0);
    CHECK(list.selected() == 2);
    list.setSize(0, 4);
    CHECK(list.selected() == -1);
    CHECK(list.end() == 0);
    list.press(ListScroll::Key::Down);  // nothing to select
    CHECK(list.selected() == -1);
}

TEST_CASE("the scroll thumb is as long as the view's share and travels the whole track") {
    ListScroll list;
    list.setSize(5, 7);
    CHECK_FALSE(list.thumb(500, 20).has_value());
    list.setSize(20, 5);
    auto top = list.thumb(400, 20);
    REQUIRE(top.has_value());
    CHECK(top->start == doctest::Approx(0));
    CHECK(top->length == doctest::Approx(100));
    list.scrollBy(100);
    auto bottom = list.thumb(400, 20);
    REQUIRE(bottom.has_value());
    CHECK(bottom->start + bottom->length == doctest::Approx(400));
    list.setSize(1000, 5);  // a tiny share still gets a thumb one can see
    CHECK(list.thumb(400, 20)->length == doctest::Approx(20));
}

TEST_CASE("the statistics' figures in words: counts, streaks and the rating") {
    CHECK(ratingNumber(1025.4) == "1,025");
    CHECK(ratingNumber(999.6) == "1,000");
    CHECK(ratingNumber(812) == "812");
    CHECK(ratingNumber(12345.0) == "12,345");
    plateau::session::RecordFigures f;
    f.played = 5;
    f.won = 4;
    f.lost = 1;
    f.currentStreak = 1;
    f.bestStreak = 3;
    CHECK(recordText(f) == "5 games \u00b7 4 won \u00b7 0 drawn \u00b7 1 lost");
    CHECK(streakText(f) == "1 win in a row \u00b7 best 3");
    plateau::session::PlayerProfile p;
    CHECK(ratingText(p) == "No rating yet: play against a rated computer level");
    // Ratings are per game: the summary names no rating, each game's row has its own.
    p.ratings["walls"] = {{{{}, 1010}, {{}, 1025.2}}, 2, 1026};
    p.ratings["race"] = {{{{}, 2210}}, 1, 2210};
    CHECK(ratingText(p) == "3 games against the computer, rated in each game's own scale");
    CHECK(gameRatingText(p.ratings["walls"]) == "1,025 (best 1,026) \u00b7 2 games");
    CHECK(gameRatingText(p.ratings["race"]) == "2,210 (best 2,210) \u00b7 1 game");
}
