// A code's tags and name as the QR code schemas take and show them (apart from the tag resource's schemas, which
// need the QR code's colour type: this file keeps the import one way).
import { z } from "@hono/zod-openapi";
import { Label } from "../../http/openapi/shared-schemas.ts";
import { MAX_TAGS_PER_CODE } from "./tag-rules.ts";

export const CODE_NAME_MAX_LENGTH = 120;

export const CodeName = Label(CODE_NAME_MAX_LENGTH).openapi({
  example: "Spring menu — Table 7",
  description: `What people call the code, 1 to ${CODE_NAME_MAX_LENGTH} characters; shown instead of the slug.`,
});

/** A tag as a code carries it. */
export const CodeTagSchema = z
  .object({ id: z.string(), name: z.string(), color: z.string() })
  .openapi("CodeTag");

/** A code's tags as a create or update sets them: ids or names of the team's tags. */
export const CodeTagsInput = z
  .array(z.string().min(1).max(64))
  .max(MAX_TAGS_PER_CODE, `a code has at most ${MAX_TAGS_PER_CODE} tags`)
  .openapi({
    description: `At most ${MAX_TAGS_PER_CODE} of the team's tags, by id or by name (any case); replaces the code's tags. Unknown tags are a 422: create them with \`POST /tags\`.`,
    example: ["Spring menu", "tag_01jd6m3q2x8f7k0v9w4c5b1n2z"],
  });
