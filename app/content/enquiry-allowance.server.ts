/**
 * The per-client enquiry allowance (each request's `enquiries`, app/load-context.ts), counted by an express-rate-limit store: its
 * MemoryStore for one process today; any other Store (PostgreSQL, Redis) shares it between instances.
 */
import { MemoryStore, type Options, type Store } from "express-rate-limit";

export type EnquiryReservation = { granted: true } | { granted: false; retryAfterSeconds: number };

/**
 * Each client's budget of accepted enquiries per minute, shared by the contact page and the embedded API.
 * Reserve before storing (atomic: concurrent submissions cannot overshoot), release what was not kept.
 */
export interface EnquiryAllowance {
  reserve(clientKey: string): Promise<EnquiryReservation>;
  release(clientKey: string): Promise<void>;
}

/** `store` must be initialised with the same window (see memoryEnquiryAllowance). */
export function storeEnquiryAllowance(store: Store, limit: number, windowMs: number): EnquiryAllowance {
  const key = (client: string) => `enquiry:${client}`;
  return {
    async reserve(client) {
      const { totalHits, resetTime } = await store.increment(key(client));
      if (totalHits <= limit) return { granted: true };
      // A refused attempt takes nothing: the count stays at what was accepted.
      await store.decrement(key(client));
      const resetsAt = resetTime?.getTime() ?? Date.now() + windowMs;
      return { granted: false, retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - Date.now()) / 1000)) };
    },
    async release(client) {
      await store.decrement(key(client));
    },
  };
}

export function memoryEnquiryAllowance(limit: number, windowMs = 60_000): EnquiryAllowance {
  const store = new MemoryStore();
  // MemoryStore reads only the window from the middleware's options; there is no middleware here.
  store.init({ windowMs } as Options);
  return storeEnquiryAllowance(store, limit, windowMs);
}
