import type { Migration, MigrationProvider } from "kysely";
import * as m001 from "./001_initial";

/** Static list (not a folder scan) so the migrations bundle with the server build. */
export const migrations: Record<string, Migration> = {
  "001_initial": m001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
