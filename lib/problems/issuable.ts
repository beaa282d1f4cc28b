/**
 * Why a problem cannot be issued now, in words for the picker, or null when it can. An archived problem never
 * can; a Creating one is refused with PROBLEM_CREATING (spec §3 rule 2) unless the caller waits for it to be
 * Ready, as bulk jobs do. Browser-safe.
 */
export function whyNotIssuable(
  status: string | null,
  { waitsForReady = false }: { waitsForReady?: boolean } = {},
): string | null {
  if (status === "Archived") return "archived: it can no longer be issued";
  if (status === "Creating" && !waitsForReady) return "still being created: it can be issued once Ready";
  return null;
}
