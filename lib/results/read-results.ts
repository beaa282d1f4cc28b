import "server-only";
import { cache } from "react";
import { getScreeningApi } from "@/lib/screening-api";

/**
 * One results read per request: the results page and its review column (a parallel route rendered in the
 * same request) share it instead of calling the API twice.
 */
export const readResults = cache((interviewId: string) => getScreeningApi().results.get(interviewId));
