import "server-only";
import { env } from "@/lib/env";
import { isListedUrl } from "@/lib/security/listed-hosts";

/** Whether a URL's host is listed in SAML_METADATA_HOSTS (an entry without a port allows any port of that host). */
export function isListedSamlHost(url: URL): boolean {
  return isListedUrl(env.SAML_METADATA_HOSTS, url);
}

/**
 * Why an identity provider's URL (its metadata or its sign-in endpoint) is refused, or null: https, or a host the
 * operator listed in SAML_METADATA_HOSTS; no user name or password in it.
 */
export function samlUrlRefusal(value: string, what: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `The ${what} is not a URL.`;
  }
  if (url.username || url.password) return `The ${what} must not carry a user name or password.`;
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && isListedSamlHost(url)) return null;
  return `The ${what} must use https (or its host must be listed in SAML_METADATA_HOSTS).`;
}
