# Whether a translation covers every string of the window: brings a copy of TS up to date with
# the sources (lupdate, in the build folder: the tree is not touched), then fails naming each
# string that is still unfinished. Run by the test Translations.<lang>CoversEveryString
# (app/CMakeLists.txt, option U8SCOPE_TEST_TRANSLATIONS) and usable by hand:
#   cmake -DLUPDATE=... -DPROJECT_IN=... -DGENERATOR=... -DTS=... -DWORK=... -P check_translation.cmake
foreach(var LUPDATE PROJECT_IN GENERATOR TS WORK)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "check_translation.cmake needs -D${var}=...")
    endif()
endforeach()
file(MAKE_DIRECTORY ${WORK})
get_filename_component(name ${TS} NAME)
set(copy ${WORK}/${name})
set(project ${WORK}/lupdate_project.json)
# The list of sources, as the u8scope_translations_lupdate target makes it.
execute_process(COMMAND ${CMAKE_COMMAND} -DIN_FILE=${PROJECT_IN} -DOUT_FILE=${project}
                        -P ${GENERATOR}
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "cannot list the sources for lupdate")
endif()
file(COPY_FILE ${TS} ${copy})
execute_process(COMMAND ${LUPDATE} -silent -locations none -no-obsolete -project ${project}
                        -ts ${copy}
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "lupdate failed on ${copy}")
endif()
file(READ ${copy} text)
string(REPLACE ";" "," text "${text}") # a ';' would split the CMake list of matches
string(REGEX MATCHALL "<source>[^<]*</source>[ \n]*<translation type=\"unfinished\"" unfinished
       "${text}")
list(LENGTH unfinished count)
if(count GREATER 0)
    set(list "")
    foreach(entry IN LISTS unfinished)
        string(REGEX REPLACE "<source>([^<]*)</source>.*" "\\1" source "${entry}")
        string(APPEND list "\n  ${source}")
    endforeach()
    message(FATAL_ERROR "${name}: ${count} strings of the window are not translated:${list}")
endif()
message(STATUS "${name}: every string of the window is translated")
