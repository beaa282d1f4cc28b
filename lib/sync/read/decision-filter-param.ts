import { z } from "zod";
import { decisionFilterValues } from "./decision-filter";

/** The decision filter as a list's URL carries it; an unknown value means no filter. */
export const decisionFilterParam = z.enum(decisionFilterValues).optional().catch(undefined);
