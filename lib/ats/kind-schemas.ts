import { z } from "zod";
import { atsKinds, atsLinkModes } from "./kinds";

/**
 * The schemas of an ATS kind and of a link mode, for what the server parses. Apart from kinds.ts, which pages in
 * the browser import for the ATS names: zod would add 30 kB to each of them.
 */
export const atsKindSchema = z.enum(atsKinds);
export const atsLinkModeSchema = z.enum(atsLinkModes);
