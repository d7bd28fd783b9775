#include "app/credentials.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <sstream>

#include <plateau/host/atomic_write.hpp>
#include <plateau/host/file_read.hpp>

#ifdef PLATEAU_HAVE_LIBSECRET
#include <libsecret/secret.h>
#endif

namespace plateau::gui {

namespace {

// "server\nname\n[password\n]": the lines of a remembered sign-in.
std::string lines(const std::string& server, const std::string& name, const std::string& password) {
    return server + "\n" + name + "\n" + (password.empty() ? "" : password + "\n");
}

RememberedSignIn parse(const std::string& text) {
    RememberedSignIn r;
    std::istringstream in(text);
    std::getline(in, r.server);
    std::getline(in, r.name);
    std::getline(in, r.password);
    return r;
}

// A file only its owner may read, written whole: made empty at 0600 first, so that the
// atomic writer keeps that mode.
bool writePrivate(const std::filesystem::path& file, const std::string& text) {
    std::error_code ec;
    std::filesystem::create_directories(file.parent_path(), ec);
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
    if (fd >= 0) ::close(fd);
    ::chmod(file.c_str(), 0600);
    return writeFileAtomically(file, text).ok();
}

#ifdef PLATEAU_HAVE_LIBSECRET
const SecretSchema* schema() {
    static const SecretSchema s = [] {
        SecretSchema out{};
        out.name = "org.plateau.Online";
        out.flags = SECRET_SCHEMA_NONE;
        out.attributes[0].name = "server";
        out.attributes[0].type = SECRET_SCHEMA_ATTRIBUTE_STRING;
        out.attributes[1].name = "account";
        out.attributes[1].type = SECRET_SCHEMA_ATTRIBUTE_STRING;
        return out;
    }();
    return &s;
}
#endif

}  // namespace

bool Credentials::keyringReachable() {
#ifdef PLATEAU_HAVE_LIBSECRET
    const char* bus = std::getenv("DBUS_SESSION_BUS_ADDRESS");
    if (!bus || !*bus) return false;
    GError* error = nullptr;
    gchar* found = secret_password_lookup_sync(schema(), nullptr, &error, "server", "", "account",
                                               "", nullptr);
    if (found) secret_password_free(found);
    if (error) {
        g_error_free(error);
        return false;
    }
    return true;
#else
    return false;
#endif
}

RememberedSignIn Credentials::load() const {
    RememberedSignIn r;
    if (auto text = readBoundedFile(signInFile(), 4096)) r = parse(*text);
    r.password.clear();
    if (r.name.empty()) return r;
#ifdef PLATEAU_HAVE_LIBSECRET
    if (keyringReachable()) {
        GError* error = nullptr;
        gchar* found =
            secret_password_lookup_sync(schema(), nullptr, &error, "server", r.server.c_str(),
                                        "account", r.name.c_str(), nullptr);
        if (error) g_error_free(error);
        if (found) {
            r.password = found;
            secret_password_free(found);
            return r;
        }
    }
#endif
    if (auto text = readBoundedFile(passwordFile(), 4096)) {
        const auto kept = parse(*text);
        if (kept.server == r.server && kept.name == r.name) r.password = kept.password;
    }
    return r;
}

std::string Credentials::save(const std::string& server, const std::string& name,
                              const std::string& password, bool remember) const {
    writePrivate(signInFile(), lines(server, name, ""));
    if (!remember) {
        forget(server, name);
        return "";
    }
#ifdef PLATEAU_HAVE_LIBSECRET
    if (keyringReachable()) {
        GError* error = nullptr;
        const std::string label = "Plateau: " + name + "@" + server;
        const bool ok = secret_password_store_sync(
            schema(), SECRET_COLLECTION_DEFAULT, label.c_str(), password.c_str(), nullptr, &error,
            "server", server.c_str(), "account", name.c_str(), nullptr);
        if (error) g_error_free(error);
        if (ok) {
            std::error_code ec;
            std::filesystem::remove(passwordFile(), ec);  // one place only
            return "keyring";
        }
    }
#endif
    return writePrivate(passwordFile(), lines(server, name, password)) ? "file" : "";
}

void Credentials::forget(const std::string& server, const std::string& name) const {
#ifdef PLATEAU_HAVE_LIBSECRET
    if (keyringReachable()) {
        GError* error = nullptr;
        secret_password_clear_sync(schema(), nullptr, &error, "server", server.c_str(), "account",
                                   name.c_str(), nullptr);
        if (error) g_error_free(error);
    }
#endif
    std::error_code ec;
    std::filesystem::remove(passwordFile(), ec);
}

}  // namespace plateau::gui
