// Structured log lines. An error is logged as its chain of causes (name, message, SQLSTATE, constraint), never
// with a query's parameters or a database error's `detail`, which can hold key hashes, emails or metadata.

export function logError(msg: string, error: unknown, fields: Record<string, unknown> = {}): void {
  console.error(JSON.stringify({ msg, ...fields, error: describeError(error) }));
}

interface ErrorLink {
  name: string;
  message: string;
  code?: string;
  constraint?: string;
}

/** The error and its causes, outermost first, without parameters. */
export function describeError(error: unknown): ErrorLink[] {
  const chain: ErrorLink[] = [];
  for (let link: unknown = error; link !== undefined && link !== null && chain.length < 5; ) {
    if (!(link instanceof Error)) {
      chain.push({ name: typeof link, message: "(not an Error)" });
      break;
    }
    const fields = link as Error & { query?: unknown; code?: unknown; constraint?: unknown };
    chain.push({
      name: link.name,
      // drizzle's query error puts the parameters in its message; its `query` has placeholders only.
      message: typeof fields.query === "string" ? `Failed query: ${fields.query}` : link.message,
      ...(typeof fields.code === "string" ? { code: fields.code } : {}),
      ...(typeof fields.constraint === "string" ? { constraint: fields.constraint } : {}),
    });
    link = link.cause;
  }
  return chain;
}

/** The SQLSTATE of the database error behind `error`, if there is one. */
export function sqlStateOf(error: unknown): string | undefined {
  return describeError(error).find((link) => link.code && /^[0-9A-Z]{5}$/.test(link.code))?.code;
}

/** The constraint a database error behind `error` names, if it names one. */
export function constraintOf(error: unknown): string | undefined {
  return describeError(error).find((link) => link.constraint)?.constraint;
}
