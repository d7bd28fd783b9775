# The Debian packages, made by CPack from this build tree (`make deb`):
#   plateau      the program, libplateau, the shipped games, desktop entry, man page
#   plateau-dev  the SDK: headers, CMake package, pkg-config file, docs, the Race example
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME plateau)
set(CPACK_PACKAGE_VENDOR "The Plateau authors")
set(CPACK_PACKAGE_CONTACT "${PLATEAU_MAINTAINER}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DIRECTORY "${PROJECT_BINARY_DIR}/packages")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
# CPack's own default summary, so that CPackDeb takes each package's synopsis from the
# first line of its description instead of putting the project's above both.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${CMAKE_PROJECT_NAME} built using CMake")

set(CPACK_COMPONENTS_ALL runtime dev)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_GROUPING IGNORE)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PLATEAU_HOMEPAGE}")
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# Depends from the binaries' needs (dpkg-shlibdeps) and a shlibs file for libplateau.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS_POLICY "=")
# libplateau is in /usr/lib: the ldconfig trigger (CPack's postinst/postrm also call
# ldconfig, which is redundant but harmless).
file(WRITE "${PROJECT_BINARY_DIR}/packaging/triggers" "activate-noawait ldconfig\n")
set(CPACK_DEBIAN_RUNTIME_PACKAGE_CONTROL_EXTRA "${PROJECT_BINARY_DIR}/packaging/triggers")
set(CPACK_DEBIAN_RUNTIME_PACKAGE_CONTROL_STRICT_PERMISSION ON)

set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME plateau)
# The fonts are fonts-dejavu-core's, linked rather than copied (system_fonts.cmake).
set(CPACK_DEBIAN_RUNTIME_PACKAGE_DEPENDS "fonts-dejavu-core")
set(CPACK_PRE_BUILD_SCRIPTS "${CMAKE_CURRENT_LIST_DIR}/system_fonts.cmake")
# Not "games": Debian keeps that section for programs in /usr/games, and plateau is in
# /usr/bin like every install of it. Software centres go by the desktop categories.
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION misc)
set(CPACK_DEBIAN_RUNTIME_DESCRIPTION "board games at one screen, with friends or against the computer
Plateau gathers board games in one window: the Game of the Goose, in three
traditional rule sets, and Quoridor for two or four players. Each seat is a
person or a computer player. Games can also be played in a terminal, and bot
matches and statistics run from the command line.
.
New games are plugins, built with the plateau-dev package.")

set(CPACK_DEBIAN_DEV_PACKAGE_NAME plateau-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
# The headers include Boost.DLL, TOML++ and spdlog, which the CMake package finds.
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS
    "plateau (= ${PROJECT_VERSION}), libboost-dev (>= 1.74), libtomlplusplus-dev (>= 3.3), libspdlog-dev (>= 1:1.10)")
set(CPACK_DEBIAN_DEV_PACKAGE_RECOMMENDS "cmake (>= 3.25), g++ (>= 4:12), pkgconf")
set(CPACK_DEBIAN_DEV_DESCRIPTION "SDK to write game plugins for Plateau
The headers, the CMake package (find_package(plateau) and plateau_add_plugin,
Debug and Release configurations), a pkg-config file, the documentation and
the Race example game, a complete plugin to start from.")

include(CPack)
