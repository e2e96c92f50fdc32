// The QR code routes: each handler reads validated input and calls one business action.
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { createRouter } from "../../openapi/router.ts";
import { createQrCode } from "../../qr/create-qr-code.ts";
import { deleteQrCode } from "../../qr/delete-qr-code.ts";
import { getQrCode } from "../../qr/get-qr-code.ts";
import { listQrCodes } from "../../qr/list-qr-codes.ts";
import type { QrContext } from "../../qr/qr-code.ts";
import { updateQrCode } from "../../qr/update-qr-code.ts";
import {
  createQrCodeRoute,
  deleteQrCodeRoute,
  getQrCodeRoute,
  listQrCodesRoute,
  updateQrCodeRoute,
} from "./definitions.ts";

export function qrContext(c: Context<AppEnv>): QrContext {
  return { db: c.var.db(), kv: c.env.LINKS, teamId: c.var.caller.teamId, scanBaseUrl: c.env.SCAN_BASE_URL };
}

export const qrRoutes = createRouter()
  .openapi(createQrCodeRoute, async (c) => {
    const code = await createQrCode(qrContext(c), c.req.valid("json"));
    c.header("Location", `/api/v1/qr/${code.id}`);
    return c.json(code, 201);
  })
  .openapi(listQrCodesRoute, async (c) => c.json(await listQrCodes(qrContext(c), c.req.valid("query")), 200))
  .openapi(getQrCodeRoute, async (c) => c.json(await getQrCode(qrContext(c), c.req.valid("param").id), 200))
  .openapi(updateQrCodeRoute, async (c) =>
    c.json(await updateQrCode(qrContext(c), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(deleteQrCodeRoute, async (c) => {
    await deleteQrCode(qrContext(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
