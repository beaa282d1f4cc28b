import { html, SafeHtml } from "@/lib/notifications/email/html";
import type { DocSection, DocTable, ExportDocument } from "./export-document-model";

/**
 * The document's own style: system fonts, light and dark by the reader's setting, wide tables scrolling inside their
 * own box on a phone, and a print layout without backgrounds that keeps rows whole. A constant, not user text.
 */
const css = new SafeHtml(`
  :root {
    color-scheme: light dark;
    --ink: #18181b; --muted: #52525b; --paper: #ffffff; --panel: #f4f4f5; --rule: #d4d4d8; --accent: #4338ca;
    --note: #fffbeb; --note-rule: #f59e0b;
  }
  @media (prefers-color-scheme: dark) {
    :root {
      --ink: #f4f4f5; --muted: #a1a1aa; --paper: #09090b; --panel: #18181b; --rule: #3f3f46; --accent: #a5b4fc;
      --note: #1c1917; --note-rule: #b45309;
    }
  }
  * { box-sizing: border-box; }
  body {
    margin: 0; background: var(--paper); color: var(--ink);
    font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  }
  main { max-width: 72rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
  h1 { font-size: 1.9rem; line-height: 1.2; margin: 0 0 0.75rem; overflow-wrap: anywhere; }
  h2 { font-size: 1.35rem; margin: 2.5rem 0 0.75rem; padding-top: 1rem; border-top: 1px solid var(--rule); }
  h3 { font-size: 1.1rem; margin: 1.75rem 0 0.5rem; }
  p { margin: 0.5rem 0; max-width: 48rem; }
  a { color: var(--accent); }
  .lead { font-size: 1.05rem; }
  .for-admin {
    background: var(--note); border-left: 4px solid var(--note-rule); padding: 0.75rem 1rem; border-radius: 4px;
    max-width: 48rem;
  }
  .headline {
    font-weight: 600; border-left: 4px solid var(--accent); background: var(--panel); padding: 0.75rem 1rem;
    border-radius: 4px;
  }
  ul { max-width: 48rem; padding-left: 1.25rem; }
  li { margin: 0.35rem 0; }
  nav ol { margin: 0.5rem 0; padding-left: 1.25rem; }
  dl.facts { display: grid; grid-template-columns: minmax(10rem, max-content) 1fr; gap: 0.35rem 1.5rem; margin: 0; }
  dl.facts dt { color: var(--muted); }
  dl.facts dd { margin: 0; overflow-wrap: anywhere; }
  .scroll { overflow-x: auto; margin: 0.75rem 0 1.25rem; border: 1px solid var(--rule); border-radius: 6px; }
  table { border-collapse: collapse; width: 100%; font-size: 0.92rem; }
  caption { text-align: left; font-weight: 600; padding: 0.5rem 0.75rem; background: var(--panel); }
  th, td { text-align: left; vertical-align: top; padding: 0.45rem 0.75rem; border-top: 1px solid var(--rule); }
  th { color: var(--muted); font-weight: 600; white-space: nowrap; }
  td { min-width: 6rem; max-width: 32rem; overflow-wrap: break-word; white-space: pre-wrap; }
  dl.files dt { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9rem; margin-top: 0.75rem; overflow-wrap: anywhere; }
  dl.files dd { margin: 0.15rem 0 0 1.25rem; max-width: 48rem; }
  @media (max-width: 40rem) {
    main { padding: 1.25rem 1rem 3rem; }
    h1 { font-size: 1.5rem; }
    dl.facts { grid-template-columns: 1fr; gap: 0 0; }
    dl.facts dd { margin-bottom: 0.5rem; }
  }
  @media print {
    :root { --ink: #000; --muted: #333; --paper: #fff; --panel: #fff; --rule: #999; --accent: #000; --note: #fff; }
    body { font-size: 10.5pt; }
    main { max-width: none; padding: 0; }
    nav { display: none; }
    .scroll { overflow: visible; border: 0; }
    table { border: 1px solid var(--rule); font-size: 8.5pt; }
    /* Paper cannot scroll: every column fits the page width, a word broken only where it cannot fit. */
    th, td { min-width: 0; padding: 0.3rem 0.4rem; overflow-wrap: break-word; hyphens: auto; }
    th { white-space: normal; }
    thead { display: table-header-group; }
    .headline { border-left-width: 2px; }
    tr, dl.facts, .for-admin, .headline { break-inside: avoid; }
    h2, h3, caption { break-after: avoid; }
  }
`);

/** No script, no request anywhere: a stray tag in the data could do nothing even if escaping ever failed. */
const policy = new SafeHtml("default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'");

const paragraphs = (texts: readonly string[]) => texts.map((text) => html`<p>${text}</p>`);

function tableHtml(table: DocTable): SafeHtml {
  return html`<div class="scroll" role="region" aria-label="${table.caption}" tabindex="0">
    <table>
      <caption>
        ${table.caption}
      </caption>
      <thead>
        <tr>
          ${table.head.map((h) => html`<th scope="col">${h}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${table.rows.map(
          (row) =>
            html`<tr>
              ${row.map((cell) => html`<td>${cell}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

const holdingHtml = (section: DocSection) =>
  html`<section aria-labelledby="${section.id}">
    <h3 id="${section.id}">${section.heading}</h3>
    ${paragraphs(section.text)} ${section.tables.map(tableHtml)}
  </section>`;

const sections = [
  { id: "who", heading: "Who this is about" },
  { id: "what", heading: "What we hold" },
  { id: "where", heading: "Where it came from" },
  { id: "erasure", heading: "When it will be erased" },
  { id: "appendix", heading: "Appendix: the files of this archive" },
] as const;
const heading = (id: (typeof sections)[number]["id"]) => sections.find((s) => s.id === id)!.heading;

/**
 * The subject access export's index.html: one standalone page (inline style only, no script, no external URL, no
 * font), every value escaped by the `html` template.
 */
export function renderExportDocument(doc: ExportDocument): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${policy}" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="referrer" content="no-referrer" />
        <title>${doc.title}</title>
        <style>
          ${css}
        </style>
      </head>
      <body>
        <main>
          <h1>${doc.title}</h1>
          ${doc.intro.map((text) => html`<p class="lead">${text}</p>`)}
          <p class="for-admin">${doc.forAdmin}</p>
          <nav aria-label="Contents">
            <ol>
              ${sections.map((s) => html`<li><a href="#${s.id}">${s.heading}</a></li>`)}
            </ol>
          </nav>
          <section aria-labelledby="who">
            <h2 id="who">${heading("who")}</h2>
            <dl class="facts">
              ${doc.person.map(
                (f) =>
                  html`<dt>${f.label}</dt>
                    <dd>${f.value}</dd>`,
              )}
            </dl>
          </section>
          <section aria-labelledby="what">
            <h2 id="what">${heading("what")}</h2>
            ${doc.holdings.map(holdingHtml)}
          </section>
          <section aria-labelledby="where">
            <h2 id="where">${heading("where")}</h2>
            <ul>
              ${doc.sources.map((s) => html`<li>${s}</li>`)}
            </ul>
          </section>
          <section aria-labelledby="erasure">
            <h2 id="erasure">${heading("erasure")}</h2>
            <p class="headline">${doc.erasure.headline}</p>
            ${paragraphs(doc.erasure.details)}
          </section>
          <section aria-labelledby="appendix">
            <h2 id="appendix">${heading("appendix")}</h2>
            <p>
              Every record in full, as tables of JSON (for programs) and CSV (for a spreadsheet). Columns that only
              serve the dashboard's own workings (search keys, hashes, copies kept for sorting) are left out.
            </p>
            <dl class="files">
              ${doc.files.map(
                (f) =>
                  html`<dt>${f.name}</dt>
                    <dd>${f.holds}</dd>`,
              )}
            </dl>
          </section>
        </main>
      </body>
    </html>`.value;
}
