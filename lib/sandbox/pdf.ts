/**
 * PDF reports of the sandbox (spec 4.8 problem share link, 4.17 results PDF), drawn with pdf-lib's
 * standard fonts so nothing is downloaded at runtime. Text in any script is accepted: characters the
 * fonts cannot encode are transliterated or replaced, never a crash.
 */
export { renderResultsPdf } from "./pdf/results-report";
export { renderProblemPdf } from "./pdf/problem-report";
