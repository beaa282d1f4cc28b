import { parseArgs } from "node:util";
import { withDatabaseServer } from "./lib/database-server";
import { deployMigrations } from "../lib/db/migrations";
import { atsInfo, atsKinds } from "../lib/ats/kinds";
import { atsKindSchema } from "../lib/ats/kind-schemas";
import { parseRuleArgument } from "../lib/ats/connection-schemas";

/**
 * npm run ats:connect -- --ats greenhouse --key <key> --secret <web-hook secret> [--base-url <url>] [--user-id <id>]
 *   [--dashboard-url <url>] [--rule "<job id>:<stage name>=<problem id>"]…
 * Saves the connection to one ATS as Settings → Integrations does (secrets sealed, base URL checked against the
 * ATS's domains and ATS_CALLBACK_HOSTS, each rule's problem Ready in the registry), then prints the web-hook URL to
 * paste into the ATS. Run with the app's DATABASE_URL and AUTH_SECRET (or its DATA_DIR).
 */
const { values } = parseArgs({
  options: {
    ats: { type: "string" },
    key: { type: "string" },
    secret: { type: "string" },
    "base-url": { type: "string" },
    "user-id": { type: "string" },
    "dashboard-url": { type: "string" },
    rule: { type: "string", multiple: true },
  },
});
const usage = `Usage: npm run ats:connect -- --ats <${atsKinds.join("|")}> --key <key> --secret <web-hook secret> [--base-url <url>] [--user-id <id>] [--dashboard-url <url>] [--rule "<job id>:<stage name>=<problem id>"]…`;
const ats = atsKindSchema.safeParse(values.ats);
const rules = (values.rule ?? []).map((r) => ({ text: r, parsed: parseRuleArgument(r) }));
const badRule = rules.find((r) => !r.parsed);
if (!ats.success || !values.key || !values.secret || badRule) {
  console.error(badRule ? `Not a rule: ${badRule.text} (expected "<job id>:<stage name>=<problem id>")` : usage);
  process.exit(2);
}
// An ATS whose API address is per account (Workable's https://<subdomain>.workable.com) has no usable default.
if (!values["base-url"] && !URL.canParse(atsInfo[ats.data].defaultBaseUrl)) {
  console.error(`--base-url is needed for ${atsInfo[ats.data].label}: ${atsInfo[ats.data].defaultBaseUrl}`);
  process.exit(2);
}

const exitCode = await withDatabaseServer(async (url) => {
  process.env.DATABASE_URL = url;
  await deployMigrations(url);
  // Imported once DATABASE_URL is set: lib/env reads it at import.
  const { saveConnection, addStageRule, webhookUrlOf, ConnectionInputError } = await import("../lib/ats/connections");
  const { env } = await import("../lib/env");
  try {
    const saved = await saveConnection({
      ats: ats.data,
      apiKey: values.key,
      webhookSecret: values.secret,
      baseUrl: values["base-url"] ?? atsInfo[ats.data].defaultBaseUrl,
      dashboardOrigin: values["dashboard-url"] ?? `http://localhost:${env.PORT}`,
      actingUserId: values["user-id"] ?? null,
    });
    for (const rule of rules) await addStageRule({ ats: ats.data, ...rule.parsed! });
    console.log(`Saved the ${atsInfo[ats.data].label} connection with ${rules.length} rule(s).`);
    console.log(
      `Web-hook URL to paste into ${atsInfo[ats.data].label}: ${webhookUrlOf(saved.dashboardOrigin, ats.data)}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ConnectionInputError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
});
process.exit(exitCode);
