/** One JSON line per event on stdout/stderr: easy to grep locally, easy to ship to a collector. */
type Fields = Record<string, unknown> & { msg: string };

function serialise(fields: Fields): string {
  return JSON.stringify({ time: new Date().toISOString(), ...fields }, (_k, v) =>
    v instanceof Error ? { name: v.name, message: v.message, stack: v.stack } : v,
  );
}

export const log = {
  info(fields: Fields): void {
    process.stdout.write(serialise({ level: "info", ...fields }) + "\n");
  },
  error(fields: Fields): void {
    process.stderr.write(serialise({ level: "error", ...fields }) + "\n");
  },
};
