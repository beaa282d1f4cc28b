// POST /api/sandbox-systems/ashby/{method} – the sandbox Ashby's RPC API (application.list, …; sandbox mode only)
import { mountAts } from "../../_lib/mount";

const ashby = mountAts("ashby", ({ method }: { method: string }) => `/${encodeURIComponent(method)}`);
export { ashby as GET, ashby as POST };
