/** A page section: its data, or the message of the load that failed (SPEC section 4). */
export type Section<T> = { data: T; error: null } | { data: null; error: string };

/** Data already in hand, as a section that loaded. */
export const loaded = <T>(data: T): Section<T> => ({ data, error: null });

/** The same section with its data reshaped; a failure stays the same failure. */
export function mapSection<T, U>(section: Section<T>, shape: (data: T) => U): Section<U> {
  return section.error !== null ? section : { data: shape(section.data), error: null };
}
