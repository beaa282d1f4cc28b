import { type Page } from "@playwright/test";
import { expect, journey, test } from "../support/journey";
import { queryE2eDatabase } from "../support/database";
import { setBlindRoles } from "../support/blind-review";
import { signInAs } from "../support/sign-in";

/**
 * Blind review for recruiters (Settings → Review): a recruiter crawls every dashboard page reachable from the
 * navigation, following the links each page shows, and requests every export it offers; no byte the browser
 * receives (documents, RSC payloads, CSV files) holds a seeded candidate's name or email, or where IP readings
 * placed a candidate. Then the recruiter shares a result (the link names the pseudonym), records their verdicts on
 * it, reveals its candidate, and the reveal is audited. The setting is turned off again at the end, for the journeys that follow.
 */
test.describe.configure({ mode: "serial" });

const PSEUDONYM = /Candidate [A-Z2-7]{6}/;
const CRAWL_LIMIT = 70;

interface Person {
  name: string;
  email: string;
}

/** The ways a string can appear in a body: as is, HTML-escaped, or JSON-escaped (non-ASCII as \uXXXX). */
function spellings(text: string): string[] {
  const html = text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
  const json = text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return [...new Set([text, html, json])];
}

function leaksIn(body: string, people: Person[]): string[] {
  const found: string[] = [];
  for (const person of people) {
    for (const text of [person.name, person.email]) if (spellings(text).some((s) => body.includes(s))) found.push(text);
  }
  // The location checks' findings: "IP readings place the candidate in …", "Reported from <address> (…)".
  if (/IP readings place the candidate in|Reported from \d/.test(body)) found.push("an IP location");
  return found;
}

/** Every response body the page receives while `run` goes on, with its URL. */
async function collectBodies(page: Page, run: () => Promise<void>) {
  const bodies: { url: string; body: string }[] = [];
  const pending: Promise<void>[] = [];
  const listener = (response: import("@playwright/test").Response) => {
    const type = response.headers()["content-type"] ?? "";
    // Everything a person could read, but not the live stream, whose body never ends.
    if (!/text|json|csv|x-component/.test(type) || /event-stream/.test(type) || response.status() >= 300) return;
    pending.push(
      response
        .text()
        .then((body) => void bodies.push({ url: response.url(), body }))
        .catch(() => undefined),
    );
  };
  page.on("response", listener);
  try {
    await run();
  } finally {
    page.off("response", listener);
    await Promise.all(pending);
  }
  return bodies;
}

const skip = /^\/(api\/auth|unsubscribe|shared\/)|sign-out|\/pdf$/;
const isExport = (path: string) => /\/export(\?|$)/.test(path);

journey(
  "a blind recruiter's browser receives no candidate's name, email or IP location, on any page or export",
  {
    data: "shared",
    // Blind review off, and no candidate revealed to anyone: the reveal journey below reveals one, which a retry of
    // this crawl would otherwise find named.
    reset: async ({ browser }) => {
      await setBlindRoles(browser, []);
      await queryE2eDatabase(`DELETE FROM candidate_reveal`);
    },
  },
  async ({ browser }) => {
    test.setTimeout(600_000);
    const people = await queryE2eDatabase<Person>(`SELECT name, email FROM mirror_candidate`);
    expect(people.length).toBeGreaterThan(50);

    // The check can fail: an admin's candidates list shows seeded names.
    const admin = await (await browser.newContext()).newPage();
    await signInAs(admin, "admin@sandbox.test");
    const adminBodies = await collectBodies(admin, async () => void (await admin.goto("/candidates")));
    expect(adminBodies.flatMap(({ body }) => leaksIn(body, people)).length).toBeGreaterThan(0);
    await admin.context().close();

    await setBlindRoles(browser, ["recruiter"]);
    const page = await (await browser.newContext()).newPage();
    const leaks: string[] = [];
    const visited = new Set<string>();
    const exports = new Set<string>();
    const bodies = await collectBodies(page, async () => {
      await signInAs(page, "recruiter@sandbox.test");
      const nav = page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link");
      const queue: string[] = await nav.evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      // Client-side navigations first, so the React payloads (RSC) fetched in the background are checked too.
      for (const href of queue) {
        await nav.and(page.locator(`[href="${href}"]`)).click();
        await page.waitForURL((url) => url.pathname === href);
      }
      // Searches by a seeded name and email (a blind reader's search must not match them), and the detail pages of
      // one problem that has results, whatever the crawl's order reaches first.
      const someone = people[0]!;
      const [busy] = await queryE2eDatabase<{ problemId: string; a: string; b: string }>(
        `SELECT "problemId", min("interviewId") AS a, max("interviewId") AS b FROM result_snapshot
       GROUP BY "problemId" HAVING count(*) > 1 ORDER BY count(*) DESC LIMIT 1`,
      );
      const problemPath = `/problems/${encodeURIComponent(busy!.problemId)}`;
      queue.unshift(
        `/candidates?q=${encodeURIComponent(someone.name)}`,
        `/assessments?q=${encodeURIComponent(someone.email)}`,
        problemPath,
        `${problemPath}/cohort`,
        `${problemPath}/cohort/compare?ids=${encodeURIComponent(busy!.a)},${encodeURIComponent(busy!.b)}`,
        `/results/${encodeURIComponent(busy!.a)}`,
      );
      const shapes = new Map<string, number>();
      while (queue.length && visited.size < CRAWL_LIMIT) {
        const path = queue.shift()!;
        const url = new URL(path, "http://x");
        // One visit per page and set of query keys, two at most per path: enough to reach every kind of page.
        const shape = `${url.pathname}?${[...url.searchParams.keys()].sort().join("&")}`;
        if (visited.has(path) || (shapes.get(shape) ?? 0) >= 1 || (shapes.get(url.pathname) ?? 0) >= 2) continue;
        shapes.set(shape, 1);
        shapes.set(url.pathname, (shapes.get(url.pathname) ?? 0) + 1);
        visited.add(path);
        if (isExport(path)) {
          exports.add(path);
          continue;
        }
        const response = await page.goto(path);
        expect(response?.status(), path).toBeLessThan(500);
        const links = await page
          .locator("a[href^='/']")
          .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
        for (const link of links) if (!skip.test(link) && !visited.has(link)) queue.push(link);
      }
    });
    const searched = people[0]!;
    for (const { url, body } of bodies) {
      // A search page shows back what the reader typed (in the box, the URL, the page links): that is not a leak.
      const typed = new URL(url).searchParams.get("q");
      const shown = typed ? spellings(typed).reduce((text, s) => text.split(s).join(""), body) : body;
      for (const leak of leaksIn(shown, people)) leaks.push(`${leak} in ${url}`);
    }

    // Every export a page offered, and the ones the pages build from filters, requested directly.
    const problem = [...visited].find((p) => /^\/problems\/[^/?]+\/cohort$/.test(p));
    exports.add("/integrity/insights/export");
    exports.add("/analytics/export?table=problems");
    exports.add(`${problem}/export`);
    for (const path of exports) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      for (const leak of leaksIn(await response.text(), people)) leaks.push(`${leak} in ${path}`);
    }
    expect(leaks).toEqual([]);
    expect(problem).toBeDefined();
    expect(exports.size).toBeGreaterThanOrEqual(3);
    expect(visited.size, [...visited].join("\n")).toBeGreaterThan(20);

    // The searches by a seeded name and email matched nobody; the list shows pseudonyms.
    await page.goto(`/candidates?q=${encodeURIComponent(searched.name)}`);
    await expect(page.getByText("No candidate matches these filters.")).toBeVisible();
    await page.goto(`/assessments?q=${encodeURIComponent(searched.email)}`);
    await expect(page.getByText("No screen matches these filters.")).toBeVisible();
    await page.goto("/candidates");
    await expect(page.getByRole("table").getByRole("link", { name: PSEUDONYM }).first()).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Email" })).toHaveCount(0);
    await page.context().close();
  },
);

journey(
  "a blind recruiter reveals a candidate after recording their verdicts, and the reveal is audited",
  { data: "shared", reset: ({ browser }) => setBlindRoles(browser, ["recruiter"]) },
  async ({ browser }) => {
    // Four browser contexts and a share link: past the default minute once on a loaded machine, at its last step.
    test.setTimeout(120_000);
    const [result] = await queryE2eDatabase<{ interviewId: string; candidateId: string; name: string }>(
      `SELECT r."interviewId", r."candidateId", c.name FROM result_snapshot r JOIN mirror_candidate c ON c.id = r."candidateId"
     WHERE r."flagCount" = 1 AND (SELECT count(*) FROM result_flag f WHERE f."interviewId" = r."interviewId") = 1
       AND NOT EXISTS (SELECT 1 FROM flag_review v WHERE v."interviewId" = r."interviewId")
       -- Reveal follows each result's rule: a candidate with another flagged result still awaiting verdicts stays
       -- hidden, so the journey takes one whose only flagged result is this one.
       AND NOT EXISTS (SELECT 1 FROM result_snapshot o WHERE o."candidateId" = r."candidateId"
                       AND o."interviewId" <> r."interviewId" AND o."flagCount" > 0)
     ORDER BY r."completedAt" DESC LIMIT 1`,
    );
    expect(result).toBeDefined();
    const page = await (await browser.newContext()).newPage();
    await signInAs(page, "recruiter@sandbox.test");
    await page.goto(`/results/${encodeURIComponent(result!.interviewId)}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(/^Results of Candidate [A-Z2-7]{6}$/);
    const pseudonym = (await heading.textContent())!.replace("Results of ", "");
    await expect(page).toHaveTitle(new RegExp(`^${pseudonym}`));
    expect(await page.content()).not.toContain(result!.name);

    // A share link the blind reviewer makes names the pseudonym, for anyone who opens it.
    const share = page.getByRole("region", { name: "Share" });
    await share.getByRole("button", { name: "Create share link" }).click();
    const link = await share.getByLabel("New share link").inputValue();
    const stranger = await (await browser.newContext()).newPage();
    const shared = await stranger.goto(link);
    expect(await shared!.text()).not.toContain(result!.name);
    await expect(stranger.getByRole("heading", { level: 1 })).toHaveText(pseudonym);
    await stranger.context().close();

    const review = page.getByRole("complementary", { name: "Review" });
    const reveal = review.getByRole("button", { name: "Reveal candidate" });
    await expect(reveal).toBeDisabled();
    await review.getByLabel("Verdict and reason").first().selectOption("cleared|False positive");
    await review.getByRole("button", { name: "Save verdict" }).first().click();
    await expect(reveal).toBeEnabled();
    await reveal.click();
    await expect(heading).toHaveText(`Results of ${result!.name}`);

    // The same pseudonym stood for this candidate on their own page before; now their name shows there too.
    await page.goto(`/candidates/${encodeURIComponent(result!.candidateId)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(result!.name);
    const audited = await queryE2eDatabase<{ targetId: string; actorEmail: string }>(
      `SELECT "targetId", "actorEmail" FROM audit_event WHERE action = 'candidate.reveal' AND "targetId" = $1`,
      [result!.candidateId],
    );
    expect(audited).toEqual([{ targetId: result!.candidateId, actorEmail: "recruiter@sandbox.test" }]);

    // Hiring managers are not blind under this setting, and admins never are.
    const manager = await (await browser.newContext()).newPage();
    await signInAs(manager, "manager@sandbox.test");
    await manager.goto(`/results/${encodeURIComponent(result!.interviewId)}`);
    await expect(manager.getByRole("heading", { level: 1 })).toHaveText(`Results of ${result!.name}`);
    await manager.context().close();
    await page.context().close();
  },
);

journey(
  "a blind recruiter adding a candidate gets the same answer whether the email is already a candidate's",
  // The new address is fresh on each try (run.email); blind review is set back before every try.
  { data: "shared", reset: ({ browser }) => setBlindRoles(browser, []) },
  async ({ browser, run }) => {
    await setBlindRoles(browser, ["recruiter"]);
    const [existing] = await queryE2eDatabase<{ email: string }>(
      `SELECT email FROM mirror_candidate WHERE email LIKE '%@%' ORDER BY "createdAt" LIMIT 1`,
    );
    const page = await (await browser.newContext()).newPage();
    await signInAs(page, "recruiter@sandbox.test");
    await page.goto("/candidates");
    const answers: string[] = [];
    for (const email of [existing!.email, run.email("blind.new")]) {
      const bodies = await collectBodies(page, async () => {
        await page.getByRole("button", { name: "New candidate" }).click();
        const dialog = page.getByRole("dialog", { name: "New candidate" });
        await dialog.getByLabel("Full name").fill("Someone Blind-Added");
        await dialog.getByLabel("Email").fill(email);
        await dialog.getByRole("button", { name: "Create candidate" }).click();
        const toast = page.locator("[data-sonner-toast]").last();
        await expect(toast).toBeVisible();
        answers.push((await toast.innerText()).trim());
        await expect(dialog).toBeHidden();
      });
      for (const { url, body } of bodies) expect(body, url).not.toMatch(/already exists/i);
    }
    expect(answers[0]).toMatch(/does not say whether this email was already a candidate's/);
    expect(answers[1]).toBe(answers[0]);
    await page.context().close();
  },
);

test.afterAll(async ({ browser }) => {
  await setBlindRoles(browser, []);
});
