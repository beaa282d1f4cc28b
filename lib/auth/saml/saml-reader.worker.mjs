// The SAML readers' worker (piscina): loads the TypeScript reader through tsx, as the resume readers' worker does
// (lib/sandbox/resume-reader.worker.mjs), so the same file serves the built app (`next start`) and the tests
// (vitest). Each export is a task the pool runs by name.
import { tsImport } from "tsx/esm/api";

const { readSamlResponse, readIdpMetadata } = await tsImport("./read-saml-xml.ts", import.meta.url);

export { readSamlResponse, readIdpMetadata };
