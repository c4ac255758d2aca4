import { describe, expect, it } from "vitest";
import { REDACTED, redactSecrets } from "./mail.server";

describe("one-time codes at rest (issue 15 item 13)", () => {
  it("outside demo mode the stored and logged body has the code replaced", () => {
    expect(redactSecrets("Your code is 123456. It expires in 10 minutes. 123456", ["123456"], false)).toBe(
      `Your code is ${REDACTED}. It expires in 10 minutes. ${REDACTED}`,
    );
  });
  it("in demo mode (/dev/mailbox) the body keeps the code; without secrets nothing changes", () => {
    expect(redactSecrets("Your code is 123456.", ["123456"], true)).toBe("Your code is 123456.");
    expect(redactSecrets("Hello", undefined, false)).toBe("Hello");
    expect(redactSecrets("Hello", [""], false)).toBe("Hello");
  });
});
