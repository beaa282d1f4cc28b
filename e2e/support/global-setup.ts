/**
 * Browser journeys create and change data. They run against the fresh embedded Postgres the web server
 * starts; a DATABASE_URL pointing anywhere but this machine is refused rather than written to.
 */
export default function globalSetup() {
  const url = process.env.DATABASE_URL;
  if (url && !["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname)) {
    throw new Error(`Refusing to run browser journeys against a non-local database (${new URL(url).host}).`);
  }
}
