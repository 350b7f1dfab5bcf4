# The Debian package: `cpack -G DEB` in the build folder (or scripts/package) writes
# u8scope_VERSION_ARCH.deb from what `cmake --install` installs under /usr.
# Runtime dependencies are computed by dpkg-shlibdeps from the programs' libraries; only the
# Qt plugin the window loads at run time (which no library links) is named by hand.
# No maintainer scripts: since Debian 9 the icon cache and the desktop database are refreshed
# by dpkg triggers of hicolor-icon-theme and desktop-file-utils, and lintian flags scripts that
# do it themselves.
set(U8SCOPE_PACKAGE_MAINTAINER "u8scope developers <u8scope@users.noreply.github.com>"
    CACHE STRING "Maintainer field of the Debian package")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME u8scope)
set(CPACK_PACKAGE_VENDOR "The u8scope developers")
set(CPACK_PACKAGE_CONTACT "${U8SCOPE_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
# A .deb has no licence field: Debian reads it from usr/share/doc/u8scope/copyright (below).
# Generators that show a licence (installers) take LICENSE instead of CPack's placeholder.
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "hex and UTF-8 inspector that explains every encoding error")
# The long description: lines under 80 columns (Debian policy 3.4.1), "." between paragraphs.
set(CPACK_PACKAGE_DESCRIPTION
    "u8scope opens any file, from a few bytes to many gigabytes, shows it as hex
with every octet coloured by its role in UTF-8, and explains each malformed
sequence in plain words: what is wrong, which rule of RFC 3629 it breaks, what
the octets would have meant, and what a conforming decoder does with them.
.
The package holds the desktop program, u8scope, and its command-line
companion, u8scope-cli (check, scan, decode, encode, dump), with manual pages
and bash, zsh and fish completions.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${U8SCOPE_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${U8SCOPE_HOMEPAGE_URL}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
if(TARGET u8scope)
    # The xcb and wayland platform plugins are loaded at run time, so dpkg-shlibdeps cannot
    # see them; the SVG plugin draws the icon.
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
    # Qt's own texts (buttons, the file dialog) in the language of the window's translation.
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
endif()

# What Debian policy asks of every package: a copyright file and a changelog.
include(GNUInstallDirs)
set(U8SCOPE_DOC_DIR ${CMAKE_INSTALL_DATADIR}/doc/u8scope)
string(TIMESTAMP U8SCOPE_CHANGELOG_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
configure_file(${CMAKE_CURRENT_LIST_DIR}/changelog.in ${PROJECT_BINARY_DIR}/packaging/changelog
               @ONLY)
find_program(U8SCOPE_GZIP gzip)
if(U8SCOPE_GZIP)
    add_custom_command(
        OUTPUT ${PROJECT_BINARY_DIR}/packaging/changelog.gz
        COMMAND ${U8SCOPE_GZIP} -9 -n -k -f ${PROJECT_BINARY_DIR}/packaging/changelog
        DEPENDS ${PROJECT_BINARY_DIR}/packaging/changelog
        VERBATIM)
    add_custom_target(u8scope_changelog ALL DEPENDS ${PROJECT_BINARY_DIR}/packaging/changelog.gz)
    install(FILES ${PROJECT_BINARY_DIR}/packaging/changelog.gz DESTINATION ${U8SCOPE_DOC_DIR})
endif()
install(FILES ${CMAKE_CURRENT_LIST_DIR}/copyright DESTINATION ${U8SCOPE_DOC_DIR})

include(CPack)
