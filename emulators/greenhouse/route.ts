import type { EmulatorAnswer, EmulatorRequest } from "../kit/server";
import type { GreenhouseApplication, GreenhouseCandidate, GreenhouseEmulator } from "./model";

/** What a Harvest route handler is given: the emulator, the request, its JSON body and the id in its path. */
export interface HarvestCall {
  gh: GreenhouseEmulator;
  request: EmulatorRequest;
  body: Record<string, unknown>;
  /** The application or candidate the path names (its route says which). */
  application?: GreenhouseApplication;
  candidate?: GreenhouseCandidate;
  id: number;
  /** An answer carrying the rate-limit headers (and `headers`). */
  reply(status: number, body: unknown, headers?: Record<string, string>): EmulatorAnswer;
  /** A write's answer: the change is made, and then it may answer 500 (faults.landThenFail). */
  landed(status: number, body: unknown): EmulatorAnswer;
}

/** A route of the table (harvest.ts); a method, so a handler may ask for the call with its owner found. */
export interface HarvestRoute {
  method: string;
  /** The path; its first group is the id of the application or candidate (`owner`) it names. */
  path: RegExp;
  owner?: "application" | "candidate";
  handle(call: HarvestCall): EmulatorAnswer;
}

export const unprocessable = (call: HarvestCall, message: string) => call.reply(422, { errors: [{ message }] });
