/**
 * C0 and C1 control characters (CR, LF, TAB, NUL, ESC…) and the Unicode line and paragraph separators: in a name or
 * a title they become extra lines in a plain-text email (a forged `Bcc:` line), in a Subject or in a chat message.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** Whether the text holds a control character or a line break: names and titles at the API boundary refuse it. */
export const hasControlCharacters = (text: string) => new RegExp(CONTROL.source).test(text);

/** The text on one line: each run of control characters becomes one space (for names already stored, and mail). */
export const singleLine = (text: string) => text.replace(CONTROL, " ").trim();

/** The message a schema gives when a name or title holds one. */
export const oneLineMessage = (field: string) => `${field} must be on one line, without control characters`;
