// A solution that crashes, for the tests: it reads the input, then writes through a null
// pointer (SIGSEGV), as an index past an array often does.
#include <cstdio>

int main() {
  int n = 0;
  if (std::scanf("%d", &n) != 1) return 1;
  volatile int* nowhere = nullptr;
  *nowhere = n;
  std::puts("YES");
  return 0;
}
