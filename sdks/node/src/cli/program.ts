// The `qr` program: the QR service from a terminal or a CI script (docs/cli.md). Tables for people, `--json` for scripts, an
// exit code per kind of failure (output.ts), `--help` on every command, completion for bash, zsh and fish.

import { Command, CommanderError, InvalidArgumentError } from "commander";
import { QrService, VERSION } from "../client.ts";
import { QrServiceError } from "../errors.ts";
import { auditCommand } from "./audit-command.ts";
import {
  analyticsCommand,
  codeCommands,
  domainCommands,
  exportCommand,
  tagCommands,
  UsageError,
  webhookCommands,
} from "./commands.ts";
import { completionScript, SHELLS } from "./completion.ts";
import { configPath, forgetConfig, readConfig, writeConfig } from "./config.ts";
import { folderCommands } from "./folder-commands.ts";
import { gs1Commands } from "./gs1-command.ts";
import { describeError, EXIT, exitCodeOf, printer } from "./output.ts";
import { ssoCommand } from "./sso-command.ts";

interface GlobalOptions {
  json?: boolean;
  apiKey?: string;
  baseUrl?: string;
}

export function buildProgram(): Command {
  const program = new Command("qr")
    .description("Dynamic QR codes from the terminal: create, change, measure and print them.")
    .version(VERSION)
    .option("--json", "print the API's JSON (for scripts) instead of tables")
    .option("--api-key <key>", "the API key (default: QR_API_KEY, else the one `qr login` stored)")
    .option("--base-url <url>", "where the API is (default: QR_BASE_URL, else the stored one)")
    .showHelpAfterError()
    .exitOverride();
  const globals = () => program.opts<GlobalOptions>();
  const settings = () => {
    const stored = readConfig();
    return {
      apiKey: globals().apiKey ?? (process.env.QR_API_KEY || stored.api_key),
      baseUrl: globals().baseUrl ?? (process.env.QR_BASE_URL || stored.base_url),
    };
  };
  const ctx = {
    client: () => {
      const { apiKey, baseUrl } = settings();
      if (!apiKey) throw new UsageError("no API key: run `qr login`, or set QR_API_KEY");
      return new QrService({ apiKey, ...(baseUrl ? { baseUrl } : {}) });
    },
    out: () => printer(globals().json === true),
  };

  program
    .command("login")
    .description(`check an API key and store it for the next commands (${configPath()}, mode 0600)`)
    .option("--key <key>", "the key (default: QR_API_KEY, else read from standard input)")
    .action(async (options: { key?: string }) => {
      const apiKey = options.key ?? globals().apiKey ?? (process.env.QR_API_KEY || (await readStdin()));
      if (!apiKey) throw new UsageError("give the key with --key, QR_API_KEY or on standard input");
      const baseUrl = globals().baseUrl ?? (process.env.QR_BASE_URL || undefined);
      const client = new QrService({ apiKey, ...(baseUrl ? { baseUrl } : {}) });
      const team = await currentTeam(client);
      writeConfig({ api_key: apiKey, ...(baseUrl ? { base_url: baseUrl } : {}) });
      ctx
        .out()
        .result(
          { stored: configPath(), team },
          () => `Logged in${team ? ` to ${team}` : ""}; key stored in ${configPath()}.`,
        );
    });
  program
    .command("logout")
    .description("forget the stored key")
    .action(() => {
      forgetConfig();
      ctx.out().result({ forgotten: configPath() }, () => "Logged out.");
    });

  codeCommands(program, ctx);
  tagCommands(program, ctx);
  folderCommands(program, ctx);
  auditCommand(program, ctx);
  ssoCommand(program, ctx);
  gs1Commands(program, ctx);
  analyticsCommand(program, ctx);
  exportCommand(program, ctx);
  domainCommands(program, ctx);
  webhookCommands(program, ctx);

  program
    .command("completion")
    .description("print a completion script: `source <(qr completion bash)`")
    .argument("<shell>", SHELLS.join(", "))
    .action((shell: string) => {
      if (!SHELLS.includes(shell as (typeof SHELLS)[number]))
        throw new InvalidArgumentError(`${shell} is not one of ${SHELLS.join(", ")}`);
      process.stdout.write(completionScript(shell as (typeof SHELLS)[number], program));
    });
  for (const command of allCommands(program)) command.exitOverride().showHelpAfterError();
  return program;
}

/** Every command under `program`, depth first. */
export function allCommands(program: Command): Command[] {
  return program.commands.flatMap((command) => [command, ...allCommands(command)]);
}

/** The team the key acts in; a key without `team:read` still works for what it holds, so it is still stored. */
async function currentTeam(client: QrService): Promise<string | undefined> {
  try {
    return (await client.teams.list()).data.find((team) => team.current)?.name;
  } catch (error) {
    if (error instanceof QrServiceError && error.status === 403) return undefined;
    throw error;
  }
}

async function readStdin(): Promise<string | undefined> {
  if (process.stdin.isTTY) {
    process.stderr.write("API key: ");
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").trim() || undefined;
}

export async function run(argv: string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end through here too, with code 0.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    if (error instanceof UsageError) {
      process.stderr.write(`error: ${error.message}\n`);
      return EXIT.usage;
    }
    process.stderr.write(`${describeError(error)}\n`);
    return error instanceof QrServiceError ? exitCodeOf(error) : EXIT.failed;
  }
}
