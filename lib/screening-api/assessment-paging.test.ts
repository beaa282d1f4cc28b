import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NotFoundError } from "./errors";
import { assessment, page } from "./testing/fixtures";
import { stubClient } from "./testing/stub-client";
import { startStub, type Stub, type StubRequest } from "./testing/stub-server";

let stub: Stub;
beforeEach(async () => {
  stub = await startStub();
});
afterEach(() => stub.stop());

const pageOf = (request: StubRequest) => {
  const query = new URL(request.url, "http://stub").searchParams;
  return { n: Number(query.get("page")), size: Number(query.get("pageSize")) };
};
const serve = (totalItems: number) => (request: StubRequest) => {
  const { n, size } = pageOf(request);
  return { status: 200, json: page(n, size, totalItems) };
};

describe("assessments.listAll", () => {
  it("fetches the remaining pages `concurrency` at a time and returns every item in page order", async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    let held: Array<() => void> = [];
    stub.handle(async (request) => {
      const { n } = pageOf(request);
      if (n > 1) {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        // Answers are held until three requests wait together, which only happens if the client overlaps them.
        await new Promise<void>((resolve) => {
          held.push(resolve);
          if (held.length === 3) {
            const batch = held;
            held = [];
            batch.forEach((release) => release());
          } else setTimeout(resolve, 1000); // only so a sequential client fails instead of hanging

        });
        inFlight--;
      }
      return serve(7)(request);
    });
    const all = await stubClient(stub).api.assessments.listAll({ pageSize: 1, concurrency: 3 });
    expect(all.map((a) => a.identifier)).toEqual(["int_1", "int_2", "int_3", "int_4", "int_5", "int_6", "int_7"]);
    expect(maxInFlight).toBe(3);
    expect(stub.requests).toHaveLength(7);
  });

  it("keeps a screen once when it moved to the next page while listing", async () => {
    stub.handle((request) => {
      const { n } = pageOf(request);
      const items = n === 1 ? [assessment(1), assessment(2)] : [assessment(2), assessment(3)];
      return { status: 200, json: { assessments: items, pagination: { page: n, pageSize: 2, totalItems: 4, totalPages: 2 } } };
    });
    const all = await stubClient(stub).api.assessments.listAll({ pageSize: 2 });
    expect(all.map((a) => a.identifier)).toEqual(["int_1", "int_2", "int_3"]);
  });

  it("stops asking for pages after one fails and throws its error", async () => {
    stub.handle((request) => (pageOf(request).n === 3 ? { status: 404, json: { error: "Not Found", message: "gone" } } : serve(5)(request)));
    await expect(stubClient(stub).api.assessments.listAll({ pageSize: 1, concurrency: 1 })).rejects.toBeInstanceOf(NotFoundError);
    expect(stub.requests.map((r) => pageOf(r).n)).toEqual([1, 2, 3]);
  });

  it("makes one request for an empty list", async () => {
    stub.handle(serve(0));
    await expect(stubClient(stub).api.assessments.listAll()).resolves.toEqual([]);
    expect(stub.requests).toHaveLength(1);
  });
});

describe("assessments.iterate and iteratePages", () => {
  it("yields every item page by page, in order", async () => {
    stub.handle(serve(5));
    const ids: string[] = [];
    for await (const item of stubClient(stub).api.assessments.iterate({ pageSize: 2 })) ids.push(item.identifier);
    expect(ids).toEqual(["int_1", "int_2", "int_3", "int_4", "int_5"]);
    expect(stub.requests.map((r) => pageOf(r))).toEqual([1, 2, 3].map((n) => ({ n, size: 2 })));
  });

  it("yields pages with their pagination and stops early on an empty page", async () => {
    stub.handle((request) => {
      const { n } = pageOf(request);
      return { status: 200, json: { assessments: n === 1 ? [assessment(1)] : [], pagination: { page: n, pageSize: 1, totalItems: 5, totalPages: 5 } } };
    });
    const pages = [];
    for await (const current of stubClient(stub).api.assessments.iteratePages({ pageSize: 1 })) pages.push(current.pagination.page);
    expect(pages).toEqual([1, 2]);
  });
});
