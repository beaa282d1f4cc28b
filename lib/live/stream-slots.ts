/**
 * How many live-update streams (/api/live) this instance holds open, per user and in all: each holds a socket,
 * timers and a listener, so one session opening hundreds would starve the others. A user needs one per open tab;
 * past either cap the stream is refused (429) until one closes.
 */
export const LIVE_STREAM_CAPS = { perUser: 8, perInstance: 400 } as const;

export class StreamSlots {
  private total = 0;
  private readonly byUser = new Map<string, number>();

  constructor(private readonly caps: { perUser: number; perInstance: number } = LIVE_STREAM_CAPS) {}

  /** Takes a slot for `userId`: a release function (safe to call more than once), or null when a cap is reached. */
  acquire(userId: string): (() => void) | null {
    const mine = this.byUser.get(userId) ?? 0;
    if (mine >= this.caps.perUser || this.total >= this.caps.perInstance) return null;
    this.byUser.set(userId, mine + 1);
    this.total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      const left = (this.byUser.get(userId) ?? 1) - 1;
      if (left > 0) this.byUser.set(userId, left);
      else this.byUser.delete(userId);
    };
  }
}

const globalForSlots = globalThis as unknown as { liveStreamSlots?: StreamSlots };
/** The instance's slots, one set however many times the route module is loaded. */
export const liveStreamSlots = (globalForSlots.liveStreamSlots ??= new StreamSlots());
