#include "lab_window.h"

#include <X11/Xlib.h>
#include <X11/Xlib-xcb.h>
#include <X11/Xresource.h>
#include <X11/Xutil.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

struct lab_x11 {
    Display *display;
    pthread_t watcher;
    int watching;
    int closing;
    Window window;
    Atom delete_window;
    int width, height;
    int button_down;
};

// Xlib calls this when the connection breaks and exits if it returns: say why, and end
// with status 1 as the lab promises.
static int lost_connection(Display *display) {
    (void)display;
    static int reported = 0;
    static const char message[] = "lab: lost the connection to the X display; quitting\n";
    // The watcher thread and Xlib may both notice; one message is enough.
    if (!__atomic_exchange_n(&reported, 1, __ATOMIC_SEQ_CST)) {
        if (write(STDERR_FILENO, message, sizeof message - 1) < 0) {}
        _exit(1);
    }
    for (;;) pause();
}

// Mesa's software swap keeps writing to a connection whose server died instead of failing;
// this thread watches the socket (peeking, so Xlib's reads are untouched) and ends the lab
// once the server has hung up.
static void *watch_connection(void *argument) {
    lab_x11 *window = argument;
    int fd = ConnectionNumber(window->display);
    while (!__atomic_load_n(&window->closing, __ATOMIC_SEQ_CST)) {
        struct pollfd poller = { .fd = fd, .events = POLLIN };
        if (poll(&poller, 1, 100) > 0 && !__atomic_load_n(&window->closing, __ATOMIC_SEQ_CST)) {
            char byte;
            ssize_t peeked = recv(fd, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
            if (peeked == 0 || (poller.revents & (POLLERR | POLLHUP | POLLNVAL))) lost_connection(NULL);
            // Data is waiting for Xlib: let the main loop read it before looking again.
            usleep(20000);
        }
    }
    return NULL;
}

// Protocol errors (a request on a window someone else destroyed) are not fatal: the lab
// learns of the window's end from its events. Xlib's default handler would exit.
static int ignore_error(Display *display, XErrorEvent *event) {
    (void)display;
    (void)event;
    return 0;
}

lab_x11 *lab_x11_open(const char *display_name, int width, int height, const char *title,
                      char *error, size_t error_size) {
    // A display server that has just announced itself (Xvfb's -displayfd) can refuse the first
    // connection under load; try for a second before giving up.
    Display *display = XOpenDisplay(display_name);
    for (int attempt = 0; !display && attempt < 10; attempt++) {
        poll(NULL, 0, 100);
        display = XOpenDisplay(display_name);
    }
    if (!display) {
        snprintf(error, error_size, "cannot open X display '%s'", display_name ? display_name : getenv("DISPLAY") ? getenv("DISPLAY") : "");
        return NULL;
    }
    XSetIOErrorHandler(lost_connection);
    XSetErrorHandler(ignore_error);
    int screen = DefaultScreen(display);
    XSetWindowAttributes attributes;
    memset(&attributes, 0, sizeof attributes);
    attributes.background_pixel = BlackPixel(display, screen);
    attributes.event_mask = ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask |
                            PointerMotionMask | KeyPressMask;
    Window window = XCreateWindow(display, RootWindow(display, screen), 0, 0, (unsigned)width, (unsigned)height, 0,
                                  CopyFromParent, InputOutput, CopyFromParent, CWBackPixel | CWEventMask, &attributes);
    XStoreName(display, window, title);
    XClassHint *hint = XAllocClassHint();
    if (hint) {
        hint->res_name = (char *)"lab";
        hint->res_class = (char *)"AnimationLab";
        XSetClassHint(display, window, hint);
        XFree(hint);
    }
    Atom delete_window = XInternAtom(display, "WM_DELETE_WINDOW", False);
    XSetWMProtocols(display, window, &delete_window, 1);
    XMapRaised(display, window);
    // Wait until the window is mapped, so that the first frame is seen and input lands.
    XEvent event;
    do {
        XNextEvent(display, &event);
    } while (event.type != MapNotify || event.xmap.window != window);
    // Without a window manager nothing gives the window the focus; keys go to the focus.
    XSetInputFocus(display, window, RevertToParent, CurrentTime);
    XSync(display, False);

    lab_x11 *result = calloc(1, sizeof *result);
    result->display = display;
    result->window = window;
    result->delete_window = delete_window;
    result->width = width;
    result->height = height;
    result->watching = pthread_create(&result->watcher, NULL, watch_connection, result) == 0;
    return result;
}

int lab_x11_next_event(lab_x11 *window, lab_event *out) {
    // Xlib does not always notice a server that went away while nothing was read (the
    // renderer talks to it through XCB); ask XCB.
    if (xcb_connection_has_error(XGetXCBConnection(window->display))) lost_connection(window->display);
    while (XPending(window->display)) {
        XEvent event;
        XNextEvent(window->display, &event);
        memset(out, 0, sizeof *out);
        switch (event.type) {
        case ButtonPress:
            if (event.xbutton.button != Button1) continue;
            window->button_down = 1;
            out->type = LAB_EVENT_POINTER_DOWN;
            out->x = event.xbutton.x;
            out->y = event.xbutton.y;
            return 1;
        case ButtonRelease:
            if (event.xbutton.button != Button1 || !window->button_down) continue;
            window->button_down = 0;
            out->type = LAB_EVENT_POINTER_UP;
            out->x = event.xbutton.x;
            out->y = event.xbutton.y;
            return 1;
        case MotionNotify:
            if (!window->button_down) continue;
            out->type = LAB_EVENT_POINTER_MOTION;
            out->x = event.xmotion.x;
            out->y = event.xmotion.y;
            return 1;
        case KeyPress: {
            KeySym keysym = NoSymbol;
            int length = XLookupString(&event.xkey, out->text, (int)sizeof out->text - 1, &keysym, NULL);
            out->text[length > 0 ? length : 0] = 0;
            out->type = LAB_EVENT_KEY;
            out->keysym = (uint32_t)keysym;
            return 1;
        }
        case ConfigureNotify:
            if (event.xconfigure.window != window->window) continue;
            if (event.xconfigure.width == window->width && event.xconfigure.height == window->height) continue;
            window->width = event.xconfigure.width;
            window->height = event.xconfigure.height;
            out->type = LAB_EVENT_RESIZE;
            out->width = window->width;
            out->height = window->height;
            return 1;
        case ClientMessage:
            if ((Atom)event.xclient.data.l[0] != window->delete_window) continue;
            out->type = LAB_EVENT_CLOSE;
            return 1;
        case DestroyNotify:
            if (event.xdestroywindow.window != window->window) continue;
            out->type = LAB_EVENT_CLOSE;
            return 1;
        default:
            continue;
        }
    }
    return 0;
}

void *lab_x11_display(lab_x11 *window) { return window->display; }

unsigned long lab_x11_window(lab_x11 *window) { return window->window; }

double lab_x11_query_dpi(const char *display_name) {
    Display *display = XOpenDisplay(display_name);
    if (!display) return 0;
    double dpi = 0;
    char *resources = XResourceManagerString(display);
    if (resources) {
        XrmInitialize();
        XrmDatabase database = XrmGetStringDatabase(resources);
        if (database) {
            char *type = NULL;
            XrmValue value;
            if (XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) && value.addr) dpi = atof(value.addr);
            XrmDestroyDatabase(database);
        }
    }
    XCloseDisplay(display);
    return dpi;
}

void lab_x11_close(lab_x11 *window) {
    if (!window) return;
    // The watcher must not take the closing connection for a lost one.
    __atomic_store_n(&window->closing, 1, __ATOMIC_SEQ_CST);
    if (window->watching) pthread_join(window->watcher, NULL);
    XDestroyWindow(window->display, window->window);
    XCloseDisplay(window->display);
    free(window);
}
