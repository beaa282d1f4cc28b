import fs from "node:fs";
import path from "node:path";
import { canSignal } from "../../lib/utils/process-alive";

export class InstanceLockError extends Error {}

/**
 * One process at a time may own a data directory (its embedded Postgres and generated secrets). A second
 * start fails with a clear message instead of starting a second postmaster on the same files. A lock left
 * by a killed process (its pid is gone) is taken over.
 */
export function acquireInstanceLock(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "instance.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === String(process.pid)) fs.rmSync(file);
      };
      process.once("exit", release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(file, "utf8"));
      if (owner && canSignal(owner)) {
        throw new InstanceLockError(
          `Another dashboard process (pid ${owner}) is already using ${dir}. Stop it first, or set DATA_DIR or DATABASE_URL to run a second instance.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new InstanceLockError(`Could not lock ${dir}.`);
}
