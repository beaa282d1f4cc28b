// The resume readers' worker (piscina): loads the TypeScript reader through tsx, which the app already depends on
// for its launcher, so the same file serves the built app (`next start`) and the tests (vitest).
import { tsImport } from "tsx/esm/api";

const { readResume } = await tsImport("./read-resume.ts", import.meta.url);

export default readResume;
