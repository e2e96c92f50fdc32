// `qr folders`: the team's folders, who has which access to one, and moving codes between them. Folders decide
// who in a team sees and changes a code (docs/folders.md).
import { Argument, type Command, Option } from "commander";
import type { ItemOf } from "../types.ts";
import type { Context } from "./commands.ts";
import { fields } from "./output.ts";

const ACCESS = ["none", "viewer", "editor", "owner"];

export function folderCommands(program: Command, ctx: Context): void {
  const folders = program
    .command("folders")
    .description("folders of codes, each seen and changed only by the people given access");
  const describeFolder = (folder: ItemOf<"folders.list">) =>
    fields([
      ["id", folder.id],
      ["name", folder.name],
      ["description", folder.description],
      ["your access", folder.access],
      ["members without their own access", folder.member_access],
      ["codes", folder.code_count],
    ]);
  folders
    .command("list")
    .description("list the folders you may see, by name")
    .action(async () => {
      const { data } = await ctx.client().folders.list();
      ctx
        .out()
        .list(data, "No folders.", ["ID", "NAME", "ACCESS", "CODES"], (f) => [
          f.id,
          f.name,
          f.access,
          f.code_count,
        ]);
    });
  folders
    .command("create")
    .description("make a folder (you own it)")
    .argument("<name>", "1 to 100 characters, unique in the team")
    .option("--description <text>", "what it holds")
    .addOption(
      new Option("--member-access <access>", "what other members have (default none)").choices(ACCESS),
    )
    .action(async (name: string, options: { description?: string; memberAccess?: string }) => {
      const folder = await ctx.client().folders.create({
        name,
        ...(options.description ? { description: options.description } : {}),
        ...(options.memberAccess ? { member_access: options.memberAccess as "none" } : {}),
      });
      ctx.out().result(folder, () => describeFolder(folder));
    });
  folders
    .command("members")
    .description("list every member's access to a folder")
    .argument("<id>", "the folder's id")
    .action(async (id: string) => {
      const { data } = await ctx.client().folders.members(id);
      ctx
        .out()
        .list(data, "No members.", ["USER", "EMAIL", "ROLE", "ACCESS", "OWN"], (m) => [
          m.user_id,
          m.email,
          m.role,
          m.access,
          m.own ? "yes" : "",
        ]);
    });
  folders
    .command("grant")
    .description("give a member their own access to a folder (none hides it from them)")
    .argument("<id>", "the folder's id")
    .argument("<user-id>", "the member's user id (`qr folders members` lists them)")
    .addArgument(new Argument("<access>", "none, viewer, editor or owner").choices(ACCESS))
    .action(async (id: string, userId: string, access: string) => {
      const set = await ctx.client().folders.setAccess(id, userId, { access: access as "viewer" });
      ctx.out().result(set, () => `${set.user_id}: ${set.access}`);
    });
  folders
    .command("delete")
    .description("delete an empty folder")
    .argument("<id>", "the folder's id")
    .action(async (id: string) => {
      await ctx.client().folders.delete(id);
      ctx.out().deleted(id);
    });
  folders
    .command("move")
    .description("move codes into a folder (`none`: out of every folder)")
    .argument("<folder-id>", "the folder's id, or none")
    .argument("<code-ids...>", "the codes' ids (up to 1,000)")
    .action(async (folderId: string, ids: string[]) => {
      const result = await ctx.client().codes.move({ ids, folder_id: folderId === "none" ? null : folderId });
      ctx.out().result(result, () => {
        const failed = result.results.filter((row) => row.status === "failed").map((row) => row.id);
        return `${result.moved} moved${failed.length > 0 ? `; not moved: ${failed.join(", ")}` : ""}`;
      });
    });
}
