import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NotFoundError } from "./errors";
import { assessment, page } from "../../testing/screening-api/fixtures";
import { stubClient } from "../../testing/screening-api/stub-client";
import { startStub, type Stub, type StubRequest } from "../../testing/screening-api/stub-server";

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
      return {
        status: 200,
        json: { assessments: items, pagination: { page: n, pageSize: 2, totalItems: 4, totalPages: 2 } },
      };
    });
    const all = await stubClient(stub).api.assessments.listAll({ pageSize: 2 });
    expect(all.map((a) => a.identifier)).toEqual(["int_1", "int_2", "int_3"]);
  });

  it("stops asking for pages after one fails and throws its error", async () => {
    stub.handle((request) =>
      pageOf(request).n === 3 ? { status: 404, json: { error: "Not Found", message: "gone" } } : serve(5)(request),
    );
    await expect(stubClient(stub).api.assessments.listAll({ pageSize: 1, concurrency: 1 })).rejects.toBeInstanceOf(
      NotFoundError,
    );
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
      return {
        status: 200,
        json: {
          assessments: n === 1 ? [assessment(1)] : [],
          pagination: { page: n, pageSize: 1, totalItems: 5, totalPages: 5 },
        },
      };
    });
    const pages = [];
    for await (const current of stubClient(stub).api.assessments.iteratePages({ pageSize: 1 }))
      pages.push(current.pagination.page);
    expect(pages).toEqual([1, 2]);
  });
});

describe("a service whose numbers lie", () => {
  const lying = (realItems: number, claims: { totalItems: number; totalPages: number }) => (request: StubRequest) => {
    const { n, size } = pageOf(request);
    const items = Array.from({ length: Math.max(0, Math.min(size, realItems - (n - 1) * size)) }, (_, i) =>
      assessment((n - 1) * size + i + 1),
    );
    return { status: 200, json: { assessments: items, pagination: { page: n, pageSize: size, ...claims } } };
  };

  it("stops at the first empty page although totalPages claims millions, and says so", async () => {
    stub.handle(lying(5, { totalItems: 19_129_674, totalPages: 19_129_674 }));
    const notes: string[] = [];
    const all = await stubClient(stub).api.assessments.listAll({
      pageSize: 1,
      concurrency: 1,
      onDisagreement: (note) => notes.push(note),
    });
    expect(all).toHaveLength(5);
    expect(stub.requests).toHaveLength(6);
    expect(notes.join(" ")).toMatch(/page 6 was empty/);
  });

  it("stops at a short page without asking for the pages the service claims after it", async () => {
    stub.handle(lying(5, { totalItems: 500, totalPages: 250 }));
    const pages: number[] = [];
    for await (const current of stubClient(stub).api.assessments.iteratePages({ pageSize: 2 }))
      pages.push(current.pagination.page);
    expect(pages).toEqual([1, 2, 3]);
  });

  it("stops at the bound totalItems implies when full pages keep coming, and says so", async () => {
    stub.handle(lying(1_000_000, { totalItems: 10, totalPages: 19_129_674 }));
    const notes: string[] = [];
    const all = await stubClient(stub).api.assessments.listAll({
      pageSize: 2,
      concurrency: 2,
      onDisagreement: (note) => notes.push(note),
    });
    // 10 items fill 5 pages; the bound allows two more for screens issued while listing.
    expect(stub.requests).toHaveLength(7);
    expect(all).toHaveLength(14);
    expect(notes.some((note) => /claims 19129674 pages/.test(note))).toBe(true);
  });

  it("stops when the one who wanted the listing is gone: the request in flight is aborted, none follows", async () => {
    const aborter = new AbortController();
    // A service that never ends its list, and answers slowly from page 3 on.
    stub.handle(async (request) => {
      const { n, size } = pageOf(request);
      if (n >= 3) await new Promise((resolve) => setTimeout(resolve, 2_000));
      return { status: 200, json: page(n, size, 19_129_674) };
    });
    const seen: number[] = [];
    const started = Date.now();
    const listing = (async () => {
      for await (const current of stubClient(stub).api.assessments.iteratePages({
        pageSize: 1,
        prefetch: 0,
        signal: aborter.signal,
      })) {
        seen.push(current.pagination.page);
        if (current.pagination.page === 2) setTimeout(() => aborter.abort(new Error("request closed")), 50);
      }
    })();
    await expect(listing).rejects.toThrow("request closed");
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(seen).toEqual([1, 2]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stub.requests).toHaveLength(3);
  });

  it("never reads more than maxListingPages when totalItems is absurd too", async () => {
    const { pageBound, maxListingPages } = await import("./assessment-paging");
    expect(
      pageBound({ assessments: [], pagination: { page: 1, pageSize: 1, totalItems: 1e12, totalPages: 1e12 } }, 1),
    ).toBe(maxListingPages);
    expect(
      pageBound({ assessments: [], pagination: { page: 1, pageSize: 1000, totalItems: -3, totalPages: 2 } }, 1000),
    ).toBe(maxListingPages);
  });

  it("resumes from startPage", async () => {
    stub.handle(serve(7));
    const ids: string[] = [];
    for await (const item of stubClient(stub).api.assessments.iterate({ pageSize: 2, startPage: 3 }))
      ids.push(item.identifier);
    expect(ids).toEqual(["int_5", "int_6", "int_7"]);
  });

  it("accepts a service that caps pageSize below what was asked and keeps paging", async () => {
    stub.handle((request) => {
      const { n } = pageOf(request);
      const items = n <= 3 ? [assessment(2 * n - 1), assessment(2 * n)] : [];
      return {
        status: 200,
        json: { assessments: items, pagination: { page: n, pageSize: 2, totalItems: 6, totalPages: 3 } },
      };
    });
    const all = await stubClient(stub).api.assessments.listAll({ pageSize: 1000, concurrency: 1 });
    expect(all).toHaveLength(6);
  });
});

describe("iteratePages with prefetch", () => {
  it("asks for the next pages while one is handled, in order, and none past the pages the service counts", async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    stub.handle(async (request) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight--;
      return serve(9)(request);
    });
    const pages: number[] = [];
    for await (const current of stubClient(stub).api.assessments.iteratePages({ pageSize: 2, prefetch: 3 })) {
      pages.push(current.pagination.page);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect(pages).toEqual([1, 2, 3, 4, 5]);
    expect(stub.requests.map((r) => pageOf(r).n).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(maxInFlight).toBeGreaterThan(1);
  });

  it("asks for nothing ahead before the first page has answered", async () => {
    stub.handle(serve(1));
    for await (const current of stubClient(stub).api.assessments.iteratePages({ pageSize: 5, prefetch: 4 }))
      expect(current.assessments).toHaveLength(1);
    expect(stub.requests).toHaveLength(1);
  });
});
