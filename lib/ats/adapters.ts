import "server-only";
import type { AtsAdapter } from "./adapter";
import { ashbyAdapter } from "./ashby/ashby-api";
import { greenhouseAdapter } from "./greenhouse/harvest";
import type { AtsKind } from "./kinds";
import { leverAdapter } from "./lever/lever-api";

export const atsAdapters: Record<AtsKind, AtsAdapter> = {
  greenhouse: greenhouseAdapter,
  lever: leverAdapter,
  ashby: ashbyAdapter,
};
