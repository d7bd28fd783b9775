# CPack pre-build script: in the plateau package, the window's DejaVu fonts become links
# to fonts-dejavu-core's (which the package depends on) instead of second copies.
# Runs in CPack's staging folder, after the install and before the package is made.
set(fonts_dir "usr/share/plateau/assets/fonts")
set(system_dir "/usr/share/fonts/truetype/dejavu")
file(GLOB staged LIST_DIRECTORIES false "${CPACK_TEMPORARY_DIRECTORY}/*/${fonts_dir}/*.ttf"
     "${CPACK_TEMPORARY_DIRECTORY}/${fonts_dir}/*.ttf")
foreach(font IN LISTS staged)
    get_filename_component(name "${font}" NAME)
    if(EXISTS "${system_dir}/${name}" AND NOT IS_SYMLINK "${font}")
        file(REMOVE "${font}")
        # Relative, from usr/share/plateau/assets/fonts to usr/share/fonts/truetype/dejavu.
        file(CREATE_LINK "../../../fonts/truetype/dejavu/${name}" "${font}" SYMBOLIC)
        message(STATUS "plateau: ${name} links to fonts-dejavu-core's")
    endif()
endforeach()
