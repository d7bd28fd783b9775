#include "board/cell_icons.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>

namespace plateau::gui {

namespace {

constexpr float kPi = 3.14159265f;

// Maps icon coordinates (-0.5 … 0.5 across the box's shorter side) to pixels.
struct Frame {
    sf::Vector2f center;
    float size;
    sf::Vector2f operator()(float x, float y) const {
        return {center.x + x * size, center.y + y * size};
    }
    float len(float v) const { return v * size; }
};

const sf::Color kInk{52, 44, 40};

void goose(Mesh& m, const Frame& f) {
    const sf::Color white{252, 252, 250}, orange{240, 146, 40}, grey{120, 120, 128};
    // Legs first, under the body.
    m.line(f(-0.02f, 0.22f), f(-0.05f, 0.38f), f.len(0.04f), orange);
    m.line(f(0.1f, 0.22f), f(0.12f, 0.38f), f.len(0.04f), orange);
    m.line(f(-0.12f, 0.38f), f(0.0f, 0.38f), f.len(0.04f), orange);
    m.line(f(0.06f, 0.38f), f(0.18f, 0.38f), f.len(0.04f), orange);
    // Tail, body, neck and head, each on a slightly larger dark copy as an outline.
    const float o = 0.035f;
    m.triangle(f(-0.46f, -0.02f), f(-0.2f, 0.02f), f(-0.26f, 0.2f), grey);
    m.ellipse(f(0.02f, 0.12f), {f.len(0.3f + o), f.len(0.17f + o)}, grey);
    m.capsule(f(0.2f, 0.08f), f(0.22f, -0.24f), f.len(0.12f + 2 * o), grey);
    m.circle(f(0.24f, -0.27f), f.len(0.1f + o), grey);
    m.triangle(f(-0.42f, -0.0f), f(-0.2f, 0.04f), f(-0.25f, 0.17f), white);
    m.ellipse(f(0.02f, 0.12f), {f.len(0.3f), f.len(0.17f)}, white);
    m.capsule(f(0.2f, 0.08f), f(0.22f, -0.24f), f.len(0.12f), white);
    m.circle(f(0.24f, -0.27f), f.len(0.1f), white);
    m.triangle(f(0.31f, -0.31f), f(0.47f, -0.24f), f(0.31f, -0.21f), orange);
    m.circle(f(0.25f, -0.29f), f.len(0.025f), kInk);
    // A wing line.
    m.arc(f(-0.02f, 0.06f), f.len(0.14f), f.len(0.03f), 0.2f, 2.4f, grey, 10);
}

void bridge(Mesh& m, const Frame& f) {
    const sf::Color water{70, 140, 200}, stone{150, 96, 58}, dark{112, 68, 38};
    m.rect({f(-0.45f, 0.18f).x, f(0, 0.18f).y, f.len(0.9f), f.len(0.24f)}, {120, 176, 222});
    for (float y : {0.24f, 0.34f})
        for (float x : {-0.34f, -0.06f, 0.22f}) {
            m.capsule(f(x, y), f(x + 0.08f, y - 0.03f), f.len(0.03f), water);
            m.capsule(f(x + 0.08f, y - 0.03f), f(x + 0.16f, y), f.len(0.03f), water);
        }
    m.arc(f(0, 0.2f), f.len(0.34f), f.len(0.1f), kPi, 2 * kPi, stone, 20);
    m.rect({f(-0.46f, 0).x, f(0, -0.2f).y, f.len(0.92f), f.len(0.06f)}, dark);
    for (float x : {-0.36f, -0.18f, 0.f, 0.18f, 0.36f})
        m.line(f(x, -0.2f), f(x, -0.08f - 0.2f * (1 - std::abs(x) / 0.4f) * 0.0f), f.len(0.04f),
               dark);
    m.rect({f(-0.46f, 0).x, f(0, -0.1f).y, f.len(0.12f), f.len(0.3f)}, stone);
    m.rect({f(0.34f, 0).x, f(0, -0.1f).y, f.len(0.12f), f.len(0.3f)}, stone);
}

void inn(Mesh& m, const Frame& f) {
    const sf::Color wall{236, 200, 150}, roof{184, 64, 52}, wood{122, 72, 40};
    m.rect({f(-0.3f, 0).x, f(0, -0.04f).y, f.len(0.6f), f.len(0.4f)}, wall);
    m.triangle(f(-0.42f, -0.02f), f(0.42f, -0.02f), f(0, -0.4f), roof);
    m.rect({f(-0.08f, 0).x, f(0, 0.14f).y, f.len(0.16f), f.len(0.22f)}, wood);
    m.rect({f(-0.24f, 0).x, f(0, 0.04f).y, f.len(0.12f), f.len(0.1f)}, {90, 150, 200});
    m.rect({f(0.12f, 0).x, f(0, 0.04f).y, f.len(0.12f), f.len(0.1f)}, {90, 150, 200});
    // The hanging sign with a mug.
    m.line(f(0.3f, -0.06f), f(0.46f, -0.06f), f.len(0.03f), wood);
    m.rect({f(0.36f, 0).x, f(0, -0.04f).y, f.len(0.1f), f.len(0.12f)}, {240, 190, 60});
}

void well(Mesh& m, const Frame& f) {
    const sf::Color stone{132, 136, 146}, stoneDark{96, 100, 110}, wood{122, 72, 40};
    m.line(f(-0.28f, 0.14f), f(-0.28f, -0.3f), f.len(0.06f), wood);
    m.line(f(0.28f, 0.14f), f(0.28f, -0.3f), f.len(0.06f), wood);
    m.triangle(f(-0.4f, -0.26f), f(0.4f, -0.26f), f(0, -0.46f), {184, 64, 52});
    m.line(f(0, -0.26f), f(0, -0.02f), f.len(0.02f), kInk);
    m.rect({f(-0.05f, 0).x, f(0, -0.04f).y, f.len(0.1f), f.len(0.09f)}, wood);
    m.rect({f(-0.34f, 0).x, f(0, 0.12f).y, f.len(0.68f), f.len(0.26f)}, stone);
    m.ellipse(f(0, 0.12f), {f.len(0.34f), f.len(0.1f)}, stoneDark);
    m.ellipse(f(0, 0.12f), {f.len(0.27f), f.len(0.065f)}, {40, 80, 140});
    for (float x : {-0.17f, 0.f, 0.17f})
        m.line(f(x, 0.22f), f(x, 0.38f), f.len(0.02f), stoneDark);
    m.line(f(-0.34f, 0.3f), f(0.34f, 0.3f), f.len(0.02f), stoneDark);
}

void maze(Mesh& m, const Frame& f) {
    const sf::Color ink{86, 64, 140};
    // A square spiral walked inwards: three full sides, then pairs of shorter ones.
    const float full = 0.8f, step = 0.16f;
    const float lengths[] = {full,
                             full,
                             full,
                             full - step,
                             full - step,
                             full - 2 * step,
                             full - 2 * step,
                             full - 3 * step,
                             full - 3 * step};
    const sf::Vector2f dirs[] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    sf::Vector2f p{-full / 2, full / 2};
    const float w = f.len(0.055f);
    for (int i = 0; i < 9; ++i) {
        const sf::Vector2f q = p + dirs[i % 4] * lengths[i];
        m.capsule(f(p.x, p.y), f(q.x, q.y), w, ink);
        p = q;
    }
    m.circle(f(p.x, p.y), f.len(0.06f), {230, 90, 60});
}

void prison(Mesh& m, const Frame& f) {
    const sf::Color iron{58, 60, 70}, back{150, 150, 158};
    m.rect({f(-0.34f, 0).x, f(0, -0.38f).y, f.len(0.68f), f.len(0.76f)}, back);
    for (float x : {-0.22f, -0.07f, 0.07f, 0.22f})
        m.line(f(x, -0.38f), f(x, 0.38f), f.len(0.06f), iron);
    m.line(f(-0.34f, -0.36f), f(0.34f, -0.36f), f.len(0.08f), iron);
    m.line(f(-0.34f, 0.36f), f(0.34f, 0.36f), f.len(0.08f), iron);
    m.line(f(-0.34f, 0.f), f(0.34f, 0.f), f.len(0.05f), iron);
}

void death(Mesh& m, const Frame& f) {
    const sf::Color bone{238, 232, 218}, hole{28, 26, 32};
    m.circle(f(0, -0.08f), f.len(0.3f), bone);
    m.rect({f(-0.16f, 0).x, f(0, 0.1f).y, f.len(0.32f), f.len(0.2f)}, bone);
    m.circle(f(-0.11f, -0.06f), f.len(0.08f), hole);
    m.circle(f(0.11f, -0.06f), f.len(0.08f), hole);
    m.triangle(f(0, 0.04f), f(-0.04f, 0.12f), f(0.04f, 0.12f), hole);
    for (float x : {-0.08f, 0.f, 0.08f})
        m.line(f(x, 0.2f), f(x, 0.3f), f.len(0.025f), hole);
}

void start(Mesh& m, const Frame& f) {
    const sf::Color pole{90, 70, 50}, flag{46, 150, 90};
    m.line(f(-0.22f, -0.4f), f(-0.22f, 0.4f), f.len(0.06f), pole);
    m.triangle(f(-0.2f, -0.38f), f(0.34f, -0.22f), f(-0.2f, -0.04f), flag);
    m.ellipse(f(-0.22f, 0.4f), {f.len(0.16f), f.len(0.04f)}, pole);
}

void star(Mesh& m, const Frame& f, float r, sf::Color color) {
    const sf::Vector2f c = f(0, 0.02f);
    for (int i = 0; i < 5; ++i) {
        const float a = -kPi / 2 + i * 2 * kPi / 5;
        const float b0 = a - kPi / 5, b1 = a + kPi / 5;
        const float inner = r * 0.42f;
        const sf::Vector2f tip{c.x + r * std::cos(a), c.y + r * std::sin(a)};
        const sf::Vector2f s0{c.x + inner * std::cos(b0), c.y + inner * std::sin(b0)};
        const sf::Vector2f s1{c.x + inner * std::cos(b1), c.y + inner * std::sin(b1)};
        m.triangle(c, s0, tip, color);
        m.triangle(c, tip, s1, color);
    }
}

void goal(Mesh& m, const Frame& f) {
    star(m, f, f.len(0.46f), {176, 110, 20});
    star(m, f, f.len(0.38f), {255, 214, 90});
}

}  // namespace

CellPaint cellPaint(std::string_view kind, bool gridBoard) {
    auto paint = [](sf::Color fill) {
        return CellPaint{fill, mix(fill, sf::Color(40, 30, 20), 0.35f), sf::Color(60, 48, 36)};
    };
    if (gridBoard) {
        // Squares of a board with grooves: wood, lighter than the frame.
        if (kind.rfind("goal", 0) == 0) return paint({236, 210, 166});
        return paint({214, 178, 130});
    }
    if (kind == "plain") return paint({250, 242, 222});
    if (kind == "start") return paint({196, 230, 190});
    if (kind == "goal") return paint({255, 226, 130});
    if (kind == "goose") return paint({212, 232, 246});
    if (kind == "bridge") return paint({190, 222, 236});
    if (kind == "inn") return paint({250, 214, 170});
    if (kind == "well") return paint({196, 214, 232});
    if (kind == "maze") return paint({222, 208, 240});
    if (kind == "prison") return paint({214, 214, 218});
    if (kind == "death") {
        return CellPaint{{46, 42, 54}, {20, 18, 24}, {236, 230, 220}};
    }
    // Unknown kinds: a pastel from the name's hash.
    const auto h = std::hash<std::string_view>{}(kind);
    const sf::Color base(static_cast<sf::Uint8>(150 + h % 90),
                         static_cast<sf::Uint8>(150 + (h >> 8) % 90),
                         static_cast<sf::Uint8>(150 + (h >> 16) % 90));
    return paint(mix(base, sf::Color::White, 0.35f));
}

bool drawCellIcon(Mesh& mesh, std::string_view kind, sf::FloatRect box) {
    const Frame f{{box.left + box.width / 2, box.top + box.height / 2},
                  std::min(box.width, box.height)};
    if (kind == "goose")
        goose(mesh, f);
    else if (kind == "bridge")
        bridge(mesh, f);
    else if (kind == "inn")
        inn(mesh, f);
    else if (kind == "well")
        well(mesh, f);
    else if (kind == "maze")
        maze(mesh, f);
    else if (kind == "prison")
        prison(mesh, f);
    else if (kind == "death")
        death(mesh, f);
    else if (kind == "start")
        start(mesh, f);
    else if (kind == "goal")
        goal(mesh, f);
    else
        return false;
    return true;
}

}  // namespace plateau::gui
