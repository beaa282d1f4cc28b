import type { Filter, FilterValue } from "./filter";
import { ScimError } from "./scim-error";

/** How a SCIM attribute is stored: a text column, a time column, `active` (disabledAt unset), or group membership. */
export type Column =
  { kind: "text"; field: string } | { kind: "time"; field: string } | { kind: "active" } | { kind: "member" };

type Where = Record<string, unknown>;

const unsupported = (detail: string) => new ScimError(400, detail, "invalidFilter");

function textCondition(op: string, value: FilterValue): Where | null {
  if (typeof value !== "string") throw unsupported("Compare this attribute with a quoted string.");
  const mode = "insensitive";
  if (op === "eq") return { equals: value, mode };
  if (op === "ne") return { not: { equals: value, mode } };
  if (op === "co") return { contains: value, mode };
  if (op === "sw") return { startsWith: value, mode };
  if (op === "ew") return { endsWith: value, mode };
  return null;
}

function compareWhere(column: Column, op: string, value: FilterValue): Where {
  if (column.kind === "active") {
    if (typeof value !== "boolean" || (op !== "eq" && op !== "ne"))
      throw unsupported("active takes eq true or eq false.");
    return { disabledAt: (op === "eq") === value ? null : { not: null } };
  }
  if (column.kind === "member") {
    if (op !== "eq" || typeof value !== "string") throw unsupported('members.value takes eq "<user id>".');
    return { members: { some: { userId: value } } };
  }
  if (column.kind === "time") {
    const at = typeof value === "string" ? new Date(value) : null;
    const ops: Record<string, string> = { eq: "equals", gt: "gt", ge: "gte", lt: "lt", le: "lte" };
    if (!at || Number.isNaN(at.getTime()) || !ops[op]) throw unsupported("Compare times with eq, gt, ge, lt or le.");
    return { [column.field]: { [ops[op]!]: at } };
  }
  const condition = textCondition(op, value);
  if (!condition) throw unsupported(`The operator ${op} does not apply to text.`);
  return { [column.field]: condition };
}

/**
 * A parsed filter as a Prisma `where`, for the attributes in `columns` (lowercased names). Anything else is refused
 * as invalidFilter rather than read from every row.
 */
export function filterWhere(filter: Filter, columns: Record<string, Column>): Where {
  switch (filter.kind) {
    case "and":
      return { AND: [filterWhere(filter.left, columns), filterWhere(filter.right, columns)] };
    case "or":
      return { OR: [filterWhere(filter.left, columns), filterWhere(filter.right, columns)] };
    case "not":
      return { NOT: filterWhere(filter.filter, columns) };
    case "valuePath": {
      // emails[value eq "x"] is read as emails.value eq "x".
      const inner = filter.filter;
      if (inner.kind !== "compare") throw unsupported("Filter a value path with one comparison.");
      return filterWhere({ ...inner, attr: `${filter.attr}.${inner.attr}` }, columns);
    }
    case "present": {
      const column = columns[filter.attr.toLowerCase()];
      if (!column) throw unsupported(`Filtering on ${filter.attr} is not supported.`);
      if (column.kind !== "text" && column.kind !== "time") return {};
      return { [column.field]: { not: null } };
    }
    case "compare": {
      const column = columns[filter.attr.toLowerCase()];
      if (!column) throw unsupported(`Filtering on ${filter.attr} is not supported.`);
      return compareWhere(column, filter.op, filter.value);
    }
  }
}

export const userColumns: Record<string, Column> = {
  id: { kind: "text", field: "id" },
  username: { kind: "text", field: "email" },
  "emails.value": { kind: "text", field: "email" },
  emails: { kind: "text", field: "email" },
  externalid: { kind: "text", field: "scimExternalId" },
  displayname: { kind: "text", field: "name" },
  "name.formatted": { kind: "text", field: "name" },
  active: { kind: "active" },
  "meta.created": { kind: "time", field: "createdAt" },
  "meta.lastmodified": { kind: "time", field: "updatedAt" },
};

export const groupColumns: Record<string, Column> = {
  id: { kind: "text", field: "id" },
  displayname: { kind: "text", field: "displayName" },
  externalid: { kind: "text", field: "externalId" },
  "members.value": { kind: "member" },
  members: { kind: "member" },
  "meta.created": { kind: "time", field: "createdAt" },
  "meta.lastmodified": { kind: "time", field: "updatedAt" },
};
