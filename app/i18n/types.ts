/** The same tree of keys as the English dictionary, with any string values. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
