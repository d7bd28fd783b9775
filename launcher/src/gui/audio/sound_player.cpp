#include "audio/sound_player.hpp"

#include <array>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <SFML/Audio/Sound.hpp>
#include <SFML/Audio/SoundBuffer.hpp>
#include <plateau/host/logging.hpp>

#include "app/event_log.hpp"
#include "app/settings.hpp"

namespace plateau::gui {

namespace fs = std::filesystem;

// The sounds, and a few voices so that a cue does not cut the one before it short.
struct SoundPlayer::Bank {
    std::array<sf::SoundBuffer, std::size(kCues)> buffers;
    std::array<sf::Sound, 6> voices;
    std::size_t next = 0;
};

SoundPlayer::SoundPlayer(const Settings& settings, EventLog& log)
    : m_settings(settings), m_log(log) {}

SoundPlayer::~SoundPlayer() {
    if (m_worker.joinable()) m_worker.join();
}

void SoundPlayer::prepare() {
    if (m_state.load(std::memory_order_relaxed) != Idle || !m_settings.sound) return;
    m_state = Loading;
    if (m_synchronous)
        load();
    else
        m_worker = std::thread([this] { load(); });
}

void SoundPlayer::load() {
    if (const auto problem = audioOutputProblem(); !problem.empty()) {
        logger()->info("sounds off: {}", problem);
        m_state = Silent;
        return;
    }
    auto bank = std::make_unique<Bank>();
    for (std::size_t i = 0; i < std::size(kCues); ++i) {
        const auto samples = synthesize(kCues[i]);
        if (!bank->buffers[i].loadFromSamples(samples.data(), samples.size(), 1, kSampleRate)) {
            logger()->warn("sounds off: the audio output refused the sound '{}'",
                           cueName(kCues[i]));
            m_state = Silent;
            return;
        }
    }
    for (auto& voice : bank->voices)
        voice.setVolume(70);
    m_bank = std::move(bank);
    m_state.store(Ready, std::memory_order_release);
}

void SoundPlayer::play(Cue cue) {
    if (!m_settings.sound) return;
    prepare();
    const bool ready = m_state.load(std::memory_order_acquire) == Ready;
    m_log.write("sound", {{"name", std::string(cueName(cue))}, {"heard", ready}});
    if (!ready) return;
    auto& voice = m_bank->voices[m_bank->next];
    m_bank->next = (m_bank->next + 1) % m_bank->voices.size();
    voice.setBuffer(m_bank->buffers[static_cast<std::size_t>(cue)]);
    voice.play();
}

std::string audioOutputProblem() {
#ifdef __linux__
    // A sound server (PulseAudio, or PipeWire speaking its protocol) or an ALSA card.
    if (std::getenv("PULSE_SERVER")) return {};
    std::error_code ec;
    if (const char* runtime = std::getenv("XDG_RUNTIME_DIR")) {
        const fs::path dir(runtime);
        if (fs::exists(dir / "pulse" / "native", ec) || fs::exists(dir / "pipewire-0", ec))
            return {};
    }
    std::ifstream cards("/proc/asound/cards");
    std::string first;
    if (cards && std::getline(cards, first) && first.find("no soundcards") == std::string::npos)
        return {};
    return "no sound card and no sound server";
#else
    return {};
#endif
}

}  // namespace plateau::gui
