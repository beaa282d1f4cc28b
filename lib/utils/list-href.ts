/** A URL query value: absent when undefined or empty. */
export type QueryValue = string | number | Date | undefined | null;

/**
 * The href of a list with some of its URL state changed. Paging cursors belong to one ordering and filter, so
 * any other change drops them; `keep` names the changes that do not (the page size does).
 */
export function listHref(path: string, state: Record<string, QueryValue>, changes: Record<string, QueryValue>): string {
  const cursorFree = Object.keys(changes).some((key) => key !== "after" && key !== "before");
  const merged: Record<string, QueryValue> = {
    ...state,
    ...(cursorFree ? { after: undefined, before: undefined } : {}),
    ...changes,
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
