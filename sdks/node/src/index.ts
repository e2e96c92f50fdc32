// qrservice: the QR service's REST API for Node ≥ 20, Deno, Bun, Workers and browsers (only `fetch` is used).
//   const qr = new QrService();                       // the key from QR_API_KEY
//   const code = await qr.codes.create({ url: "https://example.com/menu" });
//   for await (const c of qr.codes.list({ status: "active" })) console.log(c.short_url);
//   const event = await verifyWebhook(body, request.headers, secret);   // a webhook request, checked
export { DEFAULT_BASE_URL, QrService, type QrServiceOptions, VERSION } from "./client.ts";
export { type FieldError, QrServiceError } from "./errors.ts";
export type { WaitOptions } from "./exports.ts";
export type { components, operations, paths } from "./generated/schema.ts";
export { type Page, Paginated } from "./pagination.ts";
export { type CompactSeries, expandSeries, type SeriesBucket, timeseriesOf } from "./series.ts";
export type {
  Analytics,
  BytesBody,
  Export,
  ItemOf,
  JsonBodyOf,
  OperationId,
  Problem,
  QrCode,
  QueryOf,
  RequestOptions,
  ResultOf,
  Scan,
  Schemas,
  Style,
  Webhook,
  WebhookDelivery,
} from "./types.ts";
export {
  type EventOf,
  type EventType,
  type VerifyOptions,
  verifyWebhook,
  type WebhookEvent,
  WebhookVerificationError,
} from "./webhooks.ts";
