#include "app/local_time.hpp"

#include <ctime>

namespace plateau::gui {

std::string formatLocalTime(std::chrono::sys_seconds when, std::chrono::sys_seconds now) {
    const std::time_t t = std::chrono::system_clock::to_time_t(when);
    const std::time_t n = std::chrono::system_clock::to_time_t(now);
    std::tm tm{}, today{};
    ::localtime_r(&t, &tm);
    ::localtime_r(&n, &today);
    char clock[16];
    std::strftime(clock, sizeof clock, "%H:%M", &tm);
    std::tm yesterday = today;
    yesterday.tm_mday -= 1;
    std::mktime(&yesterday);  // normalises the day before the 1st
    auto sameDay = [](const std::tm& a, const std::tm& b) {
        return a.tm_year == b.tm_year && a.tm_yday == b.tm_yday;
    };
    if (sameDay(tm, today)) return std::string("today ") + clock;
    if (sameDay(tm, yesterday)) return std::string("yesterday ") + clock;
    static const char* const kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                          "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    std::string day = std::to_string(tm.tm_mday) + " " + kMonths[tm.tm_mon % 12];
    if (tm.tm_year != today.tm_year) day += " " + std::to_string(tm.tm_year + 1900);
    return day + " " + clock;
}

}  // namespace plateau::gui
