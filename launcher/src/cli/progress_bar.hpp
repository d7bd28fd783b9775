#pragma once

#include <chrono>
#include <string>

namespace plateau::cli {

// A one-line progress bar on standard error, drawn only when it is a terminal and the
// work is long enough to want one.
class ProgressBar {
public:
    ProgressBar(std::string label, long total);
    ~ProgressBar();
    void update(long done);
    void finish();

private:
    std::string m_label;
    long m_total;
    bool m_enabled;
    bool m_drawn = false;
    std::chrono::steady_clock::time_point m_start;
    std::chrono::steady_clock::time_point m_lastDraw;
};

}  // namespace plateau::cli
