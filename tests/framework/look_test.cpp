#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include <unistd.h>

#include <plateau/sdk/look.hpp>
#include <plateau/sdk/variant_reader.hpp>

using namespace plateau;
namespace fs = std::filesystem;

namespace {

// A scratch data folder with the given files.
struct DataDir {
    inline static int s_count = 0;
    fs::path dir = fs::temp_directory_path() /
                   ("plateau-look-test-" + std::to_string(::getpid()) + "-" + std::to_string(s_count++));
    DataDir() { fs::create_directories(dir / "variants"); }
    ~DataDir() { fs::remove_all(dir); }
    void write(const std::string& name, const std::string& text) const { std::ofstream(dir / name) << text; }
};

}  // namespace

TEST_CASE("a look file gives cell kinds their colours and icons their shapes") {
    DataDir data;
    data.write("look.toml", R"(
[cells.goose]
fill = "#d4e8f6"
icon = "goose"

[cells.death]
fill = "#2e2a36"
edge = "#141218"

[pieces.wall]
shape = "bar"

[[icons.goose]]
shape = "circle"
center = [0.1, -0.2]
radius = 0.3
color = "#ffffff80"

[[icons.goose]]
shape = "line"
from = [0, 0]
to = [0.4, 0.4]
width = 0.05
color = "#000000"
)");
    auto look = loadLook(data.dir);
    REQUIRE_MESSAGE(look.ok(), look.error().toString());
    REQUIRE(look->cell("goose"));
    CHECK(look->cell("goose")->fill == Color{212, 232, 246});
    CHECK_FALSE(look->cell("goose")->edge.has_value());
    CHECK(look->cell("death")->edge == Color{20, 18, 24});
    CHECK_FALSE(look->cell("plain"));
    const Icon* icon = look->iconFor("goose");
    REQUIRE(icon);
    REQUIRE(icon->shapes.size() == 2);
    CHECK(icon->shapes[0].kind == IconShape::Kind::Circle);
    CHECK(icon->shapes[0].color == Color{255, 255, 255, 128});
    CHECK(icon->shapes[1].points[1].x == doctest::Approx(0.4));
    CHECK(look->piece("wall")->shape == PieceShape::Bar);
}

TEST_CASE("no look file is an empty look; a bad one is refused with its line") {
    DataDir data;
    auto none = loadLook(data.dir);
    REQUIRE(none.ok());
    CHECK(none->empty());

    data.write("look.toml", "[cells.goose]\nfill = \"blue\"\n");
    auto colour = loadLook(data.dir);
    REQUIRE_FALSE(colour.ok());
    CHECK(colour.error().line == 2);
    CHECK(colour.error().reason.find("colour") != std::string::npos);

    data.write("look.toml", "[cells.goose]\nfill = \"#ffffff\"\nicon = \"swan\"\n");
    auto icon = loadLook(data.dir);
    REQUIRE_FALSE(icon.ok());
    CHECK(icon.error().reason.find("no icon 'swan'") != std::string::npos);

    data.write("look.toml", "[pieces.pawn]\nshape = \"disc\"\nimage = \"../../etc/passwd\"\n");
    auto outside = loadLook(data.dir);
    REQUIRE_FALSE(outside.ok());
    CHECK(outside.error().reason.find("inside the game's data folder") != std::string::npos);

    data.write("look.toml", "[cells.goose]\nfill = \"#ffffff\"\ncolour = \"#000000\"\n");
    auto unknown = loadLook(data.dir);
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().line == 3);
}

TEST_CASE("the variant loader sorts, puts the default first and keeps every problem") {
    DataDir data;
    const std::string players = "\n[players]\nmin = 2\nmax = 2\n";
    data.write("variants/b.toml", "id = \"beta\"\nmenu_order = 2" + players);
    data.write("variants/a.toml", "id = \"alpha\"\nmenu_order = 3" + players);
    data.write("variants/c.toml", "id = \"gamma\"\nmenu_order = 1" + players);
    data.write("variants/d.toml", "id = \"beta\"" + players);
    data.write("variants/e.toml", "id = \"broken\"\nwhat = 1" + players);
    data.write("variants/notes.txt", "not a variant");

    auto byOrder = loadVariants(data.dir);
    REQUIRE(byOrder.ok());
    REQUIRE(byOrder->variants.size() == 3);
    CHECK(byOrder->variants[0].id == "gamma");
    CHECK(byOrder->variants[1].id == "beta");
    CHECK(byOrder->variants[2].id == "alpha");
    REQUIRE(byOrder->problems.size() == 2);
    CHECK(byOrder->problems[0].reason.find("id 'beta' is already the id of b.toml") != std::string::npos);
    CHECK(byOrder->problems[0].file.find("d.toml") != std::string::npos);
    CHECK(byOrder->problems[1].file.find("e.toml") != std::string::npos);
    CHECK(byOrder->problems[1].line == 2);

    auto withDefault = loadVariants(data.dir, {}, "alpha");
    REQUIRE(withDefault.ok());
    CHECK(withDefault->variants[0].id == "alpha");

    // The game's own keys, read from the same reader.
    auto extra = loadVariants(data.dir, [](TomlReader&, VariantInfo& info) { info.description = "read"; });
    REQUIRE(extra.ok());
    CHECK(extra->variants[0].description == "read");

    DataDir empty;
    auto none = loadVariants(empty.dir);
    REQUIRE_FALSE(none.ok());
    CHECK(none.error().reason.find("no playable variant") != std::string::npos);
    auto missing = loadVariants(empty.dir / "nowhere");
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().reason.find("cannot list") != std::string::npos);
}
