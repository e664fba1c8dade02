import { describe, expect, it } from "vitest";
import { LINE_BREAK, MULTI_LINE_CONTROL, SINGLE_LINE_CONTROL, stripControls } from "./control-characters";

const BIDI = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"];
const C0_C1 = ["\u0000", "\u0007", "\u001b", "\u007f", "\u0080", "\u009f"];
const MARKS = ["\u200e", "\u200f", "\u061c"];

describe("control characters", () => {
  it("single-line text: every control but the line breaks (refused apart), and every bidi control", () => {
    for (const c of [...C0_C1, "\t", ...BIDI]) expect(SINGLE_LINE_CONTROL.test(`a${c}b`), JSON.stringify(c)).toBe(true);
    for (const c of ["\n", "\r", "\u0085", "\u2028", "\u2029"]) {
      expect(SINGLE_LINE_CONTROL.test(`a${c}b`), JSON.stringify(c)).toBe(false);
      expect(LINE_BREAK.test(`a${c}b`), JSON.stringify(c)).toBe(true);
    }
  });

  it("multi-line text keeps tab, CR and LF only", () => {
    for (const c of [...C0_C1, "\u0085", ...BIDI]) expect(MULTI_LINE_CONTROL.test(`a${c}b`), JSON.stringify(c)).toBe(true);
    expect(MULTI_LINE_CONTROL.test("a\tb\r\nc")).toBe(false);
  });

  it("direction marks, Arabic, emoji and punctuation are never controls", () => {
    const text = `ليلى ${MARKS.join("")} Layla 😀 — «٤٢»، ok? 1/2 & <b>`;
    expect(SINGLE_LINE_CONTROL.test(text)).toBe(false);
    expect(MULTI_LINE_CONTROL.test(text)).toBe(false);
    expect(stripControls(text)).toBe(text);
  });

  it("stripControls turns each run into one space", () => {
    expect(stripControls("evil\u202e\u2066txt.exe")).toBe("evil txt.exe");
    expect(stripControls("a\u0000\u0085\u2028b\tc\nd")).toBe("a b c d");
  });
});
