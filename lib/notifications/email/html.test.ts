import { describe, expect, it } from "vitest";
import { html, SafeHtml } from "./html";

describe("html", () => {
  it("escapes every interpolated string, in text and in attributes", () => {
    const name = `<img src=x onerror="alert(1)"> & 'co'`;
    expect(html`<a title="${name}">${name}</a>`.value).toBe(
      `<a title="&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;co&#39;">&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;co&#39;</a>`,
    );
  });

  it("keeps nested markup and drops empty parts", () => {
    const items = ["a", "b"].map((x) => html`<li>${x}</li>`);
    const list = html`<ul>
      ${items}${null}${false}
    </ul>`.value;
    // Prettier lays out html`…` templates as HTML: compare without the whitespace it adds.
    expect(list.replace(/\s+/g, "")).toBe("<ul><li>a</li><li>b</li></ul>");
    expect(html`${new SafeHtml("<b>kept</b>")}`.value).toBe("<b>kept</b>");
  });
});
