/**
 * How long a new share link works, in days: the creator picks one; 30 unless they do. Browser-safe, apart from
 * the token module, which needs node:crypto (in a client bundle, a 130 kB polyfill).
 */
export const shareLinkDays = [7, 30, 90] as const;
export type ShareLinkDays = (typeof shareLinkDays)[number];
export const defaultShareLinkDays: ShareLinkDays = 30;
