/** Password lengths, apart from the schema (password-rules.ts) so the password form's hints do not load zod. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;
