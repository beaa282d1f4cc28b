import { kindInfo, type NotificationKind } from "../kinds";
import type { MessageItem } from "../compose";
import { html, SafeHtml } from "./html";
import { singleLine } from "@/lib/utils/single-line";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface EmailSection {
  heading: string;
  items: MessageItem[];
  /** Said when the section has no items. */
  empty?: string;
  /** Items not listed (the list is cut), with where to see them all. */
  more?: { count: number; href: string };
}

interface EmailContent {
  subject: string;
  preheader: string;
  heading: string;
  intro: string;
  /** A link under the intro to what its numbers count (the digest's completed screens). */
  introLink?: { label: string; href: string };
  sections: EmailSection[];
  /** Why the reader gets it, first in the footer (default: their notification settings). */
  because?: string;
  /** The footer's unsubscribe line: what it turns off, and its one-click URL. */
  unsubscribe: { what: string; url: string };
  settingsUrl: string;
}

const reasonLabel = (kind: NotificationKind) => kindInfo[kind]?.reason ?? kind;

/**
 * Email-client CSS: inline light colours for clients that strip <style>, and a prefers-color-scheme block for the
 * ones that honour dark mode (Apple Mail, Outlook on the web and phones). Tables for layout, system fonts only.
 */
const darkCss = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .page { background: #09090b !important; }
    .card { background: #18181b !important; border-color: #3f3f46 !important; }
    .ink { color: #f4f4f5 !important; }
    .muted { color: #a1a1aa !important; }
    .link { color: #a5b4fc !important; }
    .rule { border-color: #3f3f46 !important; }
  }
  @media (max-width: 480px) { .card { padding: 16px !important; } }
`;

/** A constant of this file, not user text: kept as it is. */
const darkStyle = new SafeHtml(darkCss);

function itemHtml(item: MessageItem): SafeHtml {
  return html`<tr>
    <td class="rule" style="padding:12px 0;border-top:1px solid #e4e4e7;">
      <a class="link" href="${item.href}" style="color:#4338ca;font-weight:600;text-decoration:none;font-size:15px;"
        >${item.title}</a
      >
      <div class="muted" style="color:#52525b;font-size:13px;margin-top:4px;">${item.detail}</div>
      <div class="muted" style="color:#71717a;font-size:12px;margin-top:2px;">
        ${item.reasons.map(reasonLabel).join(" · ")}
      </div>
    </td>
  </tr>`;
}

function sectionHtml(section: EmailSection): SafeHtml {
  return html`<tr>
    <td style="padding-top:20px;">
      <h2 class="ink" style="margin:0 0 4px;font-size:16px;color:#18181b;">${section.heading}</h2>
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
        ${section.items.map(itemHtml)}
        ${
          section.items.length === 0 && section.empty
            ? html`<tr>
                <td class="muted" style="padding:8px 0;color:#52525b;font-size:14px;">${section.empty}</td>
              </tr>`
            : null
        }
        ${
          section.more && section.more.count > 0
            ? html`<tr>
                <td style="padding:8px 0;font-size:14px;">
                  <a class="link" href="${section.more.href}" style="color:#4338ca;"
                    >and ${section.more.count.toLocaleString("en-GB")} more in the dashboard</a
                  >
                </td>
              </tr>`
            : null
        }
      </table>
    </td>
  </tr>`;
}

function sectionText(section: EmailSection): string {
  const lines = [section.heading, "-".repeat(section.heading.length)];
  if (!section.items.length && section.empty) lines.push(section.empty);
  for (const item of section.items) lines.push(`* ${item.title}`, `  ${item.detail}`, `  ${item.href}`);
  if (section.more && section.more.count > 0)
    lines.push(`and ${section.more.count.toLocaleString("en-GB")} more: ${section.more.href}`);
  return lines.join("\n");
}

/** One email as HTML (light and dark) and plain text, from the same content. */
export function renderEmail(raw: EmailContent): RenderedEmail {
  // The subject, heading and preheader may repeat a name: one line each, whatever the caller passed.
  const content = {
    ...raw,
    subject: singleLine(raw.subject),
    heading: singleLine(raw.heading),
    preheader: singleLine(raw.preheader),
  };
  const body = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>${content.subject}</title>
        <style>
          ${darkStyle}
        </style>
      </head>
      <body
        class="page"
        style="margin:0;padding:0;background:#f4f4f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;"
      >
        <div style="display:none;max-height:0;overflow:hidden;">${content.preheader}</div>
        <table
          role="presentation"
          class="page"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          style="background:#f4f4f5;"
        >
          <tr>
            <td align="center" style="padding:24px 12px;">
              <table
                role="presentation"
                class="card"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;background:#ffffff;border:1px solid #e4e4e7;border-radius:12px;padding:24px;"
              >
                <tr>
                  <td>
                    <div
                      class="muted"
                      style="color:#71717a;font-size:12px;text-transform:uppercase;letter-spacing:.05em;"
                    >
                      Screening dashboard
                    </div>
                    <h1 class="ink" style="margin:6px 0 8px;font-size:20px;color:#18181b;">${content.heading}</h1>
                    <p class="muted" style="margin:0;color:#52525b;font-size:14px;">${content.intro}</p>
                    ${
                      content.introLink
                        ? html`<p style="margin:8px 0 0;font-size:14px;">
                            <a class="link" href="${content.introLink.href}" style="color:#4338ca;"
                              >${content.introLink.label}</a
                            >
                          </p>`
                        : ""
                    }
                  </td>
                </tr>
                ${content.sections.map(sectionHtml)}
                <tr>
                  <td
                    class="rule muted"
                    style="padding-top:24px;margin-top:24px;border-top:1px solid #e4e4e7;color:#71717a;font-size:12px;"
                  >
                    ${content.because ?? "You get this because of your notification settings."}
                    <a class="link" href="${content.unsubscribe.url}" style="color:#4338ca;"
                      >Unsubscribe from ${content.unsubscribe.what}</a
                    >
                    · <a class="link" href="${content.settingsUrl}" style="color:#4338ca;">Notification settings</a>
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`;
  const text = [
    content.heading,
    "",
    content.intro,
    ...(content.introLink ? [`${content.introLink.label}: ${content.introLink.href}`] : []),
    "",
    ...content.sections.map((s) => `${sectionText(s)}\n`),
    "--",
    `Unsubscribe from ${content.unsubscribe.what}: ${content.unsubscribe.url}`,
    `Notification settings: ${content.settingsUrl}`,
  ].join("\n");
  return { subject: content.subject, html: body.value, text };
}
