// safeRedirectPath: every form's redirectTo goes through it, and redirect() throws (a 500) on a Location header
// that is not printable ASCII.
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/utils/cookies.server";

describe("safeRedirectPath", () => {
  it("keeps a path of this site, query and fragment included", () => {
    expect(safeRedirectPath("/store?category=hplc&page=2#results")).toBe("/store?category=hplc&page=2#results");
    expect(safeRedirectPath("  /cart  ")).toBe("/cart");
  });

  it("falls back for other sites, schemes and missing values", () => {
    for (const to of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "", null])
      expect(safeRedirectPath(to, "/fallback"), String(to)).toBe("/fallback");
  });

  it("falls back for control characters and spaces instead of letting redirect() throw", () => {
    for (const to of ["/\u0000x", "/a\u0000", "/x\r\nSet-Cookie: a=b", "/a b", "/\u007f", "/\t/evil.example"])
      expect(safeRedirectPath(to, "/fallback"), JSON.stringify(to)).toBe("/fallback");
  });

  it("percent-encodes letters outside ASCII, and refuses a lone surrogate", () => {
    expect(safeRedirectPath("/日本")).toBe("/%E6%97%A5%E6%9C%AC");
    expect(safeRedirectPath("/search?q=café")).toBe("/search?q=caf%C3%A9");
    expect(safeRedirectPath("/\ud800x", "/fallback")).toBe("/fallback");
  });
});
