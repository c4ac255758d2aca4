import { describe, expect, it } from "vitest";
import { FORM_BODY_MAX_BYTES, FORM_BODY_MESSAGES, isFormBodyRejection, readFormData } from "./request-body.server";

const post = (body: BodyInit, contentType?: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/form", {
    method: "POST",
    body,
    headers: { ...(contentType ? { "Content-Type": contentType } : {}), ...headers },
  });

async function rejectionOf(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(isFormBodyRejection(thrown)).toBe(true);
  const response = thrown as Response;
  return { status: response.status, text: await response.text() };
}

describe("readFormData", () => {
  it("reads URL-encoded and multipart forms", async () => {
    expect(
      (await readFormData(post("name=Ada&note=a%0Ab", "application/x-www-form-urlencoded;charset=UTF-8"))).get("note"),
    ).toBe("a\nb");
    const multipart = new FormData();
    multipart.set("name", "Ada");
    expect(
      (await readFormData(new Request("http://localhost/form", { method: "POST", body: multipart }))).get("name"),
    ).toBe("Ada");
  });

  it("refuses a body that is not a form with 415", async () => {
    expect(await rejectionOf(readFormData(post('{"name":"Ada"}', "application/json")))).toEqual({
      status: 415,
      text: FORM_BODY_MESSAGES.unsupported,
    });
    expect((await rejectionOf(readFormData(post("name=Ada")))).status).toBe(415);
  });

  it("refuses a body over the limit with 413, declared or streamed", async () => {
    const big = `name=${"x".repeat(FORM_BODY_MAX_BYTES)}`;
    expect(await rejectionOf(readFormData(post(big, "application/x-www-form-urlencoded")))).toEqual({
      status: 413,
      text: FORM_BODY_MESSAGES.tooLarge,
    });
    const declared = post("name=Ada", "application/x-www-form-urlencoded", {
      "Content-Length": String(FORM_BODY_MAX_BYTES + 1),
    });
    expect((await rejectionOf(readFormData(declared))).status).toBe(413);
    expect(
      (await readFormData(post(big, "application/x-www-form-urlencoded"), { maxBytes: 2 * FORM_BODY_MAX_BYTES })).get(
        "name",
      ),
    ).toHaveLength(FORM_BODY_MAX_BYTES);
  });

  it("refuses a malformed multipart body with 400", async () => {
    const broken = post(
      '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--',
      "multipart/form-data; boundary=b",
    );
    expect(await rejectionOf(readFormData(broken))).toEqual({ status: 400, text: FORM_BODY_MESSAGES.unreadable });
    expect((await rejectionOf(readFormData(post("name=Ada", "multipart/form-data")))).status).toBe(400);
  });
});
