# Runs frontier-cli solve on one sample and compares its output with the expected bytes.
separate_arguments(extra UNIX_COMMAND "${ARGS}")
execute_process(COMMAND ${CLI} solve ${PUZZLE} ${INPUT} ${extra}
  OUTPUT_VARIABLE actual ERROR_VARIABLE errors RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "frontier-cli exited with ${status}:\n${errors}")
endif()
file(READ ${EXPECTED} expected)
if(NOT actual STREQUAL expected)
  message(FATAL_ERROR "output differs for ${INPUT}\n--- expected\n${expected}\n--- actual\n${actual}")
endif()
