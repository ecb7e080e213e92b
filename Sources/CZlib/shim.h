// zlib from Debian's zlib1g-dev: kitty's images deflated (`o=z`).
#include <zlib.h>
