// FreeType and fontconfig (Debian's libfreetype-dev and libfontconfig-dev, their headers through
// pkg-config's freetype2), for drawing the views' text into their images, and the few things
// Swift cannot take from their headers: flags that are macros of expressions, and fontconfig's
// lookup, which goes through variadic and macro-named calls.
//
// Both libraries are opened with dlopen when first needed (`moveme_fonts_open`,
// `moveme_fontconfig_open`), never linked:
// a run that draws no image (every terminal without one) does not load them, nor the half-dozen
// libraries they bring (a megabyte of memory and a millisecond at every start). Every call goes
// through the function pointers found then; Swift calls only the `moveme_` functions here.
#ifndef MOVEME_CFREETYPE_SHIM_H
#define MOVEME_CFREETYPE_SHIM_H

#include <dlfcn.h>
#include <string.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <fontconfig/fontconfig.h>

/// The functions used, found in the libraries once.
struct moveme_fonts {
    int state;            // FreeType's: 0: not tried; 1: open; -1: the library or a function is missing
    int fontconfigState;  // the same, fontconfig's
    FT_Error (*init)(FT_Library *);
    FT_Error (*done)(FT_Library);
    FT_Error (*newFace)(FT_Library, const char *, FT_Long, FT_Face *);
    FT_Error (*doneFace)(FT_Face);
    FT_Error (*setPixelSizes)(FT_Face, FT_UInt, FT_UInt);
    FT_Error (*loadChar)(FT_Face, FT_ULong, FT_Int32);
    FT_UInt (*charIndex)(FT_Face, FT_ULong);
    void (*emboldenSlot)(FT_GlyphSlot);
    FT_Error (*renderGlyph)(FT_GlyphSlot, FT_Render_Mode);
    FcBool (*fcInit)(void);
    FcPattern *(*nameParse)(const FcChar8 *);
    FcBool (*substitute)(FcConfig *, FcPattern *, FcMatchKind);
    void (*defaultSubstitute)(FcPattern *);
    FcPattern *(*match)(FcConfig *, FcPattern *, FcResult *);
    void (*patternDestroy)(FcPattern *);
    FcResult (*getString)(const FcPattern *, const char *, int, FcChar8 **);
    FcResult (*getInteger)(const FcPattern *, const char *, int, int *);
    FcResult (*getBool)(const FcPattern *, const char *, int, FcBool *);
    FcResult (*getCharSet)(const FcPattern *, const char *, int, FcCharSet **);
    FcBool (*addCharSet)(FcPattern *, const char *, const FcCharSet *);
    FcCharSet *(*charSetCreate)(void);
    FcBool (*charSetAddChar)(FcCharSet *, FcChar32);
    FcBool (*charSetHasChar)(const FcCharSet *, FcChar32);
    void (*charSetDestroy)(FcCharSet *);
};

/// The one set of functions (storage inside a function: Swift emits an inline function's
/// statics with it, not a header's global).
static inline struct moveme_fonts *moveme_fonts_found(void) {
    static struct moveme_fonts found;
    return &found;
}

#define MOVEME_FIND(library, field, name) \
    if ((*(void **)&f->field = dlsym(library, name)) == NULL) return 0;

/// Opens FreeType and finds its functions, once; 1 when all are there.
static inline int moveme_fonts_open(void) {
    struct moveme_fonts *f = moveme_fonts_found();
    if (f->state != 0) return f->state == 1;
    f->state = -1;
    void *ft = dlopen("libfreetype.so.6", RTLD_NOW | RTLD_LOCAL);
    if (ft == NULL) return 0;
    MOVEME_FIND(ft, init, "FT_Init_FreeType")
    MOVEME_FIND(ft, done, "FT_Done_FreeType")
    MOVEME_FIND(ft, newFace, "FT_New_Face")
    MOVEME_FIND(ft, doneFace, "FT_Done_Face")
    MOVEME_FIND(ft, setPixelSizes, "FT_Set_Pixel_Sizes")
    MOVEME_FIND(ft, loadChar, "FT_Load_Char")
    MOVEME_FIND(ft, charIndex, "FT_Get_Char_Index")
    MOVEME_FIND(ft, emboldenSlot, "FT_GlyphSlot_Embolden")
    MOVEME_FIND(ft, renderGlyph, "FT_Render_Glyph")
    f->state = 1;
    return 1;
}

/// Opens fontconfig and finds its functions, once; 1 when all are there. Only when a font is
/// looked up: a run that knows its fonts already (`FontChoices`) never loads it, nor expat.
static inline int moveme_fontconfig_open(void) {
    struct moveme_fonts *f = moveme_fonts_found();
    if (f->fontconfigState != 0) return f->fontconfigState == 1;
    f->fontconfigState = -1;
    void *fc = dlopen("libfontconfig.so.1", RTLD_NOW | RTLD_LOCAL);
    if (fc == NULL) return 0;
    MOVEME_FIND(fc, fcInit, "FcInit")
    MOVEME_FIND(fc, nameParse, "FcNameParse")
    MOVEME_FIND(fc, substitute, "FcConfigSubstitute")
    MOVEME_FIND(fc, defaultSubstitute, "FcDefaultSubstitute")
    MOVEME_FIND(fc, match, "FcFontMatch")
    MOVEME_FIND(fc, patternDestroy, "FcPatternDestroy")
    MOVEME_FIND(fc, getString, "FcPatternGetString")
    MOVEME_FIND(fc, getInteger, "FcPatternGetInteger")
    MOVEME_FIND(fc, getBool, "FcPatternGetBool")
    MOVEME_FIND(fc, getCharSet, "FcPatternGetCharSet")
    MOVEME_FIND(fc, addCharSet, "FcPatternAddCharSet")
    MOVEME_FIND(fc, charSetCreate, "FcCharSetCreate")
    MOVEME_FIND(fc, charSetAddChar, "FcCharSetAddChar")
    MOVEME_FIND(fc, charSetHasChar, "FcCharSetHasChar")
    MOVEME_FIND(fc, charSetDestroy, "FcCharSetDestroy")
    f->fontconfigState = 1;
    return 1;
}
#undef MOVEME_FIND

// FreeType's calls, through the functions found (`moveme_fonts_open` first).
static inline FT_Error moveme_ft_init(FT_Library *library) { return moveme_fonts_found()->init(library); }
static inline FT_Error moveme_ft_done(FT_Library library) { return moveme_fonts_found()->done(library); }
static inline FT_Error moveme_ft_new_face(FT_Library library, const char *path, FT_Long index, FT_Face *face) {
    return moveme_fonts_found()->newFace(library, path, index, face);
}
static inline FT_Error moveme_ft_done_face(FT_Face face) { return moveme_fonts_found()->doneFace(face); }
static inline FT_Error moveme_ft_set_pixel_sizes(FT_Face face, FT_UInt height) {
    return moveme_fonts_found()->setPixelSizes(face, 0, height);
}
static inline FT_UInt moveme_ft_char_index(FT_Face face, FT_ULong code) { return moveme_fonts_found()->charIndex(face, code); }

/// Loads the glyph of `code`: hinted by the font's own instructions, or with `light` by
/// FreeType's auto-hinter on the vertical only (FT_LOAD_TARGET_LIGHT, what fontconfig's default
/// hintstyle, slight, asks for); emboldened when `embolden` (fontconfig's synthetic bold: a font
/// of a lighter weight standing in for a bold one, its outline thickened as Cairo does it, its
/// advance with it); rendered as an 8-bit coverage bitmap when `render`.
static inline FT_Error moveme_ft_load_glyph(FT_Face face, FT_ULong code, int light, int embolden, int render) {
    struct moveme_fonts *f = moveme_fonts_found();
    FT_Error error = f->loadChar(face, code, light ? FT_LOAD_TARGET_LIGHT : FT_LOAD_DEFAULT);
    if (error != 0) return error;
    if (embolden && face->glyph->format == FT_GLYPH_FORMAT_OUTLINE) f->emboldenSlot(face->glyph);
    if (render && face->glyph->format != FT_GLYPH_FORMAT_BITMAP) error = f->renderGlyph(face->glyph, FT_RENDER_MODE_NORMAL);
    return error;
}

/// Whether a bitmap is 8-bit grey levels (coverage), the one kind the text rasterizer draws.
static inline int moveme_isGrayBitmap(const FT_Bitmap *bitmap) { return bitmap->pixel_mode == FT_PIXEL_MODE_GRAY; }

/// The file of the font fontconfig matches to `pattern` (a fontconfig name, "DejaVu Sans:bold"),
/// with the character `codepoint` unless it is 0 (a fallback for a script the first font lacks),
/// copied into `path` (`size` bytes with its terminating 0); its face index in `index`, and in
/// `embolden` whether fontconfig says to embolden it (the weight asked for is bolder than the
/// font's: its 90-synthetic.conf). 0 when fontconfig has none, or none with the character, or the
/// name does not fit.
static inline int moveme_matchFontFor(const char *pattern, unsigned int codepoint, char *path, size_t size, int *index,
                                      int *embolden) {
    struct moveme_fonts *f = moveme_fonts_found();
    if (!moveme_fontconfig_open() || !f->fcInit()) return 0;
    FcPattern *wanted = f->nameParse((const FcChar8 *)pattern);
    if (wanted == NULL) return 0;
    if (codepoint != 0) {
        FcCharSet *characters = f->charSetCreate();
        f->charSetAddChar(characters, codepoint);
        f->addCharSet(wanted, FC_CHARSET, characters);
        f->charSetDestroy(characters);
    }
    f->substitute(NULL, wanted, FcMatchPattern);
    f->defaultSubstitute(wanted);
    FcResult result = FcResultNoMatch;
    FcPattern *found = f->match(NULL, wanted, &result);
    f->patternDestroy(wanted);
    if (found == NULL) return 0;
    FcCharSet *has = NULL;
    FcChar8 *file = NULL;
    int ok = 0;
    if ((codepoint == 0 || (f->getCharSet(found, FC_CHARSET, 0, &has) == FcResultMatch && f->charSetHasChar(has, codepoint)))
        && f->getString(found, FC_FILE, 0, &file) == FcResultMatch && file != NULL && strlen((const char *)file) < size) {
        strcpy(path, (const char *)file);
        if (f->getInteger(found, FC_INDEX, 0, index) != FcResultMatch) *index = 0;
        FcBool bold = FcFalse;
        *embolden = f->getBool(found, FC_EMBOLDEN, 0, &bold) == FcResultMatch && bold;
        ok = 1;
    }
    f->patternDestroy(found);
    return ok;
}

/// The font fontconfig matches to `pattern`, as above.
static inline int moveme_matchFont(const char *pattern, char *path, size_t size, int *index, int *embolden) {
    return moveme_matchFontFor(pattern, 0, path, size, index, embolden);
}

#endif
