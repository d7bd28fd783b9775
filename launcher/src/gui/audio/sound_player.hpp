#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <thread>

#include "audio/sound_synth.hpp"

namespace plateau::gui {

class EventLog;
struct Settings;

// Plays the cues when the settings say so. The audio output is opened and the sounds are
// made on a worker thread, the first time sound is wanted, so neither the first frame nor
// a click waits for the audio system; a machine with no output plays in silence.
class SoundPlayer {
public:
    SoundPlayer(const Settings& settings, EventLog& log);
    ~SoundPlayer();
    SoundPlayer(const SoundPlayer&) = delete;
    SoundPlayer& operator=(const SoundPlayer&) = delete;

    // Scripted runs must replay frame for frame: they load in prepare(), not on a worker.
    void setSynchronous(bool synchronous) { m_synchronous = synchronous; }
    // Called every frame: starts the worker once sound is on; nothing after that.
    void prepare();
    // Plays `cue` if sound is on. The event log records it, heard or not.
    void play(Cue cue);

private:
    struct Bank;
    enum State { Idle, Loading, Ready, Silent };

    void load();

    const Settings& m_settings;
    EventLog& m_log;
    bool m_synchronous = false;
    std::atomic<State> m_state{Idle};
    std::unique_ptr<Bank> m_bank;  // written by the worker before m_state becomes Ready
    std::thread m_worker;
};

// Why no sound can be heard here ("" when an output is likely): no sound card and no
// sound server. Checked before opening the output, which would fill the terminal with
// the audio libraries' errors on a headless machine.
std::string audioOutputProblem();

}  // namespace plateau::gui
