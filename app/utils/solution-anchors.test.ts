import { describe, expect, it } from "vitest";
import { loadSeedContent } from "../content/embedded/seed-files";

const serviceDocuments = loadSeedContent().documents;
import {
  CORPORATE_ANCHORS,
  HIGHER_EDUCATION_PRODUCT_ANCHORS,
  HIGHER_EDUCATION_SERVICE_ANCHORS,
  K12_PRODUCT_ANCHORS,
  K12_SERVICE_ANCHORS,
  PUBLISHING_PRODUCT_ANCHORS,
  PUBLISHING_SERVICE_ANCHORS,
  VOCATIONAL_ANCHORS,
  activeTabOfState,
  categoryAnchor,
  categoryAnchors,
  hashId,
  resolveActiveTab,
  tabFromHash,
} from "./solution-anchors";

const titles = (...list: string[]) => list.map((titleEn) => ({ titleEn }));

describe("index-assigned anchors (K-12 and publishing)", () => {
  it("K-12 services follow the SPEC list by position", () => {
    expect(K12_SERVICE_ANCHORS).toEqual([
      "curricula-development",
      "Translation",
      "capability",
      "digitization-of-content",
      "learning-management-systems",
      "mobile-applications-development",
      "digital-strategy-and-consultation",
    ]);
    expect(categoryAnchor("k12", "services", 1, "Translation Services")).toBe("Translation");
    expect(categoryAnchor("k12", "services", 2, "Capability Building")).toBe("capability");
    expect(categoryAnchor("k12", "services", 3, "Anything")).toBe("digitization-of-content");
  });

  it("K-12 products put Rehlatie at index 2 (SPEC section 7)", () => {
    expect(K12_PRODUCT_ANCHORS[0]).toBe("Al-Adwaa");
    expect(K12_PRODUCT_ANCHORS[1]).toBe("qessatie");
    expect(K12_PRODUCT_ANCHORS[2]).toBe("Rehlatie");
    expect(K12_PRODUCT_ANCHORS[3]).toBe("international-curricula-programs");
    expect(K12_PRODUCT_ANCHORS[7]).toBe("early-childhood-programs");
    expect(K12_PRODUCT_ANCHORS).toHaveLength(10);
    expect(categoryAnchor("k12", "products", 0, "Al-Adwaa Series")).toBe("Al-Adwaa");
    expect(categoryAnchor("k12", "products", 9, "School Supplies")).toBe("school-supplies");
  });

  it("publishing: services index 0 is Printing, products 0 Books and 1 magazines", () => {
    expect(PUBLISHING_SERVICE_ANCHORS).toEqual(["Printing"]);
    expect(PUBLISHING_PRODUCT_ANCHORS).toEqual(["Books", "magazines"]);
    expect(categoryAnchor("publishing", "services", 0, "Printing")).toBe("Printing");
    expect(categoryAnchor("publishing", "products", 0, "Books")).toBe("Books");
    expect(categoryAnchor("publishing", "products", 1, "Magazines")).toBe("magazines");
  });

  it("beyond the SPEC list, the title slug is used", () => {
    expect(categoryAnchor("k12", "services", 7, "Assessment & Evaluation")).toBe("assessment-evaluation");
    expect(categoryAnchor("publishing", "services", 1, "Distribution")).toBe("distribution");
    expect(categoryAnchor("k12", "products", 10, "New Series")).toBe("new-series");
  });

  it("matches the seeded K-12 and publishing content one to one", () => {
    const k12 = serviceDocuments["OfferingK2.GetOfferingCategoriesServices"].services;
    const k12p = serviceDocuments["OfferingK2.GetOfferingCategoriesProducts"].products;
    expect(categoryAnchors("k12", "services", k12)).toEqual([...K12_SERVICE_ANCHORS]);
    expect(categoryAnchors("k12", "products", k12p)).toEqual([...K12_PRODUCT_ANCHORS]);
    expect(k12p[2]?.titleEn).toBe("Rehlatie");
    expect(k12[3]?.titleEn).toBe("Digitization of Content");
    const pub = serviceDocuments["OfferingPublishing.GetOfferingCategoriesServices"].services;
    const pubp = serviceDocuments["OfferingPublishing.GetOfferingCategoriesProducts"].products;
    expect(categoryAnchors("publishing", "services", pub)[0]).toBe("Printing");
    expect(categoryAnchors("publishing", "products", pubp)).toEqual(["Books", "magazines"]);
  });
});

describe("title-derived anchors (higher education, vocational, corporates)", () => {
  it("pages without a table use anchorFromTitle", () => {
    expect(categoryAnchor("higherEducation", "services", 0, "Capability Building for Educators")).toBe(
      "capability-building-for-educators",
    );
    expect(categoryAnchor("higherEducation", "products", 0, "ELT")).toBe("elt");
    expect(categoryAnchor(null, "services", 0, "Governance & Policy")).toBe("governance-policy");
  });

  it("the seeded titles produce every SPEC anchor", () => {
    const slugs = (list: ReadonlyArray<{ titleEn: string }>) => categoryAnchors(null, "services", list);
    const he = slugs(serviceDocuments["OfferingHigherEducation.GetOfferingCategoriesServices"].services);
    const hep = slugs(serviceDocuments["OfferingHigherEducation.GetOfferingCategoriesProducts"].products);
    expect(he).toEqual(expect.arrayContaining([...HIGHER_EDUCATION_SERVICE_ANCHORS]));
    expect(hep).toEqual(expect.arrayContaining([...HIGHER_EDUCATION_PRODUCT_ANCHORS]));
    const voc = slugs(serviceDocuments["OferringVocationalEducation.GetOfferingCategoriesServices"].services);
    expect(voc).toEqual(expect.arrayContaining([...VOCATIONAL_ANCHORS]));
    // SPEC section 7: 3 technical schools, 4 curricula, 5 educators' capability, 6 digitization.
    expect(voc.slice(3)).toEqual(VOCATIONAL_ANCHORS.slice(2));
    const corp = slugs(serviceDocuments["OferringCorporates.GetOfferingCategoriesServices"].services);
    expect(corp).toEqual([...CORPORATE_ANCHORS]);
  });

  it("never repeats an anchor within one list", () => {
    expect(categoryAnchors(null, "services", titles("Printing", "Printing", "Printing"))).toEqual([
      "printing",
      "printing-2",
      "printing-3",
    ]);
    expect(categoryAnchors(null, "products", titles("   "))).toEqual(["products-1"]);
  });
});

describe("hash → tab", () => {
  it.each(K12_SERVICE_ANCHORS.map((a) => [a]))("K-12 #%s selects services", (anchor) => {
    expect(tabFromHash("k12", `#${anchor}`)).toBe("services");
  });
  it.each(K12_PRODUCT_ANCHORS.map((a) => [a]))("K-12 #%s selects products", (anchor) => {
    expect(tabFromHash("k12", `#${anchor}`)).toBe("products");
  });
  it("higher education: capability-building-for-educators and digitization-of-content → services, elt → products", () => {
    expect(tabFromHash("higherEducation", "#capability-building-for-educators")).toBe("services");
    expect(tabFromHash("higherEducation", "#digitization-of-content")).toBe("services");
    expect(tabFromHash("higherEducation", "#elt")).toBe("products");
  });
  it("publishing: Printing → services, Books and magazines → products", () => {
    expect(tabFromHash("publishing", "#Printing")).toBe("services");
    expect(tabFromHash("publishing", "#Books")).toBe("products");
    expect(tabFromHash("publishing", "#magazines")).toBe("products");
  });
  it("a page's rules do not leak into another page", () => {
    expect(tabFromHash("publishing", "#Al-Adwaa")).toBeNull();
    expect(tabFromHash("higherEducation", "#Books")).toBeNull();
    expect(tabFromHash("k12", "#elt")).toBeNull();
  });
  it("anchors are case-sensitive, like element ids", () => {
    expect(tabFromHash("k12", "#al-adwaa")).toBeNull();
    expect(tabFromHash("publishing", "#printing")).toBeNull();
  });
  it("the tabs' own ids select themselves", () => {
    expect(tabFromHash("k12", "#products")).toBe("products");
    expect(tabFromHash("publishing", "#services")).toBe("services");
  });
  it("anchors rendered beyond the SPEC lists select the tab that holds them", () => {
    const rendered = { services: ["distribution"], products: ["academic-publishing"] };
    expect(tabFromHash("publishing", "#distribution", rendered)).toBe("services");
    expect(tabFromHash("higherEducation", "#academic-publishing", rendered)).toBe("products");
    expect(tabFromHash("higherEducation", "#unknown", rendered)).toBeNull();
  });
  it("accepts a missing # and percent-escapes; empty hashes say nothing", () => {
    expect(tabFromHash("k12", "Rehlatie")).toBe("products");
    expect(tabFromHash("k12", "#Al%2DAdwaa")).toBe("products");
    expect(tabFromHash("k12", "#%E0%A4%A")).toBeNull();
    expect(tabFromHash("k12", "")).toBeNull();
    expect(tabFromHash("k12", "#")).toBeNull();
    expect(tabFromHash("k12", null)).toBeNull();
    expect(hashId("#%E0%A4%A")).toBe("%E0%A4%A");
  });
});

describe("resolveActiveTab: state, then hash, then ?tab, then services", () => {
  it("defaults to services", () => {
    expect(resolveActiveTab("k12", {})).toBe("services");
    expect(resolveActiveTab("k12", { hash: "#nothing", search: "?x=1" })).toBe("services");
  });
  it("navigation state activeTab wins over the hash and the search", () => {
    expect(resolveActiveTab("k12", { state: { activeTab: "products" }, hash: "#Translation", search: "?tab=services" })).toBe(
      "products",
    );
    expect(resolveActiveTab("publishing", { state: { activeTab: "services" }, hash: "#Books" })).toBe("services");
  });
  it("an invalid state is ignored", () => {
    expect(resolveActiveTab("k12", { state: { activeTab: "other" }, hash: "#Rehlatie" })).toBe("products");
    expect(resolveActiveTab("k12", { state: "products", hash: "" })).toBe("services");
    expect(activeTabOfState(null)).toBeNull();
    expect(activeTabOfState({})).toBeNull();
  });
  it("the hash wins over the ?tab parameter", () => {
    expect(resolveActiveTab("higherEducation", { hash: "#elt", search: "?tab=services" })).toBe("products");
    expect(resolveActiveTab("higherEducation", { hash: "#digitization-of-content", search: "?tab=products" })).toBe("services");
  });
  it("the ?tab parameter (the links that work without JavaScript) is the server's choice", () => {
    expect(resolveActiveTab("k12", { search: "?tab=products" })).toBe("products");
    expect(resolveActiveTab("k12", { search: new URLSearchParams("tab=products") })).toBe("products");
    expect(resolveActiveTab("k12", { search: "?tab=PRODUCTS" })).toBe("services");
    expect(resolveActiveTab("k12", { hash: "#unrelated", search: "tab=products" })).toBe("products");
  });
});
