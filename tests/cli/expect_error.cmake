# Runs frontier-cli solve on one malformed file: it must exit 1, print nothing on standard
# output, and print exactly "INPUT:LINE:COL: error: MESSAGE" on standard error.
execute_process(COMMAND ${CLI} solve ${PUZZLE} ${INPUT}
  OUTPUT_VARIABLE output ERROR_VARIABLE errors RESULT_VARIABLE status)
file(READ ${EXPECTED} expected)
string(STRIP "${expected}" expected)
string(REGEX REPLACE "^([0-9]+:[0-9]+): " "\\1: error: " expected "${expected}")
set(expected "${INPUT}:${expected}\n")
if(NOT status EQUAL 1)
  message(FATAL_ERROR "expected exit status 1, got ${status}\n${errors}")
endif()
if(NOT output STREQUAL "")
  message(FATAL_ERROR "a refused file printed answers:\n${output}")
endif()
if(NOT errors STREQUAL expected)
  message(FATAL_ERROR "wrong message for ${INPUT}\n--- expected\n${expected}--- actual\n${errors}")
endif()
