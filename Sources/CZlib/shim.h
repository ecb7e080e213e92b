// zlib from Debian's zlib1g-dev: the tests inflate kitty's images (`o=z`) as kitty does.
#include <zlib.h>
