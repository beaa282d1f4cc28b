// GET, POST, PATCH /api/sandbox-systems/greenhouse/v1/… – the sandbox Greenhouse's Harvest API (sandbox mode only)
import { joinPath, mountAts } from "../../../_lib/mount";

const harvest = mountAts("greenhouse", ({ path }: { path: string[] }) => `/v1/${joinPath(path)}`);
export { harvest as GET, harvest as POST, harvest as PATCH, harvest as PUT };
