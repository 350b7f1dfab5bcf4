// Tests of permission errors, also when the tests run as root (as in CI containers): root reads
// any file, so while an Unprivileged object lives the process's effective user is `nobody`.
#pragma once

#include <cstdlib>
#include <unistd.h>

namespace u8scope::test {

class Unprivileged {
public:
    static constexpr uid_t kNobody = 65534;
    Unprivileged() : m_dropped(::geteuid() == 0 && ::setegid(kNobody) == 0) {
        if (m_dropped && ::seteuid(kNobody) != 0) {
            restoreGroup();
            m_dropped = false;
        }
    }
    ~Unprivileged() {
        if (m_dropped) {
            if (::seteuid(0) != 0)
                std::abort(); // the rest of the run would go on as nobody
            restoreGroup();
        }
    }
    Unprivileged(const Unprivileged&) = delete;
    Unprivileged& operator=(const Unprivileged&) = delete;

    /// Whether file permissions now apply to this process.
    [[nodiscard]] static bool permissionsApply() { return ::geteuid() != 0; }

private:
    static void restoreGroup() {
        if (::setegid(0) != 0)
            std::abort();
    }

    bool m_dropped;
};

} // namespace u8scope::test
