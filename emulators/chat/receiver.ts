import { startEmulatorServer } from "../kit/server";

/** A local stand-in for a Slack or Teams incoming webhook: records each JSON body it is posted, answers "ok". */
export async function startChatReceiver() {
  const server = await startEmulatorServer(() => ({
    status: 200,
    body: null,
    text: "ok",
    headers: { "content-type": "text/plain" },
  }));
  return {
    /** What was posted, oldest first: the path (the webhook's secret part) and the JSON body. */
    get posts() {
      return server.log.map(({ path, body }) => ({ path, body }));
    },
    url: (path: string) => `${server.url}${path}`,
    close: server.close,
  };
}
