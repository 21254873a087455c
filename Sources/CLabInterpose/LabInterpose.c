#define _GNU_SOURCE
#include "CLabInterpose.h"

#include <dlfcn.h>
#include <math.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/timerfd.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

static _Thread_local int depth;
static double (*lab_now)(void);
static double origin;
/// Lab time 0 on the monotonic clocks (`ProcessInfo.systemUptime`, `DispatchTime.now()`).
static const double uptime_origin = 1000;
static int seeded;
static uint64_t state[4];
static atomic_int concurrency_timer;

/// The C library's own definition of `name`, found once.
#define REAL(name) \
    static __typeof__(&name) real_##name; \
    if (!real_##name) real_##name = (__typeof__(&name))dlsym(RTLD_NEXT, #name)

void lab_interpose_configure(double (*now)(void), double wall_origin) {
    lab_now = now;
    origin = wall_origin;
}

static uint64_t splitmix(uint64_t *x) {
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

/// xoshiro256**: small, fast, and the same on every machine.
static uint64_t next64(void) {
    uint64_t result = rotl(state[1] * 5, 7) * 9, t = state[1] << 17;
    state[2] ^= state[0]; state[3] ^= state[1]; state[1] ^= state[2]; state[0] ^= state[3];
    state[2] ^= t; state[3] = rotl(state[3], 45);
    return result;
}

static void fill(void *buffer, size_t count) {
    unsigned char *bytes = buffer;
    while (count > 0) {
        uint64_t word = next64();
        size_t n = count < 8 ? count : 8;
        memcpy(bytes, &word, n);
        bytes += n;
        count -= n;
    }
}

void lab_interpose_seed(uint64_t seed, int is_seeded) {
    seeded = is_seeded;
    uint64_t x = seed;
    for (int i = 0; i < 4; i++) state[i] = splitmix(&x);
    if (!is_seeded) {
        REAL(getentropy);
        if (real_getentropy(&x, sizeof x) != 0) x = (uint64_t)time(NULL);
    }
    srand48((long)x);
    srandom((unsigned)x);
    srand((unsigned)x);
}

void lab_interpose_enter(void) { depth++; }
void lab_interpose_leave(void) { depth--; }
int lab_interpose_is_active(void) { return depth > 0 && lab_now != NULL; }
int lab_interpose_take_concurrency_timer(void) { return atomic_exchange(&concurrency_timer, 0); }

static int random_is_seeded(void) { return seeded && lab_interpose_is_active(); }

// MARK: Clocks

/// Monotonic clocks read lab time from a fixed uptime (CFRunLoop subtracts ten seconds from
/// "now" when it polls, and loops for ever if that goes below zero); the wall clock reads it
/// from the fixed origin; CPU-time clocks stay real.
int clock_gettime(clockid_t clock, struct timespec *ts) {
    if (lab_interpose_is_active() && clock != CLOCK_PROCESS_CPUTIME_ID && clock != CLOCK_THREAD_CPUTIME_ID) {
        double t = lab_now();
        t += (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE || clock == CLOCK_TAI) ? origin : uptime_origin;
        long long ns = (long long)(t * 1e9 + 0.5);
        ts->tv_sec = (time_t)(ns / 1000000000LL);
        ts->tv_nsec = (long)(ns % 1000000000LL);
        return 0;
    }
    REAL(clock_gettime);
    return real_clock_gettime(clock, ts);
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
    if (lab_interpose_is_active()) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        tv->tv_sec = ts.tv_sec;
        tv->tv_usec = ts.tv_nsec / 1000;
        return 0;
    }
    REAL(gettimeofday);
    return real_gettimeofday(tv, tz);
}

time_t time(time_t *out) {
    if (lab_interpose_is_active()) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        if (out) *out = ts.tv_sec;
        return ts.tv_sec;
    }
    REAL(time);
    return real_time(out);
}

// MARK: Randomness

/// Swift's `SystemRandomNumberGenerator` asks the kernel directly with `syscall(SYS_getrandom)`.
long syscall(long number, ...) {
    va_list list;
    va_start(list, number);
    long a[6];
    for (int i = 0; i < 6; i++) a[i] = va_arg(list, long);
    va_end(list);
    if (number == SYS_getrandom && random_is_seeded()) {
        fill((void *)a[0], (size_t)a[1]);
        return a[1];
    }
    REAL(syscall);
    return real_syscall(number, a[0], a[1], a[2], a[3], a[4], a[5]);
}

ssize_t getrandom(void *buffer, size_t length, unsigned flags) {
    if (random_is_seeded()) {
        fill(buffer, length);
        return (ssize_t)length;
    }
    REAL(getrandom);
    return real_getrandom(buffer, length, flags);
}

int getentropy(void *buffer, size_t length) {
    if (random_is_seeded()) {
        fill(buffer, length);
        return 0;
    }
    REAL(getentropy);
    return real_getentropy(buffer, length);
}

uint32_t arc4random(void) {
    if (random_is_seeded()) return (uint32_t)(next64() >> 32);
    REAL(arc4random);
    return real_arc4random();
}

void arc4random_buf(void *buffer, size_t length) {
    if (random_is_seeded()) {
        fill(buffer, length);
        return;
    }
    REAL(arc4random_buf);
    real_arc4random_buf(buffer, length);
}

uint32_t arc4random_uniform(uint32_t bound) {
    if (random_is_seeded()) {
        if (bound < 2) return 0;
        // Rejection sampling: uniform, as the C library's is.
        uint32_t floor = (uint32_t)(-bound) % bound, r;
        do r = arc4random(); while (r < floor);
        return r % bound;
    }
    REAL(arc4random_uniform);
    return real_arc4random_uniform(bound);
}

// MARK: Delayed work on the lab clock

typedef void *dispatch_object;
typedef void (*dispatch_function)(void *);

static void (*lab_schedule)(double, int, void *, dispatch_function);

void lab_interpose_set_scheduler(void (*schedule)(double due, int at_once, void *context, void (*work)(void *))) {
    lab_schedule = schedule;
}

/// Whether `address` lies in Swift's concurrency runtime (its executors reach Dispatch from
/// there).
static int in_concurrency_runtime(void *address) {
    Dl_info info;
    return dladdr(address, &info) && info.dli_fname && strstr(info.dli_fname, "libswift_Concurrency");
}

/// Concurrency timers the lab leaves on wall time (scheduled off the main thread, or as a
/// Dispatch timer source) are reported once.
static void note_wall_time_timer(void *caller) {
    if (lab_now && in_concurrency_runtime(caller)) atomic_store(&concurrency_timer, 1);
}

static dispatch_object main_queue(void) {
    static dispatch_object queue;
    if (!queue) queue = dlsym(RTLD_DEFAULT, "_dispatch_main_q");
    return queue;
}

/// Whether work handed to Dispatch goes on the lab clock: plugin code on the main thread
/// scheduled it for the main queue, or Swift concurrency did (the lab runs its jobs on the
/// main thread, so that what they resume reaches the main queue before that frame's drain).
/// Dispatch's own timers and other threads' work keep the real clock.
static int runs_on_lab_time(dispatch_object queue, void *caller) {
    if (!lab_schedule || !lab_interpose_is_active()) return 0;
    return queue == main_queue() || in_concurrency_runtime(caller);
}

/// The lab time a `dispatch_time_t` names. libdispatch encodes three clocks: bit 63 clear,
/// uptime nanoseconds (`CLOCK_MONOTONIC` on Linux); bits 63..62 = 10, monotonic nanoseconds
/// (`CLOCK_BOOTTIME`); 11, wall-clock nanoseconds since 1970, negated. 0 is now, all ones
/// never, `~1` the wall clock's now. The deadline was computed from the clocks this file
/// answers, so it counts from the same origins.
static double lab_time_of(uint64_t when) {
    const uint64_t monotonic = 1ULL << 63, wall = 1ULL << 62;
    double now = lab_now();
    if (when == 0 || when == ~1ULL) return now;
    if (when == ~0ULL) return INFINITY;
    if ((when & monotonic) && (when & wall)) return (double)(-(int64_t)when) / 1e9 - origin;
    return (double)(when & ~monotonic) / 1e9 - uptime_origin;
}

void dispatch_after_f(uint64_t when, dispatch_object queue, void *context, dispatch_function work) {
    void *caller = __builtin_return_address(0);
    if (runs_on_lab_time(queue, caller)) {
        lab_schedule(lab_time_of(when), 0, context, work);
        return;
    }
    note_wall_time_timer(caller);
    REAL(dispatch_after_f);
    real_dispatch_after_f(when, queue, context, work);
}

/// Swift concurrency's jobs for its global executor that plugin code's main-thread work
/// enqueues (a main-actor task calling a nonisolated async function such as `Task.sleep`, a
/// detached task) run on the main thread as soon as it is free, at the lab time they were
/// enqueued, rather than on Dispatch's threads at a moment the lab cannot know.
void dispatch_async_f(dispatch_object queue, void *context, dispatch_function work) {
    void *caller = __builtin_return_address(0);
    if (runs_on_lab_time(queue, caller) && queue != main_queue()) {
        lab_schedule(lab_now(), 1, context, work);
        return;
    }
    REAL(dispatch_async_f);
    real_dispatch_async_f(queue, context, work);
}

/// The start of a block's layout (the Blocks ABI): what calling it needs.
struct block_header {
    void *isa;
    int flags, reserved;
    void (*invoke)(void *);
};

static void *(*block_copy)(const void *);
static void (*block_release)(const void *);

/// Calls a block `dispatch_after` handed to the lab, then lets it go.
static void run_block(void *block) {
    ((struct block_header *)block)->invoke(block);
    block_release(block);
}

/// `DispatchQueue.asyncAfter(deadline:qos:flags:execute:)` and the `DispatchWorkItem`
/// variants reach libdispatch here (a work item's block checks its cancellation itself).
void dispatch_after(uint64_t when, dispatch_object queue, void *block) {
    if (!block_copy) {
        block_copy = (void *(*)(const void *))dlsym(RTLD_DEFAULT, "_Block_copy");
        block_release = (void (*)(const void *))dlsym(RTLD_DEFAULT, "_Block_release");
    }
    if (block_copy && block_release && runs_on_lab_time(queue, NULL)) {
        lab_schedule(lab_time_of(when), 0, block_copy(block), run_block);
        return;
    }
    REAL(dispatch_after);
    real_dispatch_after(when, queue, block);
}

void dispatch_source_set_timer(dispatch_object source, uint64_t start, uint64_t interval, uint64_t leeway) {
    note_wall_time_timer(__builtin_return_address(0));
    REAL(dispatch_source_set_timer);
    real_dispatch_source_set_timer(source, start, interval, leeway);
}

// MARK: Foundation's timers

/// Foundation timers plugin code added on the main thread (retained), so that a scene's
/// restart can invalidate them: their fire dates are on the lab clock, which restarts at 0.
static void **timers;
static size_t timer_count, timer_capacity;

/// A CoreFoundation function (in Foundation's library, not linked by the executable), found once.
#define CF(var, name, type) \
    static __typeof__(type) var; \
    if (!var) var = (type)dlsym(RTLD_DEFAULT, name)

/// Foundation adds every `Timer` to a run loop through here (`scheduledTimer…`,
/// `RunLoop.add(_:forMode:)`).
void CFRunLoopAddTimer(void *loop, void *timer, void *mode) {
    REAL(CFRunLoopAddTimer);
    real_CFRunLoopAddTimer(loop, timer, mode);
    if (!lab_schedule || !lab_interpose_is_active()) return;
    CF(retain, "CFRetain", void *(*)(void *));
    CF(release, "CFRelease", void (*)(void *));
    CF(is_valid, "CFRunLoopTimerIsValid", unsigned char (*)(void *));
    if (!retain || !release || !is_valid) return;
    // Timers that fired for the last time or were invalidated are let go here, so a scene
    // that keeps scheduling one-shot timers holds only the live ones.
    size_t kept = 0;
    for (size_t i = 0; i < timer_count; i++) {
        if (is_valid(timers[i])) timers[kept++] = timers[i];
        else release(timers[i]);
    }
    timer_count = kept;
    if (timer_count == timer_capacity) {
        size_t capacity = timer_capacity ? timer_capacity * 2 : 16;
        void **grown = realloc(timers, capacity * sizeof *timers);
        if (!grown) return;
        timers = grown;
        timer_capacity = capacity;
    }
    timers[timer_count++] = retain(timer);
}

/// CFRunLoop arms a timer descriptor for its next Foundation timer at that timer's fire date
/// on the monotonic clock, which reads lab time here; the kernel would wait for that moment
/// in real time, which comes earlier or later than the lab's depending on how long the
/// machine has been up. Armed for a moment long past instead, the descriptor is always
/// ready, so that each time the lab polls the run loop CFRunLoop compares its timers with lab
/// time and fires the due ones, whatever the machine's uptime.
int timerfd_settime(int fd, int flags, const struct itimerspec *new_value, struct itimerspec *old_value) {
    REAL(timerfd_settime);
    if (lab_interpose_is_active() && (flags & TFD_TIMER_ABSTIME) && new_value
        && (new_value->it_value.tv_sec != 0 || new_value->it_value.tv_nsec != 0)) {
        struct itimerspec past = *new_value;
        past.it_value.tv_sec = 0;
        past.it_value.tv_nsec = 1;
        return real_timerfd_settime(fd, flags, &past, old_value);
    }
    return real_timerfd_settime(fd, flags, new_value, old_value);
}

static void (*lab_report)(const char *);

void lab_interpose_set_reporter(void (*report)(const char *message)) { lab_report = report; }

/// CoreFoundation halts the process on a timer whose fire date or interval is NaN (it turns
/// them into integer ticks). Such a timer fires now and, when it repeats, every 0.1 ms, the
/// least interval `Timer.scheduledTimer` documents for a non-positive one.
static void sanitize_timer(double *fire_date, double *interval) {
    if (isnan(*interval)) {
        if (lab_report) lab_report("Timer: interval nan is not finite; using 0.1 ms");
        *interval = 0.0001;
    }
    if (isnan(*fire_date)) {
        if (lab_report) lab_report("Timer: fire date nan is not finite; firing now");
        CF(now, "CFAbsoluteTimeGetCurrent", double (*)(void));
        *fire_date = now ? now() : 0;
    }
}

/// Foundation's `Timer` initializers create their CoreFoundation timer here.
void *CFRunLoopTimerCreate(void *allocator, double fire_date, double interval, unsigned long flags, long order,
                           void *callout, void *context) {
    typedef void *(*create_function)(void *, double, double, unsigned long, long, void *, void *);
    static create_function real;
    if (!real) real = (create_function)dlsym(RTLD_NEXT, "CFRunLoopTimerCreate");
    sanitize_timer(&fire_date, &interval);
    return real(allocator, fire_date, interval, flags, order, callout, context);
}

void lab_interpose_invalidate_timers(void) {
    CF(release, "CFRelease", void (*)(void *));
    CF(invalidate, "CFRunLoopTimerInvalidate", void (*)(void *));
    if (!release || !invalidate) return;
    for (size_t i = 0; i < timer_count; i++) {
        invalidate(timers[i]);
        release(timers[i]);
    }
    timer_count = 0;
}
