// Session tokens and one-time link tokens are bearer secrets: the account library would store them as issued.
// This wraps its database adapter so that PostgreSQL holds only their SHA-256 (sessions.token, and
// verifications.identifier, which embeds a reset or deletion token), while the library, which asks by the secret
// it was sent, gets rows carrying that secret back. A reader of the database can then sign in as nobody.

import { sha256Hex } from "@qr/core/hash";
import type { DBAdapter, DBAdapterInstance, Where } from "better-auth";

/** The field holding a secret, per model (the library may name a model by either form). */
const SECRET_FIELD: Record<string, string> = {
  session: "token",
  sessions: "token",
  verification: "identifier",
  verifications: "identifier",
};

export function withHashedSecrets(factory: DBAdapterInstance): DBAdapterInstance {
  return (options) => wrap(factory(options));
}

type Row = Record<string, unknown>;

function wrap<A extends Omit<DBAdapter, "transaction"> & Partial<Pick<DBAdapter, "transaction">>>(
  adapter: A,
): A {
  /** The where clause with the secret hashed, and the secret asked for (to put back into the rows). */
  const hashed = async (model: string, where: Where[] | undefined) => {
    const field = SECRET_FIELD[model];
    let secret: string | undefined;
    if (!field || !where) return { where, field, secret };
    const out = await Promise.all(
      where.map(async (clause) => {
        if (
          clause.field !== field ||
          (clause.operator ?? "eq") !== "eq" ||
          typeof clause.value !== "string"
        ) {
          return clause;
        }
        secret = clause.value;
        return { ...clause, value: await sha256Hex(clause.value) };
      }),
    );
    return { where: out, field, secret };
  };
  const restore = <T>(row: T, field: string | undefined, secret: string | undefined): T =>
    row && field && secret !== undefined ? ({ ...(row as Row), [field]: secret } as T) : row;

  const wrapped = {
    ...adapter,
    create: async (args: Parameters<DBAdapter["create"]>[0]) => {
      const field = SECRET_FIELD[args.model];
      const secret = field ? (args.data as Row)[field] : undefined;
      if (!field || typeof secret !== "string") return adapter.create(args);
      const row = await adapter.create({ ...args, data: { ...args.data, [field]: await sha256Hex(secret) } });
      return restore(row, field, secret);
    },
    findOne: async (args: Parameters<DBAdapter["findOne"]>[0]) => {
      const { where, field, secret } = await hashed(args.model, args.where);
      return restore(await adapter.findOne({ ...args, where: where ?? [] }), field, secret);
    },
    findMany: async (args: Parameters<DBAdapter["findMany"]>[0]) => {
      const { where, field, secret } = await hashed(args.model, args.where);
      const rows = await adapter.findMany({ ...args, where });
      return rows.map((row) => restore(row, field, secret));
    },
    count: async (args: Parameters<DBAdapter["count"]>[0]) =>
      adapter.count({ ...args, where: (await hashed(args.model, args.where)).where }),
    update: async (args: Parameters<DBAdapter["update"]>[0]) => {
      const { where, field, secret } = await hashed(args.model, args.where);
      return restore(await adapter.update({ ...args, where: where ?? [] }), field, secret);
    },
    updateMany: async (args: Parameters<DBAdapter["updateMany"]>[0]) =>
      adapter.updateMany({ ...args, where: (await hashed(args.model, args.where)).where ?? [] }),
    delete: async (args: Parameters<DBAdapter["delete"]>[0]) =>
      adapter.delete({ ...args, where: (await hashed(args.model, args.where)).where ?? [] }),
    deleteMany: async (args: Parameters<DBAdapter["deleteMany"]>[0]) =>
      adapter.deleteMany({ ...args, where: (await hashed(args.model, args.where)).where ?? [] }),
    consumeOne: async (args: Parameters<DBAdapter["consumeOne"]>[0]) => {
      const { where, field, secret } = await hashed(args.model, args.where);
      return restore(await adapter.consumeOne({ ...args, where: where ?? [] }), field, secret);
    },
  };
  if (adapter.transaction) {
    const transaction = adapter.transaction;
    Object.assign(wrapped, {
      transaction: <R>(
        callback: (trx: Parameters<Parameters<DBAdapter["transaction"]>[0]>[0]) => Promise<R>,
      ) => transaction((trx) => callback(wrap(trx))),
    });
  }
  return wrapped as unknown as A;
}
