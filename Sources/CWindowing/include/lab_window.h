// The lab's window glue: an X11 window (Xlib) and a Wayland xdg-shell toplevel, both
// reporting pointer, keyboard, resize and close events through one event type, polled
// without blocking. EGL setup happens in Swift (GLBackend) on the native handles returned.
#ifndef LAB_WINDOW_H
#define LAB_WINDOW_H

#include <stddef.h>
#include <stdint.h>

typedef enum {
    LAB_EVENT_POINTER_DOWN = 1,
    LAB_EVENT_POINTER_MOTION,
    LAB_EVENT_POINTER_UP,
    LAB_EVENT_KEY,
    LAB_EVENT_RESIZE,
    LAB_EVENT_CLOSE,
} lab_event_type;

typedef struct {
    lab_event_type type;
    /// Pointer position in window pixels (X11) or surface points (Wayland).
    double x, y;
    /// New size for LAB_EVENT_RESIZE: pixels (X11) or points (Wayland).
    int width, height;
    /// The key's keysym (X11 and xkbcommon share the values) and its UTF-8 text.
    uint32_t keysym;
    char text[32];
} lab_event;

// MARK: X11

typedef struct lab_x11 lab_x11;

/// Opens `display_name` (NULL: $DISPLAY) and maps a window of `width` x `height` pixels
/// titled `title`. On failure returns NULL with a message in `error`.
lab_x11 *lab_x11_open(const char *display_name, int width, int height, const char *title,
                      char *error, size_t error_size);
/// The next queued event, without waiting: 1 when `event` was filled, 0 when none is queued.
int lab_x11_next_event(lab_x11 *window, lab_event *event);
/// The Display* and Window, for EGL.
void *lab_x11_display(lab_x11 *window);
unsigned long lab_x11_window(lab_x11 *window);
/// Dots per inch the X resources of `display_name` give (Xft.dpi), 0 when unset or unreachable.
double lab_x11_query_dpi(const char *display_name);
void lab_x11_close(lab_x11 *window);

// MARK: Wayland

typedef struct lab_wayland lab_wayland;

/// Connects to `display_name` (NULL: $WAYLAND_DISPLAY), creates an xdg-shell toplevel of
/// `width` x `height` points titled `title` with buffers at `scale` (0: the outputs' largest
/// scale), and waits for its first configure.
lab_wayland *lab_wayland_open(const char *display_name, int width, int height, int scale, const char *title,
                              char *error, size_t error_size);
/// The next event, dispatching what the compositor sent without waiting; 1 when filled.
int lab_wayland_next_event(lab_wayland *window, lab_event *event);
/// Whether the connection has failed (the compositor is gone).
int lab_wayland_failed(lab_wayland *window);
/// The wl_display*, and the wl_egl_window* sized in pixels.
void *lab_wayland_display(lab_wayland *window);
void *lab_wayland_egl_window(lab_wayland *window);
/// The buffer scale in use.
int lab_wayland_scale(lab_wayland *window);
/// Resizes the surface to `width` x `height` points.
void lab_wayland_resize(lab_wayland *window, int width, int height);
void lab_wayland_close(lab_wayland *window);

#endif
