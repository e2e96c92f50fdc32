// SCIM's own error schema (RFC 7644 §3.12): `{ schemas: [Error], status, scimType?, detail }`, as application/scim+json.
export const SCIM_CONTENT_TYPE = "application/scim+json";
export const ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";

export type ScimType =
  | "invalidFilter"
  | "tooMany"
  | "uniqueness"
  | "mutability"
  | "invalidSyntax"
  | "invalidPath"
  | "noTarget"
  | "invalidValue";

export class ScimError extends Error {
  readonly status: number;
  readonly scimType: ScimType | undefined;

  constructor(status: number, detail: string, scimType?: ScimType) {
    super(detail);
    this.status = status;
    this.scimType = scimType;
  }

  body() {
    return {
      schemas: [ERROR_SCHEMA],
      status: String(this.status),
      ...(this.scimType ? { scimType: this.scimType } : {}),
      detail: this.message,
    };
  }
}

export const notFound = (what: "User" | "Group") => new ScimError(404, `No ${what} with this id.`);
export const invalid = (detail: string) => new ScimError(400, detail, "invalidValue");
