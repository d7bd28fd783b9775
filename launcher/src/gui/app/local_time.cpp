#include "app/local_time.hpp"
#include "tr.hpp"

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
    // TRANSLATORS: {0} is a time of day, 14:05.
    if (sameDay(tm, today)) return fillText(tr("today {0}"), {clock});
    if (sameDay(tm, yesterday)) return fillText(tr("yesterday {0}"), {clock});
    // TRANSLATORS: short month names, as in "3 Jan 14:05".
    static const char* const kMonths[] = {PLATEAU_N_("Jan"), PLATEAU_N_("Feb"), PLATEAU_N_("Mar"),
                                          PLATEAU_N_("Apr"), PLATEAU_N_("May"), PLATEAU_N_("Jun"),
                                          PLATEAU_N_("Jul"), PLATEAU_N_("Aug"), PLATEAU_N_("Sep"),
                                          PLATEAU_N_("Oct"), PLATEAU_N_("Nov"), PLATEAU_N_("Dec")};
    std::string day = std::to_string(tm.tm_mday) + " " + tr(kMonths[tm.tm_mon % 12]);
    if (tm.tm_year != today.tm_year) day += " " + std::to_string(tm.tm_year + 1900);
    return day + " " + clock;
}

}  // namespace plateau::gui
