// Schemas every resource uses: the problem body, an id in the path, a colour, a page of a list.
import { z } from "@hono/zod-openapi";
import { MAX_DESTINATION_LENGTH } from "@qr/core/destination";
import { EARLIEST_INSTANT, isStorableInstant, LATEST_INSTANT } from "@qr/core/storable";
import { ALL_ERROR_CODES } from "../errors/codes.ts";

export const ProblemSchema = z
  .object({
    type: z.url().openapi({ description: "Where the API reference explains `code`." }),
    title: z.string(),
    status: z.number().int(),
    code: z.enum(ALL_ERROR_CODES).openapi({ description: "Stable and machine-readable; branch on this." }),
    detail: z.string(),
    request_id: z.string(),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .openapi({ description: "With `validation_failed`: each field at fault and why." }),
  })
  .openapi("Problem", { description: "RFC 9457 problem details; every error has this shape." });

/** No control character (C0, DEL or C1): the one test of every text the API takes as a single line. */
export const isOneLine = (value: string) => !/\p{Cc}/u.test(value);

/**
 * A name people read (a code's, a tag's, a team's, a design's, a key's, a person's): trimmed, `min` (1, or 0 where it
 * may be empty) to `max` characters of one line of text. No control character (an escape sequence, a bell, a line
 * break) passes on to a list, a terminal or an export that shows it. `what` names it in a refusal.
 */
export const Label = (max: number, what = "a name", min: 0 | 1 = 1) => {
  const length = `${what} is ${min === 0 ? "at most" : "1 to"} ${max} characters`;
  return z
    .string()
    .trim()
    .min(min, length)
    .max(max, length)
    .refine(isOneLine, `${what} is one line of text, without control characters`);
};

/** A colour, #rrggbb, kept in lower case. */
export const HexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "a colour is #rrggbb")
  .transform((value) => value.toLowerCase());

export const MAX_ID_LENGTH = 64;

/** `{id}` in a path; `example` shows the kind of id. */
export const idParam = (name: string, example?: string) =>
  z
    .string()
    .max(MAX_ID_LENGTH)
    .openapi({ param: { name, in: "path" }, example });

export const IdParamSchema = z.object({ id: idParam("id", "qr_01jd6m3q2x8f7k0v9w4c5b1n2z") });

export const MAX_PAGE_SIZE = 100;

/** `limit` and `cursor` of a list, with the list's default page size. */
export const pageQuery = (defaultLimit: number) => ({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(defaultLimit)
    .openapi({ description: `Page size, 1-${MAX_PAGE_SIZE} (default ${defaultLimit}).` }),
  cursor: z.string().max(300).optional().openapi({ description: "`next_cursor` of the previous page." }),
});

/** A page of `item`s; `next_cursor` is null on the last page. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), next_cursor: z.string().nullable() });

export const Timestamp = z.string().openapi({ format: "date-time" });

/** A destination as a request sends it; its checks (public host, blocklists) are codes/abuse/destination-checks.ts's. */
export const Destination = z
  .string()
  .min(1)
  .max(MAX_DESTINATION_LENGTH, `url must be at most ${MAX_DESTINATION_LENGTH} characters`)
  .openapi({ description: "An http(s) URL on a public host, checked like the code's `url`." });

/** An instant as ISO 8601 (a date alone is its UTC midnight), within what the API stores. */
export const Instant = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
    const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value);
    if (!iso || !isStorableInstant(date)) {
      ctx.addIssue({
        code: "custom",
        message: `must be an ISO 8601 date or date-time between ${new Date(EARLIEST_INSTANT).toISOString().slice(0, 10)} and ${new Date(LATEST_INSTANT).toISOString().slice(0, 10)}`,
      });
      return z.NEVER;
    }
    return date;
  })
  .openapi({ type: "string", example: "2026-11-01T00:00:00Z" });
