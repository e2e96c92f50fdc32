// What the SCIM service says of itself (RFC 7644 §4): its configuration, its resource types and their schemas.
import { GROUP_SCHEMA } from "./scim-groups.ts";
import { USER_SCHEMA } from "./scim-users.ts";

const LIST_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:ListResponse";

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig"],
    documentationUri: `${baseUrl.replace(/\/scim\/v2$/, "")}/docs/`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: 100 },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: "oauthbearertoken",
        name: "Bearer token",
        description: "The team's SCIM token (Settings → Single sign-on → SCIM), as `Authorization: Bearer`.",
        primary: true,
      },
    ],
    meta: { resourceType: "ServiceProviderConfig", location: `${baseUrl}/ServiceProviderConfig` },
  };
}

const RESOURCE_TYPES = [
  { id: "User", name: "User", endpoint: "/Users", schema: USER_SCHEMA, description: "A person of the team" },
  {
    id: "Group",
    name: "Group",
    endpoint: "/Groups",
    schema: GROUP_SCHEMA,
    description: "A group that may give a role",
  },
];

export function resourceTypes(baseUrl: string) {
  const resources = RESOURCE_TYPES.map((type) => ({
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:ResourceType"],
    ...type,
    meta: { resourceType: "ResourceType", location: `${baseUrl}/ResourceTypes/${type.id}` },
  }));
  return {
    schemas: [LIST_SCHEMA],
    totalResults: resources.length,
    itemsPerPage: resources.length,
    startIndex: 1,
    Resources: resources,
  };
}

const attribute = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: "string",
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: "readWrite",
  returned: "default",
  uniqueness: "none",
  ...extra,
});

const SCHEMAS = [
  {
    id: USER_SCHEMA,
    name: "User",
    description: "A person of the team",
    attributes: [
      attribute("userName", {
        required: true,
        uniqueness: "server",
        description: "The person's email address, of the team's verified domain",
      }),
      attribute("externalId", { caseExact: true }),
      attribute("displayName"),
      {
        ...attribute("name", { type: "complex" }),
        subAttributes: [attribute("givenName"), attribute("familyName")],
      },
      {
        ...attribute("emails", { type: "complex", multiValued: true, mutability: "readOnly" }),
        subAttributes: [attribute("value")],
      },
      attribute("active", { type: "boolean" }),
    ],
  },
  {
    id: GROUP_SCHEMA,
    name: "Group",
    description: "A group of the team's people",
    attributes: [
      attribute("displayName", { required: true, uniqueness: "server" }),
      attribute("externalId", { caseExact: true }),
      {
        ...attribute("members", { type: "complex", multiValued: true }),
        subAttributes: [
          attribute("value", { mutability: "immutable" }),
          attribute("display", { mutability: "readOnly" }),
        ],
      },
    ],
  },
];

export function schemas(baseUrl: string) {
  const resources = SCHEMAS.map((schema) => ({
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:Schema"],
    ...schema,
    meta: { resourceType: "Schema", location: `${baseUrl}/Schemas/${schema.id}` },
  }));
  return {
    schemas: [LIST_SCHEMA],
    totalResults: resources.length,
    itemsPerPage: resources.length,
    startIndex: 1,
    Resources: resources,
  };
}
