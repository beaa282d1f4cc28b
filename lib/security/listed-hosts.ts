/**
 * An operator's allow list of hosts (ATS_CALLBACK_HOSTS, CHAT_WEBHOOK_HOSTS, SAML_METADATA_HOSTS, SMTP_HOSTS,
 * AUDIT_STREAM_HOSTS: `host[:port],host[:port]`, checked by lib/env.ts): whether a host and port are on it. An entry
 * without a port allows every port of its host; names compare without case, and IPv6 addresses with or without their
 * brackets.
 */
const bare = (host: string) => host.replace(/^\[|\]$/g, "").toLowerCase();

function entries(list: string | undefined) {
  return (list ?? "")
    .split(",")
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(`tcp://${entry}`);
      return { host: bare(url.hostname), port: url.port ? Number(url.port) : null };
    });
}

export function isListedHost(list: string | undefined, host: string, port: number): boolean {
  return entries(list).some((entry) => entry.host === bare(host) && (entry.port === null || entry.port === port));
}

/** The same for a URL, whose port is its protocol's when it names none (443 for https, 80 otherwise). */
export function isListedUrl(list: string | undefined, url: URL): boolean {
  return isListedHost(list, url.hostname, Number(url.port || (url.protocol === "https:" ? 443 : 80)));
}
