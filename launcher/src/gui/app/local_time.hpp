#pragma once

#include <chrono>
#include <string>

namespace plateau::gui {

// A moment as a person reads it, in the local time zone: "today 14:05", "yesterday
// 09:30", "3 Dec 18:12", "3 Dec 2025 18:12" (saves store UTC; the screen shows local).
std::string formatLocalTime(
    std::chrono::sys_seconds when,
    std::chrono::sys_seconds now =
        std::chrono::time_point_cast<std::chrono::seconds>(std::chrono::system_clock::now()));

}  // namespace plateau::gui
