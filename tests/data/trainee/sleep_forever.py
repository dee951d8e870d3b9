# Hostile: never answers, sleeps forever (the wall clock must stop it).
import time
while True:
    time.sleep(3600)
