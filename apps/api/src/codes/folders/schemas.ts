// The folder resource and its members' access as the API accepts and shows them.
import { z } from "@hono/zod-openapi";
import { FOLDER_ACCESS } from "@qr/core/folder-access";
import { idParam, Label, MAX_ID_LENGTH, Timestamp } from "../../http/openapi/shared-schemas.ts";

export const MAX_FOLDERS_PER_TEAM = 500;
export const MAX_MOVED_CODES = 1_000;

const Access = z.enum(FOLDER_ACCESS).openapi("FolderAccess", {
  description:
    "`none`: the folder and its codes are out of sight (404); `viewer`: see them; `editor`: change them and make codes in the folder; `owner`: also manage the folder (its name, its access).",
});

const MemberAccess = Access.openapi({
  description:
    "What a team member without an access of their own to this folder has (default `none`: only those given access see it). Team owners and admins always reach every folder.",
});

const Description = z
  .string()
  .trim()
  .max(500, "a description is at most 500 characters")
  .nullable()
  .openapi({ description: "What the folder holds, for people (at most 500 characters)." });

export const FolderSchema = z
  .object({
    id: z.string().openapi({ example: "fld_01jd6m3q2x8f7k0v9w4c5b1n2z" }),
    team_id: z.string(),
    name: z.string().openapi({ example: "Client: Harbour Bakery" }),
    description: z.string().nullable(),
    member_access: Access,
    access: Access.openapi({ description: "The caller's own access to the folder." }),
    code_count: z.int().openapi({ description: "Live codes in the folder." }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .openapi("Folder");

export const FolderListSchema = z
  .object({ data: z.array(FolderSchema) })
  .openapi("FolderList", { description: "The folders the caller may see, by name." });

export const CreateFolderSchema = z
  .strictObject({
    name: Label(100, "a folder name").openapi({ example: "Client: Harbour Bakery" }),
    description: Description.optional(),
    member_access: MemberAccess.optional(),
  })
  .openapi("CreateFolder");

export const UpdateFolderSchema = z
  .strictObject({
    name: Label(100, "a folder name").optional(),
    description: Description.optional(),
    member_access: MemberAccess.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, "send at least one field to change")
  .openapi("UpdateFolder", { minProperties: 1 });

export const FolderMemberSchema = z
  .object({
    user_id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    role: z.string().openapi({ description: "The member's team role." }),
    access: Access.openapi({
      description: "What the member has in the folder (their own access, else the folder's `member_access`).",
    }),
    own: z.boolean().openapi({
      description:
        "Whether the access is the member's own (false: it comes from `member_access` or their role).",
    }),
  })
  .openapi("FolderMember");

export const FolderMemberListSchema = z
  .object({ data: z.array(FolderMemberSchema) })
  .openapi("FolderMemberList", { description: "Every member of the team and their access to the folder." });

export const SetFolderAccessSchema = z
  .strictObject({ access: Access })
  .openapi("SetFolderAccess", { description: "The member's own access to the folder." });

export const FolderMemberParams = z.object({
  id: idParam("id", "fld_01jd6m3q2x8f7k0v9w4c5b1n2z"),
  user_id: idParam("user_id", "user_01jd6m3q2x8f7k0v9w4c5b1n2z"),
});

export const MoveCodesSchema = z
  .strictObject({
    ids: z
      .array(z.string().min(1).max(MAX_ID_LENGTH))
      .min(1)
      .max(MAX_MOVED_CODES)
      .openapi({ description: `The codes to move (1 to ${MAX_MOVED_CODES}).` }),
    folder_id: z
      .string()
      .min(1)
      .max(MAX_ID_LENGTH)
      .nullable()
      .openapi({ description: "The folder they go to; null takes them out of every folder." }),
  })
  .openapi("MoveCodes");

export const MoveResultSchema = z
  .object({
    moved: z.int(),
    failed: z.int(),
    results: z.array(
      z.object({
        index: z.int(),
        id: z.string(),
        status: z.enum(["moved", "failed"]),
        errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      }),
    ),
  })
  .openapi("MoveResult");
