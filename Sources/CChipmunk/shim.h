// Chipmunk2D (Debian's libchipmunk-dev, 7.0.x), and the few helpers Swift cannot write safely
// itself: they touch the body struct directly or swap the C library's `stdout` and `stderr`.
// stdio.h is the helpers' own: the module map exports nothing it imports (no `export *`), so
// MoveMeDynamics, which is pure, is given Chipmunk and not `fopen`, `getenv` or `stdout`.
#ifndef MOVEME_CCHIPMUNK_SHIM_H
#define MOVEME_CCHIPMUNK_SHIM_H

// The C library as a module of its own (the toolchain's SwiftGlibc), imported and not
// exported: the headers of it that Chipmunk and the helpers include (stdlib.h, math.h,
// stdio.h) are then that module's, and not made part of this one by being included into it.
// (Darwin's headers are modules each already.)
#if defined(__linux__) && __has_include(<gnu/libc-version.h>)
#pragma clang module import SwiftGlibc
#endif
#include <stdio.h>
#include <chipmunk/chipmunk.h>
#include <chipmunk/chipmunk_structs.h>

/// Creates a space without letting Chipmunk's debug build print its two banner lines
/// ("Initializing cpSpace - Chipmunk v7.0.3 (Debug Enabled)"...) to standard output, where
/// they would land on a full-screen terminal. `printf` writes to the C library's `stdout`
/// stream, so for the call `stdout` points at a small memory stream that is then thrown away;
/// file descriptor 1 is never written.
static inline cpSpace *moveme_cpSpaceNewSilently(void) {
    char sink[512];
    FILE *memory = fmemopen(sink, sizeof sink, "w");
    FILE *saved = stdout;
    if (memory != NULL) stdout = memory;
    cpSpace *space = cpSpaceNew();
    if (memory != NULL) {
        stdout = saved;
        fclose(memory);
    }
    return space;
}

/// Chipmunk's debug build also prints warnings to standard error and carries on ("High EPA
/// iterations", "You created a 0 length pin joint"): on a full-screen terminal they would be
/// garbage on the screen. Around each call that may warn (`quiet` 1 before it, 0 after; the
/// pairs may nest), the C library's `stderr` points at a small memory stream that, once full,
/// quietly takes no more; file descriptor 2 is never written. The streams stay in here: the
/// module exports Chipmunk and these helpers, not the C library's stdio.
static inline void moveme_setStandardErrorQuiet(int quiet) {
    static char sink[256];
    static FILE *memory = NULL;
    static FILE *saved = NULL;
    static int depth = 0;
    if (quiet) {
        if (depth++ > 0) return;
        if (memory == NULL) memory = fmemopen(sink, sizeof sink, "w");
        if (memory == NULL) return;
        saved = stderr;
        stderr = memory;
    } else {
        if (depth == 0 || --depth > 0) return;
        if (saved != NULL) stderr = saved;
        saved = NULL;
    }
}

/// What one body feels, set from Swift by the behaviours it belongs to: UIKit gives each
/// gravity behaviour its own items, and each item its own resistances, which a space's single
/// gravity and damping cannot express.
typedef struct {
    cpVect gravity;           // points/s², the sum of the body's gravity behaviours
    cpFloat resistance;       // linear, per second (UIDynamicItemBehavior.resistance)
    cpFloat angularResistance;
} MoveMeBodyParameters;

/// Speeds past these keep a runaway body finite: Chipmunk's debug build aborts on infinity.
#define MOVEME_MAX_SPEED 1.0e5          /* points/s */
#define MOVEME_MAX_ANGULAR_SPEED 1.0e3  /* radians/s */

/// The body's velocity integration with its own parameters (the user data is a
/// MoveMeBodyParameters). Writes the fields directly: the setters would wake the body every
/// step, and it could never sleep.
static void moveme_updateVelocity(cpBody *body, cpVect gravity, cpFloat damping, cpFloat dt) {
    (void)gravity;
    (void)damping;
    const MoveMeBodyParameters *p = (const MoveMeBodyParameters *)body->userData;
    if (p == NULL) return;
    cpFloat linear = 1.0 / (1.0 + p->resistance * dt);
    cpFloat angular = 1.0 / (1.0 + p->angularResistance * dt);
    cpVect v = cpvadd(cpvmult(body->v, linear), cpvmult(cpvadd(p->gravity, cpvmult(body->f, body->m_inv)), dt));
    cpFloat speed = cpvlength(v);
    if (speed > MOVEME_MAX_SPEED) v = cpvmult(v, MOVEME_MAX_SPEED / speed);
    body->v = v;
    cpFloat w = body->w * angular + body->t * body->i_inv * dt;
    if (w > MOVEME_MAX_ANGULAR_SPEED) w = MOVEME_MAX_ANGULAR_SPEED;
    if (w < -MOVEME_MAX_ANGULAR_SPEED) w = -MOVEME_MAX_ANGULAR_SPEED;
    body->w = w;
    body->f = cpvzero;
    body->t = 0.0;
}

static inline cpBodyVelocityFunc moveme_velocityFunction(void) { return moveme_updateVelocity; }

#endif
