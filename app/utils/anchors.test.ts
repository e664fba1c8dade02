import { describe, expect, it } from "vitest";
import { anchorFromTitle } from "./anchors";

describe("anchorFromTitle", () => {
  it.each([
    ["Capability Building Programs for Workforce", "capability-building-programs-for-workforce"],
    ["Digitization of Corporate Training Programs", "digitization-of-corporate-training-programs"],
    ["Digital Strategy and Consultation", "digital-strategy-and-consultation"],
    ["Governance and Policy", "governance-and-policy"],
    ["Private Sector Engagement", "private-sector-engagement"],
    ["Technical Schools Management and Operations", "technical-schools-management-and-operations"],
    ["Curricula Development", "curricula-development"],
    ["Capability Building for Vocational Educators", "capability-building-for-vocational-educators"],
    ["Digitization of Content", "digitization-of-content"],
    ["Capability Building for Educators", "capability-building-for-educators"],
    ["ELT", "elt"],
  ])("%s → %s", (title, anchor) => {
    expect(anchorFromTitle(title)).toBe(anchor);
  });
  it('removes "& " and joins the rest with hyphens', () => {
    expect(anchorFromTitle("Digital Strategy & Consultation")).toBe("digital-strategy-consultation");
    expect(anchorFromTitle("Research & Development")).toBe("research-development");
  });
});
