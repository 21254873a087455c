#define _GNU_SOURCE
#include "crash_report.h"

#include <dlfcn.h>
#include <execinfo.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

// The Swift runtime's demangler (libswiftCore), which the lab links.
extern char *swift_demangle(const char *mangled, size_t length, char *output, size_t *outputSize, uint32_t flags);

static const int signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT};
static struct sigaction previous[65];
static char pluginName[256], sceneName[256], activityText[256];
static const void *pluginBase;
static volatile sig_atomic_t reported;

static void say(const char *text) {
    size_t length = strlen(text);
    while (length > 0) {
        ssize_t written = write(STDERR_FILENO, text, length);
        if (written <= 0) return;
        text += written;
        length -= (size_t)written;
    }
}

static const char *signalName(int sig) {
    switch (sig) {
    case SIGILL: return "a trap (SIGILL)";
    case SIGTRAP: return "a trap (SIGTRAP)";
    case SIGSEGV: return "a bad memory access (SIGSEGV)";
    case SIGBUS: return "a bad memory access (SIGBUS)";
    case SIGFPE: return "an arithmetic error (SIGFPE)";
    default: return "an abort (SIGABRT)";
    }
}

/// Names the innermost frame that lies in the plugin's library.
static void reportPluginFrame(void) {
    void *frames[128];
    int count = backtrace(frames, 128);
    for (int i = 0; i < count; i++) {
        Dl_info info;
        // A return address points after its call: look up the byte before it.
        const char *address = (const char *)frames[i] - (i > 0 ? 1 : 0);
        if (!dladdr(address, &info) || info.dli_fbase != pluginBase) continue;
        char line[1400], name[1024];
        const char *shown = "an unnamed function";
        if (info.dli_sname) {
            size_t size = sizeof name;
            shown = swift_demangle(info.dli_sname, strlen(info.dli_sname), name, &size, 0) ? name : info.dli_sname;
        }
        const char *library = info.dli_fname ? strrchr(info.dli_fname, '/') : NULL;
        snprintf(line, sizeof line, "lab: the innermost frame of the plugin's own code: %s (%s+0x%lx)\n", shown,
                 library ? library + 1 : "?", (unsigned long)((uintptr_t)frames[i] - (uintptr_t)info.dli_fbase));
        say(line);
        return;
    }
    say("lab: no frame of the plugin's own code is on the stack: it crashed in LabKit or the lab, called from the plugin\n");
}

static void handle(int sig, siginfo_t *info, void *context) {
    if (!reported && activityText[0] != '\0') {
        reported = 1;
        char line[1024];
        snprintf(line, sizeof line, "\nlab: the plugin %s crashed with %s in its scene %s, while %s.\n", pluginName,
                 signalName(sig), sceneName, activityText);
        say(line);
        reportPluginFrame();
        say("lab: the runtime's backtrace follows.\n");
    }
    // Hand the signal on: to the previous handler now, or, when it was the default, to the
    // default action as the faulting instruction runs again.
    struct sigaction *before = &previous[sig];
    sigaction(sig, before, NULL);
    if ((before->sa_flags & SA_SIGINFO) && before->sa_sigaction) {
        before->sa_sigaction(sig, info, context);
    } else if (before->sa_handler != SIG_DFL && before->sa_handler != SIG_IGN) {
        before->sa_handler(sig);
    } else if (sig == SIGABRT) {
        raise(sig);
    }
}

void lab_crash_report_install(void) {
    // backtrace() loads its unwinder on first use, which is not safe inside a handler.
    void *warm[1];
    backtrace(warm, 1);
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = handle;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, &previous[signals[i]]);
    }
}

void lab_crash_report_set_scene(const char *plugin, const char *scene, const void *address_in_plugin) {
    snprintf(pluginName, sizeof pluginName, "%s", plugin);
    snprintf(sceneName, sizeof sceneName, "%s", scene);
    Dl_info info;
    pluginBase = dladdr(address_in_plugin, &info) ? info.dli_fbase : NULL;
}

void lab_crash_report_set_activity(const char *activity) {
    snprintf(activityText, sizeof activityText, "%s", activity ? activity : "");
}
