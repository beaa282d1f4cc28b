import { measureListPage, type ListPageFigures } from "./list-pages";

export interface ExportFigures {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  megabytes: number;
}

/**
 * The cohort page (by score, by a dimension, by score showing each person's best screen) and the compare page of
 * five, as a signed-in hiring manager gets them.
 */
export async function measureCohortPages(
  baseUrl: string,
  cookie: string,
  problemId: string,
  ids: string[],
  dimensionKey: string,
): Promise<ListPageFigures[]> {
  const cohort = `/problems/${encodeURIComponent(problemId)}/cohort`;
  const paths = [
    cohort,
    `${cohort}?sort=${encodeURIComponent(`dim:${dimensionKey}`)}&dir=desc`,
    `${cohort}?pick=best`,
    `${cohort}/compare?ids=${ids.map(encodeURIComponent).join(",")}`,
  ];
  const figures: ListPageFigures[] = [];
  for (const path of paths) figures.push(await measureListPage(baseUrl, path, cookie));
  return figures;
}

/** The whole cohort's CSV, read to its last byte: rows per second from the request to the end of the stream. */
export async function measureCohortExport(baseUrl: string, cookie: string, problemId: string): Promise<ExportFigures> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/problems/${encodeURIComponent(problemId)}/cohort/export`, {
    headers: { cookie },
    signal: AbortSignal.timeout(300_000),
  });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    lines += (decoder.decode(chunk, { stream: true }).match(/\n/g) ?? []).length;
  }
  const seconds = (performance.now() - started) / 1000;
  const rows = lines - 1;
  return { rows, seconds, rowsPerSecond: rows / seconds, megabytes: bytes / 2 ** 20 };
}
