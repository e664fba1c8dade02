import type { Migration, MigrationProvider } from "kysely";
import * as m001 from "./001_initial";
import * as m002 from "./002_mail_outbox";
import * as m003 from "./003_rate_limits";

/** Static list (not a folder scan) so the migrations bundle with the server build. */
export const migrations: Record<string, Migration> = {
  "001_initial": m001,
  "002_mail_outbox": m002,
  "003_rate_limits": m003,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
