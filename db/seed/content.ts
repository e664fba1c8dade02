/** The complete seed, assembled from the authored data modules. */
import { blogs } from "./data/blogs";
import { corporateDocuments, corporateHeads, titles } from "./data/corporate";
import { news } from "./data/news";
import { projects } from "./data/projects";
import { serviceDocuments } from "./data/services";
import { sustainabilityProjects } from "./data/sustainability";
import type { SeedContent } from "./types";

export const seedContent: SeedContent = {
  documents: { ...corporateDocuments, ...serviceDocuments },
  heads: corporateHeads,
  projects,
  news,
  blogs,
  sustainabilityProjects,
  titles,
};
