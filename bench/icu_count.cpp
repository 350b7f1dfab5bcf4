// The ICU side of bench/side-by-side: reads FILE and converts it from UTF-8 with
// u_strFromUTF8WithSub (U+FFFD for each maximal subpart, as ICU has done since ICU 60), then
// prints the number of substitutions. The file is converted in pieces of about 1 MiB, each cut
// just before an octet that is not a continuation (80-BF): a cut there never changes how the
// octets around it are decoded.
#include <cstdint>
#include <cstdio>
#include <unicode/ustring.h>
#include <vector>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    std::FILE* f = std::fopen(argv[1], "rb");
    if (!f) {
        std::perror(argv[1]);
        return 2;
    }
    constexpr std::size_t kPiece = std::size_t{1} << 20;
    std::vector<char> in(kPiece + 8);
    std::vector<UChar> out(kPiece + 16);
    std::size_t held = 0; // octets carried from the piece before
    std::uint64_t substitutions = 0;
    for (;;) {
        const std::size_t n = std::fread(in.data() + held, 1, kPiece - held, f);
        const std::size_t size = held + n;
        if (size == 0)
            break;
        // Convert up to the last octet that is not a continuation (or everything at the end).
        std::size_t cut = size;
        if (n > 0) {
            while (cut > 0 && (static_cast<unsigned char>(in[cut - 1]) & 0xC0) == 0x80)
                --cut;
            if (cut > 0)
                --cut;
            if (cut == 0)
                cut = size; // a whole piece of continuations: they decode alike wherever cut
        }
        int32_t length = 0;
        int32_t subs = 0;
        UErrorCode status = U_ZERO_ERROR;
        u_strFromUTF8WithSub(out.data(), static_cast<int32_t>(out.size()), &length, in.data(),
                             static_cast<int32_t>(cut), 0xFFFD, &subs, &status);
        if (U_FAILURE(status)) {
            std::fprintf(stderr, "%s: %s\n", argv[1], u_errorName(status));
            return 2;
        }
        substitutions += static_cast<std::uint64_t>(subs);
        held = size - cut;
        for (std::size_t k = 0; k < held; ++k)
            in[k] = in[cut + k];
        if (n == 0)
            break; // the end: everything held was converted
    }
    std::fclose(f);
    std::printf("%llu\n", static_cast<unsigned long long>(substitutions));
    return 0;
}
