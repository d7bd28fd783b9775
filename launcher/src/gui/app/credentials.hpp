#pragma once

#include <filesystem>
#include <string>

namespace plateau::gui {

// What the sign-in screen remembers between runs: the last server and name, always; the
// password only where the person allows it, the way desktop programs keep one: in the
// Secret Service (libsecret) when a keyring answers, else in a file only its owner may read
// (0600). "Sign out" forgets the password, wherever it was kept.
struct RememberedSignIn {
    std::string server;
    std::string name;
    std::string password;  // empty: not kept
};

class Credentials {
public:
    // `dir`: where the files go (configDir()).
    explicit Credentials(std::filesystem::path dir) : m_dir(std::move(dir)) {}

    // Whether a Secret Service keyring answers on this session (never without a session
    // bus, nor in a build without libsecret).
    static bool keyringReachable();

    RememberedSignIn load() const;
    // Keeps the server and the name, and the password when `remember` (in the keyring when
    // one answers, else in the file). Says where it went: "keyring", "file" or "".
    std::string save(const std::string& server, const std::string& name,
                     const std::string& password, bool remember) const;
    // The password of this account, wherever it was kept.
    void forget(const std::string& server, const std::string& name) const;

    std::filesystem::path signInFile() const { return m_dir / "online.txt"; }
    std::filesystem::path passwordFile() const { return m_dir / "online-password"; }

private:
    std::filesystem::path m_dir;
};

}  // namespace plateau::gui
