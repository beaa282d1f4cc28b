/**
 * A server process's part of an instance's connection budget. With WEB_CONCURRENCY over 1 every server process
 * opens pools of its own, so each keeps to its share of the instance's: the instance's total stays what the
 * operator set however many cores it uses. Never under 2, so a page's parallel reads are not all queued on one.
 */
export function poolShare(instanceTotal: number, processes: number): number {
  return Math.max(2, Math.ceil(instanceTotal / processes));
}
