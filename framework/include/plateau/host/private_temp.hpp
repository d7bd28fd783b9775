#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "plateau/export.hpp"
#include "plateau/sdk/error.hpp"

namespace plateau {

// Where Plateau's temporary folders go: $XDG_RUNTIME_DIR when it is a folder of this
// user's that nobody else may write, else $TMPDIR (or /tmp). Never a fixed name inside:
// PrivateTempDir makes a fresh one.
PLATEAU_EXPORT std::filesystem::path privateTempRoot();

// A temporary folder only this user can use: made by mkdtemp (a new, unguessable name,
// mode 0700; never a folder someone else made first), and removed with everything in it
// when the object goes. Files are put in with O_EXCL | O_NOFOLLOW, so never through a
// link another user planted.
class PLATEAU_EXPORT PrivateTempDir {
public:
    // `prefix`: the start of the folder's name, "plateau-reload-".
    static Expected<PrivateTempDir> create(std::string_view prefix);

    PrivateTempDir(PrivateTempDir&& other) noexcept;
    PrivateTempDir& operator=(PrivateTempDir&& other) noexcept;
    PrivateTempDir(const PrivateTempDir&) = delete;
    PrivateTempDir& operator=(const PrivateTempDir&) = delete;
    ~PrivateTempDir();

    const std::filesystem::path& path() const { return m_path; }

    // Copies the regular file `source` (a link to one is fine) into the folder as `name`
    // (a plain file name), created new with mode 0600. Refuses a name already there.
    Expected<std::filesystem::path> copyIn(const std::filesystem::path& source,
                                           std::string_view name) const;

private:
    explicit PrivateTempDir(std::filesystem::path path) : m_path(std::move(path)) {}
    std::filesystem::path m_path;
};

}  // namespace plateau
