import { isSandboxAts } from "./systems";

const sandboxAtsPage = /^\/settings\/integrations\/([^/]+)\/sandbox$/;

/**
 * Whether `pathname` is a page that exists only in sandbox mode and is missing here: the sandbox ATS pages (only
 * for an ATS the sandbox mounts), the chat catcher and the emulator's shared results. The proxy answers these with
 * a 404 before anything renders; a page's own notFound() under a loading boundary could only stream the not-found
 * page under a 200 already sent.
 */
export function isMissingSandboxPage(pathname: string, sandbox: boolean): boolean {
  const ats = sandboxAtsPage.exec(pathname)?.[1];
  if (ats !== undefined) return !sandbox || !isSandboxAts(ats);
  const sandboxOnly = pathname === "/settings/sent-chat" || pathname.startsWith("/share/results/");
  return sandboxOnly && !sandbox;
}
