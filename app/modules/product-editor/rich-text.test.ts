import { describe, expect, it } from "vitest";
import { editableAsRichText } from "./rich-text";

describe("editableAsRichText", () => {
  it("opens plain text and the formatting the editor writes", () => {
    expect(editableAsRichText("")).toBe(true);
    expect(editableAsRichText("Quiet pump, 1,300 bar < 1,500 bar")).toBe(true);
    expect(
      editableAsRichText(
        '<h3>Specs</h3><p>Quiet <strong>binary</strong> <em>pump</em><br></p><ul><li>Low <a href="https://x.test">noise</a></li></ul><ol><li>1</li></ol><blockquote><p>q</p></blockquote>',
      ),
    ).toBe(true);
    expect(editableAsRichText("<P>Upper case</P>")).toBe(true);
  });

  it("keeps descriptions with elements the editor would drop in the textarea", () => {
    expect(editableAsRichText("<table><tr><td>1</td></tr></table>")).toBe(false);
    expect(editableAsRichText("<p>H<sub>2</sub>O</p>")).toBe(false);
    expect(editableAsRichText("<dl><dt>a</dt><dd>b</dd></dl>")).toBe(false);
    expect(editableAsRichText("<p><span>x</span></p>")).toBe(false);
  });
});
