// FreeType and fontconfig (Debian's libfreetype-dev and libfontconfig-dev), for drawing text
// into sixel images, and the few things Swift cannot take from their headers: flags that are
// macros of expressions, and fontconfig's lookup, which goes through variadic and macro-named
// calls. The include path of FreeType's headers comes from pkg-config (freetype2).
#ifndef MOVEME_CFREETYPE_SHIM_H
#define MOVEME_CFREETYPE_SHIM_H

#include <string.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <fontconfig/fontconfig.h>

/// Load a glyph and render it as an 8-bit coverage bitmap.
static inline FT_Int32 moveme_loadRender(void) { return FT_LOAD_RENDER; }

/// Whether a bitmap is 8-bit grey levels (coverage), the one kind the text rasterizer draws.
static inline int moveme_isGrayBitmap(const FT_Bitmap *bitmap) { return bitmap->pixel_mode == FT_PIXEL_MODE_GRAY; }

/// The file of the font fontconfig matches to `pattern` (a fontconfig name, "DejaVu Sans:bold"),
/// copied into `path` (`size` bytes with its terminating 0); its face index in `index`. 0 when
/// fontconfig has none or the name does not fit.
static inline int moveme_matchFont(const char *pattern, char *path, size_t size, int *index) {
    if (!FcInit()) return 0;
    FcPattern *wanted = FcNameParse((const FcChar8 *)pattern);
    if (wanted == NULL) return 0;
    FcConfigSubstitute(NULL, wanted, FcMatchPattern);
    FcDefaultSubstitute(wanted);
    FcResult result = FcResultNoMatch;
    FcPattern *found = FcFontMatch(NULL, wanted, &result);
    FcPatternDestroy(wanted);
    if (found == NULL) return 0;
    FcChar8 *file = NULL;
    int ok = 0;
    if (FcPatternGetString(found, FC_FILE, 0, &file) == FcResultMatch && file != NULL && strlen((const char *)file) < size) {
        strcpy(path, (const char *)file);
        if (FcPatternGetInteger(found, FC_INDEX, 0, index) != FcResultMatch) *index = 0;
        ok = 1;
    }
    FcPatternDestroy(found);
    return ok;
}

/// The same for a font that has the character `codepoint` (a fallback, as a desktop finds one
/// for a script the first font lacks): 0 when no font fontconfig knows has it.
static inline int moveme_matchFontFor(const char *pattern, unsigned int codepoint, char *path, size_t size, int *index) {
    if (!FcInit()) return 0;
    FcPattern *wanted = FcNameParse((const FcChar8 *)pattern);
    if (wanted == NULL) return 0;
    FcCharSet *characters = FcCharSetCreate();
    FcCharSetAddChar(characters, codepoint);
    FcPatternAddCharSet(wanted, FC_CHARSET, characters);
    FcCharSetDestroy(characters);
    FcConfigSubstitute(NULL, wanted, FcMatchPattern);
    FcDefaultSubstitute(wanted);
    FcResult result = FcResultNoMatch;
    FcPattern *found = FcFontMatch(NULL, wanted, &result);
    FcPatternDestroy(wanted);
    if (found == NULL) return 0;
    FcCharSet *has = NULL;
    FcChar8 *file = NULL;
    int ok = 0;
    if (FcPatternGetCharSet(found, FC_CHARSET, 0, &has) == FcResultMatch && FcCharSetHasChar(has, codepoint)
        && FcPatternGetString(found, FC_FILE, 0, &file) == FcResultMatch && file != NULL
        && strlen((const char *)file) < size) {
        strcpy(path, (const char *)file);
        if (FcPatternGetInteger(found, FC_INDEX, 0, index) != FcResultMatch) *index = 0;
        ok = 1;
    }
    FcPatternDestroy(found);
    return ok;
}

#endif
