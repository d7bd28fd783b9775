#pragma once

#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>

#include "app/credentials.hpp"
#include "app/online_link.hpp"
#include "scenes/scene.hpp"
#include "widgets/widget_group.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// "Play online": a server, a name and a password, to sign in or to create the account where
// the server allows it. The local server (`plateau server start`) is offered when it runs;
// the password is kept in the keyring, or in a file only when "Remember" is ticked. On
// success the lobby replaces this screen; a failure is said in a player's words.
class SignInScene : public Scene {
public:
    // `resume`: an online game the last run left; with the password kept, signing in starts
    // at once and its table opens after.
    explicit SignInScene(Context& context, std::optional<OnlineGame> resume = {});

    std::string name() const override { return "sign_in"; }
    std::string title() const override;
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float dt) override;
    // While connecting the window goes on drawing (the seconds count) and answering.
    bool isIdle() const override { return !m_connecting && !m_autoStart; }
    float idleFrameRate() const override { return 2; }  // the caret blinks
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void submit();
    void finish(const Status& ok);
    void cancel();
    void useLocal();

    std::optional<OnlineGame> m_resume;
    Credentials m_credentials;
    bool m_keyring = false;
    int m_localPort = 0;  // the local server's port while it runs, else 0
    TextField m_server, m_name, m_password;
    Checkbox m_create, m_remember;
    Button m_signIn, m_local, m_back;
    WidgetGroup m_group;
    std::string m_error;
    std::string m_status;
    // Signing in on the link's thread: the request (its password kept here only until the
    // outcome), since when, and the seconds shown so far.
    bool m_connecting = false;
    bool m_autoStart = false;  // the resumed game's sign-in starts with the first frame
    SignInRequest m_request;
    float m_elapsed = 0;
    int m_shownSeconds = -1;
    sf::Vector2f m_size;
    sf::FloatRect m_panel;
    std::vector<sf::Text> m_texts;
};

}  // namespace plateau::gui
