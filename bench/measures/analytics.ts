import { measureListPage, type ListPageFigures } from "./list-pages";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The analytics views as a signed-in user gets them (the list pages' method: full HTML, API calls counted):
 * each period, a whole year, one problem's year, the slowest list and a CSV export.
 */
export async function measureAnalyticsPages(baseUrl: string, cookie: string, problemId: string) {
  const year = `period=custom&from=${day(-365)}&to=${day(0)}`;
  const paths = [
    "/analytics?period=week",
    "/analytics",
    "/analytics?period=quarter",
    `/analytics?${year}`,
    `/analytics?${year}&problem=${encodeURIComponent(problemId)}`,
    `/analytics?${year}&source=greenhouse&issuer=none`,
    "/analytics/slowest?metric=wait_decision&period=quarter",
    `/analytics/export?table=problems&${year}`,
  ];
  const results: ListPageFigures[] = [];
  for (const path of paths) results.push(await measureListPage(baseUrl, path, cookie));
  return results;
}
