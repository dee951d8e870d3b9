# Hostile: allocates and touches memory without end (the memory limit must stop it).
chunks = []
while True:
    chunks.append(bytearray(8 << 20))
