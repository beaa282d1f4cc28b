import "server-only";
import { env } from "@/lib/env";
import { isListedUrl } from "@/lib/security/listed-hosts";
import { isOwnSandboxSystem } from "@/lib/sandbox-systems/own-url";
import { sandboxAtsKinds } from "@/lib/sandbox-systems/systems";
import { atsInfo, type AtsKind } from "./kinds";

/** Whether ATS_CALLBACK_HOSTS lists the URL's host (an entry without a port allows any port of that host). */
const isListedHost = (url: URL) => isListedUrl(env.ATS_CALLBACK_HOSTS, url);

/**
 * Whether a URL's host is one the operator listed in ATS_CALLBACK_HOSTS, or the URL is one of the app's own sandbox
 * ATSs in sandbox mode (lib/sandbox-systems/own-url.ts): http allowed, private addresses too.
 */
export function isCallbackHost(url: URL): boolean {
  return isListedHost(url) || sandboxAtsKinds.some((ats) => isOwnSandboxSystem(url, ats));
}

/**
 * Why a connection's base URL is refused, or null. The ATS's own API is https on its own domain; anything else must
 * be listed in ATS_CALLBACK_HOSTS. No credentials, query or fragment: the path is a prefix the API's paths follow.
 */
export function atsBaseUrlRefusal(ats: AtsKind, value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "not a URL";
  }
  if (url.username || url.password) return "a base URL carries no user name or password";
  if (url.search || url.hash) return "a base URL has no query or fragment";
  if (isOwnSandboxSystem(url, ats)) return null;
  if (isListedHost(url)) return url.protocol === "https:" || url.protocol === "http:" ? null : "http or https only";
  if (url.protocol !== "https:") return `https only (or list ${url.host} in ATS_CALLBACK_HOSTS)`;
  const host = url.hostname.toLowerCase();
  const own = atsInfo[ats].ownDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
  return own
    ? null
    : `${host} is not one of ${atsInfo[ats].label}'s domains (${atsInfo[ats].ownDomains.join(", ")}); list it in ATS_CALLBACK_HOSTS to allow it`;
}
