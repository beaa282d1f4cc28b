import "server-only";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * What a browser that opened the PDF link (in a tab of its own, say) shows when the PDF cannot be had: what
 * happened in the words a page uses, the service's own reason where it gave one, and the way back. A small
 * document of its own, light and dark, since a route handler renders no React. Its route's Content-Security-Policy
 * (lib/security/headers.ts) lets its inline style apply and nothing else.
 */
export function pdfFailurePage(failure: {
  title: string;
  detail: string;
  serviceMessage?: string;
  backHref: string;
}): string {
  const service = failure.serviceMessage ? `<p>The service said: <q>${escape(failure.serviceMessage)}</q></p>` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>PDF not available · ${escape(failure.title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 3rem 1.25rem; background: #fafafa; color: #18181b; }
main { max-width: 36rem; margin: 0 auto; border: 1px solid #e4e4e7; border-radius: 0.75rem; background: #fff; padding: 1.5rem; }
h1 { font-size: 1.25rem; margin: 0 0 0.5rem; }
a { color: #4f46e5; font-weight: 500; }
@media (prefers-color-scheme: dark) {
  body { background: #09090b; color: #f4f4f5; }
  main { background: #18181b; border-color: #27272a; }
  a { color: #a5b4fc; }
}
</style>
</head>
<body>
<main role="alert">
<h1>The results PDF could not be downloaded: ${escape(failure.title)}</h1>
<p>${escape(failure.detail)}</p>
${service}
<p><a href="${escape(failure.backHref)}">Back to the results</a></p>
</main>
</body>
</html>
`;
}
