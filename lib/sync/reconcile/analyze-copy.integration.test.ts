import { expect, it, vi } from "vitest";
import { logger } from "@/lib/logging/logger";
import { analyzeCopy } from "./analyze-copy";

/** The first copy's tables are analyzed by name: a table renamed or gone would leave the planner guessing. */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

it("analyzes the tables a first copy fills, without a warning", async () => {
  const warn = vi.spyOn(logger, "warn");
  await analyzeCopy();
  expect(warn).not.toHaveBeenCalled();
});
