// libdeflate from Debian's libdeflate-dev: kitty's images deflated (`o=z`), in a zlib wrapper.
#include <libdeflate.h>
