// The tag resource as the API accepts and shows it.
import { z } from "@hono/zod-openapi";
import { HexColor, Label, Timestamp } from "../../http/openapi/shared-schemas.ts";
import { MAX_TAGS_PER_TEAM, TAG_NAME_MAX_LENGTH } from "./tag-rules.ts";

export const TagName = Label(TAG_NAME_MAX_LENGTH, "a tag name").openapi({ example: "Spring menu" });

export const TagSchema = z
  .object({
    id: z.string().openapi({ example: "tag_01jd6m3q2x8f7k0v9w4c5b1n2z" }),
    team_id: z.string(),
    name: z.string(),
    color: z.string().openapi({ example: "#2563eb", description: "#rrggbb" }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .openapi("Tag");

export const CreateTagSchema = z
  .strictObject({
    name: TagName,
    color: HexColor.optional().openapi({ description: "#rrggbb; default: one of a fixed palette, by name." }),
  })
  .openapi("CreateTag");

export const UpdateTagSchema = z
  .strictObject({ name: TagName.optional(), color: HexColor.optional() })
  .refine((body) => Object.keys(body).length > 0, "send at least one field to change")
  .openapi("UpdateTag", { minProperties: 1 });

export const TagListSchema = z
  .object({ data: z.array(TagSchema) })
  .openapi("TagList", { description: `All the team's tags (at most ${MAX_TAGS_PER_TEAM}), by name.` });
