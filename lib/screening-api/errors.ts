import "server-only";

/** The client's error types: one base class, one subclass per way a call can fail (ARCHITECTURE.md, client rules). */
export * from "./api-error";
export * from "./http-errors";
export * from "./transport-errors";
