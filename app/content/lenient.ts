/**
 * A lenient copy of a contract schema for data from the upstream host:
 * unknown fields are kept (loose objects) and nullable fields may also be
 * missing (read as null). Required fields and types are still checked.
 */
import * as z from "zod";

export function lenient(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def;
  switch (def.type) {
    case "object": {
      const shape = (schema as z.ZodObject).shape;
      return z.looseObject(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, lenient(v as z.ZodType)])));
    }
    case "array":
      return z.array(lenient((schema as z.ZodArray<z.ZodType>).element));
    case "nullable":
      return lenient((schema as z.ZodNullable<z.ZodType>).unwrap())
        .nullish()
        .transform((v) => v ?? null);
    default:
      return schema;
  }
}
