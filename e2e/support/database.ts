import fs from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import pg from "pg";
import { e2eServer } from "./servers";

/**
 * A query on the embedded Postgres of the running journey's server (`.test-data/e2e-<worker>`, ./servers.ts): its
 * port from the postmaster's pid file, its generated password from the data directory's secrets. For the few journeys that must set a time in the past, which no page can.
 */
export async function queryE2eDatabase<Row extends pg.QueryResultRow>(
  sql: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const dir = e2eServer(test.info().parallelIndex).dataDir;
  const port = fs
    .readFileSync(path.join(dir, "postgres", "postmaster.pid"), "utf8")
    .split("\n")[3]
    ?.trim();
  const password = fs.readFileSync(path.join(dir, "secrets", "postgres-password"), "utf8").trim();
  const client = new pg.Client({
    host: "127.0.0.1",
    port: Number(port),
    user: "dashboard",
    password,
    database: "dashboard",
  });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
