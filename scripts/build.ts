import { ensureBuild } from "./lib/build-freshness";

/** `npm run build`: always builds, and stamps the build so `npm start` and `npm test` reuse it. */
ensureBuild({ force: true });
