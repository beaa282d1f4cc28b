import type { z } from "zod";
import { badRequest, validationError } from "./errors";

/** Parses a JSON body with `schema`; malformed JSON and invalid input become 400s of the endpoint's family. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await request.text();
  let value: unknown;
  try {
    value = text.trim() === "" ? undefined : JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON");
  }
  if (value === undefined) throw badRequest("The request body must be a JSON object");
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Parses the query string with `schema` (the last value wins when a parameter repeats). */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The origin the caller used, behind a proxy too, for absolute links the caller can open. */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const first = (value: string | null) => value?.split(",")[0]?.trim() || undefined;
  const host = first(request.headers.get("x-forwarded-host")) ?? first(request.headers.get("host")) ?? url.host;
  const proto = first(request.headers.get("x-forwarded-proto")) ?? url.protocol.replace(/:$/, "");
  return `${proto === "https" ? "https" : "http"}://${host}`;
}
