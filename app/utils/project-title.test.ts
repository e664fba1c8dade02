import { describe, expect, it } from "vitest";
import { projectTitleLines } from "./project-title";

describe("projectTitleLines", () => {
  const title = "برنامج تطوير التعلم الرقمي – في مدارس التعليم الأساسي – بسلطنة عُمان";
  it("splits project 21's Arabic title into three lines", () => {
    expect(projectTitleLines(21, "ar", title)).toEqual(["برنامج تطوير التعلم الرقمي", "في مدارس التعليم الأساسي", "بسلطنة عُمان"]);
  });
  it("keeps one line in English and for other projects", () => {
    expect(projectTitleLines(21, "en", "Digital Learning")).toEqual(["Digital Learning"]);
    expect(projectTitleLines(20, "ar", title)).toEqual([title]);
  });
  it("splits by words when the title has no separators", () => {
    expect(projectTitleLines(21, "ar", "واحد اثنان ثلاثة أربعة خمسة ستة")).toEqual(["واحد اثنان", "ثلاثة أربعة", "خمسة ستة"]);
  });
});
