# plateau_add_plugin(<id> SOURCES <files…> [LIBRARIES <targets…>] [NO_INSTALL])
#
# Builds a game plugin: a module library that links the SDK, hides every symbol but its
# plateau_plugin entry, lands where the plateau program looks for plugins and installs
# there (in install component ${PLATEAU_PLUGIN_INSTALL_COMPONENT} when that is set). The
# shipped plugins use it exactly as a third party does.
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
        set(PLATEAU_PLUGIN_INSTALL_DIR "lib/plateau/plugins")
    endif()
    set(component)
    if(DEFINED PLATEAU_PLUGIN_INSTALL_COMPONENT)
        set(component COMPONENT "${PLATEAU_PLUGIN_INSTALL_COMPONENT}")
    endif()
    if(NOT ARG_NO_INSTALL)
        install(TARGETS ${target} LIBRARY DESTINATION "${PLATEAU_PLUGIN_INSTALL_DIR}" ${component})
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
