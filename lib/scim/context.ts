import type { AuditEntry } from "@/lib/audit/record-audit";
import type { ScimDirectoryRow } from "./directories";

/** One authenticated SCIM request: its directory, the base URL resources are located under, and its audit. */
export interface ScimContext {
  directory: ScimDirectoryRow;
  /** `https://<host>/scim/v2`, for `meta.location` and `$ref`. */
  baseUrl: string;
  /** Records a change with the directory as actor (`scim:<name>`). */
  audit(entry: AuditEntry): Promise<void>;
}

/** SCIM paging (RFC 7644 §3.4.2.4): 1-based startIndex, count capped. */
export interface Page {
  startIndex: number;
  count: number;
}
