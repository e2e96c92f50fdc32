// Settings read from the worker's bindings: the database of every entry point that reaches it (requests, the
// queue consumers, the cron trigger, the slug resolver), and the first-day code limit of a new team.
import type { DatabaseConfig } from "@qr/db";

export function databaseConfig(env: {
  DATABASE_URL: string;
  DATABASE_PROXY?: string | undefined;
}): DatabaseConfig {
  return { url: env.DATABASE_URL, localProxy: env.DATABASE_PROXY };
}

/** NEW_TEAM_CODE_LIMIT as a number: anything but a whole number of 0 or more is the default. */
export function newTeamCodeLimitOf(value: string | undefined): number {
  const limit = Number(value);
  return Number.isInteger(limit) && limit >= 0 ? limit : DEFAULT_NEW_TEAM_CODE_LIMIT;
}

const DEFAULT_NEW_TEAM_CODE_LIMIT = 250;
