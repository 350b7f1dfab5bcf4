#include <cstdio>

int main() {
    std::puts("u8scope-cli: not yet");
    return 0;
}
