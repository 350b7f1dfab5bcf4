# The core library for other programs: headers, the static library u8scope_core, a CMake package
# (find_package(u8scope) gives the target u8scope::core) and a pkg-config file (u8scope.pc).
# They form the install component "Development", left out of a plain `cmake --install` and of the
# Debian package, which hold the programs:
#   cmake --install BUILD --component Development --prefix PREFIX
# docs/library.md shows a program built against it (docs/example/).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(U8SCOPE_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/u8scope)

install(TARGETS u8scope_core EXPORT u8scopeTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT Development EXCLUDE_FROM_ALL
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/core/include/u8scope
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT Development EXCLUDE_FROM_ALL)
install(EXPORT u8scopeTargets NAMESPACE u8scope:: DESTINATION ${U8SCOPE_CMAKE_DIR}
        COMPONENT Development EXCLUDE_FROM_ALL)

configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/cmake/u8scopeConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/packaging/u8scopeConfig.cmake
                              INSTALL_DESTINATION ${U8SCOPE_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/packaging/u8scopeConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/packaging/u8scopeConfig.cmake
              ${PROJECT_BINARY_DIR}/packaging/u8scopeConfigVersion.cmake
        DESTINATION ${U8SCOPE_CMAKE_DIR} COMPONENT Development EXCLUDE_FROM_ALL)

# pkg-config: the prefix relative to the file's folder (LIBDIR/pkgconfig), so that the file holds
# wherever the component is installed. Requires, not Requires.private: the library is static, so
# whoever links it links ICU and uchardet too.
string(REGEX REPLACE "[^/]+" ".." U8SCOPE_PC_UP "${CMAKE_INSTALL_LIBDIR}/pkgconfig")
configure_file(${CMAKE_CURRENT_LIST_DIR}/cmake/u8scope.pc.in ${PROJECT_BINARY_DIR}/packaging/u8scope.pc
               @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/packaging/u8scope.pc
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig COMPONENT Development EXCLUDE_FROM_ALL)
