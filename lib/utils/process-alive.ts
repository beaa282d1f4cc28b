/** Whether this process may signal `pid`: it exists and runs as this user (or this process runs as root). */
export function canSignal(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a process with this pid exists. Signal 0 checks without touching it; EPERM means it exists under another
 * user, so it counts as alive.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
