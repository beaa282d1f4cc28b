import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";

/**
 * This process among the instances sharing the database: host, pid and a random suffix. Work records it where
 * it matters which instance did it (a sync run's holder, a bulk row's last attempt).
 */
export const instanceId = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
