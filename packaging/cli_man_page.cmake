# cmake -DCLI=frontier-cli -DTEMPLATE=frontier-cli.1.in -DOUT=frontier-cli.1 -DVERSION=x.y.z -P cli_man_page.cmake
# Fills frontier-cli's man page with what the program itself prints, so the manual names
# each puzzle's options, ranges and algorithms exactly as the program states them, and
# follows them when they change: @COMMANDS@ from `frontier-cli COMMAND PUZZLE --help` for
# every command and puzzle, @ALGORITHMS@ from `frontier-cli algorithms PUZZLE`.

foreach(variable CLI TEMPLATE OUT VERSION)
  if(NOT DEFINED ${variable})
    message(FATAL_ERROR "cli_man_page.cmake needs -D${variable}=...")
  endif()
endforeach()

function(run_cli out_variable)
  execute_process(COMMAND ${CLI} ${ARGN} OUTPUT_VARIABLE output RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    list(JOIN ARGN " " words)
    message(FATAL_ERROR "frontier-cli ${words} exited with ${status}")
  endif()
  set(${out_variable} "${output}" PARENT_SCOPE)
endfunction()

# The program's words in roff: a backslash is written \e, a hyphen \- (so a search for an
# option finds it), and a line that starts with a dot or an apostrophe would be read as a
# request, so it is guarded with \&.
function(roff out_variable text)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REPLACE "-" "\\-" text "${text}")
  string(REGEX REPLACE "^([.'])" "\\\\&\\1" text "${text}")
  set(${out_variable} "${text}" PARENT_SCOPE)
endfunction()

# CMake lists are split on semicolons, and the help text has some: lines are split on a
# character the text never holds, and the semicolons put back in each line.
string(ASCII 31 separator)
function(split_lines out_variable text)
  string(REPLACE ";" "${separator}" text "${text}")
  string(REPLACE "\n" ";" lines "${text}")
  set(${out_variable} "${lines}" PARENT_SCOPE)
endfunction()
function(unsplit out_variable line)
  string(REPLACE "${separator}" ";" line "${line}")
  set(${out_variable} "${line}" PARENT_SCOPE)
endfunction()

# `frontier-cli puzzles` prints one puzzle a line: its id, a tab, its title.
run_cli(listing puzzles)
string(REGEX MATCHALL "(^|\n)[a-z0-9_-]+" ids "${listing}")
list(TRANSFORM ids STRIP)
if(NOT ids)
  message(FATAL_ERROR "frontier-cli puzzles listed no puzzle")
endif()

# One .SS a command and puzzle: CLI11's help is a title, a "Usage:" line, then headings
# ("Options:") over lines of "  NAME  help", which become tagged paragraphs.
set(COMMANDS "")
foreach(command solve generate algorithms trace)
  foreach(id IN LISTS ids)
    run_cli(help ${command} ${id} --help)
    split_lines(lines "${help}")
    string(APPEND COMMANDS ".SS \"${command} ${id}\"\n")
    foreach(line IN LISTS lines)
      unsplit(line "${line}")
      if(line MATCHES "^Usage: (.*)$")
        roff(usage "${CMAKE_MATCH_1}")
        string(APPEND COMMANDS ".PP\n.B ${usage}\n")
      elseif(line MATCHES "^  ([^ ]+( [^ ]+)*)  +(.*)$")
        roff(name "${CMAKE_MATCH_1}")
        roff(text "${CMAKE_MATCH_3}")
        string(APPEND COMMANDS ".TP\n.B ${name}\n${text}\n")
      elseif(line MATCHES "^([A-Za-z]+):$")
        string(APPEND COMMANDS ".PP\n${CMAKE_MATCH_1}:\n")
      elseif(NOT line STREQUAL "")
        roff(text "${line}")
        string(APPEND COMMANDS ".PP\n${text}\n")
      endif()
    endforeach()
  endforeach()
endforeach()

# `frontier-cli algorithms PUZZLE` prints one algorithm a line: its name, a tab, its summary.
set(ALGORITHMS "")
foreach(id IN LISTS ids)
  run_cli(listing algorithms ${id})
  split_lines(lines "${listing}")
  string(APPEND ALGORITHMS ".SS ${id}\n")
  foreach(line IN LISTS lines)
    unsplit(line "${line}")
    if(line MATCHES "^([^\t]+)\t(.*)$")
      roff(name "${CMAKE_MATCH_1}")
      roff(text "${CMAKE_MATCH_2}")
      string(APPEND ALGORITHMS ".TP\n.B ${name}\n${text}\n")
    elseif(NOT line STREQUAL "")
      message(FATAL_ERROR "frontier-cli algorithms ${id} printed '${line}', not NAME<tab>SUMMARY")
    endif()
  endforeach()
endforeach()

list(JOIN ids ", " PUZZLES)
string(TIMESTAMP DATE "%Y-%m-%d" UTC)
file(READ ${TEMPLATE} page)
string(CONFIGURE "${page}" page @ONLY)
file(WRITE ${OUT} "${page}")
