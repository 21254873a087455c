#include "lab_window.h"

#include <errno.h>
#include <linux/input-event-codes.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <wayland-client.h>
#include <wayland-egl.h>
#include <xkbcommon/xkbcommon.h>

#include "protocol/xdg-shell-client-protocol.h"

enum { QUEUE_SIZE = 256 };

struct lab_wayland {
    struct wl_display *display;
    struct wl_registry *registry;
    struct wl_compositor *compositor;
    struct xdg_wm_base *wm_base;
    struct wl_seat *seat;
    struct wl_pointer *pointer;
    struct wl_keyboard *keyboard;
    struct wl_surface *surface;
    struct xdg_surface *xdg_surface;
    struct xdg_toplevel *toplevel;
    struct wl_egl_window *egl_window;
    struct xkb_context *xkb;
    struct xkb_keymap *keymap;
    struct xkb_state *xkb_state;
    int output_scale;
    int scale;
    int width, height;
    int configured;
    int failed;
    double pointer_x, pointer_y;
    int button_down;
    lab_event queue[QUEUE_SIZE];
    int head, count;
};

static void push(struct lab_wayland *w, lab_event event) {
    if (w->count == QUEUE_SIZE) return;
    w->queue[(w->head + w->count) % QUEUE_SIZE] = event;
    w->count++;
}

// MARK: Outputs (for the default scale)

static void output_geometry(void *data, struct wl_output *output, int32_t x, int32_t y, int32_t pw, int32_t ph,
                            int32_t subpixel, const char *make, const char *model, int32_t transform) {
    (void)data; (void)output; (void)x; (void)y; (void)pw; (void)ph; (void)subpixel; (void)make; (void)model; (void)transform;
}
static void output_mode(void *data, struct wl_output *output, uint32_t flags, int32_t width, int32_t height, int32_t refresh) {
    (void)data; (void)output; (void)flags; (void)width; (void)height; (void)refresh;
}
static void output_done(void *data, struct wl_output *output) { (void)data; (void)output; }
static void output_scale(void *data, struct wl_output *output, int32_t factor) {
    (void)output;
    struct lab_wayland *w = data;
    if (factor > w->output_scale) w->output_scale = factor;
}
static const struct wl_output_listener output_listener = { output_geometry, output_mode, output_done, output_scale };

// MARK: Pointer

static void pointer_enter(void *data, struct wl_pointer *pointer, uint32_t serial, struct wl_surface *surface,
                          wl_fixed_t x, wl_fixed_t y) {
    (void)pointer; (void)serial; (void)surface;
    struct lab_wayland *w = data;
    w->pointer_x = wl_fixed_to_double(x);
    w->pointer_y = wl_fixed_to_double(y);
}
static void pointer_leave(void *data, struct wl_pointer *pointer, uint32_t serial, struct wl_surface *surface) {
    (void)pointer; (void)serial; (void)surface;
    struct lab_wayland *w = data;
    // A drag that leaves the window ends where it left.
    if (w->button_down) {
        w->button_down = 0;
        push(w, (lab_event){ .type = LAB_EVENT_POINTER_UP, .x = w->pointer_x, .y = w->pointer_y });
    }
}
static void pointer_motion(void *data, struct wl_pointer *pointer, uint32_t time, wl_fixed_t x, wl_fixed_t y) {
    (void)pointer; (void)time;
    struct lab_wayland *w = data;
    w->pointer_x = wl_fixed_to_double(x);
    w->pointer_y = wl_fixed_to_double(y);
    if (w->button_down) push(w, (lab_event){ .type = LAB_EVENT_POINTER_MOTION, .x = w->pointer_x, .y = w->pointer_y });
}
static void pointer_button(void *data, struct wl_pointer *pointer, uint32_t serial, uint32_t time, uint32_t button,
                           uint32_t state) {
    (void)pointer; (void)serial; (void)time;
    struct lab_wayland *w = data;
    if (button != BTN_LEFT) return;
    if (state == WL_POINTER_BUTTON_STATE_PRESSED && !w->button_down) {
        w->button_down = 1;
        push(w, (lab_event){ .type = LAB_EVENT_POINTER_DOWN, .x = w->pointer_x, .y = w->pointer_y });
    } else if (state == WL_POINTER_BUTTON_STATE_RELEASED && w->button_down) {
        w->button_down = 0;
        push(w, (lab_event){ .type = LAB_EVENT_POINTER_UP, .x = w->pointer_x, .y = w->pointer_y });
    }
}
static void pointer_axis(void *data, struct wl_pointer *pointer, uint32_t time, uint32_t axis, wl_fixed_t value) {
    (void)data; (void)pointer; (void)time; (void)axis; (void)value;
}
static void pointer_frame(void *data, struct wl_pointer *pointer) { (void)data; (void)pointer; }
static void pointer_axis_source(void *data, struct wl_pointer *pointer, uint32_t source) { (void)data; (void)pointer; (void)source; }
static void pointer_axis_stop(void *data, struct wl_pointer *pointer, uint32_t time, uint32_t axis) {
    (void)data; (void)pointer; (void)time; (void)axis;
}
static void pointer_axis_discrete(void *data, struct wl_pointer *pointer, uint32_t axis, int32_t discrete) {
    (void)data; (void)pointer; (void)axis; (void)discrete;
}
static const struct wl_pointer_listener pointer_listener = {
    pointer_enter, pointer_leave, pointer_motion, pointer_button, pointer_axis,
    pointer_frame, pointer_axis_source, pointer_axis_stop, pointer_axis_discrete,
};

// MARK: Keyboard

static void keyboard_keymap(void *data, struct wl_keyboard *keyboard, uint32_t format, int32_t fd, uint32_t size) {
    (void)keyboard;
    struct lab_wayland *w = data;
    if (format != WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1) {
        close(fd);
        return;
    }
    char *map = mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (map == MAP_FAILED) return;
    struct xkb_keymap *keymap = xkb_keymap_new_from_string(w->xkb, map, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS);
    munmap(map, size);
    if (!keymap) return;
    if (w->xkb_state) xkb_state_unref(w->xkb_state);
    if (w->keymap) xkb_keymap_unref(w->keymap);
    w->keymap = keymap;
    w->xkb_state = xkb_state_new(keymap);
}
static void keyboard_enter(void *data, struct wl_keyboard *keyboard, uint32_t serial, struct wl_surface *surface,
                           struct wl_array *keys) {
    (void)data; (void)keyboard; (void)serial; (void)surface; (void)keys;
}
static void keyboard_leave(void *data, struct wl_keyboard *keyboard, uint32_t serial, struct wl_surface *surface) {
    (void)data; (void)keyboard; (void)serial; (void)surface;
}
static void keyboard_key(void *data, struct wl_keyboard *keyboard, uint32_t serial, uint32_t time, uint32_t key,
                         uint32_t state) {
    (void)keyboard; (void)serial; (void)time;
    struct lab_wayland *w = data;
    if (state != WL_KEYBOARD_KEY_STATE_PRESSED || !w->xkb_state) return;
    // Evdev codes are 8 below XKB keycodes.
    xkb_keycode_t code = key + 8;
    lab_event event = { .type = LAB_EVENT_KEY };
    event.keysym = xkb_state_key_get_one_sym(w->xkb_state, code);
    xkb_state_key_get_utf8(w->xkb_state, code, event.text, sizeof event.text);
    push(w, event);
}
static void keyboard_modifiers(void *data, struct wl_keyboard *keyboard, uint32_t serial, uint32_t depressed,
                               uint32_t latched, uint32_t locked, uint32_t group) {
    (void)keyboard; (void)serial;
    struct lab_wayland *w = data;
    if (w->xkb_state) xkb_state_update_mask(w->xkb_state, depressed, latched, locked, 0, 0, group);
}
static void keyboard_repeat_info(void *data, struct wl_keyboard *keyboard, int32_t rate, int32_t delay) {
    (void)data; (void)keyboard; (void)rate; (void)delay;
}
static const struct wl_keyboard_listener keyboard_listener = {
    keyboard_keymap, keyboard_enter, keyboard_leave, keyboard_key, keyboard_modifiers, keyboard_repeat_info,
};

// MARK: Seat: pointer and keyboard come and go with its capabilities

static void seat_capabilities(void *data, struct wl_seat *seat, uint32_t capabilities) {
    struct lab_wayland *w = data;
    int has_pointer = (capabilities & WL_SEAT_CAPABILITY_POINTER) != 0;
    int has_keyboard = (capabilities & WL_SEAT_CAPABILITY_KEYBOARD) != 0;
    if (has_pointer && !w->pointer) {
        w->pointer = wl_seat_get_pointer(seat);
        wl_pointer_add_listener(w->pointer, &pointer_listener, w);
    } else if (!has_pointer && w->pointer) {
        wl_pointer_release(w->pointer);
        w->pointer = NULL;
        w->button_down = 0;
    }
    if (has_keyboard && !w->keyboard) {
        w->keyboard = wl_seat_get_keyboard(seat);
        wl_keyboard_add_listener(w->keyboard, &keyboard_listener, w);
    } else if (!has_keyboard && w->keyboard) {
        wl_keyboard_release(w->keyboard);
        w->keyboard = NULL;
    }
}
static void seat_name(void *data, struct wl_seat *seat, const char *name) { (void)data; (void)seat; (void)name; }
static const struct wl_seat_listener seat_listener = { seat_capabilities, seat_name };

// MARK: Shell

static void wm_base_ping(void *data, struct xdg_wm_base *base, uint32_t serial) {
    (void)data;
    xdg_wm_base_pong(base, serial);
}
static const struct xdg_wm_base_listener wm_base_listener = { wm_base_ping };

static void xdg_surface_configure(void *data, struct xdg_surface *surface, uint32_t serial) {
    struct lab_wayland *w = data;
    xdg_surface_ack_configure(surface, serial);
    w->configured = 1;
}
static const struct xdg_surface_listener xdg_surface_listener = { xdg_surface_configure };

static void toplevel_configure(void *data, struct xdg_toplevel *toplevel, int32_t width, int32_t height,
                               struct wl_array *states) {
    (void)toplevel; (void)states;
    struct lab_wayland *w = data;
    // Zero means "your choice": keep the size.
    if (width <= 0 || height <= 0 || (width == w->width && height == w->height)) return;
    push(w, (lab_event){ .type = LAB_EVENT_RESIZE, .width = width, .height = height });
}
static void toplevel_close(void *data, struct xdg_toplevel *toplevel) {
    (void)toplevel;
    push(data, (lab_event){ .type = LAB_EVENT_CLOSE });
}
static void toplevel_configure_bounds(void *data, struct xdg_toplevel *toplevel, int32_t width, int32_t height) {
    (void)data; (void)toplevel; (void)width; (void)height;
}
static void toplevel_wm_capabilities(void *data, struct xdg_toplevel *toplevel, struct wl_array *capabilities) {
    (void)data; (void)toplevel; (void)capabilities;
}
static const struct xdg_toplevel_listener toplevel_listener = {
    toplevel_configure, toplevel_close, toplevel_configure_bounds, toplevel_wm_capabilities,
};

// MARK: Registry

static void registry_global(void *data, struct wl_registry *registry, uint32_t name, const char *interface,
                            uint32_t version) {
    struct lab_wayland *w = data;
    if (strcmp(interface, wl_compositor_interface.name) == 0) {
        w->compositor = wl_registry_bind(registry, name, &wl_compositor_interface, version < 4 ? version : 4);
    } else if (strcmp(interface, xdg_wm_base_interface.name) == 0) {
        w->wm_base = wl_registry_bind(registry, name, &xdg_wm_base_interface, 1);
        xdg_wm_base_add_listener(w->wm_base, &wm_base_listener, w);
    } else if (strcmp(interface, wl_seat_interface.name) == 0 && !w->seat) {
        w->seat = wl_registry_bind(registry, name, &wl_seat_interface, version < 5 ? version : 5);
        wl_seat_add_listener(w->seat, &seat_listener, w);
    } else if (strcmp(interface, wl_output_interface.name) == 0 && version >= 2) {
        struct wl_output *output = wl_registry_bind(registry, name, &wl_output_interface, 2);
        wl_output_add_listener(output, &output_listener, w);
    }
}
static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data; (void)registry; (void)name;
}
static const struct wl_registry_listener registry_listener = { registry_global, registry_global_remove };

// MARK: API

lab_wayland *lab_wayland_open(const char *display_name, int width, int height, int scale, const char *title,
                              char *error, size_t error_size) {
    struct wl_display *display = wl_display_connect(display_name);
    if (!display) {
        const char *name = display_name ? display_name : getenv("WAYLAND_DISPLAY");
        snprintf(error, error_size, "cannot connect to the Wayland display '%s': %s", name ? name : "", strerror(errno));
        return NULL;
    }
    struct lab_wayland *w = calloc(1, sizeof *w);
    w->display = display;
    w->xkb = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
    w->registry = wl_display_get_registry(display);
    wl_registry_add_listener(w->registry, &registry_listener, w);
    // Globals, then the outputs' and seat's first events.
    wl_display_roundtrip(display);
    wl_display_roundtrip(display);
    if (!w->compositor || !w->wm_base) {
        snprintf(error, error_size, "the Wayland compositor offers no %s", w->compositor ? "xdg_wm_base (xdg-shell)" : "wl_compositor");
        lab_wayland_close(w);
        return NULL;
    }
    w->scale = scale > 0 ? scale : (w->output_scale > 0 ? w->output_scale : 1);
    w->width = width;
    w->height = height;
    w->surface = wl_compositor_create_surface(w->compositor);
    wl_surface_set_buffer_scale(w->surface, w->scale);
    w->xdg_surface = xdg_wm_base_get_xdg_surface(w->wm_base, w->surface);
    xdg_surface_add_listener(w->xdg_surface, &xdg_surface_listener, w);
    w->toplevel = xdg_surface_get_toplevel(w->xdg_surface);
    xdg_toplevel_add_listener(w->toplevel, &toplevel_listener, w);
    xdg_toplevel_set_title(w->toplevel, title);
    xdg_toplevel_set_app_id(w->toplevel, "lab");
    wl_surface_commit(w->surface);
    while (!w->configured) {
        if (wl_display_dispatch(display) < 0) {
            snprintf(error, error_size, "the Wayland compositor closed the connection before showing the window");
            lab_wayland_close(w);
            return NULL;
        }
    }
    // Sizes the compositor asked for before the first frame are taken from the start.
    for (int i = 0; i < w->count; i++) {
        lab_event *event = &w->queue[(w->head + i) % QUEUE_SIZE];
        if (event->type == LAB_EVENT_RESIZE) {
            w->width = event->width;
            w->height = event->height;
        }
    }
    w->egl_window = wl_egl_window_create(w->surface, w->width * w->scale, w->height * w->scale);
    return w;
}

int lab_wayland_next_event(lab_wayland *w, lab_event *event) {
    if (w->count == 0 && !w->failed) {
        if (wl_display_dispatch_pending(w->display) < 0) w->failed = 1;
        while (!w->failed && wl_display_prepare_read(w->display) != 0) {
            if (wl_display_dispatch_pending(w->display) < 0) w->failed = 1;
        }
        if (!w->failed) {
            if (wl_display_flush(w->display) < 0 && errno != EAGAIN) w->failed = 1;
            struct pollfd fd = { .fd = wl_display_get_fd(w->display), .events = POLLIN };
            if (!w->failed && poll(&fd, 1, 0) > 0) {
                if (fd.revents & (POLLERR | POLLHUP)) {
                    wl_display_cancel_read(w->display);
                    w->failed = 1;
                } else if (wl_display_read_events(w->display) < 0) {
                    w->failed = 1;
                }
            } else {
                wl_display_cancel_read(w->display);
            }
        }
        if (!w->failed && wl_display_dispatch_pending(w->display) < 0) w->failed = 1;
        if (wl_display_get_error(w->display) != 0) w->failed = 1;
    }
    if (w->count == 0) return 0;
    *event = w->queue[w->head];
    w->head = (w->head + 1) % QUEUE_SIZE;
    w->count--;
    if (event->type == LAB_EVENT_RESIZE) {
        w->width = event->width;
        w->height = event->height;
    }
    return 1;
}

int lab_wayland_failed(lab_wayland *w) { return w->failed; }

void *lab_wayland_display(lab_wayland *w) { return w->display; }

void *lab_wayland_egl_window(lab_wayland *w) { return w->egl_window; }

int lab_wayland_scale(lab_wayland *w) { return w->scale; }

void lab_wayland_resize(lab_wayland *w, int width, int height) {
    w->width = width;
    w->height = height;
    if (w->egl_window) wl_egl_window_resize(w->egl_window, width * w->scale, height * w->scale, 0, 0);
}

void lab_wayland_close(lab_wayland *w) {
    if (!w) return;
    if (w->egl_window) wl_egl_window_destroy(w->egl_window);
    if (w->toplevel) xdg_toplevel_destroy(w->toplevel);
    if (w->xdg_surface) xdg_surface_destroy(w->xdg_surface);
    if (w->surface) wl_surface_destroy(w->surface);
    if (w->keyboard) wl_keyboard_release(w->keyboard);
    if (w->pointer) wl_pointer_release(w->pointer);
    if (w->xkb_state) xkb_state_unref(w->xkb_state);
    if (w->keymap) xkb_keymap_unref(w->keymap);
    if (w->xkb) xkb_context_unref(w->xkb);
    if (!w->failed) wl_display_flush(w->display);
    wl_display_disconnect(w->display);
    free(w);
}
