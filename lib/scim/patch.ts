import { z } from "zod";
import { matchesFilter, parseFilter, stripSchemaUrn, type Filter } from "./filter";
import { ScimError } from "./scim-error";

/** One PATCH operation; `op` in any case (Entra ID sends "Replace", "Add", "Remove"). */
export const patchOperationSchema = z.object({
  op: z
    .string()
    .transform((op) => op.toLowerCase())
    .pipe(z.enum(["add", "replace", "remove"])),
  path: z.string().trim().min(1).max(500).optional(),
  value: z.unknown().optional(),
});
export type PatchOperation = z.output<typeof patchOperationSchema>;

export const patchRequestSchema = z.object({
  schemas: z.array(z.string()).optional(),
  Operations: z.array(patchOperationSchema).min(1).max(1000),
});

type Json = Record<string, unknown>;
interface ParsedPath {
  attr: string;
  filter?: Filter;
  sub?: string;
}

const isObject = (value: unknown): value is Json => !!value && typeof value === "object" && !Array.isArray(value);
const keyOf = (object: Json, name: string) => Object.keys(object).find((k) => k.toLowerCase() === name.toLowerCase());

/** Sets an attribute, keeping the existing key's spelling when one matches without case. */
function setKey(object: Json, name: string, value: unknown) {
  object[keyOf(object, name) ?? name] = value;
}
function getKey(object: Json, name: string) {
  const key = keyOf(object, name);
  return key === undefined ? undefined : object[key];
}
function deleteKey(object: Json, name: string) {
  const key = keyOf(object, name);
  if (key !== undefined) delete object[key];
}

/** `attr`, `attr.sub`, `attr[filter]`, `attr[filter].sub`, schema URN prefixes removed; extension URNs kept whole. */
export function parsePath(path: string): ParsedPath {
  const plain = stripSchemaUrn(path);
  if (/^urn:/i.test(plain)) return { attr: plain };
  const match = /^([A-Za-z$][\w$-]*)(?:\[(.+)\])?(?:\.([A-Za-z$][\w$-]*))?$/.exec(plain);
  if (!match) throw new ScimError(400, `The path "${path}" is not a SCIM attribute path.`, "invalidPath");
  const [, attr, filter, sub] = match;
  return { attr: attr!, ...(filter ? { filter: parseFilter(filter) } : {}), ...(sub ? { sub } : {}) };
}

/** Merges objects (a complex attribute's sub-attributes), replaces anything else. */
function merged(current: unknown, value: unknown) {
  return isObject(current) && isObject(value) ? { ...current, ...value } : value;
}

/** Whether a value of a multi-valued attribute is one of `removals` (same `value`, or equal JSON). */
function listedIn(item: unknown, removals: unknown[]) {
  const id = isObject(item) ? getKey(item, "value") : item;
  return removals.some((r) => (isObject(r) ? getKey(r, "value") : r) === id);
}

function applyPlain(resource: Json, op: PatchOperation["op"], path: ParsedPath, value: unknown) {
  const current = getKey(resource, path.attr);
  if (path.sub) {
    if (op === "remove") {
      if (isObject(current)) deleteKey(current, path.sub);
      return;
    }
    const parent = isObject(current) ? current : {};
    setKey(parent, path.sub, value);
    setKey(resource, path.attr, parent);
    return;
  }
  if (op === "remove") {
    if (Array.isArray(current) && Array.isArray(value)) {
      setKey(
        resource,
        path.attr,
        current.filter((item) => !listedIn(item, value)),
      );
    } else deleteKey(resource, path.attr);
    return;
  }
  if (op === "add" && Array.isArray(current)) {
    const added = (Array.isArray(value) ? value : [value]).filter((item) => !listedIn(item, current));
    setKey(resource, path.attr, [...current, ...added]);
    return;
  }
  setKey(resource, path.attr, merged(current, value));
}

/** A new value for `attr[type eq "work"].sub` when none matches: Entra ID adds an email this way. */
function newValueFor(filter: Filter, sub: string | undefined, value: unknown): Json | null {
  if (filter.kind !== "compare" || filter.op !== "eq" || filter.attr.includes(".")) return null;
  const item: Json = { [filter.attr]: filter.value };
  return sub ? { ...item, [sub]: value } : isObject(value) ? { ...item, ...value } : null;
}

function applyFiltered(
  resource: Json,
  op: PatchOperation["op"],
  path: ParsedPath & { filter: Filter },
  value: unknown,
) {
  const current = getKey(resource, path.attr);
  const list = Array.isArray(current) ? [...(current as unknown[])] : [];
  const matching = list.filter((item) => matchesFilter(path.filter, item));
  if (op === "remove") {
    const kept = path.sub
      ? list.map((item) => (matching.includes(item) && isObject(item) ? (deleteKey(item, path.sub!), item) : item))
      : list.filter((item) => !matching.includes(item));
    setKey(resource, path.attr, kept);
    return;
  }
  if (!matching.length) {
    const item = newValueFor(path.filter, path.sub, value);
    if (!item) throw new ScimError(400, `No value of ${path.attr} matches the path's filter.`, "noTarget");
    setKey(resource, path.attr, [...list, item]);
    return;
  }
  setKey(
    resource,
    path.attr,
    list.map((item) => {
      if (!matching.includes(item)) return item;
      if (path.sub) return isObject(item) ? { ...item, [keyOf(item, path.sub) ?? path.sub]: value } : item;
      return merged(item, value);
    }),
  );
}

const readOnly = ["id", "meta", "schemas"];

function applyOne(resource: Json, operation: PatchOperation) {
  const { op, path, value } = operation;
  if (!path) {
    if (op === "remove") throw new ScimError(400, "A remove operation needs a path.", "noTarget");
    if (!isObject(value)) throw new ScimError(400, `An ${op} without a path needs an object value.`, "invalidValue");
    // Okta sends the resource's id along with the changes (`{"id": …, "displayName": …}`): read-only keys are skipped.
    for (const [key, item] of Object.entries(value))
      if (!readOnly.includes(key.toLowerCase())) applyOne(resource, { op, path: key, value: item });
    return;
  }
  const parsed = parsePath(path);
  if (readOnly.includes(parsed.attr.toLowerCase()))
    throw new ScimError(400, `${parsed.attr} cannot be changed.`, "mutability");
  if (op !== "remove" && value === undefined)
    throw new ScimError(400, `The ${op} of ${path} has no value.`, "invalidValue");
  if (parsed.filter) applyFiltered(resource, op, { ...parsed, filter: parsed.filter }, value);
  else applyPlain(resource, op, parsed, value);
}

/** Applies PATCH operations (RFC 7644 §3.5.2) to a copy of a resource's JSON, in order; the caller validates it. */
export function applyPatch(resource: Json, operations: PatchOperation[]): Json {
  const copy = structuredClone(resource);
  for (const operation of operations) applyOne(copy, operation);
  return copy;
}
