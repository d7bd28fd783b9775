#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <new>
#include <type_traits>

namespace plateau {

// A vector that keeps its first N entries inline and allocates only beyond them: move
// generation on hot paths allocates nothing, and a game with more moves (Go 19×19: 362)
// still fits. For trivially copyable values (moves, chance outcomes), copied as bytes.
template <class T, std::size_t N>
class SmallVector {
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                  "SmallVector holds plain values");

public:
    using value_type = T;
    using size_type = std::size_t;
    using iterator = T*;
    using const_iterator = const T*;

    SmallVector() noexcept = default;
    SmallVector(const SmallVector& other) { assign(other.begin(), other.end()); }
    SmallVector(SmallVector&& other) noexcept { take(other); }
    SmallVector(std::initializer_list<T> values) { assign(values.begin(), values.end()); }
    SmallVector& operator=(const SmallVector& other) {
        if (this != &other) assign(other.begin(), other.end());
        return *this;
    }
    SmallVector& operator=(SmallVector&& other) noexcept {
        if (this != &other) {
            m_heap.reset();
            take(other);
        }
        return *this;
    }
    ~SmallVector() = default;

    void push_back(const T& value) {
        if (m_size == m_capacity) grow(m_size + 1);
        ::new (data() + m_size) T(value);
        ++m_size;
    }
    template <class... Args>
    T& emplace_back(Args&&... args) {
        if (m_size == m_capacity) grow(m_size + 1);
        T* slot = ::new (data() + m_size) T{std::forward<Args>(args)...};
        ++m_size;
        return *slot;
    }
    void pop_back() {
        assert(m_size > 0);
        --m_size;
    }
    void clear() noexcept { m_size = 0; }
    void reserve(std::size_t n) {
        if (n > m_capacity) grow(n);
    }
    // New entries are value-initialised.
    void resize(std::size_t n) {
        reserve(n);
        for (std::size_t i = m_size; i < n; ++i)
            ::new (data() + i) T();
        m_size = n;
    }
    iterator erase(const_iterator first, const_iterator last) {
        T* f = data() + (first - data());
        const auto count = static_cast<std::size_t>(last - first);
        std::memmove(static_cast<void*>(f), f + count,
                     (m_size - static_cast<std::size_t>(f - data()) - count) * sizeof(T));
        m_size -= count;
        return f;
    }
    iterator erase(const_iterator at) { return erase(at, at + 1); }

    std::size_t size() const noexcept { return m_size; }
    bool empty() const noexcept { return m_size == 0; }
    std::size_t capacity() const noexcept { return m_capacity; }
    static constexpr std::size_t inlineCapacity() noexcept { return N; }
    // Whether the entries are on the heap (the list outgrew its inline room).
    bool onHeap() const noexcept { return m_heap != nullptr; }

    T* data() noexcept { return m_heap ? m_heap.get() : inlineData(); }
    const T* data() const noexcept { return m_heap ? m_heap.get() : inlineData(); }
    T& operator[](std::size_t i) {
        assert(i < m_size);
        return data()[i];
    }
    const T& operator[](std::size_t i) const {
        assert(i < m_size);
        return data()[i];
    }
    T& front() { return (*this)[0]; }
    const T& front() const { return (*this)[0]; }
    T& back() { return (*this)[m_size - 1]; }
    const T& back() const { return (*this)[m_size - 1]; }

    T* begin() noexcept { return data(); }
    T* end() noexcept { return data() + m_size; }
    const T* begin() const noexcept { return data(); }
    const T* end() const noexcept { return data() + m_size; }

private:
    T* inlineData() noexcept { return std::launder(reinterpret_cast<T*>(m_inline)); }
    const T* inlineData() const noexcept {
        return std::launder(reinterpret_cast<const T*>(m_inline));
    }
    void assign(const T* first, const T* last) {
        const auto n = static_cast<std::size_t>(last - first);
        m_size = 0;
        reserve(n);
        if (n) std::memcpy(static_cast<void*>(data()), first, n * sizeof(T));
        m_size = n;
    }
    void take(SmallVector& other) noexcept {
        if (other.m_heap) {
            m_heap = std::move(other.m_heap);
            m_capacity = other.m_capacity;
        } else {
            m_capacity = N;
            if (other.m_size)
                std::memcpy(static_cast<void*>(inlineData()), other.inlineData(),
                            other.m_size * sizeof(T));
        }
        m_size = other.m_size;
        other.m_size = 0;
        other.m_capacity = N;
    }
    void grow(std::size_t atLeast) {
        const std::size_t capacity = std::max(atLeast, m_capacity * 2);
        std::unique_ptr<T[]> bigger(new T[capacity]);
        if (m_size) std::memcpy(static_cast<void*>(bigger.get()), data(), m_size * sizeof(T));
        m_heap = std::move(bigger);
        m_capacity = capacity;
    }

    std::unique_ptr<T[]> m_heap;
    std::size_t m_size = 0;
    std::size_t m_capacity = N;
    alignas(T) unsigned char m_inline[N * sizeof(T)];
};

}  // namespace plateau
