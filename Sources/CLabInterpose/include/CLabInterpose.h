#ifndef CLAB_INTERPOSE_H
#define CLAB_INTERPOSE_H

#include <stdint.h>

/// The lab's replacements for the clocks and random sources of the C library, defined in the
/// `lab` executable so that they come first in symbol lookup: libswiftCore, Foundation,
/// Dispatch and plugins all call them. They answer with lab time and the lab seed only while
/// plugin code runs on the main thread (`lab_interpose_enter`); everywhere else (the host,
/// Dispatch's threads, GL) they forward to the C library.

/// Where lab time comes from, and where lab time 0 sits on the wall clock (seconds since 1970).
void lab_interpose_configure(double (*now)(void), double wall_origin);
/// Restarts the random stream from `seed`, or (`seeded` 0) leaves randomness real. Also seeds
/// `drand48`, `random` and `rand`.
void lab_interpose_seed(uint64_t seed, int seeded);
/// Plugin code starts (nests) and ends running on this thread.
void lab_interpose_enter(void);
void lab_interpose_leave(void);
/// Whether the calling thread reads lab time and the lab seed now.
int lab_interpose_is_active(void);
/// Where Dispatch hands work that plugin code schedules on the main thread for the main queue
/// (`dispatch_after`, `dispatch_after_f`) or through Swift concurrency (its jobs, `Task.sleep`'s
/// wake-up): `schedule(due, at_once, context, work)` must call `work(context)` on the main
/// thread at lab time `due` (infinite: never), or, `at_once`, as soon as the main thread is
/// free with the clock where it stands. Until it is set, everything goes to Dispatch.
void lab_interpose_set_scheduler(void (*schedule)(double due, int at_once, void *context, void (*work)(void *)));
/// Where problems with what plugin code hands the C level go (a `Timer` with a NaN interval).
void lab_interpose_set_reporter(void (*report)(const char *message));
/// Invalidates the Foundation timers plugin code has added to a run loop: a scene restarting
/// must not see its previous run's timers fire (the lab clock restarts at 0).
void lab_interpose_invalidate_timers(void);
/// Whether Swift concurrency scheduled a timer the lab leaves on wall time (off the main
/// thread, or with a tolerance) since the last call.
int lab_interpose_take_concurrency_timer(void);

#endif
