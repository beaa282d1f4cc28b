/** An SMTP refusal or a transport failure, in words; `transient` when a later try may succeed (4xx, no answer). */
export class MailError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

/** What nodemailer puts on its errors (lib/smtp-connection: `code`, and the server's answer when there was one). */
interface SmtpFailure {
  message?: string;
  code?: string;
  responseCode?: number;
  response?: string;
}

const NO_CONNECTION = /ECONNREFUSED|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN/;
const TLS_WORDS =
  /\b(ssl|tls|starttls|certificate|handshake|wrong version number|self[- ]signed|unable to verify)\b|CERT_/i;

function describeTls(detail: string, where: string): string {
  if (/starttls/i.test(detail))
    return `TLS failed with ${where}: the server does not offer STARTTLS. Choose TLS if it speaks TLS from the start, or None only on a network you trust.`;
  if (/wrong version number|packet length too long|unknown protocol|first record does not look like/i.test(detail))
    return `TLS failed with ${where}: the server does not speak TLS from the start on this port. Choose STARTTLS (usually port 587), or check the port.`;
  if (/certificate|self[- ]signed|unable to verify|CERT_|altnames/i.test(detail))
    return `TLS failed with ${where}: its certificate is not trusted for this host (${detail}).`;
  return `TLS failed with ${where}: ${detail}.`;
}

function describeConnection(detail: string, where: string): string {
  if (/ECONNREFUSED/.test(detail)) return `Cannot connect to ${where}: nothing accepts connections there.`;
  if (/EHOSTUNREACH|ENETUNREACH/.test(detail)) return `Cannot connect to ${where}: the host is unreachable.`;
  if (/ENOTFOUND|EAI_AGAIN/.test(detail)) return `Cannot connect to ${where}: the host name does not resolve.`;
  if (/ECONNRESET|closed unexpectedly/i.test(detail))
    return `${where} closed the connection before the email was sent.`;
  return `Cannot connect to ${where}: ${detail}.`;
}

/**
 * A failed send in words a person can act on: the user name or password refused, no connection, TLS, no answer in
 * time, or the server's own refusal of the message (its code and words kept). `where` is `host:port`.
 */
export function describeSmtpFailure(error: unknown, where: string): MailError {
  const failure = (typeof error === "object" && error !== null ? error : { message: String(error) }) as SmtpFailure;
  const detail = (failure.message ?? "").replace(/\s+/g, " ").trim().slice(0, 300);
  const answer = failure.response?.replace(/\s+/g, " ").trim().slice(0, 300);
  const code = failure.responseCode;
  const words = (message: string, transient: boolean) => new MailError(message.slice(0, 500), transient);
  if (failure.code === "EAUTH" || failure.code === "ENOAUTH")
    return words(`${where} refused the user name or password${answer ? ` (${answer})` : ""}.`, false);
  if (code === 530 || /authentication required/i.test(answer ?? ""))
    return words(
      `${where} asks to sign in first: enter a user name and password${answer ? ` (${answer})` : ""}.`,
      false,
    );
  if (failure.code === "ETIMEDOUT") return words(`${where} did not answer in time.`, true);
  if (NO_CONNECTION.test(detail)) return words(describeConnection(detail, where), true);
  if (failure.code === "ETLS" || TLS_WORDS.test(detail)) return words(describeTls(detail, where), false);
  if (failure.code === "ECONNECTION" || failure.code === "ESOCKET" || failure.code === "EDNS")
    return words(describeConnection(detail, where), true);
  // 5xx is the server's final word about this message (no such mailbox, refused); anything else may pass later.
  if (typeof code === "number" && code >= 400)
    return words(`${where} refused the message: ${answer ?? detail}`, code < 500);
  return words(`${where}: ${detail || "the email was not sent"}`, true);
}
