// GET, POST, DELETE /api/sandbox-systems/workable/spi/v3/… – the sandbox Workable's SPI v3 (sandbox mode only)
import { joinPath, mountAts } from "../../../../_lib/mount";

const workable = mountAts("workable", ({ path }: { path: string[] }) => `/spi/v3/${joinPath(path)}`);
export { workable as GET, workable as POST, workable as DELETE };
