import { startEmulatorServer, type EmulatorAnswer } from "../kit/server";

/** What Slack's and Teams' incoming webhooks answer a post they accept: 200 and the text "ok". */
export const acceptPost = (): EmulatorAnswer => ({
  status: 200,
  body: null,
  text: "ok",
  headers: { "content-type": "text/plain" },
});

/** A local stand-in for a Slack or Teams incoming webhook: records each JSON body it is posted, answers "ok". */
export async function startChatReceiver() {
  const server = await startEmulatorServer(acceptPost);
  return {
    /** What was posted, oldest first: the path (the webhook's secret part) and the JSON body. */
    get posts() {
      return server.log.map(({ path, body }) => ({ path, body }));
    },
    url: (path: string) => `${server.url}${path}`,
    close: server.close,
  };
}
