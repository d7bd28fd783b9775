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
