import { describe, expect, it } from "vitest";
import { requestUrl } from "./request-url";

describe("requestUrl", () => {
  it("gives a data request the address the visitor sees: no .data suffix, no _routes", () => {
    const href = (url: string) => requestUrl(new Request(url)).href;
    expect(href("http://x/community/ask.data?topic=bioreactors&_routes=routes%2Fcommunity_.ask")).toBe(
      "http://x/community/ask?topic=bioreactors",
    );
    expect(href("http://x/store/_.data?page=2")).toBe("http://x/store/?page=2");
    expect(href("http://x/_.data")).toBe("http://x/");
    expect(href("http://x/store?q=raw.data")).toBe("http://x/store?q=raw.data");
    expect(href("http://x/files/report.data.csv")).toBe("http://x/files/report.data.csv");
  });
});
