/**
 * A dynamic segment of a page's URL as the identifier it names. Next.js hands pages the segment still
 * percent-encoded (`a%20b`; route handlers get it decoded), and the dashboard's links encode every identifier,
 * so a page decodes it once. A segment that is not valid percent-encoding is taken as it is.
 */
export function pageParam(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
