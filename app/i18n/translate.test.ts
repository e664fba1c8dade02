import { describe, expect, it } from "vitest";
import { ar, en } from "./dictionaries";
import { translate } from "./translate";

describe("translate", () => {
  it("looks up dotted keys in the language's dictionary", () => {
    expect(translate(en, "nav.k12")).toBe("K-12");
    expect(translate(ar, "nav.k12")).toBe("التعليم العام");
  });
  it("fills placeholders", () => {
    expect(translate(en, "footer.rights", { year: 2026 })).toContain("© 2026 Manar");
    expect(translate(ar, "common.call", { number: "966112345678+" })).toBe("اتصل على 966112345678+");
  });
  it("answers the key when it is not a string leaf", () => {
    expect(translate(en, "nav" as never)).toBe("nav");
  });
});
