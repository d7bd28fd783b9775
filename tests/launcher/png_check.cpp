// Checks screenshots as a person glancing at them would: each is a real picture (not one
// flat colour), and no two are the same picture.
#include <cstdio>
#include <set>
#include <vector>

#include <SFML/Graphics/Image.hpp>

int main(int argc, char** argv) {
    std::vector<sf::Image> images;
    int failures = 0;
    for (int i = 1; i < argc; ++i) {
        sf::Image image;
        if (!image.loadFromFile(argv[i])) {
            std::printf("FAIL %s: cannot read\n", argv[i]);
            return 1;
        }
        const auto size = image.getSize();
        std::set<sf::Uint32> colors;
        for (unsigned y = 0; y < size.y; y += 3)
            for (unsigned x = 0; x < size.x; x += 3)
                colors.insert(image.getPixel(x, y).toInteger());
        std::printf("%s: %ux%u, %zu colours sampled\n", argv[i], size.x, size.y, colors.size());
        if (colors.size() < 50) {
            std::printf("FAIL %s: nearly blank\n", argv[i]);
            ++failures;
        }
        images.push_back(image);
    }
    for (std::size_t a = 0; a < images.size(); ++a) {
        for (std::size_t b = a + 1; b < images.size(); ++b) {
            const auto sa = images[a].getSize(), sb = images[b].getSize();
            if (sa != sb) continue;
            std::size_t differ = 0;
            for (unsigned y = 0; y < sa.y; y += 2)
                for (unsigned x = 0; x < sa.x; x += 2)
                    if (images[a].getPixel(x, y) != images[b].getPixel(x, y)) ++differ;
            const double share = static_cast<double>(differ) / (sa.x / 2.0 * sa.y / 2.0);
            std::printf("%s vs %s: %.1f%% of pixels differ\n", argv[a + 1], argv[b + 1],
                        share * 100);
            if (share < 0.01) {
                std::printf("FAIL: %s and %s are the same picture\n", argv[a + 1], argv[b + 1]);
                ++failures;
            }
        }
    }
    return failures == 0 ? 0 : 1;
}
