import { describe, expect, it } from "vitest";
import { REDACTED, redactSecrets, storedCopyKeepsSecrets } from "./mail.server";

describe("one-time codes at rest (issue 15 item 13, issue 32 item 11)", () => {
  it("a redacted body has every copy of the code replaced", () => {
    expect(redactSecrets("Your code is 123456. It expires in 10 minutes. 123456", ["123456"], false)).toBe(
      `Your code is ${REDACTED}. It expires in 10 minutes. ${REDACTED}`,
    );
  });
  it("a kept body (demo mode's /dev/mailbox) has the code; without secrets nothing changes", () => {
    expect(redactSecrets("Your code is 123456.", ["123456"], true)).toBe("Your code is 123456.");
    expect(redactSecrets("Hello", undefined, false)).toBe("Hello");
    expect(redactSecrets("Hello", [""], false)).toBe("Hello");
  });
  it("the stored copy keeps codes only in demo mode without a provider", () => {
    expect(storedCopyKeepsSecrets({ demoMode: true, provider: false })).toBe(true);
    expect(storedCopyKeepsSecrets({ demoMode: true, provider: true })).toBe(false);
    expect(storedCopyKeepsSecrets({ demoMode: false, provider: false })).toBe(false);
    expect(storedCopyKeepsSecrets({ demoMode: false, provider: true })).toBe(false);
  });
});
