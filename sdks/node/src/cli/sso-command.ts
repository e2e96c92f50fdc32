// `qr sso`: the current team's single sign-on (owners): show it, set a SAML identity provider from its metadata
// (a URL or a file) or an OpenID Connect one, prove the email domain, remove it.
import { readFileSync } from "node:fs";
import type { Command } from "commander";
import type { QrService } from "../client.ts";
import type { JsonBodyOf, ResultOf } from "../types.ts";
import type { Context } from "./commands.ts";
import { fields } from "./output.ts";

type Connection = ResultOf<"teams.sso">;
type Input = JsonBodyOf<"teams.setSso">;

interface CommonOptions {
  domain: string;
  role?: Input["default_role"];
  enforce?: boolean;
}

export function ssoCommand(program: Command, ctx: Context): void {
  const sso = program
    .command("sso")
    .description("the team's single sign-on: SAML or OpenID Connect (owners)");
  const show = (connection: Connection) => ctx.out().result(connection, () => fields(describe(connection)));

  sso
    .command("show")
    .description("show the connection, what to give the identity provider, and the TXT record to publish")
    .action(async () => show(await ctx.client().teams.sso(await teamIdOf(ctx.client()))));
  sso
    .command("saml")
    .description("sign the domain's people in through a SAML identity provider (Okta, Entra ID, Google)")
    .requiredOption("--domain <domain>", "the email domain whose people sign in through it")
    .option("--metadata-url <url>", "where the provider publishes its metadata")
    .option("--metadata-file <file>", "the provider's metadata document")
    .option("--role <role>", "the role of people who join: member, viewer or admin")
    .option("--enforce", "refuse password and passkey sign-in to the domain's people")
    .option("--no-idp-initiated", "take only sign-ins started here, not from the provider's app tile")
    .action(
      async (
        options: CommonOptions & { metadataUrl?: string; metadataFile?: string; idpInitiated: boolean },
      ) => {
        const body: Input = {
          protocol: "saml",
          ...common(options),
          idp_initiated: options.idpInitiated,
          ...(options.metadataFile
            ? { metadata_xml: readFileSync(options.metadataFile, "utf8") }
            : { metadata_url: options.metadataUrl ?? "" }),
        };
        show(await ctx.client().teams.setSso(await teamIdOf(ctx.client()), body));
      },
    );
  sso
    .command("oidc")
    .description("sign the domain's people in through an OpenID Connect provider")
    .requiredOption("--domain <domain>", "the email domain whose people sign in through it")
    .requiredOption("--issuer <url>", "the provider's issuer")
    .requiredOption("--client-id <id>", "the client registered at the provider")
    .requiredOption("--client-secret <secret>", "its secret (stored encrypted, never shown)")
    .option("--role <role>", "the role of people who join: member, viewer or admin")
    .option("--enforce", "refuse password and passkey sign-in to the domain's people")
    .action(async (options: CommonOptions & { issuer: string; clientId: string; clientSecret: string }) => {
      const body: Input = {
        protocol: "oidc",
        ...common(options),
        issuer: options.issuer,
        client_id: options.clientId,
        client_secret: options.clientSecret,
      };
      show(await ctx.client().teams.setSso(await teamIdOf(ctx.client()), body));
    });
  sso
    .command("verify")
    .description("ask DNS for the TXT record that proves the email domain")
    .action(async () => show(await ctx.client().teams.verifySso(await teamIdOf(ctx.client()))));
  sso
    .command("remove")
    .description("remove single sign-on (members stay, and sign in with a password or passkey)")
    .action(async () => {
      const teamId = await teamIdOf(ctx.client());
      await ctx.client().teams.removeSso(teamId);
      ctx.out().deleted(teamId);
    });
}

function common(options: CommonOptions) {
  return {
    email_domain: options.domain,
    ...(options.role ? { default_role: options.role } : {}),
    enforced: options.enforce === true,
  };
}

/** The team the key acts in. */
async function teamIdOf(client: QrService): Promise<string> {
  const team = (await client.teams.list()).data.find((candidate) => candidate.current);
  if (!team) throw new Error("the key acts in no team");
  return team.id;
}

function describe(connection: Connection): [string, unknown][] {
  const sp = connection.service_provider;
  return [
    ["Protocol", connection.protocol],
    ["Email domain", connection.email_domain],
    [
      "Proven",
      connection.verified_at ??
        `no: publish TXT ${connection.verification.name} = ${connection.verification.value}`,
    ],
    ["Enforced", connection.enforced],
    ["Role of people who join", connection.default_role],
    ...(connection.saml
      ? ([
          ["Identity provider", connection.saml.entity_id],
          ["Its sign-in URL", connection.saml.sso_url],
          ["Sign-in from its app tile", connection.saml.idp_initiated],
        ] as [string, unknown][])
      : ([["Issuer", connection.issuer]] as [string, unknown][])),
    ...(sp
      ? ([
          ["Entity ID (audience)", sp.entity_id],
          ["ACS URL", sp.acs_url],
          ["SP metadata", sp.metadata_url],
        ] as [string, unknown][])
      : ([["Redirect URI", connection.redirect_uri]] as [string, unknown][])),
  ];
}
