#include <isa-l/igzip_lib.h>
#include <isa-l/crc.h>
#include <zlib.h>

/// The level buffer ISA-L recommends for level 1 (its macros are expressions Swift does not import).
static const unsigned int lab_isal_level1_buffer_size = ISAL_DEF_LVL1_DEFAULT;
