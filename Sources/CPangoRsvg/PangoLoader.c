// The Pango and GLib functions declared in CPangoRsvg.h, defined here as trampolines that load Pango
// with dlopen on first use, so that Pango's libraries are not loaded at process start.
//
// Why: the dynamic loader maps and relocates every linked library before `main`. Pango brings 17 of
// the 47 a linked scenec had (Pango, PangoCairo, PangoFT2, HarfBuzz, GLib, GObject, GIO, FriBidi,
// libthai, …): about 3 ms before `main` that delay everything, the text warm-up included. Loaded here,
// by the thread that starts the text warm-up while the warm-up runs fontconfig's FcInit on the other
// core, the loading overlaps with FcInit instead of preceding it (docs/performance.md, "Pango loaded
// with dlopen", has the numbers). Cairo and fontconfig stay linked. GLib's few functions here are
// librsvg's too (RsvgLibrary): an SVG drawn before any text loads Pango, which librsvg needs anyway.
//
// The Swift modules call these functions by their usual names, and the linker binds those calls to
// the definitions below. They are hidden: not exported, so the libraries loaded later never bind to
// them. Each parameter list is checked by the compiler against the declaration in CPangoRsvg.h.

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
#include "CPangoRsvg.h"
#include "PangoFunctions.h"

/// fontconfig's <fontconfig/fontconfig.h> (FcBool is an int); linked, see Package.swift.
int FcInit(void);

/// libpangocairo's soname in Debian (libpangocairo-1.0-0) and every distribution's Pango 1.x; dlsym on
/// its handle also searches its dependencies, where Pango's core and GLib's functions are.
static const char scenec_pango_soname[] = "libpangocairo-1.0.so.0";

#define SCENEC_POINTER(name) static __typeof__(&name) scenec_real_##name;
#define SCENEC_DECLARE_F(type, name, params, args) SCENEC_POINTER(name)
#define SCENEC_DECLARE_V(name, params, args) SCENEC_POINTER(name)
SCENEC_PANGO_FUNCTIONS(SCENEC_DECLARE_F, SCENEC_DECLARE_V)

static pthread_once_t scenec_pango_once = PTHREAD_ONCE_INIT;
/// Why Pango cannot be used, and whether it cannot: written once, by the loading thread inside
/// `scenec_pango_once`, and read only after it.
static char scenec_pango_failure[512];
static int scenec_pango_failed;

static void scenec_pango_fail(const char *what, const char *symbol) {
    const char *reason = dlerror();
    snprintf(scenec_pango_failure, sizeof scenec_pango_failure,
             "%s %s%s (%s); text is set with Pango 1.50 or later (Debian: apt install libpangocairo-1.0-0)",
             scenec_pango_soname, what, symbol, reason ? reason : "no reason given");
    scenec_pango_failed = 1;
}

static void scenec_pango_resolve(void) {
    // RTLD_LAZY, as for linked libraries (Debian builds Pango and GLib with BIND_NOW, so they bind
    // everything at load either way). RTLD_LOCAL: nothing else is meant to bind to them.
    void *handle = dlopen(scenec_pango_soname, RTLD_LAZY | RTLD_LOCAL);
    if (!handle) {
        scenec_pango_fail("cannot be loaded", "");
        return;
    }
#define SCENEC_RESOLVE(name) \
    scenec_real_##name = (__typeof__(&name))dlsym(handle, #name); \
    if (!scenec_real_##name) { scenec_pango_fail("has no ", #name); return; }
#define SCENEC_RESOLVE_F(type, name, params, args) SCENEC_RESOLVE(name)
#define SCENEC_RESOLVE_V(name, params, args) SCENEC_RESOLVE(name)
    SCENEC_PANGO_FUNCTIONS(SCENEC_RESOLVE_F, SCENEC_RESOLVE_V)
    // The handle is never closed: the pointers stay valid for the life of the process.
}

int scenec_pango_load(void) {
    pthread_once(&scenec_pango_once, scenec_pango_resolve);
    return !scenec_pango_failed;
}

/// What every trampoline calls first. Without Pango no text can be measured or drawn, and a trampoline
/// has no caller to hand an error to (it keeps Pango's own signature), so a run that needs text ends
/// here with a message naming the library and the contract's status for a missing input (3). A run
/// that sets no text never gets here and is unaffected.
static void scenec_pango_require(void) {
    if (scenec_pango_load()) return;
    fprintf(stderr, "scenec: error: %s\n", scenec_pango_failure);
    fflush(stderr);
    _exit(3);
}

int scenec_fontconfig_init(void) {
    return FcInit() ? 1 : 0;
}

#define SCENEC_TRAMPOLINE_F(type, name, params, args) \
    __attribute__((visibility("hidden"))) type name params { \
        scenec_pango_require(); \
        return scenec_real_##name args; \
    }
#define SCENEC_TRAMPOLINE_V(name, params, args) \
    __attribute__((visibility("hidden"))) void name params { \
        scenec_pango_require(); \
        scenec_real_##name args; \
    }
SCENEC_PANGO_FUNCTIONS(SCENEC_TRAMPOLINE_F, SCENEC_TRAMPOLINE_V)
