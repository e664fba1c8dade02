/** A page section: its data, or the message of the load that failed (SPEC section 4). */
export type Section<T> = { data: T; error: null } | { data: null; error: string };
