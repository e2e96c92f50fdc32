// A branded domain's app links: Apple's `apple-app-site-association` and Android's `assetlinks.json`, checked
// against their formats and served by the redirect worker at their well-known paths, so a code printed on the
// domain opens the brand's app where it is installed and its destination where it is not.
import { z } from "@hono/zod-openapi";

/** Each file's most bytes, as served: Apple reads at most 128 KB; the domain's edge record carries both. */
export const MAX_APP_LINKS_FILE_BYTES = 32 * 1024;

const Text = (max: number) => z.string().min(1).max(max);
const AppId = z
  .string()
  .regex(
    /^[A-Z0-9]{10}\.[A-Za-z0-9.-]{1,155}$/,
    "an app id is TEAMID.bundle.id, such as ABCDE12345.com.brand.app",
  );
const Paths = z.array(Text(1024)).max(500);
const Component = z
  .object({
    "/": Text(1024).optional(),
    "?": z.union([Text(1024), z.record(z.string(), Text(1024))]).optional(),
    "#": Text(1024).optional(),
    exclude: z.boolean().optional(),
    comment: Text(500).optional(),
    caseSensitive: z.boolean().optional(),
    percentEncoded: z.boolean().optional(),
  })
  .strict();

const AppleDetail = z
  .object({
    appIDs: z.array(AppId).min(1).max(50).optional(),
    appID: AppId.optional(),
    paths: Paths.optional(),
    components: z.array(Component).max(500).optional(),
    defaults: z
      .object({ caseSensitive: z.boolean().optional(), percentEncoded: z.boolean().optional() })
      .optional(),
  })
  .strict()
  .refine(
    (detail) => detail.appIDs !== undefined || detail.appID !== undefined,
    "each detail names its app (appIDs)",
  )
  .refine(
    (detail) => detail.paths !== undefined || detail.components !== undefined,
    "each detail says which paths open the app (components or paths)",
  );

const AppsList = z.object({ apps: z.array(AppId).max(50) }).strict();

export const AppleAppSiteAssociation = z
  .object({
    applinks: z
      .object({
        apps: z.array(z.string()).max(0).optional(),
        details: z.array(AppleDetail).min(1).max(50),
        defaults: z
          .object({ caseSensitive: z.boolean().optional(), percentEncoded: z.boolean().optional() })
          .optional(),
        substitutionVariables: z.record(z.string(), z.array(Text(200)).max(100)).optional(),
      })
      .strict()
      .optional(),
    webcredentials: AppsList.optional(),
    appclips: AppsList.optional(),
    activitycontinuation: AppsList.optional(),
  })
  .strict()
  .refine(
    (file) => Object.values(file).some((section) => section !== undefined),
    "give at least one of applinks, webcredentials, appclips, activitycontinuation",
  )
  .openapi("AppleAppSiteAssociation", {
    description: "The `apple-app-site-association` file, served at /.well-known/apple-app-site-association.",
    example: {
      applinks: { details: [{ appIDs: ["ABCDE12345.com.brand.app"], components: [{ "/": "/*" }] }] },
    },
  });

const Fingerprint = z
  .string()
  .regex(
    /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/,
    "a fingerprint is SHA-256 as 32 colon-separated upper-case hex bytes",
  );

export const AssetLinks = z
  .array(
    z
      .object({
        relation: z.array(Text(200)).min(1).max(10),
        target: z.union([
          z
            .object({
              namespace: z.literal("android_app"),
              package_name: z
                .string()
                .regex(
                  /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/,
                  "a package name such as com.brand.app",
                ),
              sha256_cert_fingerprints: z.array(Fingerprint).min(1).max(10),
            })
            .strict(),
          z.object({ namespace: z.literal("web"), site: z.string().url().max(1024) }).strict(),
        ]),
      })
      .strict(),
  )
  .min(1)
  .max(50)
  .openapi("AssetLinks", {
    description: "The `assetlinks.json` statements, served at /.well-known/assetlinks.json.",
    example: [
      {
        relation: ["delegate_permission/common.handle_all_urls"],
        target: {
          namespace: "android_app",
          package_name: "com.brand.app",
          sha256_cert_fingerprints: [
            "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5",
          ],
        },
      },
    ],
  });

export const AppLinksInput = z
  .object({ ios: AppleAppSiteAssociation.nullable().optional(), android: AssetLinks.nullable().optional() })
  .strict()
  .superRefine((links, ctx) => {
    for (const platform of ["ios", "android"] as const) {
      const file = links[platform];
      if (file && new TextEncoder().encode(JSON.stringify(file)).byteLength > MAX_APP_LINKS_FILE_BYTES)
        ctx.addIssue({
          code: "custom",
          path: [platform],
          message: `the file may take at most ${MAX_APP_LINKS_FILE_BYTES} bytes`,
        });
    }
  })
  .openapi("AppLinks", {
    description:
      "Files that let the team's apps open the domain's codes. Each given replaces the stored one; null removes it.",
  });
