/** Reading a caught post's JSON (any shape a sender posted) without trusting it. Browser-safe, pure. */
export type Json = Record<string, unknown>;

export const obj = (value: unknown): Json | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : null;

export const str = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** An array's objects, at most `max` of them. */
export const objects = (value: unknown, max = 50): Json[] =>
  (Array.isArray(value) ? value : [])
    .slice(0, max)
    .map(obj)
    .filter((v): v is Json => v !== null);

/** A Slack text object's text (plain_text or mrkdwn) and whether it is mrkdwn. */
export const slackText = (value: unknown) => {
  const text = obj(value);
  return { text: str(text?.text) ?? "", mrkdwn: text?.type === "mrkdwn" };
};
