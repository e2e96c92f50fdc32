// Which of the logos, saved designs and files a request names are its team's, and the team's default design: the
// statements that read them ride in the request's first round trip beside whatever else it reads (inOneTrip),
// however many rows of a bulk request name them. (The database refuses a file that is not the team's whatever the
// writer, migration 0022; a bulk reads them first so that each row is judged on its own.)
import { type DesignRow, type RequestDatabase, schema } from "@qr/db";
import { and, eq, inArray, or } from "drizzle-orm";
import type { FieldError } from "../../http/errors/api-error.ts";

export interface TeamReferences {
  logos: ReadonlySet<string>;
  designs: ReadonlyMap<string, DesignRow>;
  defaultDesign: DesignRow | undefined;
  /** The team's files among those named, with their content type (read by bulk requests only). */
  files: ReadonlyMap<string, string>;
}

/** The content fields that name one of the team's files, and whether the file must be an image. */
export const FILE_FIELDS = [
  { field: "file_id", image: false },
  { field: "photo_file_id", image: true },
  { field: "avatar_file_id", image: true },
] as const;

export interface Named {
  logoIds?: Iterable<unknown>;
  designIds?: Iterable<unknown>;
}

/** The two reads: the team's logos among those named; its designs named, and its default design. */
export function teamReferenceReads(db: RequestDatabase, teamId: string, named: Named) {
  const ids = (values: Iterable<unknown> | undefined) =>
    [...new Set(values ?? [])].filter((value): value is string => typeof value === "string");
  const { logos, designs } = schema;
  return [
    db
      .select({ id: logos.id })
      .from(logos)
      .where(and(eq(logos.teamId, teamId), inArray(logos.id, ids(named.logoIds)))),
    db
      .select()
      .from(designs)
      .where(
        and(
          eq(designs.teamId, teamId),
          or(eq(designs.isDefault, true), inArray(designs.id, ids(named.designIds))),
        ),
      ),
  ] as const;
}

/** The team's files among those the contents name. */
export function teamFilesRead(db: RequestDatabase, teamId: string, contents: unknown[]) {
  const { files } = schema;
  const ids = contents.flatMap((content) =>
    FILE_FIELDS.map(({ field }) => (content as Record<string, unknown> | null | undefined)?.[field]).filter(
      (id): id is string => typeof id === "string",
    ),
  );
  return db
    .select({ id: files.id, contentType: files.contentType })
    .from(files)
    .where(and(eq(files.teamId, teamId), inArray(files.id, [...new Set(ids)])));
}

export function teamReferencesOf(
  logos: { id: string }[],
  designs: DesignRow[],
  files: { id: string; contentType: string }[] = [],
): TeamReferences {
  return {
    logos: new Set(logos.map((logo) => logo.id)),
    designs: new Map(designs.map((design) => [design.id, design])),
    defaultDesign: designs.find((design) => design.isDefault),
    files: new Map(files.map((file) => [file.id, file.contentType])),
  };
}

/** A content's file that is not one of the team's (or a photo that is not an image) fails at `<path>.<field>`. */
export function unknownFiles(
  references: TeamReferences,
  named: { path: string; content: unknown }[],
): FieldError[] {
  return named.flatMap(({ path, content }) =>
    FILE_FIELDS.flatMap(({ field, image }) => {
      const id = (content as Record<string, unknown> | null | undefined)?.[field];
      if (typeof id !== "string") return [];
      const type = references.files.get(id);
      if (type === undefined)
        return [
          {
            path: `${path}.${field}`,
            message: "no file with this id in your team (upload it with POST /files)",
          },
        ];
      if (image && !type.startsWith("image/"))
        return [
          { path: `${path}.${field}`, message: "a photo is an image (PNG, JPEG, GIF or WebP), not a PDF" },
        ];
      return [];
    }),
  );
}

/** A style's logo_id that is not one of the team's logos fails at `path`. */
export function unknownLogos(
  references: TeamReferences,
  styles: { path: string; style: Record<string, unknown> | null | undefined }[],
): FieldError[] {
  return styles.flatMap(({ path, style }) =>
    typeof style?.logo_id === "string" && !references.logos.has(style.logo_id)
      ? [{ path, message: "no logo with this id in your team (upload it with POST /logos)" }]
      : [],
  );
}

/** A design_id that is not one of the team's designs fails at `path`. */
export function unknownDesigns(
  references: TeamReferences,
  named: { path: string; designId: string | null | undefined }[],
): FieldError[] {
  return named.flatMap(({ path, designId }) =>
    typeof designId === "string" && !references.designs.has(designId)
      ? [{ path, message: "no saved design with this id in your team" }]
      : [],
  );
}
