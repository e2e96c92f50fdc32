// Postgres enums, built from the same lists `@qr/core` validates with.

import { FOLDER_ACCESS } from "@qr/core/folder-access";
import { ROLES } from "@qr/core/permissions";
import { QR_STATUSES } from "@qr/core/redirect-record";
import { pgEnum } from "drizzle-orm/pg-core";

export const roleEnum = pgEnum("member_role", ROLES);
export const qrStatusEnum = pgEnum("qr_status", QR_STATUSES);
export const folderAccessEnum = pgEnum("folder_access", FOLDER_ACCESS);
