import { describe, expect, it } from "vitest";
import { footerSocialLinks, socialIconOf, visibleSocialLinks } from "./social";

describe("socialIconOf", () => {
  it("maps the five known names, case-insensitively", () => {
    expect(socialIconOf("Facebook")).toBe("facebook");
    expect(socialIconOf("youtube")).toBe("youtube");
    expect(socialIconOf(" TWITTER ")).toBe("twitter");
  });
  it("falls back to linkedin for anything else", () => {
    expect(socialIconOf("snapchat")).toBe("linkedin");
    expect(socialIconOf("")).toBe("linkedin");
  });
});

describe("visibleSocialLinks", () => {
  it("drops hidden links and sorts by order", () => {
    const links = [
      { id: 1, name: "a", url: "u", isHidden: false, order: 3 },
      { id: 2, name: "b", url: "u", isHidden: true, order: 1 },
      { id: 3, name: "c", url: "u", isHidden: false, order: 2 },
    ];
    expect(visibleSocialLinks(links).map((l) => l.id)).toEqual([3, 1]);
  });
});

describe("footerSocialLinks", () => {
  it("keeps the visible links in order with only the name and address the footer renders", () => {
    const links = [
      { id: 1, name: "Facebook", url: "https://facebook.example/a", isHidden: false, order: 2 },
      { id: 2, name: "TikTok", url: "https://tiktok.example/b", isHidden: true, order: 1 },
      { id: 3, name: "YouTube", url: "https://youtube.example/c", isHidden: false, order: 1 },
    ];
    expect(footerSocialLinks(links)).toEqual([
      { name: "YouTube", url: "https://youtube.example/c" },
      { name: "Facebook", url: "https://facebook.example/a" },
    ]);
  });
});
