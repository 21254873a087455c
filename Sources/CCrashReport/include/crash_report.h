#ifndef LAB_CRASH_REPORT_H
#define LAB_CRASH_REPORT_H

/// Installs handlers for the signals a crash raises (a Swift trap is SIGILL or SIGTRAP) that
/// name the plugin, the scene and what it was doing, and the innermost frame of the plugin's
/// own code, before handing the signal on to the handler installed before (the Swift
/// runtime's backtracer).
void lab_crash_report_install(void);

/// The plugin and scene whose code runs from now on; `address_in_plugin` lies in the plugin's
/// library (its scene type's metadata), which tells its frames from LabKit's and the lab's.
void lab_crash_report_set_scene(const char *plugin, const char *scene, const void *address_in_plugin);

/// What the plugin's code is doing ("loading the scene"); NULL when no plugin code runs.
void lab_crash_report_set_activity(const char *activity);

#endif
