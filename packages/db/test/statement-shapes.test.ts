// statementByShape: a statement's text built once per shape, its values filled on every call, and what it answers
// the same as the statement built directly with the values (as drizzle would send it).
import { eq, type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryOf, schema, statementByShape } from "../src/index.ts";

const { qrCodes } = schema;

type Shape = { withTeam: boolean; order: "newest" | "oldest" };

/** The statement as a request would write it, with its values in place: what the shaped one must equal. */
function direct(shape: Shape, values: { id: unknown; teamId: unknown }): SQL {
  return sql`select ${qrCodes.name} from ${qrCodes} where ${eq(qrCodes.id, values.id as string)}
    ${shape.withTeam ? sql`and ${qrCodes.teamId} = ${values.teamId}` : sql``}
    and ${qrCodes.slug} <> ${values.id}
    order by ${qrCodes.createdAt} ${sql.raw(shape.order === "newest" ? "desc" : "asc")}`;
}

function counted() {
  let builds = 0;
  const statement = statementByShape<Shape, "id" | "teamId">(["id", "teamId"], (shape, values) => {
    builds += 1;
    return direct(shape, values);
  });
  return { statement, builds: () => builds };
}

describe("statementByShape", () => {
  it("builds a shape's text once and fills its values on every call", () => {
    const { statement, builds } = counted();
    const shape: Shape = { withTeam: true, order: "newest" };
    const first = statement(shape, { id: "qr_1", teamId: "team_1" });
    const second = statement(shape, { id: "qr_2", teamId: "team_2" });
    expect(builds()).toBe(1);
    expect(second.sql).toBe(first.sql);
    expect(first.params).toEqual(["qr_1", "team_1", "qr_1"]);
    expect(second.params).toEqual(["qr_2", "team_2", "qr_2"]);
  });

  it("answers what the statement built with its values answers, for every shape", () => {
    const { statement, builds } = counted();
    const values = { id: "qr_'quoted'$1", teamId: "team_é" };
    for (const withTeam of [true, false]) {
      for (const order of ["newest", "oldest"] as const) {
        const shape = { withTeam, order };
        const { sql: text, params } = queryOf(direct(shape, values));
        expect(statement(shape, values)).toEqual({ sql: text, params });
      }
    }
    expect(builds()).toBe(4);
  });

  it("knows a shape whatever the order of its fields", () => {
    const { statement, builds } = counted();
    statement({ withTeam: false, order: "oldest" }, { id: "qr_1", teamId: null });
    statement({ order: "oldest", withTeam: false }, { id: "qr_1", teamId: null });
    expect(builds()).toBe(1);
  });

  it("refuses to send a statement one of whose values is missing", () => {
    const { statement } = counted();
    const values = { id: "qr_1" } as { id: string; teamId: string };
    expect(() => statement({ withTeam: true, order: "newest" }, values)).toThrow(/teamId/);
  });
});
