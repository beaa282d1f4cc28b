/**
 * Measure 2, run in a child process with the `react-server` condition so that the app's server-only client
 * (lib/screening-api) loads outside Next.js. argv: baseUrl apiKey rounds. Prints one JSON line.
 */
import { createScreeningApi } from "../../lib/screening-api/create-screening-api";
import { median } from "../support/stats";

const [baseUrl, apiKey, roundsArg] = process.argv.slice(2);
if (!baseUrl || !apiKey) throw new Error("usage: list-all-child <baseUrl> <apiKey> [rounds]");
const rounds = Math.min(20, Math.max(1, Number(roundsArg) || 5));
// The limiter stays on but far above what 10 pages need: the figure is the paging, not our own throttle.
const api = createScreeningApi({ baseUrl, apiKey, maxRps: 1000, maxConcurrency: 8 });

const onePage: number[] = [];
const all: number[] = [];
const lastPage: number[] = [];
let items = 0;
let totalItems = 0;
// Warm-up: the first requests of a fresh server compile and cache route code.
await api.assessments.list({ page: 1, pageSize: 1000 });
await api.assessments.listAll({ pageSize: 1000 });
for (let round = 0; round < rounds; round++) {
  let started = performance.now();
  const page = await api.assessments.list({ page: 1, pageSize: 1000 });
  onePage.push(performance.now() - started);
  totalItems = page.pagination.totalItems;
  started = performance.now();
  items = (await api.assessments.listAll({ pageSize: 1000 })).length;
  all.push(performance.now() - started);
  // The deepest page alone: whether pages cost more the further in they are (offset paging).
  started = performance.now();
  await api.assessments.list({ page: page.pagination.totalPages, pageSize: 1000 });
  lastPage.push(performance.now() - started);
}
const r = (values: number[]) => values.map((v) => Math.round(v * 10) / 10);
console.log(
  JSON.stringify({
    rounds,
    items,
    totalItems,
    onePageMs: median(onePage),
    listAllMs: median(all),
    lastPageMs: median(lastPage),
    onePageSamples: r(onePage),
    listAllSamples: r(all),
  }),
);
