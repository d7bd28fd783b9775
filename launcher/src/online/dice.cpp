#include "online/dice.hpp"

#include <cmath>
#include <cstring>
#include <stdexcept>

#include <openssl/evp.h>
#include <sys/random.h>

namespace plateau::online {

Bytes32 randomBytes32() {
    Bytes32 out{};
    std::size_t got = 0;
    while (got < out.size()) {
        const ssize_t n = getrandom(out.data() + got, out.size() - got, 0);
        if (n > 0)
            got += static_cast<std::size_t>(n);
        else if (errno != EINTR)
            throw std::runtime_error("the system has no random source");
    }
    return out;
}

Bytes32 sha256(const void* data, std::size_t size) {
    Bytes32 out{};
    unsigned int length = 0;
    EVP_Digest(data, size, out.data(), &length, EVP_sha256(), nullptr);
    return out;
}

std::string toHex(const std::uint8_t* data, std::size_t size) {
    static const char digits[] = "0123456789abcdef";
    std::string out(size * 2, '0');
    for (std::size_t i = 0; i < size; ++i) {
        out[2 * i] = digits[data[i] >> 4];
        out[2 * i + 1] = digits[data[i] & 15];
    }
    return out;
}

std::optional<Bytes32> parseHex32(std::string_view text) {
    if (text.size() != 64) return std::nullopt;
    Bytes32 out{};
    for (std::size_t i = 0; i < 64; ++i) {
        const char c = text[i];
        int v = 0;
        if (c >= '0' && c <= '9')
            v = c - '0';
        else if (c >= 'a' && c <= 'f')
            v = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F')
            v = c - 'A' + 10;
        else
            return std::nullopt;
        out[i / 2] = static_cast<std::uint8_t>(out[i / 2] | (i % 2 ? v : v << 4));
    }
    return out;
}

std::string commitmentOf(const Bytes32& secret) {
    return toHex(sha256(secret.data(), secret.size()));
}

std::vector<std::uint64_t> integerWeights(const ChanceList& outcomes) {
    std::vector<std::uint64_t> weights(outcomes.size());
    for (std::uint64_t d = 1; d <= 1'000'000; ++d) {
        bool exact = true;
        for (std::size_t i = 0; i < outcomes.size() && exact; ++i) {
            const double scaled = outcomes[i].probability * static_cast<double>(d);
            exact = std::fabs(scaled - std::round(scaled)) < 1e-9 * static_cast<double>(d);
        }
        if (!exact) continue;
        for (std::size_t i = 0; i < outcomes.size(); ++i)
            weights[i] = static_cast<std::uint64_t>(
                std::llround(outcomes[i].probability * static_cast<double>(d)));
        return weights;
    }
    for (std::size_t i = 0; i < outcomes.size(); ++i)
        weights[i] =
            static_cast<std::uint64_t>(std::llround(outcomes[i].probability * 4294967296.0));
    return weights;
}

namespace {

void putBigEndian(std::uint8_t* out, std::uint32_t v) {
    out[0] = static_cast<std::uint8_t>(v >> 24);
    out[1] = static_cast<std::uint8_t>(v >> 16);
    out[2] = static_cast<std::uint8_t>(v >> 8);
    out[3] = static_cast<std::uint8_t>(v);
}

// SHA-256(secret || contribution || n || k) for k = 0, 1, …, read 8 bytes at a time.
class Stream {
public:
    Stream(const Bytes32& secret, const Bytes32& contribution, std::uint32_t n) {
        std::memcpy(m_input, secret.data(), 32);
        std::memcpy(m_input + 32, contribution.data(), 32);
        putBigEndian(m_input + 64, n);
    }
    std::uint64_t next() {
        if (m_used == 4) {
            putBigEndian(m_input + 68, m_block++);
            m_bytes = sha256(m_input, sizeof m_input);
            m_used = 0;
        }
        std::uint64_t v = 0;
        for (int i = 0; i < 8; ++i)
            v = (v << 8) | m_bytes[static_cast<std::size_t>(m_used * 8 + i)];
        ++m_used;
        return v;
    }

private:
    std::uint8_t m_input[72]{};
    std::uint32_t m_block = 0;
    Bytes32 m_bytes{};
    int m_used = 4;
};

}  // namespace

int drawOutcome(const Bytes32& secret, const Bytes32& contribution, std::uint32_t n,
                const std::vector<std::uint64_t>& weights) {
    std::uint64_t total = 0;
    for (std::uint64_t w : weights)
        total += w;
    if (total == 0) return -1;
    Stream stream(secret, contribution, n);
    const std::uint64_t x = uniformBelow(total, [&] { return stream.next(); });
    std::uint64_t running = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        running += weights[i];
        if (running > x) return static_cast<int>(i);
    }
    return static_cast<int>(weights.size()) - 1;
}

std::uint64_t seedFrom(const Bytes32& secret, const std::vector<Bytes32>& values) {
    std::vector<std::uint8_t> input(secret.begin(), secret.end());
    for (const Bytes32& v : values)
        input.insert(input.end(), v.begin(), v.end());
    const Bytes32 digest = sha256(input.data(), input.size());
    std::uint64_t seed = 0;
    for (int i = 0; i < 8; ++i)
        seed = (seed << 8) | digest[static_cast<std::size_t>(i)];
    return seed;
}

}  // namespace plateau::online
