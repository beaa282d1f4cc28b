// GET, POST, PUT /api/sandbox-systems/lever/v1/… – the sandbox Lever's API (sandbox mode only)
import { joinPath, mountAts } from "../../../_lib/mount";

const lever = mountAts("lever", ({ path }: { path: string[] }) => `/v1/${joinPath(path)}`);
export { lever as GET, lever as POST, lever as PUT, lever as PATCH };
