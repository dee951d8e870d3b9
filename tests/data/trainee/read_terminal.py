# Hostile: ignores its input and reads from the terminal, waiting for a person (it must
# find none: the program runs with no controlling terminal).
with open("/dev/tty") as terminal:
    print(terminal.readline())
