#include "app/app.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>

#include <SFML/Graphics/Image.hpp>
#include <SFML/System/Sleep.hpp>
#include <SFML/Window/VideoMode.hpp>
#include <plateau/host/crash_marker.hpp>
#include <plateau/host/language.hpp>
#include <plateau/host/plugin_host.hpp>
#include <plateau/sdk/random.hpp>
#include "tr.hpp"

#include "app/assets.hpp"
#include "app/screen.hpp"
#include "app/screenshot.hpp"
#include "scenes/menu_scene.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/replay_scene.hpp"

namespace plateau::gui {

namespace {

using Clock = App::Clock;

// Taken while the program loads, before main: "start to first frame" counts from here.
const Clock::time_point kProgramStart = Clock::now();

constexpr float kStep = 1.f / 60.f;

double msSince(Clock::time_point t) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

}  // namespace

App::App(PluginHost& host, const GuiOptions& options) : m_host(host), m_options(options) {}

bool App::init(std::string& error) {
    const auto assets = findAssets();
    if (!assets) {
        error =
            "cannot find the launcher's assets (fonts): set PLATEAU_ASSETS_PATH or install "
            "them in <prefix>/share/plateau/assets";
        return false;
    }
    if (!m_theme.load(*assets, error)) return false;

    m_settingsFile =
        m_options.settingsFile.empty() ? defaultSettingsFile() : m_options.settingsFile;
    auto loaded = loadSettings(m_settingsFile);
    m_settings = loaded.settings;
    // The settings' language, unless --lang chose one for this run.
    if (!m_options.languageGiven && !m_settings.language.empty()) setLanguage(m_settings.language);
    if (!loaded.problem.empty()) {
        std::cerr << "plateau: settings ignored, defaults used: " << loaded.problem << "\n";
        m_context.settingsProblem =
            fillText(tr("Settings file ignored (defaults used): {0}"), {loaded.problem});
    }
    // A game the last run left by crashing (a plugin's fault, usually): say whose, and that
    // Continue takes it up from its autosave. Shown once, in the menu's note.
    for (const auto& crashed : takeCrashedGames()) {
        std::error_code ec;
        if (crashed.autosave.empty() || !std::filesystem::exists(crashed.autosave, ec)) continue;
        std::cerr << "plateau: the last game of " << crashed.plugin
                  << " ended in a crash; its autosave is " << crashed.autosave.string() << "\n";
        if (m_context.settingsProblem.empty())
            m_context.settingsProblem = fillText(tr("The last game of {0} ended in a crash: "
                                                    "Continue takes it up from its last autosave"),
                                                 {crashed.plugin});
    }
    if (!m_options.windowSize.empty()) {
        const auto size = parseWindowSize(m_options.windowSize);
        if (!size) {
            error = "--window-size wants WxH, such as 1280x720 (at least 640x400), not '" +
                    m_options.windowSize + "'";
            return false;
        }
        m_settings.width = size->first;
        m_settings.height = size->second;
        m_settings.fullscreen = false;
    }
    if (!m_options.eventLog.empty() && !m_log.open(m_options.eventLog)) {
        error = "cannot write the event log " + m_options.eventLog.string();
        return false;
    }
    if (!m_options.script.empty()) {
        auto script = loadScript(m_options.script);
        if (!script) {
            error = script.error().toString();
            return false;
        }
        m_script = std::move(*script);
    }
    if (!m_options.screenshot.empty() && m_options.frames == 0) m_options.frames = 30;
    m_deterministic = !m_script.empty() || m_options.frames > 0 || m_options.benchFrames > 0;
    m_sounds.setSynchronous(m_deterministic);

    m_context.window = &m_window;
    m_context.host = &m_host;
    m_context.theme = &m_theme;
    m_context.settings = &m_settings;
    m_context.settingsFile = m_settingsFile;
    m_context.options = &m_options;
    m_context.log = &m_log;
    m_context.stack = &m_stack;
    if (m_deterministic) m_context.clock = [this] { return m_scriptTime; };
    m_context.sounds = &m_sounds;
    m_context.online = &m_online;
    return true;
}

void App::openWindow() {
    // No multisampling: software GL (Mesa llvmpipe, Xvfb) pays for it on every pixel.
    const sf::ContextSettings gl(0, 0, 0);
    m_title = "Plateau";
    if (m_settings.fullscreen) {
        m_window.create(sf::VideoMode::getDesktopMode(), m_title, sf::Style::Fullscreen, gl);
    } else {
        // Never larger than the screen's work area with a title bar, and centred on it.
        const auto area = workArea();
        const auto size = limitToScreen({m_settings.width, m_settings.height}, area.size);
        m_settings.width = size.x;
        m_settings.height = size.y;
        m_window.create(sf::VideoMode(size.x, size.y), m_title, sf::Style::Default, gl);
        m_window.setPosition(area.origin + centredPosition(size, area.size));
        m_log.write("window", {{"width", std::int64_t{size.x}},
                               {"height", std::int64_t{size.y}},
                               {"room_width", std::int64_t{area.size.x}},
                               {"room_height", std::int64_t{area.size.y}},
                               {"managed", area.managed}});
    }
    // Scripts and benchmarks run as fast as they can; a person gets 60 frames a second.
    m_window.setFramerateLimit(m_deterministic ? 0 : 60);
    m_window.setKeyRepeatEnabled(true);
    // A window without its icon still works.
    if (m_icon.getSize().x > 0)
        m_window.setIcon(m_icon.getSize().x, m_icon.getSize().y, m_icon.getPixelsPtr());
    m_applied = m_settings;
    relayout();
}

void App::relayout() {
    const auto size = m_window.getSize();
    const sf::Vector2f s(static_cast<float>(size.x), static_cast<float>(size.y));
    m_window.setView(sf::View(sf::FloatRect(0, 0, s.x, s.y)));
    m_theme.setScale(std::min(s.x / 1280.f, s.y / 720.f));
    m_stack.layout(s);
}

void App::applySettingsChange() {
    m_context.settingsChanged = false;
    if (m_settings.fullscreen != m_applied.fullscreen) {
        openWindow();
        return;
    }
    if (!m_settings.fullscreen &&
        (m_settings.width != m_applied.width || m_settings.height != m_applied.height)) {
        const auto area = workArea();
        const auto size = limitToScreen({m_settings.width, m_settings.height}, area.size);
        m_settings.width = size.x;
        m_settings.height = size.y;
        m_window.setSize(size);
        m_window.setPosition(area.origin + centredPosition(size, area.size));
        m_applied = m_settings;
        relayout();
    }
    m_applied = m_settings;
}

void App::updateTitle() {
    const std::string part = m_stack.title();
    const std::string title = part.empty() ? "Plateau" : "Plateau \u2014 " + part;
    if (title == m_title) return;
    m_title = title;
    m_log.write("title", {{"text", title}, {"language", currentLanguage()}});
    m_window.setTitle(sf::String::fromUtf8(title.begin(), title.end()));
}

void App::rememberWindowSize() {
    m_resizedByHand = false;
    if (m_settings.fullscreen) return;
    auto kept = loadSettings(m_settingsFile);
    if (!kept.problem.empty()) return;  // a broken file stays as the person left it
    Settings s = kept.settings;
    if (s.width == m_settings.width && s.height == m_settings.height) return;
    s.width = m_settings.width;
    s.height = m_settings.height;
    if (auto problem = saveSettings(s, m_settingsFile)) {
        std::cerr << "plateau: window size not kept: " << *problem << "\n";
        return;
    }
    m_log.write("window_size_kept",
                {{"width", std::int64_t{s.width}}, {"height", std::int64_t{s.height}}});
}

bool App::needsFrame(Clock::duration sinceDraw) const {
    const auto* top = m_stack.top();
    if (!top || !top->isIdle()) return true;
    // A slow redraw even when nothing moves repairs what an uncovered window lost, on a
    // display without a compositor.
    const float rate = std::max(top->idleFrameRate(), 2.f);
    return std::chrono::duration<float>(sinceDraw).count() >= 1.f / rate;
}

void App::inject(const sf::Event& event) {
    m_stack.handleEvent(event);
}

void App::injectClick(int x, int y) {
    sf::Event e;
    e.type = sf::Event::MouseMoved;
    e.mouseMove = {x, y};
    inject(e);
    e.type = sf::Event::MouseButtonPressed;
    e.mouseButton = {sf::Mouse::Left, x, y};
    inject(e);
    e.type = sf::Event::MouseButtonReleased;
    inject(e);
}

void App::runScript() {
    while (m_scriptNext < m_script.size()) {
        const auto& cmd = m_script[m_scriptNext];
        const long due = cmd.relative ? m_scriptLastFrame + cmd.frame : cmd.frame;
        if (m_frame < due) return;
        auto* top = m_stack.top();
        using K = ScriptCommand::Kind;
        if (cmd.kind == K::WaitIdle && top && !top->isIdle()) return;
        m_log.write("script", {{"line", std::int64_t{cmd.line}}});
        sf::Event e;
        switch (cmd.kind) {
            case K::Key: {
                const auto chord = *keyChordFromName(cmd.argument);
                e.type = sf::Event::KeyPressed;
                e.key = {static_cast<sf::Keyboard::Key>(chord.key), chord.alt, chord.control,
                         chord.shift, false};
                inject(e);
                e.type = sf::Event::KeyReleased;
                inject(e);
                break;
            }
            case K::Click:
                injectClick(cmd.x, cmd.y);
                break;
            case K::Move:
                e.type = sf::Event::MouseMoved;
                e.mouseMove = {cmd.x, cmd.y};
                inject(e);
                break;
            case K::ClickOn:
            case K::HoverOn:
            case K::WheelOn: {
                const auto where = top ? top->locate(cmd.argument) : std::nullopt;
                if (!where) {
                    std::cerr << "plateau: script line " << cmd.line << ": nothing called '"
                              << cmd.argument << "' on the " << (top ? top->name() : "empty")
                              << " screen\n";
                    m_log.write("script_error",
                                {{"line", std::int64_t{cmd.line}}, {"missing", cmd.argument}});
                    m_exitCode = 3;
                    m_window.close();
                    return;
                }
                const int x = static_cast<int>(std::lround(where->x));
                const int y = static_cast<int>(std::lround(where->y));
                if (cmd.kind == K::ClickOn) {
                    injectClick(x, y);
                } else if (cmd.kind == K::WheelOn) {
                    e.type = sf::Event::MouseMoved;
                    e.mouseMove = {x, y};
                    inject(e);
                    e.type = sf::Event::MouseWheelScrolled;
                    e.mouseWheelScroll = {sf::Mouse::VerticalWheel, static_cast<float>(cmd.notches),
                                          x, y};
                    inject(e);
                } else {
                    e.type = sf::Event::MouseMoved;
                    e.mouseMove = {x, y};
                    inject(e);
                }
                break;
            }
            case K::Text: {
                const auto text = toSfString(cmd.argument);
                for (std::size_t i = 0; i < text.getSize(); ++i) {
                    e.type = sf::Event::TextEntered;
                    e.text.unicode = text[i];
                    inject(e);
                }
                break;
            }
            case K::WaitIdle:
                break;
            case K::Screenshot:
                m_pendingShots.emplace_back(cmd.argument);
                break;
            case K::Replace:
                if (auto problem = replaceFile(cmd.argument, cmd.target)) {
                    std::cerr << "plateau: script line " << cmd.line << ": " << *problem << "\n";
                    m_log.write("script_error",
                                {{"line", std::int64_t{cmd.line}}, {"replace", *problem}});
                    m_exitCode = 3;
                    m_window.close();
                    return;
                }
                break;
            case K::Quit:
                m_window.close();
                break;
        }
        m_scriptLastFrame = m_frame;
        ++m_scriptNext;
    }
}

bool App::startBench() {
    auto game = m_host.find(m_options.benchGame);
    if (!game && !m_host.plugins().empty()) game = m_host.plugins().front().game;
    if (!game) {
        std::cerr << "plateau: --bench-frames: no game to draw\n";
        return false;
    }
    Setup setup;
    setup.variant = game->variants().front().id;
    setup.players.resize(static_cast<std::size_t>(game->variants().front().minPlayers));
    setup.seed = 20240601;
    auto state = game->newState(setup);
    if (!state) {
        std::cerr << "plateau: --bench-frames: " << state.error().toString() << "\n";
        return false;
    }
    // Play until 20 pieces stand in slots (slot moves first), for a busy board to draw.
    Rng rng(setup.seed);
    auto& s = **state;
    int inSlots = 0;
    for (int ply = 0; ply < 400 && !s.isTerminal() && inSlots < 20; ++ply) {
        if (s.isChance()) {
            ChanceList outcomes;
            s.chanceOutcomes(outcomes);
            (void)s.apply(outcomes[rng.below(static_cast<std::uint32_t>(outcomes.size()))].move);
            continue;
        }
        MoveList moves, slotMoves;
        s.legalMoves(moves);
        if (moves.empty()) break;
        for (const auto m : moves)
            if (s.moveInput(m).to.kind == Target::Kind::Slot) slotMoves.push_back(m);
        const auto& pool = slotMoves.empty() ? moves : slotMoves;
        (void)s.apply(pool[rng.below(static_cast<std::uint32_t>(pool.size()))]);
        inSlots = 0;
        for (const auto& piece : s.boardView(Viewer::referee()).pieces)
            if (piece.slot >= 0) ++inSlots;
    }
    std::printf("bench board: %s after %zu moves, %d pieces in slots\n", game->id().c_str(),
                s.history().size(), inSlots);
    m_stack.replaceAll(std::make_unique<PlayScene>(m_context, std::move(*state)));
    return true;
}

void App::gameStopped(const std::string& why) {
    m_context.gameStopped =
        fillText(tr("The game stopped: {0} (it was saved after its last move)"), {why});
    m_log.write("game_stopped", {{"reason", why}});
    std::cerr << "plateau: the game stopped: " << why << "\n";
    m_stack.replaceAll(std::make_unique<MenuScene>(m_context));
    m_stack.applyPending(sf::Vector2f(m_window.getSize()));
}

void App::finishBench() {
    if (m_frameMs.empty()) return;
    auto sorted = m_frameMs;
    std::sort(sorted.begin(), sorted.end());
    auto at = [&](double q) {
        return sorted[std::min(sorted.size() - 1,
                               static_cast<std::size_t>(q * static_cast<double>(sorted.size())))];
    };
    std::printf("frame time over %zu frames: p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                sorted.size(), at(0.5), at(0.99), sorted.back());
    std::fflush(stdout);
}

int App::run(const std::optional<DirectStart>& start) {
    std::string error;
    if (!init(error)) {
        std::cerr << "plateau: " << error << "\n";
        return 1;
    }
    openWindow();
    m_stack.push(std::make_unique<MenuScene>(m_context));
    if (start) {
        auto game = m_host.find(start->gameId);
        if (!game) {
            std::cerr << "plateau: no game '" << start->gameId << "'\n";
            return 1;
        }
        auto play =
            start->position
                ? PlayScene::resume(m_context, start->position->clone(), start->warnings,
                                    start->loadedFrom)
                : PlayScene::create(
                      m_context, game, start->setup,
                      session::TimeControl::parse(start->clock).value_or(session::TimeControl{}));
        if (!play) {
            std::cerr << "plateau: " << play.error().toString() << "\n";
            return 1;
        }
        m_stack.push(std::move(*play));
    }
    if (m_replayStart) {
        auto replay = ReplayScene::create(m_context, m_replayStart->game,
                                          std::move(m_replayStart->record), m_replayStart->title);
        if (!replay) {
            std::cerr << "plateau: " << replay.error().toString() << "\n";
            return 1;
        }
        m_stack.push(std::move(*replay));
    }
    m_stack.applyPending(sf::Vector2f(m_window.getSize()));

    auto last = Clock::now();
    auto lastDraw = last;
    float accumulator = 0;
    bool firstFrame = true;
    while (m_window.isOpen()) {
        bool happened = false;  // an event or a change: the picture must be redrawn
        const auto frameStart = Clock::now();
        m_log.setFrame(m_frame);
        runScript();
        if (m_benchRunning) {
            // Sweep the pointer over the board so the groove preview is part of the cost.
            const auto* top = m_stack.top();
            const auto where =
                top ? top->locate("slot:" + std::to_string(m_frame % 128)) : std::nullopt;
            if (where) {
                sf::Event e;
                e.type = sf::Event::MouseMoved;
                e.mouseMove = {static_cast<int>(where->x), static_cast<int>(where->y)};
                inject(e);
            }
        }
        // Everything a scene does may call into a plugin: an exception from it stops the
        // game (already autosaved after its last move), not the program.
        auto now = Clock::now();
        try {
            happened |= m_online.poll();  // what the server sent: the screen may change
            sf::Event event;
            while (m_window.pollEvent(event)) {
                happened = true;
                if (event.type == sf::Event::Closed) {
                    m_window.close();
                } else if (event.type == sf::Event::Resized) {
                    if (!m_settings.fullscreen && (event.size.width != m_applied.width ||
                                                   event.size.height != m_applied.height)) {
                        m_settings.width = event.size.width;
                        m_settings.height = event.size.height;
                        m_applied = m_settings;
                        // Kept once the person stops dragging (and never from a script's run).
                        m_resizedByHand = !m_deterministic;
                        m_resizedAt = Clock::now();
                    }
                    relayout();
                } else if (!m_deterministic || event.type != sf::Event::MouseMoved) {
                    // A scripted run ignores the real pointer, so it cannot disturb the script.
                    m_stack.handleEvent(event);
                }
            }
            if (!m_window.isOpen()) break;

            now = Clock::now();
            const float elapsed = std::chrono::duration<float>(now - last).count();
            last = now;
            if (m_deterministic) {
                m_scriptTime += std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                    std::chrono::duration<float>(kStep));
                m_stack.update(kStep);
            } else {
                accumulator = std::min(accumulator + elapsed, 0.25f);
                while (accumulator >= kStep) {
                    m_stack.update(kStep);
                    accumulator -= kStep;
                }
            }
            happened |= m_stack.applyPending(sf::Vector2f(m_window.getSize()));
        } catch (const std::exception& e) {
            gameStopped(e.what());
            happened = true;
        }
        updateTitle();
        if (m_resizedByHand && now - m_resizedAt > std::chrono::seconds(1)) rememberWindowSize();
        happened |= m_context.settingsChanged;
        if (m_context.settingsChanged) applySettingsChange();
        if (m_context.languageChanged) {
            m_context.languageChanged = false;
            relayout();
            happened = true;
        }
        if (m_stack.empty()) {
            m_window.close();
            break;
        }
        if (!m_deterministic && !firstFrame && !happened && !needsFrame(now - lastDraw)) {
            // Nothing moves: poll again soon, without drawing (an idle window costs little).
            sf::sleep(sf::milliseconds(4));
            continue;
        }
        lastDraw = now;

        m_window.clear(m_theme.colors.background);
        try {
            m_window.draw(m_stack);
        } catch (const std::exception& e) {
            gameStopped(e.what());
            continue;
        }
        for (const auto& shot : m_pendingShots) {
            const auto problem = saveScreenshot(m_window, shot);
            if (!problem.empty()) {
                std::cerr << "plateau: " << problem << "\n";
                m_exitCode = 1;
            }
            m_log.write("screenshot", {{"file", shot.string()}});
        }
        m_pendingShots.clear();
        const bool last_frame = m_options.frames > 0 && m_frame + 1 >= m_options.frames;
        if (last_frame && !m_options.screenshot.empty()) {
            const auto problem = saveScreenshot(m_window, m_options.screenshot);
            if (!problem.empty()) {
                std::cerr << "plateau: " << problem << "\n";
                m_exitCode = 1;
            }
            m_log.write("screenshot", {{"file", m_options.screenshot.string()}});
        }
        m_window.display();

        if (!firstFrame) m_sounds.prepare();  // after the first frame: it must not wait for audio
        if (firstFrame) {
            firstFrame = false;
            if (m_options.benchFrames > 0) {
                std::printf("first frame: %.1f ms after start\n", msSince(kProgramStart));
                std::fflush(stdout);
                if (!startBench()) return 1;
                m_benchRunning = true;
                m_benchStartFrame = m_frame + 3;  // a few frames to build the board's layers
            }
        } else if (m_benchRunning && m_frame >= m_benchStartFrame) {
            m_frameMs.push_back(msSince(frameStart));
            if (static_cast<int>(m_frameMs.size()) >= m_options.benchFrames) {
                finishBench();
                m_window.close();
            }
        }
        ++m_frame;
        if (last_frame) m_window.close();
    }
    if (m_resizedByHand) rememberWindowSize();
    m_stack.clear();
    m_stack.applyPending({0, 0});
    m_online.signOut();
    return m_exitCode;
}

}  // namespace plateau::gui
