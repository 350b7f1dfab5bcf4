// u8scope-cli: check, scan, decode, encode and dump from the command line.
#include "cli.h"

int main(int argc, char** argv) {
    return u8scope::cli::runProgram(argc, argv);
}
