#include "cli/progress_bar.hpp"

#include <unistd.h>

#include <cstdio>

namespace plateau::cli {

ProgressBar::ProgressBar(std::string label, long total)
    : m_label(std::move(label)),
      m_total(total),
      m_enabled(isatty(STDERR_FILENO) != 0 && total > 0),
      m_start(std::chrono::steady_clock::now()),
      m_lastDraw(m_start) {}

ProgressBar::~ProgressBar() { finish(); }

void ProgressBar::update(long done) {
    if (!m_enabled) return;
    const auto now = std::chrono::steady_clock::now();
    // Quiet for the first half second (short runs need no bar), then ten redraws a second.
    if (now - m_start < std::chrono::milliseconds(500) || now - m_lastDraw < std::chrono::milliseconds(100))
        return;
    m_lastDraw = now;
    m_drawn = true;
    constexpr int kWidth = 30;
    const double fraction = static_cast<double>(done) / static_cast<double>(m_total);
    const int filled = static_cast<int>(fraction * kWidth);
    const double elapsed = std::chrono::duration<double>(now - m_start).count();
    const double eta = fraction > 0 ? elapsed * (1 - fraction) / fraction : 0;
    std::string bar(static_cast<std::size_t>(filled), '#');
    bar.resize(kWidth, '.');
    std::fprintf(stderr, "\r%s [%s] %3.0f%%  %ld/%ld  eta %.0fs ", m_label.c_str(), bar.c_str(),
                 fraction * 100, done, m_total, eta);
    std::fflush(stderr);
}

void ProgressBar::finish() {
    if (m_drawn) std::fprintf(stderr, "\r\033[K");
    m_drawn = false;
    m_enabled = false;
}

}  // namespace plateau::cli
