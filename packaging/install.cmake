# What `cmake --install` puts where, beside the programs (app/) and the manual pages (docs/man/):
# the desktop entry, the icons, the AppStream metadata, the shell completions and the demo file.
# Folders follow the freedesktop.org specifications and Debian's shells; see docs/packaging.md,
# "Installing".
include(GNUInstallDirs)

set(U8SCOPE_HOMEPAGE_URL "https://github.com/u8scope/u8scope" CACHE STRING "Project home page")
set(U8SCOPE_SCREENSHOT_URL
    "https://raw.githubusercontent.com/u8scope/u8scope/main/docs/screenshot.png"
    CACHE STRING "Where the AppStream screenshot (docs/screenshot.png) is published")

# Shell completions of u8scope-cli (generated in cli/). zsh: Debian's zsh looks in
# vendor-completions for packages of /usr, site-functions elsewhere.
install(FILES ${U8SCOPE_COMPLETIONS_DIR}/u8scope-cli
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
# Decided at install time, as cpack installs under /usr whatever the build's prefix.
set(U8SCOPE_ZSH_COMPLETION_DIR "" CACHE STRING
    "Where the zsh completion goes, relative to the prefix (default: see above)")
install(CODE "
    set(zsh_dir \"${U8SCOPE_ZSH_COMPLETION_DIR}\")
    if(NOT zsh_dir)
        if(CMAKE_INSTALL_PREFIX STREQUAL \"/usr\")
            set(zsh_dir ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)
        else()
            set(zsh_dir ${CMAKE_INSTALL_DATADIR}/zsh/site-functions)
        endif()
    endif()
    file(INSTALL DESTINATION \"\${CMAKE_INSTALL_PREFIX}/\${zsh_dir}\" TYPE FILE
         FILES \"${U8SCOPE_COMPLETIONS_DIR}/_u8scope-cli\")
")
install(FILES ${U8SCOPE_COMPLETIONS_DIR}/u8scope-cli.fish
        DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d)

if(TARGET u8scope)
    set(resources ${PROJECT_SOURCE_DIR}/resources)
    # The desktop entry, the icon and the metainfo are named by the id (CMakeLists.txt), as
    # AppStream and the window's application id (QGuiApplication::desktopFileName) expect.
    configure_file(${resources}/u8scope.desktop.in ${PROJECT_BINARY_DIR}/${U8SCOPE_APP_ID}.desktop
                   @ONLY)
    install(FILES ${PROJECT_BINARY_DIR}/${U8SCOPE_APP_ID}.desktop
            DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
    foreach(size 16 22 24 32 48 64 128 256 512)
        install(FILES ${resources}/icons/hicolor/${size}x${size}/apps/u8scope.png
                DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps
                RENAME ${U8SCOPE_APP_ID}.png)
    endforeach()
    install(FILES ${resources}/icons/u8scope.svg
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
            RENAME ${U8SCOPE_APP_ID}.svg)
    configure_file(${resources}/u8scope.metainfo.xml.in
                   ${PROJECT_BINARY_DIR}/${U8SCOPE_APP_ID}.metainfo.xml @ONLY)
    install(FILES ${PROJECT_BINARY_DIR}/${U8SCOPE_APP_ID}.metainfo.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
    # The demo is also compiled in; the installed copy can be opened by path, reloaded, watched.
    install(FILES ${resources}/demo/demo.txt DESTINATION ${CMAKE_INSTALL_DATADIR}/u8scope/demo)
endif()
