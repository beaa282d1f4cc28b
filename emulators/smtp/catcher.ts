import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A local SMTP server for tests (never a real one): accepts every message on 127.0.0.1 without TLS and keeps it
 * parsed. `fail` makes it answer the next messages with an SMTP code instead. `latencyMs` holds each answer back;
 * like a real mail server, a message counts as delivered only once its 250 was answered, so one whose sender vanished
 * (killed) while waiting is dropped. With `auth`, it requires signing in (AUTH PLAIN or LOGIN, RFC 4954) before MAIL
 * FROM: a wrong user or password is answered 535 (5.7.8), a message from anyone who did not sign in 530 (5.7.0);
 * without TLS, as a relay on a trusted network may.
 */
export async function startSmtpCatcher(
  port: number,
  { latencyMs = 0, auth }: { latencyMs?: number; auth?: { user: string; pass: string } } = {},
) {
  const mails: ParsedMail[] = [];
  const state = { failWith: null as number | null };
  const closed = new Set<string>();
  const server = new SMTPServer({
    secure: false,
    authOptional: !auth,
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    disabledCommands: auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.pass)
        return callback(null, { user: login.username });
      callback(Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }));
    },
    logger: false,
    size: 5 * 1024 * 1024,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
          if (closed.has(session.id)) {
            callback(new Error("the sender left before the answer"));
            return;
          }
          if (state.failWith) {
            const error = Object.assign(new Error("try again later"), { responseCode: state.failWith });
            callback(error);
            return;
          }
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port,
    mails,
    to: (address: string) => mails.filter((m) => m.to && JSON.stringify(m.to).includes(address)),
    fail: (code: number | null) => {
      state.failWith = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
