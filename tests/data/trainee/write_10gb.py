# Hostile: writes 10 GB, to standard output with no argument or to a file named by the
# first argument (the output cap and the file-size limit must stop it).
import sys
block = b"YES\n" * (1 << 18)  # 1 MiB
target = open(sys.argv[1], "wb") if len(sys.argv) > 1 else sys.stdout.buffer
for _ in range(10 * 1024):
    target.write(block)
target.flush()
