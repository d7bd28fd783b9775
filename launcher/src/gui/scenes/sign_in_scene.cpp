#include "scenes/sign_in_scene.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/host/logging.hpp>

#include "app/event_log.hpp"
#include "app/online_link.hpp"
#include "app/script_input.hpp"
#include "online/local_server.hpp"
#include "scenes/lobby_scene.hpp"
#include "scenes/online_table_scene.hpp"
#include "scenes/scene_stack.hpp"
#include "tr.hpp"
#include "widgets/layout.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

using namespace std::chrono_literals;

SignInScene::SignInScene(Context& context, std::optional<OnlineGame> resume)
    : Scene(context),
      m_resume(std::move(resume)),
      m_credentials(configDir()),
      m_server(*context.theme, "", 80),
      m_name(*context.theme, "", 40),
      m_password(*context.theme, "", 128),
      m_create(*context.theme, "", false),
      m_remember(*context.theme, "", false),
      m_signIn(*context.theme, "", Button::Style::Primary),
      m_local(*context.theme, "", Button::Style::Normal),
      m_back(*context.theme, "", Button::Style::Ghost),
      m_group(*context.theme) {
    m_keyring = Credentials::keyringReachable();
    const auto local = online::localServer();
    if (local.running()) m_localPort = local.port;
    const auto kept = m_credentials.load();
    m_server.setText(toSfString(!kept.server.empty() ? kept.server
                                : m_localPort        ? "localhost:" + std::to_string(m_localPort)
                                                     : std::string()));
    m_name.setText(toSfString(kept.name));
    m_password.setText(toSfString(kept.password));
    m_password.setMasked(true);
    m_remember.setValue(!kept.password.empty() || m_keyring);
    m_group.add(m_server, "server");
    m_group.add(m_name, "name");
    m_group.add(m_password, "password");
    m_group.add(m_create, "Create a new account");
    m_group.add(m_remember, "Remember the password");
    m_group.add(m_signIn, "Sign in");
    if (m_localPort) m_group.add(m_local, "Use this computer's server");
    m_group.add(m_back, "Back");
    m_group.focus(kept.name.empty() ? (m_server.text().isEmpty() ? "server" : "name")
                                    : (kept.password.empty() ? "password" : "Sign in"));
    if (m_resume && !kept.password.empty() && kept.server == m_resume->server &&
        kept.name == m_resume->name) {
        m_autoStart = true;  // straight back to the game
    }
    context.log->write("scene", {{"name", std::string("sign_in")},
                                 {"local_server", m_localPort != 0},
                                 {"keyring", m_keyring},
                                 {"password_kept", !kept.password.empty()}});
}

std::string SignInScene::title() const {
    return tr("Play online");
}

void SignInScene::layout(sf::Vector2f size) {
    m_size = size;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    m_server.setPlaceholder(toSfString(tr("example.org or localhost:5222")));
    m_name.setPlaceholder(toSfString(tr("Your name on that server")));
    m_password.setPlaceholder(toSfString(tr("Password")));
    m_create.setLabel(toSfString(tr("Create a new account")));
    m_remember.setLabel(toSfString(m_keyring ? tr("Remember the password (in the keyring)")
                                             : tr("Remember the password on this computer")));
    m_signIn.setLabel(toSfString(m_create.value() ? tr("Create and sign in") : tr("Sign in")));
    m_local.setLabel(toSfString(tr("Use this computer's server")));
    m_back.setLabel(toSfString(m_connecting ? tr("Cancel") : tr("Back")));

    const float w = std::min(size.x - t.px(40), t.px(620));
    const float fieldH = t.px(42), labelH = t.px(24), gap = t.px(10);
    const float h =
        t.px(92) + 3 * (labelH + fieldH + gap) + 2 * t.px(36) + t.px(36) + t.px(48) + t.px(40);
    m_panel = {std::round((size.x - w) / 2), std::round(std::max(t.px(10), (size.y - h) / 2)), w,
               h};
    m_texts.clear();
    auto title = makeText(toSfString(tr("Play online")), t.bold(), t.textSize(28), c.text);
    placeText(title, m_panel.left + t.px(28), m_panel.top + t.px(22));
    m_texts.push_back(title);
    const std::string sub = m_localPort ? tr("This computer runs a server: you may use it.")
                                        : tr("A server of your own: plateau server start");
    auto subtitle = makeText(elide(toSfString(sub), t.regular(), t.textSize(15), w - t.px(56)),
                             t.regular(), t.textSize(15), c.muted);
    placeText(subtitle, m_panel.left + t.px(28), m_panel.top + t.px(62));
    m_texts.push_back(subtitle);

    const float left = m_panel.left + t.px(28), fw = w - t.px(56);
    float y = m_panel.top + t.px(96);
    const auto field = [&](TextField& f, const std::string& label) {
        auto text = makeText(toSfString(label), t.bold(), t.textSize(15), c.text);
        placeText(text, left, y);
        m_texts.push_back(text);
        y += labelH;
        f.setRect({left, y, fw, fieldH});
        y += fieldH + gap;
    };
    field(m_server, tr("Server"));
    field(m_name, tr("Name"));
    field(m_password, tr("Password"));
    m_create.setRect({left, y, fw, t.px(30)});
    y += t.px(36);
    m_remember.setRect({left, y, fw, t.px(30)});
    y += t.px(40);
    // The error (or "Signing in…") over the buttons, in two lines at most.
    const sf::FloatRect message{left, y, fw, t.px(36)};
    if (!m_error.empty() || !m_status.empty())
        placeCentredLines(m_texts, t, m_error.empty() ? m_status : m_error, message, 2,
                          m_error.empty() ? c.muted : c.danger);
    y += t.px(40);
    const auto row = splitRow({left, y, fw, t.px(46)}, m_localPort ? 3 : 2, t.px(10));
    m_back.setRect(row[0]);
    if (m_localPort) m_local.setRect(row[1]);
    m_signIn.setRect(row.back());
    fitLabels(t, {&m_back, &m_local, &m_signIn}, 16, 12);
}

void SignInScene::useLocal() {
    m_server.setText(toSfString("localhost:" + std::to_string(m_localPort)));
    m_group.focus(m_name.text().isEmpty() ? "name" : "password");
    layout(m_size);
}

void SignInScene::submit() {
    if (m_connecting) return;
    m_error.clear();
    m_request = {};
    m_request.server = toUtf8(m_server.text());
    m_request.name = toUtf8(m_name.text());
    m_request.password = toUtf8(m_password.text());
    m_request.createAccount = m_create.value();
    if (auto ok = context().online->beginSignIn(m_request, 8s); !ok) return finish(ok);
    m_connecting = true;
    m_elapsed = 0;
    m_shownSeconds = -1;
    m_group.focus("Back");  // Enter, Space or Escape cancels
    context().log->write("sign_in_start", {{"server", m_request.server}});
}

void SignInScene::cancel() {
    context().online->cancelSignIn();
    m_connecting = false;
    m_request.password.clear();
    m_status.clear();
    m_error = tr("Signing in was cancelled.");
    context().log->write("sign_in", {{"server", m_request.server},
                                     {"name", m_request.name},
                                     {"create", m_request.createAccount},
                                     {"ok", false},
                                     {"cancelled", true},
                                     {"reason", std::string("cancelled")}});
    m_group.focus("Sign in");
    layout(m_size);
}

void SignInScene::finish(const Status& ok) {
    m_connecting = false;
    m_status.clear();
    const SignInRequest request = std::exchange(m_request, {});
    context().log->write("sign_in", {{"server", request.server},
                                     {"name", request.name},
                                     {"create", request.createAccount},
                                     {"ok", ok.ok()},
                                     {"reason", ok ? std::string() : ok.error().reason}});
    if (!ok) {
        m_error = ok.error().reason;
        m_group.focus(m_error.find("password") != std::string::npos ? "password" : "Sign in");
        layout(m_size);
        return;
    }
    auto& link = *context().online;
    const auto where =
        m_credentials.save(request.server, request.name, request.password, m_remember.value());
    context().log->write("password_kept", {{"where", where}});
    context().stack->pop();
    context().stack->push(std::make_unique<LobbyScene>(context()));
    if (m_resume && m_resume->server == request.server && m_resume->name == request.name) {
        // The game the last run left: joined again (the referee answers with all of it).
        (void)link.client()->join(m_resume->table);
        context().log->write("online_open", {{"table", m_resume->table}, {"watch", false}});
        context().stack->push(
            std::make_unique<OnlineTableScene>(context(), m_resume->table, false));
    }
}

void SignInScene::update(float dt) {
    for (TextField* f : {&m_server, &m_name, &m_password})
        f->update(dt);
    if (m_autoStart) {
        m_autoStart = false;
        submit();
    }
    if (!m_connecting) return;
    if (auto done = context().online->signInDone()) return finish(*done);
    m_elapsed += dt;
    const int seconds = static_cast<int>(m_elapsed);
    if (seconds == m_shownSeconds) return;
    m_shownSeconds = seconds;
    // Once a second: the count on the screen, and a line in the log that shows the window
    // went on (its frame number).
    const std::string where = fillText(tr("Connecting to {0}…"), {m_request.server});
    m_status = seconds < 1 ? where
                           : where + "  " +
                                 fillText(trn("{0} second", "{0} seconds", seconds),
                                          {std::to_string(seconds)});
    context().log->write("sign_in_wait", {{"seconds", seconds}});
    layout(m_size);
}

void SignInScene::handleEvent(const sf::Event& event) {
    const bool key = event.type == sf::Event::KeyPressed;
    if (m_connecting) {
        // Only "Cancel" answers (a click, Escape, or Enter and Space on it).
        const bool escape = key && event.key.code == sf::Keyboard::Escape;
        if (escape || m_back.handleEvent(event)) cancel();
        return;
    }
    if (key && event.key.code == sf::Keyboard::Escape && !m_group.editingText())
        return context().stack->pop();
    if (m_group.handleNavigation(event)) return;
    if (m_back.handleEvent(event)) return context().stack->pop();
    if (m_localPort && m_local.handleEvent(event)) return useLocal();
    if (m_signIn.handleEvent(event)) return submit();
    if (m_create.handleEvent(event)) return layout(m_size);  // the button says what it does
    if (m_remember.handleEvent(event)) return;
    for (TextField* f : {&m_server, &m_name, &m_password})
        if (f->handleEvent(event)) return;
    if (key && event.key.code == sf::Keyboard::Enter && !m_group.focusedUsesEnter()) submit();
}

std::optional<sf::Vector2f> SignInScene::locate(std::string_view what) const {
    return m_group.locate(what);
}

void SignInScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    Mesh mesh;
    mesh.gradientRect({0, 0, m_size.x, m_size.y}, c.backgroundTop, c.background);
    mesh.raisedRect(m_panel, t.px(20), c.panel, t.px(6), sf::Color(0, 0, 0, 90));
    mesh.roundedFrame(m_panel, t.px(20), std::max(1.f, t.px(1.5f)), c.border);
    target.draw(mesh, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    for (const Widget* w : std::initializer_list<const Widget*>{
             &m_server, &m_name, &m_password, &m_create, &m_remember, &m_signIn, &m_back})
        target.draw(*w, states);
    if (m_localPort) target.draw(m_local, states);
    target.draw(m_group, states);
}

}  // namespace plateau::gui
