import "server-only";
import type { AtsAdapter } from "./adapter";
import { ashbyAdapter } from "./ashby/ashby-api";
import { greenhouseAdapter } from "./greenhouse/harvest";
import { atsInfo, type AtsInfo, type AtsKind } from "./kinds";
import { leverAdapter } from "./lever/lever-api";
import { workableAdapter } from "./workable/workable-api";

/** One ATS behind the shared machinery: how it is described (its info.ts) and how it is spoken to (its adapter). */
export interface AtsRegistration extends AtsInfo {
  adapter: AtsAdapter;
}

/** Every ATS the dashboard connects to, one line each: lib/ats/<kind>/ holds the rest. */
export const atsRegistry: Record<AtsKind, AtsRegistration> = {
  greenhouse: { ...atsInfo.greenhouse, adapter: greenhouseAdapter },
  lever: { ...atsInfo.lever, adapter: leverAdapter },
  ashby: { ...atsInfo.ashby, adapter: ashbyAdapter },
  workable: { ...atsInfo.workable, adapter: workableAdapter },
};
