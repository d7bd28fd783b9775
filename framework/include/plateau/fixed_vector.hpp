#pragma once

#include <array>
#include <cassert>
#include <cstddef>
#include <stdexcept>
#include <string>

namespace plateau {

// A vector with its storage inline: move generation on hot paths allocates nothing.
template <class T, std::size_t Capacity>
class FixedVector {
public:
    using value_type = T;
    using iterator = T*;
    using const_iterator = const T*;

    // Checked in every build: a plugin that lists more than Capacity moves throws (and is
    // stopped at the host's boundary) instead of writing past the array.
    void push_back(const T& value) {
        if (m_size >= Capacity) throw std::length_error("more than " + std::to_string(Capacity) + " entries in a move or chance list");
        m_items[m_size++] = value;
    }
    void pop_back() {
        assert(m_size > 0);
        --m_size;
    }
    void clear() noexcept { m_size = 0; }

    std::size_t size() const noexcept { return m_size; }
    bool empty() const noexcept { return m_size == 0; }
    static constexpr std::size_t capacity() noexcept { return Capacity; }

    T& operator[](std::size_t i) {
        assert(i < m_size);
        return m_items[i];
    }
    const T& operator[](std::size_t i) const {
        assert(i < m_size);
        return m_items[i];
    }
    T& back() { return (*this)[m_size - 1]; }
    const T& back() const { return (*this)[m_size - 1]; }

    T* begin() noexcept { return m_items.data(); }
    T* end() noexcept { return m_items.data() + m_size; }
    const T* begin() const noexcept { return m_items.data(); }
    const T* end() const noexcept { return m_items.data() + m_size; }

private:
    std::array<T, Capacity> m_items;
    std::size_t m_size = 0;
};

}  // namespace plateau
