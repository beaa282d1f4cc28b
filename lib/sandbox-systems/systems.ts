/**
 * The outside systems sandbox mode mounts under /api/sandbox-systems (app/api/sandbox-systems): four ATSs and two
 * chat tools. Browser-safe: the settings pages name them from here.
 */
export const sandboxAtsKinds = ["greenhouse", "lever", "ashby", "workable"] as const;
export type SandboxAts = (typeof sandboxAtsKinds)[number];
export const isSandboxAts = (ats: string): ats is SandboxAts => (sandboxAtsKinds as readonly string[]).includes(ats);

export const sandboxChatProviders = ["slack", "teams"] as const;
export type SandboxChatProvider = (typeof sandboxChatProviders)[number];

/** How many requests, stage moves and chat posts each sandbox system keeps (the oldest go first). */
export const SANDBOX_SYSTEM_KEEPS = 200;
