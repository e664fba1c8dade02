/** The outbox sender wired to a real SMTP server through nodemailer. */
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Store } from "../../db/connection";
import { createOutboxSender, DEFAULT_RETRY, type OutboxSender } from "./outbox.server";

export interface MailConfig {
  /** smtp:// or smtps:// (server/env.ts validates it). */
  smtpUrl: string;
  to: string;
  from: string;
  /** The longest wait between two attempts while the SMTP server is down. */
  retryCapMs: number;
}

export function startMailOutbox(store: Store, config: MailConfig, domain: string, log: Logger): OutboxSender {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    // Short enough that a dead server fails an attempt well inside the claim's lease.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const sender = createOutboxSender({
    store,
    transport,
    addresses: { from: config.from, to: config.to, domain },
    log: log.child({ component: "mail-outbox" }),
    retry: { baseMs: Math.min(DEFAULT_RETRY.baseMs, config.retryCapMs), capMs: config.retryCapMs },
  });
  sender.start();
  return {
    ...sender,
    async close() {
      await sender.close();
      transport.close();
    },
  };
}
