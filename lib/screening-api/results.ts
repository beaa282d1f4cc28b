import "server-only";
import { resultsSchema, shareLinkResponseSchema, type Results } from "@/lib/api-contract/responses";
import { apiPath, type Requester } from "./client";
import { retryIdempotent } from "./retry";

/** The results PDF, unread: a route handler passes `stream` to its Response, so nothing is buffered. */
export interface ResultsPdf {
  stream: ReadableStream<Uint8Array>;
  /** As the service sent it (spec 4.17 leaves it open); `application/pdf` when it sent none. */
  contentType: string;
  /** Bytes, when the service sent Content-Length. */
  contentLength: number | undefined;
}

/** Results of a screen: spec 4.15 to 4.17. Fields stay snake_case, as the service sends them. */
export function createResultsApi(request: Requester) {
  return {
    /** 4.15 Score, per-dimension analysis (null for an ungraded video screen) and integrity report. */
    async get(interviewId: string): Promise<Results> {
      return request.json({
        method: "GET",
        path: apiPath("results", interviewId),
        schema: resultsSchema,
        retry: retryIdempotent,
      });
    },

    /** 4.16 Public link to the results. */
    async shareLink(interviewId: string): Promise<string> {
      const response = await request.json({
        method: "GET",
        path: apiPath("results", interviewId, "shared"),
        schema: shareLinkResponseSchema,
        retry: retryIdempotent,
      });
      return response.shareLink;
    },

    /**
     * 4.17 The PDF report as a stream, fetched here with the key so the browser only ever talks to our route
     * handler. Retried like any GET until the headers arrive; the body is then the caller's to consume or cancel.
     * Any media type but JSON or HTML is taken: the spec does not show the PDF's.
     */
    async pdf(interviewId: string): Promise<ResultsPdf> {
      const { headers, body } = await request.binary({
        method: "GET",
        path: apiPath("results", interviewId, "pdf"),
        accept: "application/pdf, */*;q=0.5",
        retry: retryIdempotent,
      });
      const length = Number(headers.get("content-length"));
      return {
        stream: body,
        contentType: headers.get("content-type") ?? "application/pdf",
        contentLength: headers.has("content-length") && Number.isFinite(length) ? length : undefined,
      };
    },
  };
}
