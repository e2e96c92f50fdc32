// Which of the logos and saved designs a request names are its team's, and the team's default design: the
// statements that read them ride in the request's first round trip beside whatever else it reads (inOneTrip),
// however many rows of a bulk request name them.
import { type DesignRow, type RequestDatabase, schema } from "@qr/db";
import { and, eq, inArray, or } from "drizzle-orm";
import type { FieldError } from "../errors/api-error.ts";

export interface TeamReferences {
  logos: ReadonlySet<string>;
  designs: ReadonlyMap<string, DesignRow>;
  defaultDesign: DesignRow | undefined;
}

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

export function teamReferencesOf(logos: { id: string }[], designs: DesignRow[]): TeamReferences {
  return {
    logos: new Set(logos.map((logo) => logo.id)),
    designs: new Map(designs.map((design) => [design.id, design])),
    defaultDesign: designs.find((design) => design.isDefault),
  };
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
