// Generated from sdks/openapi.json by `pnpm generate-clients`. Do not edit.
import { Paginated } from "../pagination.ts";
import { pathSegment, type Transport } from "../transport.ts";
import type { BytesBody, ItemOf, JsonBodyOf, QueryOf, RequestOptions, ResultOf } from "../types.ts";

/** Health: check. */
export class HealthApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** Check the service's health. `GET /api/v1/health` */
  async check(options?: RequestOptions): Promise<ResultOf<"health.check">> {
    return this.transport.json<ResultOf<"health.check">>({ method: "GET", path: `/api/v1/health`, options });
  }
}

/** Invitations: accept. */
export class InvitationsApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** Accept an invitation. `POST /api/v1/invitations/accept` */
  async accept(body: JsonBodyOf<"invitations.accept">, options?: RequestOptions): Promise<ResultOf<"invitations.accept">> {
    return this.transport.json<ResultOf<"invitations.accept">>({ method: "POST", path: `/api/v1/invitations/accept`, body, options });
  }
}

/** AbuseReports: create. */
export class AbuseReportsApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** Report abuse. `POST /api/v1/abuse-reports` */
  async create(body: JsonBodyOf<"abuseReports.create">, options?: RequestOptions): Promise<ResultOf<"abuseReports.create">> {
    return this.transport.json<ResultOf<"abuseReports.create">>({ method: "POST", path: `/api/v1/abuse-reports`, body, options });
  }
}

/** Sso: lookup. */
export class SsoApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** Find an address's single sign-on. `POST /api/v1/sso/lookup` */
  async lookup(body: JsonBodyOf<"sso.lookup">, options?: RequestOptions): Promise<ResultOf<"sso.lookup">> {
    return this.transport.json<ResultOf<"sso.lookup">>({ method: "POST", path: `/api/v1/sso/lookup`, body, options });
  }
}

/** Codes: bulkCreate, bulkUpdate, bulkDelete, move, list, create, get, update, delete, versions, restore, scheduledChanges, schedule, cancelScheduledChange, analytics, clicks, image, printCheck, abResults, googleAnalytics, setGoogleAnalytics, deleteGoogleAnalytics, scans. */
export class CodesApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** Create up to 1,000 QR codes (JSON or CSV). `POST /api/v1/qr/bulk` */
  async bulkCreate(body: JsonBodyOf<"codes.bulkCreate">, query?: QueryOf<"codes.bulkCreate">, options?: RequestOptions): Promise<ResultOf<"codes.bulkCreate">> {
    return this.transport.json<ResultOf<"codes.bulkCreate">>({ method: "POST", path: `/api/v1/qr/bulk`, query, body, options });
  }

  /** Change up to 1,000 QR codes (JSON or CSV). `PATCH /api/v1/qr/bulk` */
  async bulkUpdate(body: JsonBodyOf<"codes.bulkUpdate">, query?: QueryOf<"codes.bulkUpdate">, options?: RequestOptions): Promise<ResultOf<"codes.bulkUpdate">> {
    return this.transport.json<ResultOf<"codes.bulkUpdate">>({ method: "PATCH", path: `/api/v1/qr/bulk`, query, body, options });
  }

  /** Delete up to 1,000 QR codes. `POST /api/v1/qr/bulk/delete` */
  async bulkDelete(body: JsonBodyOf<"codes.bulkDelete">, options?: RequestOptions): Promise<ResultOf<"codes.bulkDelete">> {
    return this.transport.json<ResultOf<"codes.bulkDelete">>({ method: "POST", path: `/api/v1/qr/bulk/delete`, body, options });
  }

  /** Move codes to a folder. `POST /api/v1/qr/move` */
  async move(body: JsonBodyOf<"codes.move">, options?: RequestOptions): Promise<ResultOf<"codes.move">> {
    return this.transport.json<ResultOf<"codes.move">>({ method: "POST", path: `/api/v1/qr/move`, body, options });
  }

  /** List QR codes. `GET /api/v1/qr` */
  list(query?: Omit<NonNullable<QueryOf<"codes.list">>, "cursor">, options?: RequestOptions): Paginated<ItemOf<"codes.list">> {
    return new Paginated((cursor) =>
      this.transport.json<ResultOf<"codes.list">>({ method: "GET", path: `/api/v1/qr`, query: { ...query, cursor }, options }),
    );
  }

  /** Create a dynamic QR code. `POST /api/v1/qr` */
  async create(body: JsonBodyOf<"codes.create">, options?: RequestOptions): Promise<ResultOf<"codes.create">> {
    return this.transport.json<ResultOf<"codes.create">>({ method: "POST", path: `/api/v1/qr`, body, options });
  }

  /** Get a QR code. `GET /api/v1/qr/{id}` */
  async get(id: string | number, options?: RequestOptions): Promise<ResultOf<"codes.get">> {
    return this.transport.json<ResultOf<"codes.get">>({ method: "GET", path: `/api/v1/qr/${pathSegment("id", id)}`, options });
  }

  /** Update a QR code (destination, status, metadata, style). `PATCH /api/v1/qr/{id}` */
  async update(id: string | number, body: JsonBodyOf<"codes.update">, options?: RequestOptions): Promise<ResultOf<"codes.update">> {
    return this.transport.json<ResultOf<"codes.update">>({ method: "PATCH", path: `/api/v1/qr/${pathSegment("id", id)}`, body, options });
  }

  /** Delete a QR code. `DELETE /api/v1/qr/{id}` */
  async delete(id: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/qr/${pathSegment("id", id)}`, options });
  }

  /** List a code's versions. `GET /api/v1/qr/{id}/versions` */
  versions(id: string | number, query?: Omit<NonNullable<QueryOf<"codes.versions">>, "cursor">, options?: RequestOptions): Paginated<ItemOf<"codes.versions">> {
    return new Paginated((cursor) =>
      this.transport.json<ResultOf<"codes.versions">>({ method: "GET", path: `/api/v1/qr/${pathSegment("id", id)}/versions`, query: { ...query, cursor }, options }),
    );
  }

  /** Restore a version. `POST /api/v1/qr/{id}/versions/{version}/restore` */
  async restore(id: string | number, version: string | number, options?: RequestOptions): Promise<ResultOf<"codes.restore">> {
    return this.transport.json<ResultOf<"codes.restore">>({ method: "POST", path: `/api/v1/qr/${pathSegment("id", id)}/versions/${pathSegment("version", version)}/restore`, options });
  }

  /** List a code's scheduled changes. `GET /api/v1/qr/{id}/schedule` */
  async scheduledChanges(id: string | number, options?: RequestOptions): Promise<ResultOf<"codes.scheduledChanges">> {
    return this.transport.json<ResultOf<"codes.scheduledChanges">>({ method: "GET", path: `/api/v1/qr/${pathSegment("id", id)}/schedule`, options });
  }

  /** Schedule a change. `POST /api/v1/qr/{id}/schedule` */
  async schedule(id: string | number, body: JsonBodyOf<"codes.schedule">, options?: RequestOptions): Promise<ResultOf<"codes.schedule">> {
    return this.transport.json<ResultOf<"codes.schedule">>({ method: "POST", path: `/api/v1/qr/${pathSegment("id", id)}/schedule`, body, options });
  }

  /** Cancel a scheduled change. `DELETE /api/v1/qr/{id}/schedule/{change_id}` */
  async cancelScheduledChange(id: string | number, changeId: string | number, options?: RequestOptions): Promise<ResultOf<"codes.cancelScheduledChange">> {
    return this.transport.json<ResultOf<"codes.cancelScheduledChange">>({ method: "DELETE", path: `/api/v1/qr/${pathSegment("id", id)}/schedule/${pathSegment("changeId", changeId)}`, options });
  }

  /** Read scan analytics of a QR code. `GET /api/v1/qr/{id}/analytics` */
  async analytics(id: string | number, query?: QueryOf<"codes.analytics">, options?: RequestOptions): Promise<ResultOf<"codes.analytics">> {
    return this.transport.json<ResultOf<"codes.analytics">>({ method: "GET", path: `/api/v1/qr/${pathSegment("id", id)}/analytics`, query, options });
  }

  /** Get a code's page clicks. `GET /api/v1/qr/{id}/clicks` */
  async clicks(id: string | number, query?: QueryOf<"codes.clicks">, options?: RequestOptions): Promise<ResultOf<"codes.clicks">> {
    return this.transport.json<ResultOf<"codes.clicks">>({ method: "GET", path: `/api/v1/qr/${pathSegment("id", id)}/clicks`, query, options });
  }

  /** Get the QR code image. `GET /api/v1/qr/{id}/image` */
  async image(id: string | number, query?: QueryOf<"codes.image">, options?: RequestOptions): Promise<Uint8Array> {
    return this.transport.bytes({ method: "GET", path: `/api/v1/qr/${pathSegment("id", id)}/image`, query, options });
  }

  /** Check a printed code from a photo. `POST /api/v1/qr/{id}/print-check` */
  async printCheck(id: string | number, body: BytesBody, contentType: string, query?: QueryOf<"codes.printCheck">, options?: RequestOptions): Promise<ResultOf<"codes.printCheck">> {
    return this.transport.json<ResultOf<"codes.printCheck">>({ method: "POST", path: `/api/v1/qr/${pathSegment("id", id)}/print-check`, query, body, options: { ...options, contentType } });
  }

  /** A/B results. `GET /api/v1/qr/{id}/ab-results` */
  async abResults(id: string | number, options?: RequestOptions): Promise<ResultOf<"codes.abResults">> {
    return this.transport.json<ResultOf<"codes.abResults">>({ method: "GET", path: `/api/v1/qr/${pathSegment("id", id)}/ab-results`, options });
  }

  /** Read the GA4 stream of a code (instead of the team's). `GET /api/v1/qr/{id}/ga4` */
  async googleAnalytics(id: string | number, options?: RequestOptions): Promise<ResultOf<"codes.googleAnalytics">> {
    return this.transport.json<ResultOf<"codes.googleAnalytics">>({ method: "GET", path: `/api/v1/qr/${pathSegment("id", id)}/ga4`, options });
  }

  /** Set the GA4 stream of a code (instead of the team's). `PUT /api/v1/qr/{id}/ga4` */
  async setGoogleAnalytics(id: string | number, body: JsonBodyOf<"codes.setGoogleAnalytics">, options?: RequestOptions): Promise<ResultOf<"codes.setGoogleAnalytics">> {
    return this.transport.json<ResultOf<"codes.setGoogleAnalytics">>({ method: "PUT", path: `/api/v1/qr/${pathSegment("id", id)}/ga4`, body, options });
  }

  /** Stop forwarding a code (instead of the team's)'s scans to GA4. `DELETE /api/v1/qr/{id}/ga4` */
  async deleteGoogleAnalytics(id: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/qr/${pathSegment("id", id)}/ga4`, options });
  }

  /** List the raw scans of a QR code. `GET /api/v1/qr/{id}/scans` */
  scans(id: string | number, query?: Omit<NonNullable<QueryOf<"codes.scans">>, "cursor">, options?: RequestOptions): Paginated<ItemOf<"codes.scans">> {
    return new Paginated((cursor) =>
      this.transport.json<ResultOf<"codes.scans">>({ method: "GET", path: `/api/v1/qr/${pathSegment("id", id)}/scans`, query: { ...query, cursor }, options }),
    );
  }
}

/** Folders: list, create, get, update, delete, members, setAccess, removeAccess. */
export class FoldersApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** List folders. `GET /api/v1/folders` */
  async list(options?: RequestOptions): Promise<ResultOf<"folders.list">> {
    return this.transport.json<ResultOf<"folders.list">>({ method: "GET", path: `/api/v1/folders`, options });
  }

  /** Create a folder. `POST /api/v1/folders` */
  async create(body: JsonBodyOf<"folders.create">, options?: RequestOptions): Promise<ResultOf<"folders.create">> {
    return this.transport.json<ResultOf<"folders.create">>({ method: "POST", path: `/api/v1/folders`, body, options });
  }

  /** Get a folder. `GET /api/v1/folders/{id}` */
  async get(id: string | number, options?: RequestOptions): Promise<ResultOf<"folders.get">> {
    return this.transport.json<ResultOf<"folders.get">>({ method: "GET", path: `/api/v1/folders/${pathSegment("id", id)}`, options });
  }

  /** Rename, describe or open a folder. `PATCH /api/v1/folders/{id}` */
  async update(id: string | number, body: JsonBodyOf<"folders.update">, options?: RequestOptions): Promise<ResultOf<"folders.update">> {
    return this.transport.json<ResultOf<"folders.update">>({ method: "PATCH", path: `/api/v1/folders/${pathSegment("id", id)}`, body, options });
  }

  /** Delete a folder. `DELETE /api/v1/folders/{id}` */
  async delete(id: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/folders/${pathSegment("id", id)}`, options });
  }

  /** List who has access to a folder. `GET /api/v1/folders/{id}/members` */
  async members(id: string | number, options?: RequestOptions): Promise<ResultOf<"folders.members">> {
    return this.transport.json<ResultOf<"folders.members">>({ method: "GET", path: `/api/v1/folders/${pathSegment("id", id)}/members`, options });
  }

  /** Set a member's access to a folder. `PUT /api/v1/folders/{id}/members/{user_id}` */
  async setAccess(id: string | number, userId: string | number, body: JsonBodyOf<"folders.setAccess">, options?: RequestOptions): Promise<ResultOf<"folders.setAccess">> {
    return this.transport.json<ResultOf<"folders.setAccess">>({ method: "PUT", path: `/api/v1/folders/${pathSegment("id", id)}/members/${pathSegment("userId", userId)}`, body, options });
  }

  /** Remove a member's own access to a folder. `DELETE /api/v1/folders/{id}/members/{user_id}` */
  async removeAccess(id: string | number, userId: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/folders/${pathSegment("id", id)}/members/${pathSegment("userId", userId)}`, options });
  }
}

/** Products: list. */
export class ProductsApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** List GS1 products. `GET /api/v1/gs1/products` */
  list(query?: Omit<NonNullable<QueryOf<"products.list">>, "cursor">, options?: RequestOptions): Paginated<ItemOf<"products.list">> {
    return new Paginated((cursor) =>
      this.transport.json<ResultOf<"products.list">>({ method: "GET", path: `/api/v1/gs1/products`, query: { ...query, cursor }, options }),
    );
  }
}

/** Analytics: team. */
export class AnalyticsApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** Read scan analytics of the whole team. `GET /api/v1/analytics` */
  async team(query?: QueryOf<"analytics.team">, options?: RequestOptions): Promise<ResultOf<"analytics.team">> {
    return this.transport.json<ResultOf<"analytics.team">>({ method: "GET", path: `/api/v1/analytics`, query, options });
  }
}

/** Logos: list, upload, get, delete, file. */
export class LogosApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** List logos. `GET /api/v1/logos` */
  list(query?: Omit<NonNullable<QueryOf<"logos.list">>, "cursor">, options?: RequestOptions): Paginated<ItemOf<"logos.list">> {
    return new Paginated((cursor) =>
      this.transport.json<ResultOf<"logos.list">>({ method: "GET", path: `/api/v1/logos`, query: { ...query, cursor }, options }),
    );
  }

  /** Upload a logo. `POST /api/v1/logos` */
  async upload(body: BytesBody, contentType: string, query?: QueryOf<"logos.upload">, options?: RequestOptions): Promise<ResultOf<"logos.upload">> {
    return this.transport.json<ResultOf<"logos.upload">>({ method: "POST", path: `/api/v1/logos`, query, body, options: { ...options, contentType } });
  }

  /** Get a logo. `GET /api/v1/logos/{id}` */
  async get(id: string | number, options?: RequestOptions): Promise<ResultOf<"logos.get">> {
    return this.transport.json<ResultOf<"logos.get">>({ method: "GET", path: `/api/v1/logos/${pathSegment("id", id)}`, options });
  }

  /** Delete a logo. `DELETE /api/v1/logos/{id}` */
  async delete(id: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/logos/${pathSegment("id", id)}`, options });
  }

  /** Get a logo's file. `GET /api/v1/logos/{id}/file` */
  async file(id: string | number, options?: RequestOptions): Promise<Uint8Array> {
    return this.transport.bytes({ method: "GET", path: `/api/v1/logos/${pathSegment("id", id)}/file`, options });
  }
}

/** Files: list, upload, get, delete, content. */
export class FilesApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** List files. `GET /api/v1/files` */
  list(query?: Omit<NonNullable<QueryOf<"files.list">>, "cursor">, options?: RequestOptions): Paginated<ItemOf<"files.list">> {
    return new Paginated((cursor) =>
      this.transport.json<ResultOf<"files.list">>({ method: "GET", path: `/api/v1/files`, query: { ...query, cursor }, options }),
    );
  }

  /** Upload a file. `POST /api/v1/files` */
  async upload(body: BytesBody, contentType: string, query?: QueryOf<"files.upload">, options?: RequestOptions): Promise<ResultOf<"files.upload">> {
    return this.transport.json<ResultOf<"files.upload">>({ method: "POST", path: `/api/v1/files`, query, body, options: { ...options, contentType } });
  }

  /** Get a file. `GET /api/v1/files/{id}` */
  async get(id: string | number, options?: RequestOptions): Promise<ResultOf<"files.get">> {
    return this.transport.json<ResultOf<"files.get">>({ method: "GET", path: `/api/v1/files/${pathSegment("id", id)}`, options });
  }

  /** Delete a file. `DELETE /api/v1/files/{id}` */
  async delete(id: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/files/${pathSegment("id", id)}`, options });
  }

  /** Get a file's bytes. `GET /api/v1/files/{id}/content` */
  async content(id: string | number, options?: RequestOptions): Promise<Uint8Array> {
    return this.transport.bytes({ method: "GET", path: `/api/v1/files/${pathSegment("id", id)}/content`, options });
  }
}

/** Designs: list, create, get, update, delete. */
export class DesignsApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** List designs. `GET /api/v1/designs` */
  list(query?: Omit<NonNullable<QueryOf<"designs.list">>, "cursor">, options?: RequestOptions): Paginated<ItemOf<"designs.list">> {
    return new Paginated((cursor) =>
      this.transport.json<ResultOf<"designs.list">>({ method: "GET", path: `/api/v1/designs`, query: { ...query, cursor }, options }),
    );
  }

  /** Save a design. `POST /api/v1/designs` */
  async create(body: JsonBodyOf<"designs.create">, options?: RequestOptions): Promise<ResultOf<"designs.create">> {
    return this.transport.json<ResultOf<"designs.create">>({ method: "POST", path: `/api/v1/designs`, body, options });
  }

  /** Get a design. `GET /api/v1/designs/{id}` */
  async get(id: string | number, options?: RequestOptions): Promise<ResultOf<"designs.get">> {
    return this.transport.json<ResultOf<"designs.get">>({ method: "GET", path: `/api/v1/designs/${pathSegment("id", id)}`, options });
  }

  /** Change a design. `PATCH /api/v1/designs/{id}` */
  async update(id: string | number, body: JsonBodyOf<"designs.update">, options?: RequestOptions): Promise<ResultOf<"designs.update">> {
    return this.transport.json<ResultOf<"designs.update">>({ method: "PATCH", path: `/api/v1/designs/${pathSegment("id", id)}`, body, options });
  }

  /** Delete a design. `DELETE /api/v1/designs/{id}` */
  async delete(id: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/designs/${pathSegment("id", id)}`, options });
  }
}

/** Tags: list, create, update, delete. */
export class TagsApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** List tags. `GET /api/v1/tags` */
  async list(options?: RequestOptions): Promise<ResultOf<"tags.list">> {
    return this.transport.json<ResultOf<"tags.list">>({ method: "GET", path: `/api/v1/tags`, options });
  }

  /** Create a tag. `POST /api/v1/tags` */
  async create(body: JsonBodyOf<"tags.create">, options?: RequestOptions): Promise<ResultOf<"tags.create">> {
    return this.transport.json<ResultOf<"tags.create">>({ method: "POST", path: `/api/v1/tags`, body, options });
  }

  /** Rename or recolour a tag. `PATCH /api/v1/tags/{id}` */
  async update(id: string | number, body: JsonBodyOf<"tags.update">, options?: RequestOptions): Promise<ResultOf<"tags.update">> {
    return this.transport.json<ResultOf<"tags.update">>({ method: "PATCH", path: `/api/v1/tags/${pathSegment("id", id)}`, body, options });
  }

  /** Delete a tag. `DELETE /api/v1/tags/{id}` */
  async delete(id: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/tags/${pathSegment("id", id)}`, options });
  }
}

/** UtmTemplates: list, create, update, delete. */
export class UtmTemplatesApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** List UTM templates. `GET /api/v1/utm-templates` */
  async list(options?: RequestOptions): Promise<ResultOf<"utmTemplates.list">> {
    return this.transport.json<ResultOf<"utmTemplates.list">>({ method: "GET", path: `/api/v1/utm-templates`, options });
  }

  /** Create a UTM template. `POST /api/v1/utm-templates` */
  async create(body: JsonBodyOf<"utmTemplates.create">, options?: RequestOptions): Promise<ResultOf<"utmTemplates.create">> {
    return this.transport.json<ResultOf<"utmTemplates.create">>({ method: "POST", path: `/api/v1/utm-templates`, body, options });
  }

  /** Change a UTM template. `PATCH /api/v1/utm-templates/{id}` */
  async update(id: string | number, body: JsonBodyOf<"utmTemplates.update">, options?: RequestOptions): Promise<ResultOf<"utmTemplates.update">> {
    return this.transport.json<ResultOf<"utmTemplates.update">>({ method: "PATCH", path: `/api/v1/utm-templates/${pathSegment("id", id)}`, body, options });
  }

  /** Delete a UTM template. `DELETE /api/v1/utm-templates/{id}` */
  async delete(id: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/utm-templates/${pathSegment("id", id)}`, options });
  }
}

/** Conversions: create. */
export class ConversionsApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** Report a conversion. `POST /api/v1/conversions` */
  async create(body: JsonBodyOf<"conversions.create">, options?: RequestOptions): Promise<ResultOf<"conversions.create">> {
    return this.transport.json<ResultOf<"conversions.create">>({ method: "POST", path: `/api/v1/conversions`, body, options });
  }
}

/** GoogleAnalytics: get, set, delete. */
export class GoogleAnalyticsApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** Read the GA4 stream of the team. `GET /api/v1/ga4` */
  async get(options?: RequestOptions): Promise<ResultOf<"googleAnalytics.get">> {
    return this.transport.json<ResultOf<"googleAnalytics.get">>({ method: "GET", path: `/api/v1/ga4`, options });
  }

  /** Set the GA4 stream of the team. `PUT /api/v1/ga4` */
  async set(body: JsonBodyOf<"googleAnalytics.set">, options?: RequestOptions): Promise<ResultOf<"googleAnalytics.set">> {
    return this.transport.json<ResultOf<"googleAnalytics.set">>({ method: "PUT", path: `/api/v1/ga4`, body, options });
  }

  /** Stop forwarding the team's scans to GA4. `DELETE /api/v1/ga4` */
  async delete(options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/ga4`, options });
  }
}

/** Domains: list, create, get, update, delete, verify. */
export class DomainsApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** List branded domains. `GET /api/v1/domains` */
  async list(options?: RequestOptions): Promise<ResultOf<"domains.list">> {
    return this.transport.json<ResultOf<"domains.list">>({ method: "GET", path: `/api/v1/domains`, options });
  }

  /** Add a branded domain. `POST /api/v1/domains` */
  async create(body: JsonBodyOf<"domains.create">, options?: RequestOptions): Promise<ResultOf<"domains.create">> {
    return this.transport.json<ResultOf<"domains.create">>({ method: "POST", path: `/api/v1/domains`, body, options });
  }

  /** Get a branded domain. `GET /api/v1/domains/{id}` */
  async get(id: string | number, options?: RequestOptions): Promise<ResultOf<"domains.get">> {
    return this.transport.json<ResultOf<"domains.get">>({ method: "GET", path: `/api/v1/domains/${pathSegment("id", id)}`, options });
  }

  /** Change a branded domain. `PATCH /api/v1/domains/{id}` */
  async update(id: string | number, body: JsonBodyOf<"domains.update">, options?: RequestOptions): Promise<ResultOf<"domains.update">> {
    return this.transport.json<ResultOf<"domains.update">>({ method: "PATCH", path: `/api/v1/domains/${pathSegment("id", id)}`, body, options });
  }

  /** Delete a branded domain. `DELETE /api/v1/domains/{id}` */
  async delete(id: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/domains/${pathSegment("id", id)}`, options });
  }

  /** Verify a branded domain now. `POST /api/v1/domains/{id}/verify` */
  async verify(id: string | number, options?: RequestOptions): Promise<ResultOf<"domains.verify">> {
    return this.transport.json<ResultOf<"domains.verify">>({ method: "POST", path: `/api/v1/domains/${pathSegment("id", id)}/verify`, options });
  }
}

/** Exports: list, create, get, file. */
export class ExportsApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** List exports. `GET /api/v1/exports` */
  list(query?: Omit<NonNullable<QueryOf<"exports.list">>, "cursor">, options?: RequestOptions): Paginated<ItemOf<"exports.list">> {
    return new Paginated((cursor) =>
      this.transport.json<ResultOf<"exports.list">>({ method: "GET", path: `/api/v1/exports`, query: { ...query, cursor }, options }),
    );
  }

  /** Export codes for print (ZIP or PDF), or raw scans (CSV or NDJSON). `POST /api/v1/exports` */
  async create(body: JsonBodyOf<"exports.create">, options?: RequestOptions): Promise<ResultOf<"exports.create">> {
    return this.transport.json<ResultOf<"exports.create">>({ method: "POST", path: `/api/v1/exports`, body, options });
  }

  /** Get an export and its progress. `GET /api/v1/exports/{id}` */
  async get(id: string | number, options?: RequestOptions): Promise<ResultOf<"exports.get">> {
    return this.transport.json<ResultOf<"exports.get">>({ method: "GET", path: `/api/v1/exports/${pathSegment("id", id)}`, options });
  }

  /** Download an export's file. `GET /api/v1/exports/{id}/file` */
  async file(id: string | number, options?: RequestOptions): Promise<Uint8Array> {
    return this.transport.bytes({ method: "GET", path: `/api/v1/exports/${pathSegment("id", id)}/file`, options });
  }
}

/** Keys: list, create, revoke. */
export class KeysApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** List the team's API keys. `GET /api/v1/keys` */
  list(query?: Omit<NonNullable<QueryOf<"keys.list">>, "cursor">, options?: RequestOptions): Paginated<ItemOf<"keys.list">> {
    return new Paginated((cursor) =>
      this.transport.json<ResultOf<"keys.list">>({ method: "GET", path: `/api/v1/keys`, query: { ...query, cursor }, options }),
    );
  }

  /** Create an API key. `POST /api/v1/keys` */
  async create(body: JsonBodyOf<"keys.create">, options?: RequestOptions): Promise<ResultOf<"keys.create">> {
    return this.transport.json<ResultOf<"keys.create">>({ method: "POST", path: `/api/v1/keys`, body, options });
  }

  /** Revoke an API key. `DELETE /api/v1/keys/{id}` */
  async revoke(id: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/keys/${pathSegment("id", id)}`, options });
  }
}

/** Teams: list, create, update, delete, leave, activate, members, invite, changeRole, removeMember, revokeInvitation, sso, setSso, removeSso, verifySso, scim, disableScim, newScimToken, scimGroups, setScimGroupRole, activity. */
export class TeamsApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** List the caller's teams. `GET /api/v1/teams` */
  async list(options?: RequestOptions): Promise<ResultOf<"teams.list">> {
    return this.transport.json<ResultOf<"teams.list">>({ method: "GET", path: `/api/v1/teams`, options });
  }

  /** Create a team. `POST /api/v1/teams` */
  async create(body: JsonBodyOf<"teams.create">, options?: RequestOptions): Promise<ResultOf<"teams.create">> {
    return this.transport.json<ResultOf<"teams.create">>({ method: "POST", path: `/api/v1/teams`, body, options });
  }

  /** Change a team's settings. `PATCH /api/v1/teams/{id}` */
  async update(id: string | number, body: JsonBodyOf<"teams.update">, options?: RequestOptions): Promise<ResultOf<"teams.update">> {
    return this.transport.json<ResultOf<"teams.update">>({ method: "PATCH", path: `/api/v1/teams/${pathSegment("id", id)}`, body, options });
  }

  /** Delete a team. `DELETE /api/v1/teams/{id}` */
  async delete(id: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/teams/${pathSegment("id", id)}`, options });
  }

  /** Leave a team. `POST /api/v1/teams/{id}/leave` */
  async leave(id: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "POST", path: `/api/v1/teams/${pathSegment("id", id)}/leave`, options });
  }

  /** Act in this team (sessions). `POST /api/v1/teams/{id}/activate` */
  async activate(id: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "POST", path: `/api/v1/teams/${pathSegment("id", id)}/activate`, options });
  }

  /** List members and pending invitations. `GET /api/v1/teams/{id}/members` */
  async members(id: string | number, options?: RequestOptions): Promise<ResultOf<"teams.members">> {
    return this.transport.json<ResultOf<"teams.members">>({ method: "GET", path: `/api/v1/teams/${pathSegment("id", id)}/members`, options });
  }

  /** Invite a new member to the team. `POST /api/v1/teams/{id}/members` */
  async invite(id: string | number, body: JsonBodyOf<"teams.invite">, options?: RequestOptions): Promise<ResultOf<"teams.invite">> {
    return this.transport.json<ResultOf<"teams.invite">>({ method: "POST", path: `/api/v1/teams/${pathSegment("id", id)}/members`, body, options });
  }

  /** Change a member's role. `PATCH /api/v1/teams/{id}/members/{userId}` */
  async changeRole(id: string | number, userId: string | number, body: JsonBodyOf<"teams.changeRole">, options?: RequestOptions): Promise<ResultOf<"teams.changeRole">> {
    return this.transport.json<ResultOf<"teams.changeRole">>({ method: "PATCH", path: `/api/v1/teams/${pathSegment("id", id)}/members/${pathSegment("userId", userId)}`, body, options });
  }

  /** Remove a member. `DELETE /api/v1/teams/{id}/members/{userId}` */
  async removeMember(id: string | number, userId: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/teams/${pathSegment("id", id)}/members/${pathSegment("userId", userId)}`, options });
  }

  /** Revoke a pending invitation. `DELETE /api/v1/teams/{id}/invitations/{invitationId}` */
  async revokeInvitation(id: string | number, invitationId: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/teams/${pathSegment("id", id)}/invitations/${pathSegment("invitationId", invitationId)}`, options });
  }

  /** The team's single sign-on. `GET /api/v1/teams/{id}/sso` */
  async sso(id: string | number, options?: RequestOptions): Promise<ResultOf<"teams.sso">> {
    return this.transport.json<ResultOf<"teams.sso">>({ method: "GET", path: `/api/v1/teams/${pathSegment("id", id)}/sso`, options });
  }

  /** Set the team's single sign-on. `PUT /api/v1/teams/{id}/sso` */
  async setSso(id: string | number, body: JsonBodyOf<"teams.setSso">, options?: RequestOptions): Promise<ResultOf<"teams.setSso">> {
    return this.transport.json<ResultOf<"teams.setSso">>({ method: "PUT", path: `/api/v1/teams/${pathSegment("id", id)}/sso`, body, options });
  }

  /** Remove the team's single sign-on. `DELETE /api/v1/teams/{id}/sso` */
  async removeSso(id: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/teams/${pathSegment("id", id)}/sso`, options });
  }

  /** Prove the single sign-on domain. `POST /api/v1/teams/{id}/sso/verify` */
  async verifySso(id: string | number, options?: RequestOptions): Promise<ResultOf<"teams.verifySso">> {
    return this.transport.json<ResultOf<"teams.verifySso">>({ method: "POST", path: `/api/v1/teams/${pathSegment("id", id)}/sso/verify`, options });
  }

  /** The team's SCIM provisioning. `GET /api/v1/teams/{id}/scim` */
  async scim(id: string | number, options?: RequestOptions): Promise<ResultOf<"teams.scim">> {
    return this.transport.json<ResultOf<"teams.scim">>({ method: "GET", path: `/api/v1/teams/${pathSegment("id", id)}/scim`, options });
  }

  /** Turn SCIM provisioning off. `DELETE /api/v1/teams/{id}/scim` */
  async disableScim(id: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/teams/${pathSegment("id", id)}/scim`, options });
  }

  /** Make a SCIM token. `POST /api/v1/teams/{id}/scim/token` */
  async newScimToken(id: string | number, options?: RequestOptions): Promise<ResultOf<"teams.newScimToken">> {
    return this.transport.json<ResultOf<"teams.newScimToken">>({ method: "POST", path: `/api/v1/teams/${pathSegment("id", id)}/scim/token`, options });
  }

  /** List the identity provider's groups. `GET /api/v1/teams/{id}/scim/groups` */
  async scimGroups(id: string | number, options?: RequestOptions): Promise<ResultOf<"teams.scimGroups">> {
    return this.transport.json<ResultOf<"teams.scimGroups">>({ method: "GET", path: `/api/v1/teams/${pathSegment("id", id)}/scim/groups`, options });
  }

  /** Set what a group gives. `PATCH /api/v1/teams/{id}/scim/groups/{groupId}` */
  async setScimGroupRole(id: string | number, groupId: string | number, body: JsonBodyOf<"teams.setScimGroupRole">, options?: RequestOptions): Promise<ResultOf<"teams.setScimGroupRole">> {
    return this.transport.json<ResultOf<"teams.setScimGroupRole">>({ method: "PATCH", path: `/api/v1/teams/${pathSegment("id", id)}/scim/groups/${pathSegment("groupId", groupId)}`, body, options });
  }

  /** Read the team's activity log. `GET /api/v1/teams/{id}/activity` */
  activity(id: string | number, query?: Omit<NonNullable<QueryOf<"teams.activity">>, "cursor">, options?: RequestOptions): Paginated<ItemOf<"teams.activity">> {
    return new Paginated((cursor) =>
      this.transport.json<ResultOf<"teams.activity">>({ method: "GET", path: `/api/v1/teams/${pathSegment("id", id)}/activity`, query: { ...query, cursor }, options }),
    );
  }
}

/** AuditLog: list, export. */
export class AuditLogApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** Read the audit log. `GET /api/v1/audit-log` */
  list(query?: Omit<NonNullable<QueryOf<"auditLog.list">>, "cursor">, options?: RequestOptions): Paginated<ItemOf<"auditLog.list">> {
    return new Paginated((cursor) =>
      this.transport.json<ResultOf<"auditLog.list">>({ method: "GET", path: `/api/v1/audit-log`, query: { ...query, cursor }, options }),
    );
  }

  /** Export the audit log. `GET /api/v1/audit-log/export` */
  async export(query: QueryOf<"auditLog.export">, options?: RequestOptions): Promise<Uint8Array> {
    return this.transport.bytes({ method: "GET", path: `/api/v1/audit-log/export`, query, options });
  }
}

/** Events: list. */
export class EventsApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** List the team's events. `GET /api/v1/events` */
  list(query?: Omit<NonNullable<QueryOf<"events.list">>, "cursor">, options?: RequestOptions): Paginated<ItemOf<"events.list">> {
    return new Paginated((cursor) =>
      this.transport.json<ResultOf<"events.list">>({ method: "GET", path: `/api/v1/events`, query: { ...query, cursor }, options }),
    );
  }
}

/** Webhooks: list, create, get, update, delete, rotateSecret, test, deliveries, retryDelivery, replay. */
export class WebhooksApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** List the team's webhook endpoints. `GET /api/v1/webhooks` */
  list(query?: Omit<NonNullable<QueryOf<"webhooks.list">>, "cursor">, options?: RequestOptions): Paginated<ItemOf<"webhooks.list">> {
    return new Paginated((cursor) =>
      this.transport.json<ResultOf<"webhooks.list">>({ method: "GET", path: `/api/v1/webhooks`, query: { ...query, cursor }, options }),
    );
  }

  /** Add a webhook endpoint. `POST /api/v1/webhooks` */
  async create(body: JsonBodyOf<"webhooks.create">, options?: RequestOptions): Promise<ResultOf<"webhooks.create">> {
    return this.transport.json<ResultOf<"webhooks.create">>({ method: "POST", path: `/api/v1/webhooks`, body, options });
  }

  /** Get a webhook endpoint. `GET /api/v1/webhooks/{id}` */
  async get(id: string | number, options?: RequestOptions): Promise<ResultOf<"webhooks.get">> {
    return this.transport.json<ResultOf<"webhooks.get">>({ method: "GET", path: `/api/v1/webhooks/${pathSegment("id", id)}`, options });
  }

  /** Change a webhook endpoint. `PATCH /api/v1/webhooks/{id}` */
  async update(id: string | number, body: JsonBodyOf<"webhooks.update">, options?: RequestOptions): Promise<ResultOf<"webhooks.update">> {
    return this.transport.json<ResultOf<"webhooks.update">>({ method: "PATCH", path: `/api/v1/webhooks/${pathSegment("id", id)}`, body, options });
  }

  /** Delete a webhook endpoint. `DELETE /api/v1/webhooks/{id}` */
  async delete(id: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/webhooks/${pathSegment("id", id)}`, options });
  }

  /** Rotate a webhook's signing secret. `POST /api/v1/webhooks/{id}/rotate-secret` */
  async rotateSecret(id: string | number, options?: RequestOptions): Promise<ResultOf<"webhooks.rotateSecret">> {
    return this.transport.json<ResultOf<"webhooks.rotateSecret">>({ method: "POST", path: `/api/v1/webhooks/${pathSegment("id", id)}/rotate-secret`, options });
  }

  /** Send a test event. `POST /api/v1/webhooks/{id}/test` */
  async test(id: string | number, options?: RequestOptions): Promise<ResultOf<"webhooks.test">> {
    return this.transport.json<ResultOf<"webhooks.test">>({ method: "POST", path: `/api/v1/webhooks/${pathSegment("id", id)}/test`, options });
  }

  /** List a webhook's deliveries. `GET /api/v1/webhooks/{id}/deliveries` */
  deliveries(id: string | number, query?: Omit<NonNullable<QueryOf<"webhooks.deliveries">>, "cursor">, options?: RequestOptions): Paginated<ItemOf<"webhooks.deliveries">> {
    return new Paginated((cursor) =>
      this.transport.json<ResultOf<"webhooks.deliveries">>({ method: "GET", path: `/api/v1/webhooks/${pathSegment("id", id)}/deliveries`, query: { ...query, cursor }, options }),
    );
  }

  /** Retry a delivery. `POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/retry` */
  async retryDelivery(id: string | number, deliveryId: string | number, options?: RequestOptions): Promise<ResultOf<"webhooks.retryDelivery">> {
    return this.transport.json<ResultOf<"webhooks.retryDelivery">>({ method: "POST", path: `/api/v1/webhooks/${pathSegment("id", id)}/deliveries/${pathSegment("deliveryId", deliveryId)}/retry`, options });
  }

  /** Replay events since a time. `POST /api/v1/webhooks/{id}/replay` */
  async replay(id: string | number, body: JsonBodyOf<"webhooks.replay">, options?: RequestOptions): Promise<ResultOf<"webhooks.replay">> {
    return this.transport.json<ResultOf<"webhooks.replay">>({ method: "POST", path: `/api/v1/webhooks/${pathSegment("id", id)}/replay`, body, options });
  }
}

/** Scans: list. */
export class ScansApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** List the team's raw scans. `GET /api/v1/scans` */
  list(query?: Omit<NonNullable<QueryOf<"scans.list">>, "cursor">, options?: RequestOptions): Paginated<ItemOf<"scans.list">> {
    return new Paginated((cursor) =>
      this.transport.json<ResultOf<"scans.list">>({ method: "GET", path: `/api/v1/scans`, query: { ...query, cursor }, options }),
    );
  }
}

/** Account: get, sessions, signOutOthers, endSession. */
export class AccountApi {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** The signed-in person. `GET /api/v1/account` */
  async get(options?: RequestOptions): Promise<ResultOf<"account.get">> {
    return this.transport.json<ResultOf<"account.get">>({ method: "GET", path: `/api/v1/account`, options });
  }

  /** List the person's sessions. `GET /api/v1/account/sessions` */
  async sessions(options?: RequestOptions): Promise<ResultOf<"account.sessions">> {
    return this.transport.json<ResultOf<"account.sessions">>({ method: "GET", path: `/api/v1/account/sessions`, options });
  }

  /** Sign out everywhere else. `POST /api/v1/account/sessions/sign-out-others` */
  async signOutOthers(options?: RequestOptions): Promise<ResultOf<"account.signOutOthers">> {
    return this.transport.json<ResultOf<"account.signOutOthers">>({ method: "POST", path: `/api/v1/account/sessions/sign-out-others`, options });
  }

  /** End one of the person's sessions. `DELETE /api/v1/account/sessions/{id}` */
  async endSession(id: string | number, options?: RequestOptions): Promise<void> {
    return this.transport.empty({ method: "DELETE", path: `/api/v1/account/sessions/${pathSegment("id", id)}`, options });
  }
}

/** Every resource, as the client's properties (`client.codes`). */
export class Resources {
  readonly health: HealthApi;
  readonly invitations: InvitationsApi;
  readonly abuseReports: AbuseReportsApi;
  readonly sso: SsoApi;
  readonly codes: CodesApi;
  readonly folders: FoldersApi;
  readonly products: ProductsApi;
  readonly analytics: AnalyticsApi;
  readonly logos: LogosApi;
  readonly files: FilesApi;
  readonly designs: DesignsApi;
  readonly tags: TagsApi;
  readonly utmTemplates: UtmTemplatesApi;
  readonly conversions: ConversionsApi;
  readonly googleAnalytics: GoogleAnalyticsApi;
  readonly domains: DomainsApi;
  readonly exports: ExportsApi;
  readonly keys: KeysApi;
  readonly teams: TeamsApi;
  readonly auditLog: AuditLogApi;
  readonly events: EventsApi;
  readonly webhooks: WebhooksApi;
  readonly scans: ScansApi;
  readonly account: AccountApi;

  constructor(transport: Transport) {
    this.health = new HealthApi(transport);
    this.invitations = new InvitationsApi(transport);
    this.abuseReports = new AbuseReportsApi(transport);
    this.sso = new SsoApi(transport);
    this.codes = new CodesApi(transport);
    this.folders = new FoldersApi(transport);
    this.products = new ProductsApi(transport);
    this.analytics = new AnalyticsApi(transport);
    this.logos = new LogosApi(transport);
    this.files = new FilesApi(transport);
    this.designs = new DesignsApi(transport);
    this.tags = new TagsApi(transport);
    this.utmTemplates = new UtmTemplatesApi(transport);
    this.conversions = new ConversionsApi(transport);
    this.googleAnalytics = new GoogleAnalyticsApi(transport);
    this.domains = new DomainsApi(transport);
    this.exports = new ExportsApi(transport);
    this.keys = new KeysApi(transport);
    this.teams = new TeamsApi(transport);
    this.auditLog = new AuditLogApi(transport);
    this.events = new EventsApi(transport);
    this.webhooks = new WebhooksApi(transport);
    this.scans = new ScansApi(transport);
    this.account = new AccountApi(transport);
  }
}
