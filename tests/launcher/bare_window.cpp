// The reference for the launcher's first-frame figure: a bare SFML window with one line of
// text, timed the same way (from static initialisation to the first frame displayed).
// What the GL driver costs on this machine is in both; the difference is Plateau's.
#include <chrono>
#include <cstdio>

#include <SFML/Graphics.hpp>

namespace {
const auto kStart = std::chrono::steady_clock::now();
}

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: gui_bare_window FONT.ttf\n");
        return 2;
    }
    sf::RenderWindow window(sf::VideoMode(1280, 720), "bare", sf::Style::Default,
                            sf::ContextSettings(0, 0, 0));
    sf::Font font;
    if (!font.loadFromFile(argv[1])) return 1;
    const sf::Text text("Plateau: board games at one screen", font, 40);
    window.clear();
    window.draw(text);
    window.display();
    const std::chrono::duration<double, std::milli> ms = std::chrono::steady_clock::now() - kStart;
    std::printf("first frame: %.1f ms after start\n", ms.count());
    return 0;
}
