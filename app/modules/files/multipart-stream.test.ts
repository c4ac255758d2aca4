// The streaming multipart reader (ADR 045): fields and files in any order, each file handed on while it arrives,
// the upload form's limits and messages (the same as readMultipartForm's), a body read no further than a crossed
// limit, and every received file discarded when the form is refused.
import { describe, expect, it } from "vitest";
import { streamMultipartForm, type IncomingFile } from "./multipart-stream.server";

const post = (body: BodyInit, headers?: Record<string, string>) =>
  new Request("http://localhost/upload", { method: "POST", body, headers, duplex: "half" } as RequestInit);

/** A receiver that reads the whole file and returns its text; `discarded` lists what was undone. */
function collector() {
  const discarded: string[] = [];
  return {
    discarded,
    options: {
      maxFileBytes: 1024,
      maxFiles: 2,
      async receive(file: IncomingFile) {
        const parts: Uint8Array[] = [];
        for await (const chunk of file.chunks) parts.push(chunk);
        return `${file.field}:${file.filename}:${Buffer.concat(parts).toString("utf8")}`;
      },
      async discard(value: string) {
        discarded.push(value);
      },
    },
  };
}

describe("streamMultipartForm", () => {
  it("returns the text fields and what each file became, leaving out empty file inputs", async () => {
    const form = new FormData();
    form.append("title", "Pipette tips ✓");
    form.append("file", new File(["a,b\n1,2\n"], "Café.csv", { type: "text/csv" }));
    form.append("other", new File([], "", { type: "application/octet-stream" }));
    form.append("after", "the file");
    const { options, discarded } = collector();
    const result = await streamMultipartForm(post(form), options);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fields.get("title")).toBe("Pipette tips ✓");
    expect(result.fields.get("after")).toBe("the file");
    expect(result.files).toEqual([{ field: "file", value: "file:Café.csv:a,b\n1,2\n" }]);
    expect(discarded).toEqual(["other::"]);
  });

  it("refuses a file over the limit, too many files and an oversized declared body with 413", async () => {
    const exactly = new FormData();
    exactly.append("file", new File([new Uint8Array(1024)], "exact.csv"));
    expect((await streamMultipartForm(post(exactly), collector().options)).ok).toBe(true);

    const tooBig = new FormData();
    tooBig.append("first", new File(["kept until refused"], "first.csv"));
    tooBig.append("file", new File([new Uint8Array(1025)], "big.csv"));
    const big = collector();
    expect(await streamMultipartForm(post(tooBig), big.options)).toEqual({
      ok: false,
      status: 413,
      message: '"big.csv" is larger than 1 KB. Choose a smaller file.',
    });
    expect(big.discarded).toEqual(["first:first.csv:kept until refused"]);

    const many = new FormData();
    for (const n of [1, 2, 3]) many.append("files", new File(["x"], `${n}.csv`));
    expect(await streamMultipartForm(post(many), collector().options)).toMatchObject({
      ok: false,
      status: 413,
      message: "Too many files: at most 2 can be uploaded at once.",
    });

    const declared = post("x", {
      "Content-Type": "multipart/form-data; boundary=abc",
      "Content-Length": String(10 * 1024 * 1024),
    });
    expect(await streamMultipartForm(declared, collector().options)).toMatchObject({ ok: false, status: 413 });
  });

  it("stops reading a streamed body without a length at the limit, and the file's receiver sees it fail", async () => {
    const boundary = "----limit";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n`;
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode(head));
        sent += 1;
        if (sent > 2000) controller.close();
        else controller.enqueue(new Uint8Array(1024).fill(97));
      },
    });
    let receiverError: unknown = null;
    const result = await streamMultipartForm(
      post(stream, { "Content-Type": `multipart/form-data; boundary=${boundary}` }),
      {
        maxFileBytes: 4096,
        maxFiles: 1,
        async receive(file) {
          try {
            for await (const chunk of file.chunks) void chunk;
          } catch (error) {
            receiverError = error;
            throw error;
          }
        },
        discard: async () => {},
      },
    );
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(sent).toBeLessThan(20);
    expect(receiverError).toBeInstanceOf(Error);
  });

  it("skips the rest of a file whose receiver stopped early, and reads the fields after it", async () => {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(900).fill(98)], "b.csv"));
    form.append("brand", "after");
    const result = await streamMultipartForm(post(form), {
      maxFileBytes: 1024,
      maxFiles: 1,
      async receive(file) {
        for await (const chunk of file.chunks) return `first ${chunk.byteLength > 0}`;
        return "none";
      },
      discard: async () => {},
    });
    expect(result).toMatchObject({ ok: true, files: [{ field: "file", value: "first true" }] });
    if (result.ok) expect(result.fields.get("brand")).toBe("after");
  });

  it("answers 400 for bodies that are not multipart or cannot be parsed, and limits the text fields", async () => {
    const options = collector().options;
    expect(
      await streamMultipartForm(post("a=1", { "Content-Type": "application/x-www-form-urlencoded" }), options),
    ).toMatchObject({ ok: false, status: 400 });
    expect(
      await streamMultipartForm(post("garbage", { "Content-Type": "multipart/form-data" }), options),
    ).toMatchObject({ ok: false, status: 400 });
    expect(
      await streamMultipartForm(
        post("--b\r\nContent-Disposition: form-da", { "Content-Type": "multipart/form-data; boundary=b" }),
        options,
      ),
    ).toMatchObject({ ok: false, status: 400 });
    const long = new FormData();
    long.append("description", "x".repeat(70 * 1024));
    expect(await streamMultipartForm(post(long), options)).toMatchObject({ ok: false, status: 413 });
  });
});
