import { describe, expect, it } from "vitest";
import { sanitizedSource, sanitizeDescriptions, sanitizeRichText } from "./sanitize.server";
import type { ContentSource } from "./source";

describe("sanitizeRichText", () => {
  it("keeps text markup", () => {
    const html = '<h3>T</h3><p>a <strong>b</strong> <em>c</em></p><ul><li>x</li></ul><table><tr><td>1</td></tr></table>';
    expect(sanitizeRichText(html)).toContain("<h3>T</h3><p>a <strong>b</strong> <em>c</em></p><ul><li>x</li></ul>");
    expect(sanitizeRichText(html)).toContain("<td>1</td>");
  });
  it("drops scripts, event handlers, javascript: URLs, iframes, forms and inline styles", () => {
    const out = sanitizeRichText(
      '<p style="color:red" onclick="x()">hi</p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">l</a><iframe src="https://e.example"></iframe><form action="/x"><input></form>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|iframe|<form|<input|style=/i);
    expect(out).toContain("<p>hi</p>");
  });
  it("keeps images from the site or http(s) only", () => {
    expect(sanitizeRichText('<img src="/images/a.svg" alt="a">')).toBe('<img src="/images/a.svg" alt="a" loading="lazy" />');
    expect(sanitizeRichText('<img src="https://cdn.example/a.png" alt="">')).toContain("https://cdn.example/a.png");
    for (const src of ["x", "//evil.example/a.png", "data:image/png;base64,AAAA", "javascript:alert(1)"]) {
      expect(sanitizeRichText(`<p>t</p><img src="${src}" alt="">`)).toBe("<p>t</p>");
    }
  });
  it("allows http, https, mailto and tel links, and marks external ones", () => {
    expect(sanitizeRichText('<a href="mailto:a@b.example">m</a>')).toBe('<a href="mailto:a@b.example">m</a>');
    expect(sanitizeRichText('<a href="tel:+1">t</a>')).toBe('<a href="tel:+1">t</a>');
    expect(sanitizeRichText('<a href="https://x.example">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="data:text/html,x">d</a>')).toBe("<a>d</a>");
  });
});

describe("sanitizeDescriptions", () => {
  it("cleans description fields at any depth and leaves titles alone", () => {
    const out = sanitizeDescriptions({
      titleEn: "<b>kept as text</b>",
      items: [{ descriptionAr: "<p>ok</p><script>bad()</script>", descrpitonEn: "<img src=x onerror=y>" }],
    });
    expect(out.titleEn).toBe("<b>kept as text</b>");
    expect(out.items[0].descriptionAr).toBe("<p>ok</p>");
    expect(out.items[0].descrpitonEn).not.toContain("onerror");
  });
});

describe("sanitizedSource", () => {
  it("answers with clean descriptions, and passes enquiries through untouched", async () => {
    const sent: unknown[] = [];
    const raw = {
      kind: "upstream",
      get: async () => [{ id: 1, titleEn: "<i>as text</i>", descriptionEn: "<p>ok</p><script>bad()</script>" }],
      createEnquiry: async (enquiry) => void sent.push(enquiry),
    } as ContentSource;
    const source = sanitizedSource(raw);

    expect(source.kind).toBe("upstream");
    expect(await source.get("Blogs.GetAll")).toEqual([{ id: 1, titleEn: "<i>as text</i>", descriptionEn: "<p>ok</p>" }]);
    const enquiry = { name: "<b>Sara</b>" };
    await source.createEnquiry(enquiry as never);
    expect(sent).toEqual([enquiry]);
  });
});
