#include "scenes/statistics_plots.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>

#include "app/player_stats.hpp"
#include "session/number_text.hpp"
#include "tr.hpp"
#include "widgets/theme.hpp"

namespace plateau::gui {

void StatisticsPlots::layout(sf::FloatRect area, const session::PlayerProfile& profile,
                             const std::string& ratedGame, const std::string& ratedName) {
    m_mesh.clear();
    m_texts.clear();
    m_panels = 0;
    if (profile.games.empty() || area.width <= 0 || area.height <= 0) return;
    const Theme& t = *m_theme;
    const auto rating = profile.ratings.find(ratedGame);
    const bool rated = rating != profile.ratings.end() && !rating->second.line.empty();
    const int n = rated ? 3 : 2;
    const float gap = t.px(16);
    const float w = (area.width - gap * static_cast<float>(n - 1)) / static_cast<float>(n);
    float x = area.left;
    const auto next = [&] {
        const sf::FloatRect r{x, area.top, w, area.height};
        x += w + gap;
        ++m_panels;
        return r;
    };
    winsPlot(next(), profile);
    if (rated) ratingPlot(next(), rating->second, ratedName);
    lengthPlot(next(), profile);
}

sf::FloatRect StatisticsPlots::panel(sf::FloatRect rect, const std::string& title, float leftRoom) {
    const Theme& t = *m_theme;
    const auto& c = t.colors;
    m_mesh.raisedRect(rect, t.px(12), c.panel, t.px(3));
    const unsigned size = t.textSize(15);
    auto text = makeText(elide(toSfString(title), t.bold(), size, rect.width - t.px(24)), t.bold(),
                         size, c.text);
    placeText(text, rect.left + t.px(12), rect.top + t.px(10));
    m_texts.push_back(text);
    const float top = rect.top + t.px(14) + t.regular().getLineSpacing(size);
    // Room for the figures at the left and under the axis.
    const float left = rect.left + std::max(t.px(46), leftRoom),
                bottom = rect.top + rect.height - t.px(26);
    const sf::FloatRect inner{left, top + t.px(6), rect.left + rect.width - t.px(14) - left,
                              bottom - top - t.px(6)};
    const float line = std::max(1.f, t.px(1.5f));
    m_mesh.line({inner.left, inner.top}, {inner.left, inner.top + inner.height}, line, c.border);
    m_mesh.line({inner.left, inner.top + inner.height},
                {inner.left + inner.width, inner.top + inner.height}, line, c.border);
    return inner;
}

void StatisticsPlots::axisLabel(const std::string& text, float x, float y, bool right) {
    const Theme& t = *m_theme;
    auto label = makeText(toSfString(text), t.regular(), t.textSize(12), t.colors.muted);
    const auto bounds = label.getLocalBounds();
    placeText(label, right ? x - bounds.width : x - bounds.width / 2, y);
    m_texts.push_back(label);
}

void StatisticsPlots::winsPlot(sf::FloatRect rect, const session::PlayerProfile& profile) {
    const Theme& t = *m_theme;
    const auto& c = t.colors;
    const auto area = panel(rect, tr("Wins over time"));
    const auto games = static_cast<float>(profile.games.size());
    const float top = std::max(1.f, games);
    const auto at = [&](float i, float v) {
        return sf::Vector2f{area.left + area.width * (games > 1 ? i / (games - 1) : 0.5f),
                            area.top + area.height * (1 - v / top)};
    };
    // Games played (muted) and won (accent), counted up.
    float played = 0, won = 0;
    sf::Vector2f lastPlayed = at(0, 0), lastWon = at(0, 0);
    const float width = std::max(1.5f, t.px(2.5f));
    for (std::size_t i = 0; i < profile.games.size(); ++i) {
        played += 1;
        won += profile.games[i].won ? 1 : 0;
        const auto p = at(static_cast<float>(i), played), w = at(static_cast<float>(i), won);
        if (i > 0) {
            m_mesh.capsule(lastPlayed, p, width, withAlpha(c.muted, 170));
            m_mesh.capsule(lastWon, w, width, c.accent);
        }
        lastPlayed = p;
        lastWon = w;
    }
    m_mesh.circle(lastPlayed, t.px(4), c.muted);
    m_mesh.circle(lastWon, t.px(4), c.accent);
    const float labelY = area.top + area.height + t.px(6);
    axisLabel(session::groupedNumber(static_cast<int>(games)), area.left - t.px(6),
              area.top - t.px(6), true);
    axisLabel("0", area.left - t.px(6), area.top + area.height - t.px(8), true);
    axisLabel(fillText(tr("{0} played, {1} won"), {session::groupedNumber(static_cast<int>(played)),
                                                   session::groupedNumber(static_cast<int>(won))}),
              area.left + area.width / 2, labelY, false);
}

void StatisticsPlots::ratingPlot(sf::FloatRect rect, const session::PlayerProfile::Rating& rating,
                                 const std::string& gameName) {
    const Theme& t = *m_theme;
    const auto& c = t.colors;
    double low = session::PlayerProfile::kStartRating, high = low;
    for (const auto& point : rating.line) {
        low = std::min(low, point.rating);
        high = std::max(high, point.rating);
    }
    // Round ends, 50 apart at least, so a flat line sits in the middle.
    low = std::floor((low - 10) / 50) * 50;
    high = std::ceil((high + 10) / 50) * 50;
    // Room at the left for the ends' figures as the language writes them ("1 050").
    float figures = 0;
    for (const double end : {low, high})
        figures = std::max(
            figures, makeText(toSfString(ratingNumber(end)), t.regular(), t.textSize(12), c.muted)
                         .getLocalBounds()
                         .width);
    const auto area = panel(rect, fillText(tr("Rating in {0}"), {gameName}), figures + t.px(20));
    const auto n = static_cast<float>(rating.line.size());
    const auto at = [&](float i, double r) {
        return sf::Vector2f{
            area.left + area.width * (i / std::max(1.f, n)),
            area.top + area.height * static_cast<float>(1 - (r - low) / (high - low))};
    };
    // From the newcomer's rating, one step per rated game.
    auto last = at(0, session::PlayerProfile::kStartRating);
    const float width = std::max(1.5f, t.px(2.5f));
    m_mesh.circle(last, t.px(3), c.muted);
    for (std::size_t i = 0; i < rating.line.size(); ++i) {
        const auto p = at(static_cast<float>(i + 1), rating.line[i].rating);
        m_mesh.capsule(last, p, width, c.focus);
        last = p;
    }
    m_mesh.circle(last, t.px(4), c.focus);
    axisLabel(ratingNumber(high), area.left - t.px(6), area.top - t.px(6), true);
    axisLabel(ratingNumber(low), area.left - t.px(6), area.top + area.height - t.px(8), true);
    // The rating, best and count under the plot; the rating alone when that is too wide.
    std::string under = gameRatingText(rating);
    if (makeText(toSfString(under), t.regular(), t.textSize(12), c.muted).getLocalBounds().width >
        rect.width - t.px(24))
        under = ratingNumber(rating.current());
    axisLabel(under, rect.left + rect.width / 2, area.top + area.height + t.px(6), false);
}

void StatisticsPlots::lengthPlot(sf::FloatRect rect, const session::PlayerProfile& profile) {
    const Theme& t = *m_theme;
    const auto& c = t.colors;
    const auto area = panel(rect, tr("Game lengths (moves)"));
    const int wanted = std::clamp(static_cast<int>(area.width / t.px(22)), 4, 12);
    const auto h = session::lengthHistogram(profile, wanted);
    if (h.counts.empty()) return;
    const int most = *std::max_element(h.counts.begin(), h.counts.end());
    const auto bins = static_cast<float>(h.counts.size());
    const float bw = area.width / bins, gap = std::max(1.f, std::min(t.px(4), bw * 0.2f));
    for (std::size_t i = 0; i < h.counts.size(); ++i) {
        const float height =
            area.height * static_cast<float>(h.counts[i]) / static_cast<float>(std::max(1, most));
        if (h.counts[i] == 0) continue;
        m_mesh.rect({area.left + bw * static_cast<float>(i) + gap / 2,
                     area.top + area.height - height, bw - gap, height},
                    c.success);
    }
    axisLabel(session::groupedNumber(most), area.left - t.px(6), area.top - t.px(6), true);
    const float labelY = area.top + area.height + t.px(6);
    axisLabel("0", area.left, labelY, false);
    axisLabel(session::groupedNumber(h.binWidth * static_cast<long>(h.counts.size())),
              area.left + area.width - t.px(8), labelY, false);
}

void StatisticsPlots::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    target.draw(m_mesh, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
}

}  // namespace plateau::gui
