/**
 * The architecture as rules (docs/architecture/overview.md): `npm run check:architecture` fails on any of them.
 * Type-only imports count (tsPreCompilationDeps), so a cycle through `import type` is a cycle too.
 * Tests and test support may reach anything: they drive the product from outside. That a route's `_components`
 * stay its own is checked by ESLint (eslint.config.mjs), which sees the import as written.
 * @type {import("dependency-cruiser").IConfiguration}
 */
const tests = "(\\.test\\.tsx?$|^testing/|^emulators/|^e2e/|^e2e-independent/|^reliability/|^bench/)";

/** The product: what the app serves and runs. Everything else (tests, bench, scripts) drives it from outside. */
const product = "^(app/|components/|lib/|proxy\\.ts$|instrumentation\\.ts$)";

/**
 * Where sandbox mode may mount the emulators of outside systems (the workflows issue): routes under
 * app/api/sandbox-systems/, in any route group.
 */
const sandboxSystemsRoutes = ["^app/api/sandbox-systems/", "^app/[(][a-z-]+[)]/api/sandbox-systems/"];

/**
 * The modules worker threads load by path (through tsx; the Dockerfile bundles them for the image) and what they
 * import to read untrusted input: resumes (lib/sandbox/read-resumes.ts runs them) and SAML XML
 * (lib/auth/saml/saml-readers.ts).
 */
const workerEntries = "^lib/(sandbox/read-resume|auth/saml/read-saml-xml)\\.ts$";
const untrustedInputReaders = [
  "^lib/sandbox/(read-resume|resume|resume-pdf-text)\\.ts$",
  "^lib/auth/saml/(read-saml-xml|parse-idp-metadata|response-facts|untrusted-xml)\\.ts$",
];

/** The emulated screening service: its domain, its API and controls, its share pages. */
const emulator = "^(lib/sandbox/|app/\\(emulator\\)/)";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import cycle (type-only imports included) makes load order and refactoring fragile.",
      from: {},
      to: { circular: true },
    },
    {
      name: "emulator-stays-apart",
      severity: "error",
      comment:
        "The dashboard works the screening service only over HTTP (lib/screening-api), also in sandbox mode. " +
        "Only the emulator itself and the server start (which seeds it and runs its clock) import it.",
      from: { pathNot: [emulator, "^lib/server-start\\.ts$", tests] },
      to: { path: emulator },
    },
    {
      name: "product-never-imports-test-plumbing",
      severity: "error",
      comment:
        "testing/ (app starter, waits, fixtures, sessions) drives the product from outside; product code never " +
        "imports it, nor does an emulator (they are mounted in sandbox mode).",
      from: { path: [product, "^emulators/"], pathNot: "\\.test\\.tsx?$" },
      to: { path: "^testing/" },
    },
    {
      name: "emulators-of-outside-systems-stay-apart",
      severity: "error",
      comment:
        "emulators/ stand in for Greenhouse, Lever, Ashby, SMTP, chat and OTLP in tests. Product code never imports " +
        "them; only the sandbox's mounting routes (app/api/sandbox-systems/**) may, when sandbox mode serves them.",
      from: { path: product, pathNot: ["\\.test\\.tsx?$", ...sandboxSystemsRoutes] },
      to: { path: "^emulators/" },
    },
    {
      name: "emulators-never-import-the-product",
      severity: "error",
      comment:
        "An emulator is written from the outside system's public documentation, not from our adapter: importing " +
        "lib/ would let our reading of the system leak into its stand-in.",
      from: { path: "^emulators/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^(app|components|lib)/" },
    },
    {
      name: "reliability-never-imports-the-bench",
      severity: "error",
      comment: "Shared test plumbing lives in testing/; the bench and the reliability suite each keep their own.",
      from: { path: "^reliability/" },
      to: { path: "^bench/" },
    },
    {
      name: "components-never-import-routes",
      severity: "error",
      comment: "Shared UI takes server actions from lib/actions, never from a route's files.",
      from: { path: "^components/" },
      to: { path: "^app/" },
    },
    {
      name: "routes-reach-the-database-through-a-domain",
      severity: "error",
      comment: "app/ reads and writes through lib/<domain>, never through the Prisma client directly.",
      from: { path: "^app/" },
      to: { path: "^lib/db/" },
    },
    {
      name: "domain-throws-its-own-error",
      severity: "error",
      comment: "Domain code throws DomainError (lib/errors); the action layer (lib/actions) is above it, not below.",
      from: { path: "^lib/", pathNot: ["^lib/actions/", tests] },
      to: { path: "^lib/actions/" },
    },
    {
      name: "analytics-never-calls-the-service",
      severity: "error",
      comment:
        "Analytics reads only the rollups in our database (docs/performance.md, Analytics): nothing it imports, directly or " +
        "through other modules, reaches the screening API's client.",
      from: { path: "^(lib/analytics/|app/\\(dashboard\\)/analytics/|components/analytics/)", pathNot: tests },
      to: { path: "^lib/screening-api/", reachable: true },
    },
    {
      name: "untrusted-input-read-in-workers",
      severity: "error",
      comment:
        "Untrusted input is never parsed on the thread that serves pages: resumes and SAML XML are read in worker " +
        "pools (lib/sandbox/read-resumes.ts, lib/auth/saml/saml-readers.ts), so their readers are imported only by " +
        "one another and by tests. A type-only import carries no code and is allowed.",
      from: { path: product, pathNot: [...untrustedInputReaders, tests] },
      to: { path: untrustedInputReaders, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "worker-code-never-reaches-server-only",
      severity: "error",
      comment:
        "A worker thread loads its module outside React's server condition, where `server-only` throws: nothing it " +
        "imports, directly or not, may import it (and so none of it holds the database, a key or a secret: those " +
        "arrive with each task).",
      from: { path: workerEntries },
      to: { path: "^node_modules/server-only/", reachable: true },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "An import that resolves to nothing.",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "(^node_modules/|^lib/db/generated/)" },
    // node_modules are left out of the graph, but for `server-only`, which worker-code-never-reaches-server-only looks for.
    exclude: { path: "^(node_modules/(?!server-only/)|\\.next/)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
    },
    skipAnalysisNotInRules: true,
  },
};
