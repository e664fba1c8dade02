import { describe, expect, it } from "vitest";
import { chunkHrefs } from "./dictionary-assets.server";

describe("chunkHrefs", () => {
  it("finds each language's dictionary chunk among the browser build's outputs, as a /build/ address", () => {
    const metafile = {
      outputs: {
        "public/build/entry.client-AB12.js": { entryPoint: "app/entry.client.tsx" },
        "public/build/_shared/ar-QHBL7J4A.js": { entryPoint: "app/i18n/dictionaries/ar.ts" },
        "public/build/_shared/ar-QHBL7J4A.js.map": {},
        "public/build/_shared/en-3GGXBWAY.js": { entryPoint: "app/i18n/dictionaries/en.ts" },
        "public/build/_shared/chunk-T36URGAI.js": {},
      },
    };
    expect(chunkHrefs(metafile)).toEqual({ ar: "/build/_shared/ar-QHBL7J4A.js", en: "/build/_shared/en-3GGXBWAY.js" });
  });

  it("names nothing when the build has no such chunk", () => {
    expect(chunkHrefs({ outputs: { "public/build/root-X.js": { entryPoint: "app/root.tsx" } } })).toEqual({});
  });
});
