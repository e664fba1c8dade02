/**
 * The one logger (pino): one JSON line per event, `level` as a word and an ISO time, errors with their type,
 * message and stack. Info and warnings go to stdout, errors to stderr, so a supervisor can tell them apart.
 * App code never imports this module: it gets a request-bound child as `context.log` (server/app.ts).
 */
import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

export function createLogger(destination?: DestinationStream): Logger {
  const streams =
    destination ??
    pino.multistream(
      [
        { level: "info", stream: pino.destination({ dest: 1, sync: true }) },
        { level: "error", stream: pino.destination({ dest: 2, sync: true }) },
      ],
      { dedupe: true },
    );
  return pino(
    {
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    streams,
  );
}

export const log = createLogger();
