#include "audio/sound_synth.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include <plateau/sdk/random.hpp>

namespace plateau::gui {

namespace {

constexpr float kTwoPi = 2 * std::numbers::pi_v<float>;
constexpr float kRate = static_cast<float>(kSampleRate);

using Buffer = std::vector<float>;

Buffer silence(float seconds) {
    return Buffer(static_cast<std::size_t>(seconds * kRate), 0.f);
}

// A decaying sine whose pitch glides from f0 to f1, added at `start` seconds.
void tone(Buffer& out, float start, float f0, float f1, float decay, float gain,
          float attack = 0.002f) {
    float phase = 0;
    const auto first = static_cast<std::size_t>(start * kRate);
    for (std::size_t i = first; i < out.size(); ++i) {
        const float t = static_cast<float>(i - first) / kRate;
        const float envelope = std::exp(-t / decay) * std::min(1.f, t / attack);
        if (t > attack && envelope < 1e-4f) break;
        const float f = f1 + (f0 - f1) * std::exp(-t / (decay * 0.5f));
        phase += kTwoPi * f / kRate;
        out[i] += gain * envelope * std::sin(phase);
    }
}

// A knock: white noise through a two-pole resonator at `freq`, decaying.
void knock(Buffer& out, float start, float freq, float decay, float gain, Rng& rng) {
    const float r = 0.985f;
    const float c = 2 * r * std::cos(kTwoPi * freq / kRate);
    float y1 = 0, y2 = 0;
    const auto first = static_cast<std::size_t>(start * kRate);
    for (std::size_t i = first; i < out.size(); ++i) {
        const float t = static_cast<float>(i - first) / kRate;
        const float envelope = std::exp(-t / decay);
        if (envelope < 1e-4f) break;
        const float noise = static_cast<float>(rng.below(2001)) / 1000.f - 1.f;
        const float y = noise * envelope + c * y1 - r * r * y2;
        y2 = y1;
        y1 = y;
        out[i] += gain * y * 0.08f;
    }
}

// Scaled to `peak` of full scale, with a short fade at the end so it stops without a click.
std::vector<std::int16_t> finish(Buffer buffer, float peak = 0.7f) {
    float most = 0;
    for (float s : buffer)
        most = std::max(most, std::abs(s));
    const float scale = most > 0 ? peak / most : 0;
    const std::size_t fade = std::min<std::size_t>(buffer.size(), kSampleRate / 200);
    std::vector<std::int16_t> out(buffer.size());
    for (std::size_t i = 0; i < buffer.size(); ++i) {
        float s = buffer[i] * scale;
        const std::size_t left = buffer.size() - i;
        if (left <= fade) s *= static_cast<float>(left - 1) / static_cast<float>(fade);
        out[i] = static_cast<std::int16_t>(std::lround(std::clamp(s, -1.f, 1.f) * 32767.f));
    }
    return out;
}

std::vector<std::int16_t> dice() {
    // Two dice tumbling: knocks coming closer together and softer, as they settle.
    Rng rng(7);
    Buffer out = silence(0.5f);
    float at = 0.005f, gap = 0.075f, gain = 1.f;
    for (int i = 0; i < 9; ++i) {
        const float pitch = 1800.f + static_cast<float>(rng.below(1600));
        knock(out, at, pitch, 0.008f, gain, rng);
        knock(out, at + 0.004f, pitch * 1.5f, 0.005f, gain * 0.5f, rng);
        at += gap * (0.7f + static_cast<float>(rng.below(60)) / 100.f);
        gap *= 0.8f;
        gain *= 0.82f;
    }
    return finish(std::move(out));
}

std::vector<std::int16_t> step() {
    // A wooden pawn set on a square: a short hollow tok.
    Rng rng(11);
    Buffer out = silence(0.09f);
    tone(out, 0, 620, 430, 0.018f, 1.f);
    knock(out, 0, 2400, 0.003f, 0.6f, rng);
    return finish(std::move(out), 0.45f);
}

std::vector<std::int16_t> slotPiece() {
    // A piece dropped into its slot: a low thud under a wooden knock.
    Rng rng(13);
    Buffer out = silence(0.25f);
    tone(out, 0, 120, 75, 0.06f, 1.f, 0.003f);
    tone(out, 0, 340, 300, 0.025f, 0.5f);
    knock(out, 0, 900, 0.02f, 0.8f, rng);
    return finish(std::move(out), 0.65f);
}

std::vector<std::int16_t> win() {
    // C, E, G, C: a bright arpeggio with a bell's second harmonic.
    Buffer out = silence(1.3f);
    const float notes[] = {523.25f, 659.25f, 783.99f, 1046.5f};
    for (int i = 0; i < 4; ++i) {
        const float at = 0.11f * static_cast<float>(i);
        tone(out, at, notes[i], notes[i], 0.28f, 1.f, 0.006f);
        tone(out, at, 2 * notes[i], 2 * notes[i], 0.12f, 0.25f, 0.006f);
    }
    return finish(std::move(out), 0.6f);
}

std::vector<std::int16_t> refused() {
    // Two short low notes, falling: "no".
    Buffer out = silence(0.24f);
    tone(out, 0, 330, 330, 0.05f, 1.f, 0.004f);
    tone(out, 0.1f, 247, 247, 0.05f, 1.f, 0.004f);
    return finish(std::move(out), 0.4f);
}

std::vector<std::int16_t> yourTurn() {
    // Two soft rising notes (G, C): "your turn", when another's move made it yours.
    Buffer out = silence(0.45f);
    tone(out, 0, 783.99f, 783.99f, 0.09f, 1.f, 0.006f);
    tone(out, 0.12f, 1046.5f, 1046.5f, 0.14f, 1.f, 0.006f);
    return finish(std::move(out), 0.45f);
}

std::vector<std::int16_t> chat() {
    // A short high blip, light enough not to cover the game.
    Buffer out = silence(0.12f);
    tone(out, 0, 1318.5f, 1480.f, 0.03f, 1.f, 0.003f);
    return finish(std::move(out), 0.35f);
}

}  // namespace

std::string_view cueName(Cue cue) {
    switch (cue) {
        case Cue::Dice:
            return "dice";
        case Cue::Step:
            return "step";
        case Cue::SlotPiece:
            return "slot_piece";
        case Cue::Win:
            return "win";
        case Cue::Refused:
            return "refused";
        case Cue::YourTurn:
            return "your_turn";
        case Cue::Chat:
            return "chat";
    }
    return "?";
}

std::vector<std::int16_t> synthesize(Cue cue) {
    switch (cue) {
        case Cue::Dice:
            return dice();
        case Cue::Step:
            return step();
        case Cue::SlotPiece:
            return slotPiece();
        case Cue::Win:
            return win();
        case Cue::Refused:
            return refused();
        case Cue::YourTurn:
            return yourTurn();
        case Cue::Chat:
            return chat();
    }
    return {};
}

}  // namespace plateau::gui
