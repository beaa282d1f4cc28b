/** The independent tour's ports, data directory and admin, shared by its Playwright config and its spec. */
export const port = Number(process.env.INDEPENDENT_PORT || 3230);
export const mockPort = Number(process.env.INDEPENDENT_MOCK_PORT || port + 1);
export const dataDir = ".test-data/independent";
export const openApiFile = ".test-data/independent-openapi.json";
export const admin = { email: "admin@independent.test", password: "independent-tour-password" };
