# plateau_add_plugin(<id> SOURCES <files…> [LIBRARIES <targets…>] [NO_INSTALL])
#
# Builds a game plugin: a module library that links the SDK, hides every symbol but its
# plateau_plugin entry, lands where the plateau program looks for plugins and installs
# there (in install component ${PLATEAU_PLUGIN_INSTALL_COMPONENT} when that is set). The
# shipped plugins use it exactly as a third party does.
#
# Where it installs (PLATEAU_PLUGIN_INSTALL_DIR, relative to the install prefix): a game
# built against the installed SDK goes to share/plateau/plugins, which the program searches
# under every XDG data folder: a prefix of ~/.local gives ~/.local/share/plateau/plugins
# ($XDG_DATA_HOME), /usr/local gives /usr/local/share (in $XDG_DATA_DIRS). The program's own
# games go beside it, in lib/plateau/plugins.
function(plateau_add_plugin id)
    cmake_parse_arguments(PARSE_ARGV 1 ARG "NO_INSTALL" "" "SOURCES;LIBRARIES")
    set(target "plateau_plugin_${id}")
    add_library(${target} MODULE ${ARG_SOURCES})
    target_link_libraries(${target} PRIVATE plateau::plateau ${ARG_LIBRARIES})
    target_compile_features(${target} PRIVATE cxx_std_20)
    set_target_properties(${target} PROPERTIES
        OUTPUT_NAME "plateau_${id}"
        CXX_VISIBILITY_PRESET hidden
        VISIBILITY_INLINES_HIDDEN ON)
    if(DEFINED PLATEAU_PLUGIN_OUTPUT_DIR)
        set_target_properties(${target} PROPERTIES LIBRARY_OUTPUT_DIRECTORY "${PLATEAU_PLUGIN_OUTPUT_DIR}")
    endif()
    if(NOT DEFINED PLATEAU_PLUGIN_INSTALL_DIR)
        if(PROJECT_NAME STREQUAL "plateau")
            set(PLATEAU_PLUGIN_INSTALL_DIR "lib/plateau/plugins")
        else()
            set(PLATEAU_PLUGIN_INSTALL_DIR "share/plateau/plugins")
        endif()
    endif()
    set(component)
    if(DEFINED PLATEAU_PLUGIN_INSTALL_COMPONENT)
        set(component COMPONENT "${PLATEAU_PLUGIN_INSTALL_COMPONENT}")
    endif()
    if(NOT ARG_NO_INSTALL)
        install(TARGETS ${target} LIBRARY DESTINATION "${PLATEAU_PLUGIN_INSTALL_DIR}" ${component})
    endif()
endfunction()

# plateau_add_conformance_test(<plugin target or id> [DATA <folder>] [NAME <test>] [ARGS <args…>])
#
# Adds a ctest that loads the built plugin and runs the SDK's conformance checks on every
# variant and player count (what `plateau check` does). DATA is the folder holding the
# game's data folder <id>/ (default: ./games when it exists); ARGS go to the checker
# (--games N, --max-plies N, --seed N). The test fails with the reason if the plugin does
# not load.
function(plateau_add_conformance_test target)
    cmake_parse_arguments(PARSE_ARGV 1 ARG "" "DATA;NAME" "ARGS")
    if(NOT TARGET ${target} AND TARGET plateau_plugin_${target})
        set(target plateau_plugin_${target})
    endif()
    if(NOT TARGET ${target})
        message(FATAL_ERROR "plateau_add_conformance_test: no plugin target '${target}'")
    endif()
    if(NOT ARG_NAME)
        set(ARG_NAME "${target}_conformance")
    endif()
    if(NOT ARG_DATA AND IS_DIRECTORY "${CMAKE_CURRENT_SOURCE_DIR}/games")
        set(ARG_DATA "${CMAKE_CURRENT_SOURCE_DIR}/games")
    endif()
    add_test(NAME ${ARG_NAME}
        COMMAND "$<TARGET_FILE:plateau::conformance_runner>" "$<TARGET_FILE:${target}>" ${ARG_ARGS})
    set_tests_properties(${ARG_NAME} PROPERTIES LABELS conformance TIMEOUT 600)
    if(ARG_DATA)
        set_tests_properties(${ARG_NAME} PROPERTIES ENVIRONMENT "PLATEAU_DATA_PATH=${ARG_DATA}")
    endif()
endfunction()

# plateau_add_translations(<domain> PO_DIR <dir> LANGUAGES <xx…> [OUTPUT_DIR <dir>]
#                          [DESTINATION <dir>] [COMPONENT <name>])
#
# Compiles <dir>/<xx>.po into <OUTPUT_DIR>/<xx>/LC_MESSAGES/<domain>.mo at build time
# (msgfmt --check refuses a broken catalog) and installs them under DESTINATION. A game's
# domain is its id; the program finds a game's catalogs in the locale/ folder of its data
# (games/<id>/locale/…), so a plugin ships its translations beside its data.
function(plateau_add_translations domain)
    cmake_parse_arguments(PARSE_ARGV 1 ARG "" "PO_DIR;OUTPUT_DIR;DESTINATION;COMPONENT" "LANGUAGES")
    find_program(PLATEAU_MSGFMT msgfmt)
    if(NOT PLATEAU_MSGFMT)
        message(FATAL_ERROR "msgfmt (Debian package gettext) is needed to build translations")
    endif()
    if(NOT ARG_OUTPUT_DIR)
        set(ARG_OUTPUT_DIR "${CMAKE_CURRENT_BINARY_DIR}/locale")
    endif()
    set(component)
    if(ARG_COMPONENT)
        set(component COMPONENT "${ARG_COMPONENT}")
    endif()
    set(outputs)
    foreach(lang IN LISTS ARG_LANGUAGES)
        set(po "${ARG_PO_DIR}/${lang}.po")
        set(dir "${ARG_OUTPUT_DIR}/${lang}/LC_MESSAGES")
        add_custom_command(OUTPUT "${dir}/${domain}.mo"
            COMMAND "${CMAKE_COMMAND}" -E make_directory "${dir}"
            COMMAND "${PLATEAU_MSGFMT}" --check -o "${dir}/${domain}.mo" "${po}"
            DEPENDS "${po}"
            COMMENT "Compiling the ${lang} catalog of ${domain}"
            VERBATIM)
        list(APPEND outputs "${dir}/${domain}.mo")
        if(ARG_DESTINATION)
            install(FILES "${dir}/${domain}.mo"
                DESTINATION "${ARG_DESTINATION}/${lang}/LC_MESSAGES" ${component})
        endif()
    endforeach()
    add_custom_target(plateau_translations_${domain} ALL DEPENDS ${outputs})
endfunction()

# plateau_add_game(NAME <id> SOURCES <rules…> [PLUGIN <entry.cpp>] [DATA <games/id>]
#                  [LANGUAGES <xx…>] [TESTS <test.cpp…>] [LIBRARIES <targets…>]
#                  [CONFORMANCE_ARGS <args…>])
#
# A whole game in one call, built against the SDK:
#   <id>_rules           the rules (SOURCES) as a static library, for the plugin and tests;
#   plateau_plugin_<id>  the plugin (PLUGIN, default src/plugin.cpp), installed where the
#                        program looks (see plateau_add_plugin);
#   the data folder DATA (default games/<id>) installed to share/plateau/games/<id>, its
#   catalogs DATA/po/<xx>.po compiled beside the data (so a run from the build tree finds
#   them) and installed with it;
#   a ctest per TESTS file (its own main; doctest linked when found), run with
#   <ID>_DATA_DIR set to DATA;
#   the conformance test on the built plugin (CONFORMANCE_ARGS: --games N, …).
function(plateau_add_game)
    cmake_parse_arguments(PARSE_ARGV 0 ARG "" "NAME;PLUGIN;DATA"
        "SOURCES;LANGUAGES;TESTS;LIBRARIES;CONFORMANCE_ARGS")
    if(NOT ARG_NAME OR NOT ARG_SOURCES)
        message(FATAL_ERROR "plateau_add_game: NAME and SOURCES are required")
    endif()
    set(id "${ARG_NAME}")
    if(NOT ARG_PLUGIN)
        set(ARG_PLUGIN "${CMAKE_CURRENT_SOURCE_DIR}/src/plugin.cpp")
    endif()
    if(NOT ARG_DATA)
        set(ARG_DATA "${CMAKE_CURRENT_SOURCE_DIR}/games/${id}")
    endif()
    get_filename_component(ARG_DATA "${ARG_DATA}" ABSOLUTE)
    get_filename_component(data_parent "${ARG_DATA}" DIRECTORY)

    add_library(${id}_rules STATIC ${ARG_SOURCES})
    target_include_directories(${id}_rules PUBLIC "${CMAKE_CURRENT_SOURCE_DIR}/src")
    target_link_libraries(${id}_rules PUBLIC plateau::plateau ${ARG_LIBRARIES})
    target_compile_features(${id}_rules PUBLIC cxx_std_20)
    set_target_properties(${id}_rules PROPERTIES POSITION_INDEPENDENT_CODE ON
        CXX_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON)

    if(NOT DEFINED PLATEAU_PLUGIN_OUTPUT_DIR)
        set(PLATEAU_PLUGIN_OUTPUT_DIR "${PROJECT_BINARY_DIR}/plugins")
    endif()
    plateau_add_plugin(${id} SOURCES "${ARG_PLUGIN}" LIBRARIES ${id}_rules)
    if(IS_DIRECTORY "${ARG_DATA}")
        install(DIRECTORY "${ARG_DATA}" DESTINATION share/plateau/games PATTERN po EXCLUDE)
    endif()
    if(ARG_LANGUAGES)
        plateau_add_translations(${id} PO_DIR "${ARG_DATA}/po" LANGUAGES ${ARG_LANGUAGES}
            OUTPUT_DIR "${PROJECT_BINARY_DIR}/games/${id}/locale"
            DESTINATION share/plateau/games/${id}/locale)
    endif()

    if(ARG_TESTS)
        # doctest when the tests use it (Debian: doctest-dev); a test may have its own main.
        find_package(doctest QUIET)
        string(TOUPPER "${id}" upper)
        foreach(test_source IN LISTS ARG_TESTS)
            get_filename_component(test_name "${test_source}" NAME_WE)
            add_executable(${id}_${test_name} "${test_source}")
            target_link_libraries(${id}_${test_name} PRIVATE ${id}_rules)
            if(TARGET doctest::doctest)
                target_link_libraries(${id}_${test_name} PRIVATE doctest::doctest)
            endif()
            add_test(NAME ${id}_${test_name} COMMAND ${id}_${test_name})
            set_tests_properties(${id}_${test_name} PROPERTIES
                ENVIRONMENT "${upper}_DATA_DIR=${ARG_DATA}")
        endforeach()
    endif()
    plateau_add_conformance_test(plateau_plugin_${id} DATA "${data_parent}" ARGS ${ARG_CONFORMANCE_ARGS})
endfunction()
