# Hostile: forks without end, each child forking on (the process limit and the process
# group's end must stop it and every child).
import os
import time
while True:
    try:
        os.fork()
    except OSError:
        time.sleep(0.01)
