import { limits } from "@/lib/api-contract/limits";
import { listAssessmentsQuerySchema } from "@/lib/api-contract/requests";

export interface PageQuery {
  page: number;
  pageSize: number;
  /** What was wrong with the address and what is shown instead, for a visible note. */
  notes: string[];
}

type Raw = string | string[] | undefined;
const first = (value: Raw) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * `page` and `pageSize` from the address, checked with the API's own rules (spec 4.2, part 8). A value the
 * API would refuse never reaches it: a number past a bound is brought to the bound, anything else falls back
 * to the default, and each correction is reported in `notes` instead of failing the page.
 */
export function parsePageQuery(raw: { page?: Raw; pageSize?: Raw }): PageQuery {
  const notes: string[] = [];
  const read = (name: "page" | "pageSize", bounds: { min: number; max?: number; default: number }) => {
    const text = first(raw[name]);
    const parsed = listAssessmentsQuerySchema.shape[name].safeParse(text);
    if (parsed.success) return parsed.data;
    const number = Number(text);
    const corrected =
      Number.isInteger(number) && number < bounds.min ? bounds.min
      : Number.isInteger(number) && bounds.max !== undefined && number > bounds.max ? bounds.max
      : bounds.default;
    const reason = parsed.error.issues[0]?.message ?? `${name} is not valid`;
    notes.push(`“${name}=${text}” cannot be used (${reason}), so ${name === "page" ? `page ${corrected}` : `${corrected} per page`} is shown instead.`);
    return corrected;
  };
  const page = read("page", limits.page);
  const pageSize = read("pageSize", limits.pageSize);
  return { page, pageSize, notes };
}
