import { describe, expect, it } from "vitest";
import { sanitizeTermsHtml } from "../sanitize-terms";

describe("sanitizeTermsHtml", () => {
  it("keeps the text and its structure, escaping plain text", () => {
    expect(sanitizeTermsHtml("제1조 (목적)\n회원은 <이용자>를 말합니다 & 그 밖")).toBe(
      "제1조 (목적)\n회원은 &lt;이용자&gt;를 말합니다 &amp; 그 밖",
    );
    expect(sanitizeTermsHtml("<h3>제2조</h3><ol><li><strong>정의</strong></li></ol>")).toBe(
      "<h3>제2조</h3><ol><li><strong>정의</strong></li></ol>",
    );
  });

  it("drops scripts, styles, handlers and anything that would load a resource", () => {
    const out = sanitizeTermsHtml(
      '<p onclick="x()" style="color:red">본문</p><script>alert(1)</script><style>p{}</style><img src="https://t.example/p.gif"><iframe src="https://e.example"></iframe><svg><use href="#a"/></svg><link rel="stylesheet" href="https://x">',
    );
    expect(out).toBe("<p>본문</p>");
  });

  it("keeps safe links only, opening outside without an opener", () => {
    expect(sanitizeTermsHtml('<a href="javascript:alert(1)">x</a><a href="https://evsafe.example/a" target="_self">y</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank">x</a><a href="https://evsafe.example/a" target="_blank" rel="noopener noreferrer">y</a>',
    );
  });
});
