import type { SinceLastVisit } from "@/lib/overview/since-last-visit";
import { formatDateTime } from "@/lib/utils/format";
import { TextLink } from "@/components/ui/text-link";

const riskOrder = ["high", "medium", "low"];
const riskWords: Record<string, string> = { high: "high risk", medium: "medium risk", low: "low risk" };

/** The screens list of what completed since `since`, newest first, optionally at one risk. */
const listOf = (since: Date, risk?: string) =>
  `/assessments?${new URLSearchParams({ since: since.toISOString(), sort: "completedAt", ...(risk && { risk }) }).toString()}`;

/** The overview's first card: what completed since the reader's previous visit, each count a link to exactly those screens. */
export function NewSinceLastVisit({ news, timeZone }: { news: SinceLastVisit; timeZone: string }) {
  const { since } = news;
  const risks = [...news.byRisk].sort(
    (a, b) => (riskOrder.indexOf(a.risk) + 1 || 9) - (riskOrder.indexOf(b.risk) + 1 || 9),
  );
  return (
    <section
      aria-labelledby="new-since-heading"
      className="space-y-2 rounded-xl border border-indigo-200 bg-indigo-50/60 p-5 lg:col-span-2 dark:border-indigo-900 dark:bg-indigo-950/30"
    >
      <h2 id="new-since-heading" className="font-semibold">
        {since ? `New since your last visit, ${formatDateTime(since, timeZone)}` : "New since your last visit"}
      </h2>
      {!since ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          This is your first visit. From your next one (after 30 minutes away), this shows what completed while you were
          gone.
        </p>
      ) : news.completed === 0 ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">Nothing has completed since then.</p>
      ) : (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          <TextLink href={listOf(since)} weight="medium">
            {news.completed.toLocaleString("en")} screen{news.completed === 1 ? "" : "s"} completed
          </TextLink>
          {risks.length > 0 && ": "}
          {risks.map((r, i) => (
            <span key={r.risk}>
              {i > 0 && ", "}
              <TextLink href={listOf(since, r.risk)} weight="medium">
                {r.count.toLocaleString("en")} {riskWords[r.risk] ?? `risk ${r.risk}`}
              </TextLink>
            </span>
          ))}
          . A visit ends after 30 minutes away from this page.
        </p>
      )}
    </section>
  );
}
