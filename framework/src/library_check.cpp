#include "plateau/host/library_check.hpp"

#include <elf.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstring>
#include <string>
#include <vector>

namespace plateau {

namespace {

constexpr std::uintmax_t kMaxLibraryBytes = 1ull << 30;

bool readAt(int fd, std::uint64_t offset, void* out, std::size_t size) {
    std::size_t done = 0;
    while (done < size) {
        const ssize_t n = ::pread(fd, static_cast<char*>(out) + done, size - done,
                                  static_cast<off_t>(offset + done));
        if (n <= 0) return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

// [offset, offset + count * size) inside the file, without overflow.
bool inside(std::uint64_t offset, std::uint64_t count, std::uint64_t size, std::uint64_t file) {
    if (count != 0 && size > file / count) return false;
    const std::uint64_t bytes = count * size;
    return offset <= file && bytes <= file - offset;
}

template <class Ehdr, class Phdr, class Shdr>
std::string checkElf(int fd, std::uint64_t fileSize) {
    Ehdr eh{};
    if (!readAt(fd, 0, &eh, sizeof eh)) return "is too short for an ELF header";
    if (eh.e_type != ET_DYN) return "is not a shared library (ELF type " + std::to_string(eh.e_type) + ")";
    if (eh.e_phnum == 0 || eh.e_phentsize != sizeof(Phdr))
        return "has no usable program headers";
    if (!inside(eh.e_phoff, eh.e_phnum, sizeof(Phdr), fileSize))
        return "is truncated: its program headers end past the end of the file";
    if (eh.e_shnum != 0 && (eh.e_shentsize != sizeof(Shdr) ||
                            !inside(eh.e_shoff, eh.e_shnum, sizeof(Shdr), fileSize)))
        return "is truncated: its section headers end past the end of the file (" +
               std::to_string(fileSize) + " bytes)";
    std::vector<Phdr> ph(eh.e_phnum);
    if (!readAt(fd, eh.e_phoff, ph.data(), ph.size() * sizeof(Phdr)))
        return "cannot be read";
    for (const Phdr& p : ph) {
        if ((p.p_type == PT_LOAD || p.p_type == PT_DYNAMIC) &&
            !inside(p.p_offset, 1, p.p_filesz, fileSize))
            return "is truncated: a segment ends past the end of the file (" +
                   std::to_string(fileSize) + " bytes)";
    }
    if (eh.e_shnum != 0) {
        std::vector<Shdr> sh(eh.e_shnum);
        if (!readAt(fd, eh.e_shoff, sh.data(), sh.size() * sizeof(Shdr)))
            return "cannot be read";
        for (const Shdr& s : sh) {
            if (s.sh_type != SHT_NOBITS && !inside(s.sh_offset, 1, s.sh_size, fileSize))
                return "is truncated: a section ends past the end of the file (" +
                       std::to_string(fileSize) + " bytes)";
        }
    }
    return {};
}

}  // namespace

Status checkLibraryFile(const std::filesystem::path& file) {
    const std::string name = file.string();
    const int fd = ::open(name.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return Error(name, 0, 0, std::string("cannot be opened: ") + std::strerror(errno));
    struct stat st {};
    std::string why;
    unsigned char ident[EI_NIDENT] = {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        why = S_ISDIR(st.st_mode) ? "is a folder, not a library" : "is not a regular file";
    } else if (static_cast<std::uintmax_t>(st.st_size) > kMaxLibraryBytes) {
        why = "is too large for a plugin (" + std::to_string(st.st_size) + " bytes)";
    } else if (!readAt(fd, 0, ident, sizeof ident) || std::memcmp(ident, ELFMAG, SELFMAG) != 0) {
        why = "not a loadable library: no ELF header (" + std::to_string(st.st_size) + " bytes)";
    } else if (ident[EI_CLASS] == ELFCLASS64 && sizeof(void*) == 8) {
        why = checkElf<Elf64_Ehdr, Elf64_Phdr, Elf64_Shdr>(fd, static_cast<std::uint64_t>(st.st_size));
    } else if (ident[EI_CLASS] == ELFCLASS32 && sizeof(void*) == 4) {
        why = checkElf<Elf32_Ehdr, Elf32_Phdr, Elf32_Shdr>(fd, static_cast<std::uint64_t>(st.st_size));
    } else {
        why = "is an ELF library for another word size";
    }
    ::close(fd);
    if (!why.empty()) return Error(name, 0, 0, why);
    return {};
}

}  // namespace plateau
