# plateau(1) from the program's own help: help2man turns `plateau --help` into the page,
# and every command's `plateau COMMAND --help` becomes a section of it, so the page and
# the program never disagree.
#   cmake -DPLATEAU=<program> -DHELP2MAN=<help2man> -DINCLUDE=<plateau.h2m> -DOUT=<plateau.1> -P make_man.cmake
set(ENV{LC_ALL} C.UTF-8)
unset(ENV{DISPLAY})
unset(ENV{LANGUAGE})
unset(ENV{LANG})
execute_process(COMMAND "${PLATEAU}" --help OUTPUT_VARIABLE help RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${PLATEAU} --help failed (${rc})")
endif()

# The commands: the lines of the "Subcommands:" block.
string(REGEX REPLACE ".*\nSubcommands:\n" "" block "${help}")
string(REGEX MATCHALL "(^|\n)  [a-z][a-z-]*" names "${block}")
set(commands)
foreach(name IN LISTS names)
    string(STRIP "${name}" name)
    list(APPEND commands "${name}")
endforeach()
if(NOT commands)
    message(FATAL_ERROR "no command found in `plateau --help`")
endif()

# A roff section per command, its help text kept verbatim (.nf) as the program prints it.
file(READ "${INCLUDE}" include)
string(APPEND include "\n[COMMANDS]\n")
foreach(command IN LISTS commands)
    execute_process(COMMAND "${PLATEAU}" ${command} --help OUTPUT_VARIABLE text RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "${PLATEAU} ${command} --help failed (${rc})")
    endif()
    string(REPLACE "\\" "\\e" text "${text}")
    string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
    string(REGEX REPLACE "\n+$" "" text "${text}")
    string(APPEND include ".SS \"plateau ${command}\"\n.nf\n${text}\n.fi\n")
endforeach()

get_filename_component(dir "${OUT}" DIRECTORY)
file(MAKE_DIRECTORY "${dir}")
file(WRITE "${OUT}.h2m" "${include}")
execute_process(
    COMMAND "${HELP2MAN}" --no-info --section=1 --source=Plateau
        "--name=board games at one screen, with friends or against the computer"
        "--include=${OUT}.h2m" "--output=${OUT}" "${PLATEAU}"
    RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "help2man failed (${rc})")
endif()
# Debian wants man pages compressed with gzip -9n (no name, no time: reproducible).
execute_process(COMMAND gzip -9 -n -c "${OUT}" OUTPUT_FILE "${OUT}.gz" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "gzip failed (${rc})")
endif()
