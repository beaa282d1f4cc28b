import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { bindMigrationAwareSqlAdapterFactory, type SqlDriverAdapter } from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";

/**
 * Prisma's schema engine compiled to WebAssembly, driven through @prisma/adapter-pg. The native engine the
 * Prisma CLI downloads cannot be fetched on our machines (see shared/reference/prisma-offline.md); this
 * gives the same migrations and the same `_prisma_migrations` table, so a machine with the CLI can take over.
 */
export const SCHEMA_DIR = path.resolve("prisma/schema");
export const MIGRATIONS_DIR = path.resolve("prisma/migrations");

export function readSchemaFiles(dir = SCHEMA_DIR): [string, string][] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".prisma"))
    .sort()
    .map((f) => [path.join(dir, f), fs.readFileSync(path.join(dir, f), "utf8")]);
}

let engineClass: Promise<typeof SchemaEngine> | undefined;

/** Instantiated once per process: wasm-bindgen's glue caches views of the first instance's memory. */
function loadEngineClass(): Promise<typeof SchemaEngine> {
  engineClass ??= instantiateEngine();
  return engineClass;
}

async function instantiateEngine(): Promise<typeof SchemaEngine> {
  // The engine reports a Rust panic through this global before it throws; without it the panic's own
  // message is lost behind a TypeError.
  const registry = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: { set_message(m: string): void } };
  registry.PRISMA_WASM_PANIC_REGISTRY ??= { set_message: (m) => console.error(`schema engine panic: ${m}`) };
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
  const bg = await import(path.join(dir, "schema_engine_bg.js"));
  const wasmModule = new WebAssembly.Module(fs.readFileSync(path.join(dir, "schema_engine_bg.wasm")));
  const instance = new WebAssembly.Instance(wasmModule, { "./schema_engine_bg.js": bg });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
  return bg.SchemaEngine;
}

/** node-postgres lets `connectionString` override `database`, so the adapter gets discrete fields. */
export function pgConfigFromUrl(url: string) {
  const u = new URL(url);
  return {
    host: u.searchParams.get("host") ?? decodeURIComponent(u.hostname),
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.slice(1)),
  };
}

export interface EngineSession {
  engine: SchemaEngine;
  /** Frees the engine and closes every pool the adapter opened (engine.free() alone leaks them). */
  close(): Promise<void>;
}

export async function openSchemaEngine(databaseUrl: string): Promise<EngineSession> {
  const factory = new PrismaPg(pgConfigFromUrl(databaseUrl));
  const opened: SqlDriverAdapter[] = [];
  // adapter-pg runs a script by splitting it at every ";", which breaks a function body (PL/pgSQL, the triggers of
  // the sandbox_listing and reviewed_flag_count migrations). Postgres takes a whole script in one simple query,
  // as the native schema engine sends it: one implicit transaction, so a failing migration leaves nothing behind.
  const scripts = new pg.Pool({ ...pgConfigFromUrl(databaseUrl), max: 1 });
  const adapter = bindMigrationAwareSqlAdapterFactory({
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const connection = await factory.connect();
      connection.executeScript = async (script: string) => {
        await scripts.query(script);
      };
      opened.push(connection);
      return connection;
    },
    connectToShadowDb: () => {
      throw new Error("No shadow database: migrations are created by diffing schemas, not by replaying them.");
    },
  });
  const Engine = await loadEngineClass();
  const engine = await Engine.new({ datamodels: readSchemaFiles() }, () => undefined, adapter);
  return {
    engine,
    async close() {
      engine.free();
      await Promise.all([...opened.map((c) => c.dispose()), scripts.end()]);
    },
  };
}
