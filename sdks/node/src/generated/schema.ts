// Generated from sdks/openapi.json by `pnpm generate-clients`. Do not edit.
export interface paths {
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the service's health
         * @description Public. 200 when the worker answers and the database responds within 3 s; never cached.
         */
        get: operations["health.check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation
         * @description The invitation's token is the credential. For an address new to the service it creates the person, the membership and a new API key with the role's permissions, shown once. An address that already has an account must prove it is theirs: send one of that person's API keys, or accept signed in as them (401 without either, 403 as another person); a signed-in person gets no new key. 404 unknown token, 409 already used, 410 expired or revoked.
         */
        post: operations["invitations.accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/abuse-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report abuse
         * @description Public: anyone may report a QR code or link of this service that leads to phishing, malware, a scam or other abuse. No account is needed; the web app's form is at `/report`, and every page the redirect worker serves links to it. Our team reviews each report and can disable the code. At most 10 reports an hour from one network (429 `abuse_reports_limited` with `Retry-After`).
         */
        post: operations["abuseReports.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sso/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find an address's single sign-on
         * @description Public: the provider a person with this address signs in through, when a team proved its domain. The sign-in then starts at `POST /api/auth/sign-in/social` with `{ provider: provider_id, callbackURL }`.
         */
        post: operations["sso.lookup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/qr/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create up to 1,000 QR codes (JSON or CSV)
         * @description Needs `qr:write`. Each row is checked as `POST /qr` checks it; `results` says what became of every row, in order. `all_or_nothing` (the default) answers 422 (or 409 for taken slugs) listing every bad row as `codes.<index>.<field>` and writes nothing; `partial` writes the good rows. Body up to 2 MB. Accepts an `Idempotency-Key` header: a retry creates nothing twice.
         *
         *     **CSV** (`Content-Type: text/csv`, `mode` in the query): the header names the columns `url` (required), `slug`, `domain`, `name`, `tags` (names or ids separated by `;`), `forward_query` (true/false); every other column is a metadata key (`asset_id` or `metadata.asset_id`). An empty cell is left out. Each result also gives the `line` of the file.
         */
        post: operations["codes.bulkCreate"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change up to 1,000 QR codes (JSON or CSV)
         * @description Needs `qr:write`. Each row names one code by `match`: its id, or (with `match_by: metadata.<key>`) its value of that metadata key, which must name exactly one live code of the team. A row changes what `PATCH /qr/{id}` changes, checked the same way: `url`, `status`, `forward_query`, `style` (replaced) and `metadata` (merged; null removes a key). `all_or_nothing` (the default) answers 422 listing every bad row as `updates.<index>.<field>` and writes nothing; `partial` writes the good rows. Accepts an `Idempotency-Key` header.
         *
         *     **CSV** (`Content-Type: text/csv`, `mode` and `match_by` in the query): the match column is `id`, or the metadata key itself (`asset_id` for `match_by=metadata.asset_id`); then `url`, `status`, `name`, `tags` (replaces the code's tags; names or ids separated by `;`), `forward_query`; every other column is a metadata key to set. An empty cell changes nothing.
         */
        patch: operations["codes.bulkUpdate"];
        trace?: never;
    };
    "/api/v1/qr/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete up to 1,000 QR codes
         * @description Needs `qr:write`. Each id is deleted as `DELETE /qr/{id}` deletes (its slug is never reused; scans get 410), in one statement; the report says, in order, which were deleted and which failed (no live code of the team with that id). Accepts an `Idempotency-Key` header.
         */
        post: operations["codes.bulkDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/qr/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move codes to a folder
         * @description Needs `qr:write`, `editor` access where each code is and where it goes. Moves 1 to 1,000 codes into a folder (or out of every folder with `folder_id: null`); each id gets its outcome, and each code moved an activity entry.
         */
        post: operations["codes.move"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List QR codes
         * @description Needs `qr:read`. Newest first; follow `next_cursor` until it is null.
         */
        get: operations["codes.list"];
        put?: never;
        /**
         * Create a dynamic QR code
         * @description Needs `qr:write`. Accepts an `Idempotency-Key` header. The destination is checked (http/https, no credentials, no private or internal hosts).
         */
        post: operations["codes.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/qr/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a QR code
         * @description Needs `qr:read`.
         */
        get: operations["codes.get"];
        put?: never;
        post?: never;
        /**
         * Delete a QR code
         * @description Needs `qr:write`. Scans of a deleted code get 410; its slug is never reused.
         */
        delete: operations["codes.delete"];
        options?: never;
        head?: never;
        /**
         * Update a QR code (destination, status, metadata, style)
         * @description Needs `qr:write`. A new destination reaches every scan within the redirect worker's cache window (KV_CACHE_TTL + ISOLATE_CACHE_TTL, 65 s by default).
         */
        patch: operations["codes.update"];
        trace?: never;
    };
    "/api/v1/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List folders
         * @description Needs `qr:read`. The folders the caller may see, by name, each with the caller's own access and its live codes' count.
         */
        get: operations["folders.list"];
        put?: never;
        /**
         * Create a folder
         * @description Needs `qr:write` (not from a key limited to folders). A name unique in the team whatever its case (409 `folder_exists`); whoever makes it owns it. `member_access` (default `none`) is what other members have.
         */
        post: operations["folders.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/folders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a folder
         * @description Needs `qr:read`. A folder the caller has no access to is a 404, as another team's.
         */
        get: operations["folders.get"];
        put?: never;
        post?: never;
        /**
         * Delete a folder
         * @description Needs `qr:write`. Needs `owner` access to the folder (team owners and admins have it on every folder); a folder the caller cannot see is a 404. Only a folder with no live code (409 `folder_not_empty`) that no webhook endpoint filters by (409 `folder_in_use`).
         */
        delete: operations["folders.delete"];
        options?: never;
        head?: never;
        /**
         * Rename, describe or open a folder
         * @description Needs `qr:write`. Needs `owner` access to the folder (team owners and admins have it on every folder); a folder the caller cannot see is a 404.
         */
        patch: operations["folders.update"];
        trace?: never;
    };
    "/api/v1/folders/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List who has access to a folder
         * @description Needs `qr:read`. Needs `owner` access to the folder (team owners and admins have it on every folder); a folder the caller cannot see is a 404. Every member of the team, with the access they have in the folder.
         */
        get: operations["folders.members"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/folders/{id}/members/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a member's access to a folder
         * @description Needs `qr:write`. Needs `owner` access to the folder (team owners and admins have it on every folder); a folder the caller cannot see is a 404. `none` hides the folder from the member even when `member_access` would show it. A team owner's or admin's access cannot be narrowed (422).
         */
        put: operations["folders.setAccess"];
        post?: never;
        /**
         * Remove a member's own access to a folder
         * @description Needs `qr:write`. Needs `owner` access to the folder (team owners and admins have it on every folder); a folder the caller cannot see is a 404. The member has the folder's `member_access` again.
         */
        delete: operations["folders.removeAccess"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gs1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List GS1 products
         * @description Needs `qr:read`. The team's GS1 codes grouped by branded domain and primary key (a GTIN and its lots and serials are one product), by domain and key, with how many levels each has and where its page starts. Counts only the codes the caller may see.
         */
        get: operations["products.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/qr/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a code's versions
         * @description Needs `qr:read`. Every change of what scans get (destination, rules, validity, cap, status, scheduled changes), newest first, with who made it. Scan analytics split by `version`.
         */
        get: operations["codes.versions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/qr/{id}/versions/{version}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a version
         * @description Needs `qr:write`. The version's url (a url code) or content (a page or app code; a static code's content is printed and stays), its rules, A/B split, validity, fallback, cap and forward_query become the code's newest version (the status stays as it is). Answers the code with `effective_by`.
         */
        post: operations["codes.restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/qr/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a code's scheduled changes
         * @description Needs `qr:read`. The pending changes, soonest first; applied ones show in the versions.
         */
        get: operations["codes.scheduledChanges"];
        put?: never;
        /**
         * Schedule a change
         * @description Needs `qr:write`. From `at` on, scans get the new `url` and/or `rules`. The redirect record carries the change, so every edge switches at that exact second (when `at` is later than the answer's `effective_by`); the cron then records it as a version. At most 10 pending per code.
         */
        post: operations["codes.schedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/qr/{id}/schedule/{change_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel a scheduled change
         * @description Needs `qr:write`. Only a pending change can be cancelled.
         */
        delete: operations["codes.cancelScheduledChange"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/qr/{id}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read scan analytics of a QR code
         * @description Needs `analytics:read`. `{ analytics: { totalScans, scansByDevice, scansByCountry, … } }` over `from`..`to` (UTC days, default: all time). Bots are excluded from every figure but `botScans`. Served from rollups, updated within seconds of a scan.
         */
        get: operations["codes.analytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read scan analytics of the whole team
         * @description Needs `analytics:read`. The same figures as a code's analytics, over every code of the team (deleted codes' scans included), plus `topCodes`: the most scanned live codes of the range; `campaign` narrows it to the codes of one UTM campaign (deleted ones' scans included too). `from` defaults to the day the team was created. One request, whatever the number of codes.
         */
        get: operations["analytics.team"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/qr/{id}/clicks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a code's page clicks
         * @description Needs `analytics:read`. What scanners did on the code's page: links followed, contacts and calendar files taken, documents opened and downloaded. Each click is tied to the scan that showed the page; page views themselves are scans (GET /qr/{id}/analytics).
         */
        get: operations["codes.clicks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/qr/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the QR code image
         * @description Needs `qr:read`. Encodes the code's `qr_content` (its short_url; a Wi-Fi code's network) with its stored style; query parameters override the style for this request. SVG, PNG, or vector PDF and EPS for print. A style that would not scan is refused (422). Supports If-None-Match (304).
         */
        get: operations["codes.image"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/qr/{id}/print-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a printed code from a photo
         * @description Needs `qr:read`. The body is a photo of the printed code (PNG or JPEG, at most 8 MB and 16 megapixels; HEIC: share as JPEG). The answer says whether it reads, and as this code; a module's size in the photo, the contrast and the light margin measured; with `printed_width_mm`, from how far it reads; and advice in plain words. Nothing is stored.
         */
        post: operations["codes.printCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List logos
         * @description Needs `qr:read`. The team's logos, newest first.
         */
        get: operations["logos.list"];
        put?: never;
        /**
         * Upload a logo
         * @description Needs `qr:write`. The body is the file: PNG, JPEG or SVG, at most 256 KB, 16-4096 px a side; its bytes decide its type, whatever the Content-Type says. An SVG with a script, an event handler, animation, embedded HTML, a DOCTYPE or any reference outside itself (other than embedded PNG/JPEG data) is refused with the reason (422), never silently changed. Draw it on a code with `style.logo_id`.
         */
        post: operations["logos.upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a logo
         * @description Needs `qr:read`.
         */
        get: operations["logos.get"];
        put?: never;
        post?: never;
        /**
         * Delete a logo
         * @description Needs `qr:write`. Refused (409 `logo_in_use`) while a code or a saved design draws it.
         */
        delete: operations["logos.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logos/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a logo's file
         * @description Needs `qr:read`. The file as uploaded, served so that nothing in it can run (a sandboxing CSP).
         */
        get: operations["logos.file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List files
         * @description Needs `qr:read`. The team's files, newest first.
         */
        get: operations["files.list"];
        put?: never;
        /**
         * Upload a file
         * @description Needs `qr:write`. The body is the file: a PDF, or a PNG, JPEG, GIF or WebP image, at most 20 MB; its bytes decide its type, whatever its name or Content-Type say (anything else is a 422 with the reason). Show it with a `file` code (`content.file_id`), as a card's photo (`content.photo_file_id`) or a page of links' avatar (`content.avatar_file_id`). Scanners get it from the code's own path, served so that nothing in it can run.
         */
        post: operations["files.upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a file
         * @description Needs `qr:read`.
         */
        get: operations["files.get"];
        put?: never;
        post?: never;
        /**
         * Delete a file
         * @description Needs `qr:write`. Refused (409 `file_in_use`) while a live code shows it.
         */
        delete: operations["files.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a file's bytes
         * @description Needs `qr:read`. The file as uploaded, served so that nothing in it can run (a sandboxing CSP).
         */
        get: operations["files.content"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/designs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List designs
         * @description Needs `qr:read`. The team's saved designs, newest first.
         */
        get: operations["designs.list"];
        put?: never;
        /**
         * Save a design
         * @description Needs `qr:write`. A named style (colours, shapes, frame, gradient, logo) that codes reference with `design_id`. The style is checked as a code's is (422 per field, warnings returned). `is_default: true` makes it the team's default, used by every code that names no design.
         */
        post: operations["designs.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/designs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a design
         * @description Needs `qr:read`.
         */
        get: operations["designs.get"];
        put?: never;
        post?: never;
        /**
         * Delete a design
         * @description Needs `qr:write`. Codes that used it fall back to the team's default design (or none).
         */
        delete: operations["designs.delete"];
        options?: never;
        head?: never;
        /**
         * Change a design
         * @description Needs `qr:write`. Every code that uses the design (by `design_id`, or as the team default) is drawn with the change from its next image request on.
         */
        patch: operations["designs.update"];
        trace?: never;
    };
    "/api/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tags
         * @description Needs `qr:read`. All the team's tags, by name.
         */
        get: operations["tags.list"];
        put?: never;
        /**
         * Create a tag
         * @description Needs `qr:write`. A name unique in the team whatever its case (409 `tag_exists` otherwise), and a colour.
         */
        post: operations["tags.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a tag
         * @description Needs `qr:write`. The tag is taken off its codes; the codes stay. A tag a webhook endpoint's filter names is not deleted (409 `tag_in_use`): change that filter first.
         */
        delete: operations["tags.delete"];
        options?: never;
        head?: never;
        /**
         * Rename or recolour a tag
         * @description Needs `qr:write`. Every code with the tag shows the change at once.
         */
        patch: operations["tags.update"];
        trace?: never;
    };
    "/api/v1/utm-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List UTM templates
         * @description Needs `qr:read`. All the team's UTM templates (at most 100), by name.
         */
        get: operations["utmTemplates.list"];
        put?: never;
        /**
         * Create a UTM template
         * @description Needs `qr:write`. A name unique in the team whatever its case (409 `utm_template_exists`), and at least one parameter. A code takes it with `utm_template_id`.
         */
        post: operations["utmTemplates.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/utm-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a UTM template
         * @description Needs `qr:write`. Codes that copied it keep their parameters.
         */
        delete: operations["utmTemplates.delete"];
        options?: never;
        head?: never;
        /**
         * Change a UTM template
         * @description Needs `qr:write`. A null parameter removes it. Codes that copied the template keep their parameters.
         */
        patch: operations["utmTemplates.update"];
        trace?: never;
    };
    "/api/v1/conversions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a conversion
         * @description Needs `conversions:write`. Your site reports that a scan of a code with `track_conversions` led somewhere, with the `qr_sid` the scan brought, within 90 days of the scan. Idempotent on `external_id` (or on the scan and `name` without one): a repeat answers 200 with the conversion first stored. A scan id that is not one of the team's tracked scans is a 422 on `scan_id`.
         */
        post: operations["conversions.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/qr/{id}/ab-results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A/B results
         * @description Needs `analytics:read`. Each split of the code (its own `variants`, each rule's) with, per variant: scans since the splits last changed (bots left out), unique scanners, conversions, the conversion rate with its 95% Wilson interval, and a two-sided two-proportion z-test against the first variant (significant when p < 0.05). An ended split keeps its figures. Counted: scans answered by a split at or after `since_version`. Not counted in any result: scans answered by the code's fallback (outside its validity, or past its cap), by a rule or default without a split, and scans answered by an edge still holding the version before the split changed (until the change's `effective_by`, they carry the older version).
         */
        get: operations["codes.abResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ga4": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the GA4 stream of the team
         * @description Needs `qr:read`. Each human scan becomes a `qr_scan` event (parameters: qr_id, qr_slug, country, language, answered_by, variant), sent by the scan consumer after the scan is stored: cookieless (the client id comes from the day's visitor hash) and with no IP. A change reaches the consumer within 60 s.
         */
        get: operations["googleAnalytics.get"];
        /**
         * Set the GA4 stream of the team
         * @description Needs `team:admin`. The API secret is stored encrypted. Each human scan becomes a `qr_scan` event (parameters: qr_id, qr_slug, country, language, answered_by, variant), sent by the scan consumer after the scan is stored: cookieless (the client id comes from the day's visitor hash) and with no IP. A change reaches the consumer within 60 s.
         */
        put: operations["googleAnalytics.set"];
        post?: never;
        /**
         * Stop forwarding the team's scans to GA4
         * @description Needs `team:admin`.
         */
        delete: operations["googleAnalytics.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/qr/{id}/ga4": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the GA4 stream of a code (instead of the team's)
         * @description Needs `qr:read`. Each human scan becomes a `qr_scan` event (parameters: qr_id, qr_slug, country, language, answered_by, variant), sent by the scan consumer after the scan is stored: cookieless (the client id comes from the day's visitor hash) and with no IP. A change reaches the consumer within 60 s.
         */
        get: operations["codes.googleAnalytics"];
        /**
         * Set the GA4 stream of a code (instead of the team's)
         * @description Needs `team:admin`. The API secret is stored encrypted. Each human scan becomes a `qr_scan` event (parameters: qr_id, qr_slug, country, language, answered_by, variant), sent by the scan consumer after the scan is stored: cookieless (the client id comes from the day's visitor hash) and with no IP. A change reaches the consumer within 60 s.
         */
        put: operations["codes.setGoogleAnalytics"];
        post?: never;
        /**
         * Stop forwarding a code (instead of the team's)'s scans to GA4
         * @description Needs `team:admin`.
         */
        delete: operations["codes.deleteGoogleAnalytics"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List branded domains
         * @description Needs `qr:read`. The team's domains (at most 50), by hostname.
         */
        get: operations["domains.list"];
        put?: never;
        /**
         * Add a branded domain
         * @description Needs `team:admin`. Claims a hostname for the team: the answer lists the DNS records to create (a TXT record unique to this claim, and a CNAME — or A/AAAA at a zone apex). The claim is pending until DNS proves it (`POST /domains/{id}/verify`, or the service's own check every few minutes) and expires after 7 days. Claims of one hostname by several teams do not block each other; the first verified is its one owner.
         */
        post: operations["domains.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/domains/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a branded domain
         * @description Needs `qr:read`. Its records and what the last DNS check found, its certificate, its next step.
         */
        get: operations["domains.get"];
        put?: never;
        post?: never;
        /**
         * Delete a branded domain
         * @description Needs `team:admin`. Only when no live code prints it (409 `domain_in_use` says how many do: archive it instead). Its scans get the 404 page; its slugs stay taken, never reaching another team's codes.
         */
        delete: operations["domains.delete"];
        options?: never;
        head?: never;
        /**
         * Change a branded domain
         * @description Needs `team:admin`. `root_url` and `not_found_url` (what the domain's root and unknown paths answer; null: the neutral page, the 404 page), `is_default` (new codes print it unless they name another), `archived` (no new codes; existing codes keep answering). Scans see a change within the edge window (`effective_by` of codes).
         */
        patch: operations["domains.update"];
        trace?: never;
    };
    "/api/v1/domains/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a branded domain now
         * @description Needs `team:admin`. Checks DNS now: a pending domain whose two records hold becomes verified and its certificate is requested; a verified one has its records re-checked and its certificate followed (a failed one is asked again). The answer says what DNS held and what is wrong, record by record.
         */
        post: operations["domains.verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List exports
         * @description Needs `qr:read`. The team's exports of the last 7 days, newest first.
         */
        get: operations["exports.list"];
        put?: never;
        /**
         * Export codes for print (ZIP or PDF), or raw scans (CSV or NDJSON)
         * @description Needs `qr:read`. Selects up to 2,000 codes by ids, a filter or a bulk create's `bulk_id`, and answers 202 with a job: poll `GET /exports/{id}` for `done` of `total`, then download `file_url`. Each code is drawn as its image is (design, style, logo); one that cannot be drawn at the export's size is listed in `skipped` with why. With `kind: "scans"` (needs `scans:read` too), a range of raw scans as CSV or NDJSON, up to 10,000,000 scans: `options.raw_scans_since` says from when raw scans are kept. Files are kept 7 days. Accepts an `Idempotency-Key` header.
         */
        post: operations["exports.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an export and its progress
         * @description Needs `qr:read`.
         */
        get: operations["exports.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exports/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an export's file
         * @description Needs `qr:read` (and `scans:read` for a scan export). 409 `export_not_ready` until the export has succeeded.
         */
        get: operations["exports.file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team's API keys
         * @description Needs `team:admin`. Newest first, a page at a time (`limit` 1-100, default 100; `cursor`). Secrets are never shown again; `hint` identifies a key.
         */
        get: operations["keys.list"];
        put?: never;
        /**
         * Create an API key
         * @description Needs `team:admin`. Give a `preset` (`analytics`, `device_tracking`, `admin`) or explicit `permissions`; a key can never hold more than the key creating it. The secret is in this response only.
         */
        post: operations["keys.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Needs `team:admin`. Takes effect on the key's next request.
         */
        delete: operations["keys.revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's teams
         * @description An API key needs `team:read`. The teams the caller (the API key's owner, or the signed-in person) belongs to, with their role; the team the request acts in is `current`.
         */
        get: operations["teams.list"];
        put?: never;
        /**
         * Create a team
         * @description The caller becomes its owner. A signed-in person always may; an API key needs `team:admin`.
         */
        post: operations["teams.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a team
         * @description Owners only. Its codes then answer 410 (once the edge has their records, within the cron's period), its keys stop working at once, and its members leave it.
         */
        delete: operations["teams.delete"];
        options?: never;
        head?: never;
        /**
         * Change a team's settings
         * @description Renames the team (needs `team:admin`) or sets whether every member must have two-factor on to act in it (owners only, with two-factor on for their own account; API keys are not affected).
         */
        patch: operations["teams.update"];
        trace?: never;
    };
    "/api/v1/teams/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave a team
         * @description The caller's membership ends and their keys for the team are revoked. The last owner cannot leave (409).
         */
        post: operations["teams.leave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act in this team (sessions)
         * @description Makes the team the one a signed-in session acts in when a request names none.
         */
        post: operations["teams.activate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List members and pending invitations
         * @description Needs `team:read`.
         */
        get: operations["teams.members"];
        put?: never;
        /**
         * Invite a new member to the team
         * @description Needs `team:admin`. Creates a pending invitation valid 7 days and returns its single-use token once. Nobody can invite to a role above their own. 409 for an existing member or a pending invitation.
         */
        post: operations["teams.invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member
         * @description Needs `team:admin`. Their keys for this team stop working at once; the last owner cannot be removed (409).
         */
        delete: operations["teams.removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role
         * @description Needs `team:admin`. Not above your own role; the last owner cannot be demoted (409).
         */
        patch: operations["teams.changeRole"];
        trace?: never;
    };
    "/api/v1/teams/{id}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a pending invitation
         * @description Needs `team:admin`. Its token then answers 410.
         */
        delete: operations["teams.revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team's single sign-on
         * @description Needs `team:admin`. The connection without its client secret.
         */
        get: operations["teams.sso"];
        /**
         * Set the team's single sign-on
         * @description Owners only. An OpenID Connect provider (issuer, client id and secret) or a SAML identity provider (its metadata by `metadata_url` or `metadata_xml`) for the people of an email domain: once a TXT record proves the domain (`POST /teams/{id}/sso/verify`), they sign in through the provider and join the team with `default_role`. Register `redirect_uri` (OpenID Connect) or `service_provider` (SAML) at the provider. A new email domain must be proven again. `enforced` refuses password and passkey sign-in to the domain's people.
         */
        put: operations["teams.setSso"];
        post?: never;
        /**
         * Remove the team's single sign-on
         * @description Owners only. Members who joined through it stay members and sign in with a password or passkey.
         */
        delete: operations["teams.removeSso"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}/sso/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prove the single sign-on domain
         * @description Owners only. Asks DNS for the connection's TXT record now. The first team to prove a domain owns it.
         */
        post: operations["teams.verifySso"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}/scim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team's SCIM provisioning
         * @description Needs `team:admin`. Whether it is on, the base URL to give the identity provider, and the token's hint.
         */
        get: operations["teams.scim"];
        put?: never;
        post?: never;
        /**
         * Turn SCIM provisioning off
         * @description Needs `team:admin`. The token stops working; provisioned people stay members as they are.
         */
        delete: operations["teams.disableScim"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}/scim/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a SCIM token
         * @description Needs `team:admin`, and the team's single sign-on domain verified (409 `sso_not_verified`): SCIM provisions people of that domain only. Turns provisioning on, or replaces the token at once (the old one stops working). The token is shown this once.
         */
        post: operations["teams.newScimToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}/scim/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the identity provider's groups
         * @description Needs `team:admin`. The groups SCIM pushed, with their members' count and the role each gives.
         */
        get: operations["teams.scimGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}/scim/groups/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set what a group gives
         * @description Needs `team:admin`. A team role (members get the highest of their groups'; without one, single sign-on's default role; never owner), or a folder and the access its members get there (the highest of their groups'; an access a person set by hand stays theirs). Applied to the group's members at once.
         */
        patch: operations["teams.setScimGroupRole"];
        trace?: never;
    };
    "/api/v1/teams/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the team's activity log
         * @description Needs `team:admin`. The team's audit log, newest first, a page at a time: `GET /audit-log` is the same with filters and exports.
         */
        get: operations["teams.activity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit log
         * @description Needs `team:admin`. Every change made in the team and every security event, newest first: who (a person, an API key or an assistant's grant, the system), from which address and user agent, in which request, on what, and for a code's change its fields before and after. Filters by actor, action (`qr.*` for a kind), target and time; entries are kept 365 days, or as long as the team's `audit_retention_days` (up to seven years), and are never changed.
         */
        get: operations["auditLog.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-log/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the audit log
         * @description Needs `team:admin`. The filter's entries, newest first, as CSV (a header, then a row an entry; `details` and `change` as JSON) or NDJSON (the entries as `GET /audit-log` shows them), streamed; at most 100,000 entries a file: export a longer range in parts.
         */
        get: operations["auditLog.export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team's events
         * @description Needs `team:admin`. The team's events of the last 30 days, oldest first: the same objects webhooks deliver, so a receiver that was down catches up by reading on from the last event it saw (`after=evt_…`) until `next_cursor` is null; an event is listed once every change that began before it has ended (milliseconds), so reading on never skips one that commits late. `type` narrows to some types. A page holds at most `limit` events (1-100, default 50) and at most 2,000 scans of `scan.batch` events past its first event.
         */
        get: operations["events.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team's webhook endpoints
         * @description Needs `team:admin`. Newest first, a page at a time. Secrets are never shown again.
         */
        get: operations["webhooks.list"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description Needs `team:admin`. Events of the chosen types (and, with `filter`, of some codes) are POSTed to `url` as they happen, signed as the Standard Webhooks specification says (`webhook-id`, `webhook-timestamp`, `webhook-signature`); see docs/webhooks.md. The signing secret is in this response only. A team has at most 20 endpoints.
         */
        post: operations["webhooks.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description Needs `team:admin`.
         */
        get: operations["webhooks.get"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Needs `team:admin`. Its deliveries go with it.
         */
        delete: operations["webhooks.delete"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Needs `team:admin`. Any of `url`, `events`, `filter`, `description`, `max_in_flight`, `enabled`. While an endpoint is off it gets no new deliveries; turned back on, it sends those that were already waiting, and `POST /webhooks/{id}/replay` sends what it missed.
         */
        patch: operations["webhooks.update"];
        trace?: never;
    };
    "/api/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook's signing secret
         * @description Needs `team:admin`. Answers a new secret, once. For 24 hours every request carries two signatures, one with each secret (the specification's list), so a receiver can switch to the new one without losing a request.
         */
        post: operations["webhooks.rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Needs `team:admin`. Sends a `webhook.test` event to this endpoint now (whether it is enabled or not). Answers the delivery; its attempts show what the endpoint answered (`GET /webhooks/{id}/deliveries`).
         */
        post: operations["webhooks.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook's deliveries
         * @description Needs `team:admin`. Newest first, a page at a time (`status` narrows), each with its latest attempts: when, the HTTP status (or none), latency, the first 1 KB of the answer, and when it is tried next.
         */
        get: operations["webhooks.deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a delivery
         * @description Needs `team:admin`. Sends the delivery again now (same `webhook-id`), with a fresh retry schedule, whatever its state; one being sent is left to finish.
         */
        post: operations["webhooks.retryDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay events since a time
         * @description Needs `team:admin`. Queues every event since `since` (at most 30 days ago) that the endpoint takes now: again where it was delivered before (same `webhook-id`, so a receiver that kept what it saw can skip it), and for the first time where it was not.
         */
        post: operations["webhooks.replay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/qr/{id}/scans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the raw scans of a QR code
         * @description Needs `scans:read` (the `device_tracking` preset). Newest first, a page at a time (`limit` 1-100, default 50; `cursor`); never an IP address. Filters: `from` and `to` (ISO 8601; a date is its UTC midnight), `country` (ISO 3166), `device` (`mobile`, `tablet`, `desktop`, `other`), `bot` (`true` or `false`). Raw scans are kept for the deployment's retention (13 months by default, docs/privacy.md); analytics keep every period.
         */
        get: operations["codes.scans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/scans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team's raw scans
         * @description Needs `scans:read`. Every code's scans (deleted codes' included), newest first, a page at a time. Filters: `from` and `to` (ISO 8601; a date is its UTC midnight), `country` (ISO 3166), `device` (`mobile`, `tablet`, `desktop`, `other`), `bot` (`true` or `false`), `code` (an id), `tag` (id or name, in any case), `domain` (a hostname). For large ranges, `POST /exports` with `kind: "scans"`. Raw scans are kept for the deployment's retention (13 months by default, docs/privacy.md); analytics keep every period.
         */
        get: operations["scans.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in person
         * @description With a session: who is signed in, and the team the session acts in.
         */
        get: operations["account.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the person's sessions
         * @description Every open session of the signed-in person (newest first), the current one marked.
         */
        get: operations["account.sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/sessions/sign-out-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out everywhere else
         * @description Ends every session of the person but the one making the request, and records it in the activity log of each of their teams.
         */
        post: operations["account.signOutOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of the person's sessions
         * @description That device is signed out at once.
         */
        delete: operations["account.endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "code.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * code.created
         * @description A code was made (one at a time or in bulk). `data`: the code.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CodeEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "code.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * code.updated
         * @description A code's fields changed (destination, routing, name, tags, style…; by a person, a key, a restore or a scheduled change). `data`: the code after; `previous`: each changed field as it was.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CodeUpdatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "code.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * code.deleted
         * @description A code was deleted. `data`: the code as it was.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CodeEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "code.paused": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * code.paused
         * @description A code was disabled: scans get the 'no longer active' page. `data`: the code.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CodeEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "code.resumed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * code.resumed
         * @description A disabled code was enabled again. `data`: the code.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CodeEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "code.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * code.expired
         * @description A code's validity ended (`expires_at` passed): scans get its fallback. `data`: the code.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CodeEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "code.cap_reached": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * code.cap_reached
         * @description A code reached its `max_scans`: scans get its fallback. `data`: the code.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CodeEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "code.flagged": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * code.flagged
         * @description A code's destination was found on a blocklist or by the URL-reputation service: scans get a warning. `data`: the code.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CodeEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "code.taken_down": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * code.taken_down
         * @description A code was taken down after an abuse report. `data`: the code.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CodeEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "scan.batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * scan.batch
         * @description Scans of the endpoint's codes, up to 1,000 at a time (a burst makes larger batches, not more requests). `data`: `{ scans: [...] }`.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ScanBatchEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "conversion.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * conversion.created
         * @description A customer's site reported a conversion of a tracked scan (`POST /conversions`). `data`: the conversion.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ConversionEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "domain.verified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * domain.verified
         * @description A branded domain's DNS records proved the claim. `data`: the domain.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DomainEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "domain.certificate_failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * domain.certificate_failed
         * @description A branded domain's certificate could not be issued. `data`: the domain.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DomainEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "export.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * export.succeeded
         * @description An export finished; its file is ready. `data`: the export.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ExportEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "export.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * export.failed
         * @description An export failed. `data`: the export, with `error`.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ExportEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.joined": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * member.joined
         * @description Someone joined the team (an invitation, single sign-on, or the team's making). `data`: the member.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemberEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * member.removed
         * @description Someone left or was removed from the team. `data`: the member.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemberEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "key.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * key.created
         * @description An API key was made. `data`: the key (never its secret).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["KeyEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "key.revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * key.revoked
         * @description An API key was revoked (or went with its owner's account). `data`: the key.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["KeyEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "audit.entry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * audit.entry
         * @description An entry was written to the team's audit log (every change and security event, as it happens: for a SIEM). `data`: the entry, as `GET /audit-log` shows it.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AuditEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook.test
         * @description Sent to one endpoint on request (`POST /webhooks/{id}/test`).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since 1970. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint's secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookTestEvent"];
                };
            };
            responses: {
                /** @description Any 2xx: delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: the endpoint is turned off, and the team's admins are told. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description `code.created`: A code was made (one at a time or in bulk). `data`: the code.
         *     `code.deleted`: A code was deleted. `data`: the code as it was.
         *     `code.paused`: A code was disabled: scans get the 'no longer active' page. `data`: the code.
         *     `code.resumed`: A disabled code was enabled again. `data`: the code.
         *     `code.expired`: A code's validity ended (`expires_at` passed): scans get its fallback. `data`: the code.
         *     `code.cap_reached`: A code reached its `max_scans`: scans get its fallback. `data`: the code.
         *     `code.flagged`: A code's destination was found on a blocklist or by the URL-reputation service: scans get a warning. `data`: the code.
         *     `code.taken_down`: A code was taken down after an abuse report. `data`: the code.
         */
        CodeEvent: {
            /** @example evt_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            /** Format: date-time */
            created_at: string;
            team_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "code.created" | "code.deleted" | "code.paused" | "code.resumed" | "code.expired" | "code.cap_reached" | "code.flagged" | "code.taken_down";
            data: components["schemas"]["QrCode"];
        };
        QrCode: {
            /** @example qr_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            team_id: string;
            type: components["schemas"]["ContentType"];
            /** @description Where a scan goes: the destination of a `url` code, the fallback of an `app` code, the code's own page (its short URL) for a page type, and the short URL for `wifi`, whose QR holds the network instead. */
            url: string;
            /** @description The fields of the code's `type` (null for `url` codes). */
            content: components["schemas"]["VcardContent"] | components["schemas"]["LinksContent"] | components["schemas"]["EventContent"] | components["schemas"]["SmsContent"] | components["schemas"]["EmailContent"] | components["schemas"]["PhoneContent"] | components["schemas"]["AppContent"] | components["schemas"]["WifiContent"] | components["schemas"]["Gs1Content"] | null;
            access: components["schemas"]["Access"];
            /** @description What the printed QR holds: the short URL, or for `wifi` the network itself (`WIFI:T:WPA;S:…;P:…;;`). */
            qr_content: string;
            /**
             * @description The hostname the code prints: a branded domain of the team, or the service's own scan host. Never changes.
             * @example go.brand.com
             */
            domain: string;
            slug: string;
            /**
             * @description What people call the code (null: none; show the slug).
             * @example Spring menu — Table 7
             */
            name: string | null;
            /** @description The team's tags on the code, by name. */
            tags: components["schemas"]["CodeTag"][];
            /** @example https://go.brand.com/spring-menu */
            short_url: string;
            metadata: {
                [key: string]: string | number | boolean;
            };
            style: components["schemas"]["Style"];
            /** @description The saved design the image starts from (null: the team's default design, if any); `style` overrides its fields. */
            design_id: string | null;
            /** @description The folder the code lives in (null: none); its access decides who sees and changes the code. `POST /qr/move` moves it. */
            folder_id: string | null;
            /** @enum {string} */
            status: "active" | "disabled";
            forward_query: boolean;
            /** @description Routing rules, in order: the first match answers a scan. */
            rules: components["schemas"]["Rule"][];
            /** Format: date-time */
            starts_at: string | null;
            /** Format: date-time */
            expires_at: string | null;
            fallback_url: string | null;
            max_scans: number | null;
            /** @description The scan cap was reached: scans get `fallback_url` (or 410) until the cap is raised or cleared. */
            scans_capped: boolean;
            /** @description Set when a URL of the code became known to be unsafe after the code was made (Google Web Risk reports it, it was reported to us, or its host is blocked for abuse): scans get a warning page (403) instead of the destination until the block is lifted or the code leads elsewhere. Null for a code in good standing. */
            flagged_reason: string | null;
            /** @description Set when our team disabled the code after a report of abuse: its status is `disabled`, scans get a 410 page saying so, and it cannot be turned back on from a team (`code_taken_down`). Null otherwise. */
            taken_down_reason: string | null;
            variants: components["schemas"]["CodeVariants"];
            utm: components["schemas"]["Utm"];
            track_conversions: boolean;
            max_scans_per_scanner: number | null;
            /** @description Grows with every change of what scans get; `GET /qr/{id}/versions` lists them. */
            version: number;
            /** @description Pending scheduled changes, soonest first. */
            schedule: components["schemas"]["ScheduledChange"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description On create and update: style choices that may not scan everywhere. */
            warnings?: string[];
            /**
             * Format: date-time
             * @description On an update that changes what scans get (url, status, forward_query, rules, validity, cap): the instant by which every edge answers with it.
             */
            effective_by?: string;
            /** @description With `include=scans_7d` on the list: scans of the last 7 UTC days, today included, bots left out. */
            scans_7d?: number;
        };
        /**
         * @description What the code is for. `url` (the default) redirects to `url`. `vcard`, `links`, `file`, `event`, `sms`, `email` and `phone` answer scans with a page of ours (rendered at the edge from `content`; page actions such as Add to contacts are on it). `app` sends iPhones to the App Store, Android phones to Google Play and everyone else to `content.fallback_url`. `wifi` writes the network into the printed QR itself: it is static (it cannot change after printing, and it has no scans). `gs1` is a GS1 Digital Link on a verified branded domain: its path is the product's identifier and its scans are resolved to its links by type, language and context (docs/gs1.md). The type is chosen when the code is made and never changes; the content of every type but `wifi` can.
         * @enum {string}
         */
        ContentType: "url" | "vcard" | "links" | "file" | "event" | "sms" | "email" | "phone" | "app" | "wifi" | "gs1";
        /** @description A business card: the page offers Add to contacts (a vCard file). At least one of `first_name`, `last_name` and `organization` is required. */
        VcardContent: {
            first_name?: string;
            last_name?: string;
            organization?: string;
            title?: string;
            phones?: {
                /**
                 * @default mobile
                 * @enum {string}
                 */
                kind?: "mobile" | "work" | "home" | "other";
                /** @example +33 1 23 45 67 89 */
                number: string;
            }[];
            emails?: {
                /**
                 * @default work
                 * @enum {string}
                 */
                kind?: "work" | "home" | "other";
                /**
                 * Format: email
                 * @example ada@example.com
                 */
                address: string;
            }[];
            /** @example https://example.com */
            website?: string;
            address?: {
                street?: string;
                city?: string;
                region?: string;
                postal_code?: string;
                country?: string;
            };
            note?: string;
            /**
             * @description An image of the team's files (POST /files).
             * @example file_01jd6m3q2x8f7k0v9w4c5b1n2z
             */
            photo_file_id?: string;
            photo?: components["schemas"]["FileFacts"];
            /**
             * @description The page's buttons in the brand's colour (`#rrggbb`), light and dark alike; the text on them is white or near-black, whichever reads better.
             * @example #0b6e4f
             */
            accent_color?: string;
        };
        /** @description The file's name, type, size and (images) dimensions, written by the service beside its id. */
        FileFacts: {
            name: string;
            /** @enum {string} */
            content_type: "application/pdf" | "image/png" | "image/jpeg" | "image/gif" | "image/webp";
            bytes: number;
            width?: number;
            height?: number;
        };
        /** @description A page of up to 20 labelled links; each link's clicks are counted (GET /qr/{id}/clicks). */
        LinksContent: {
            title: string;
            description?: string;
            links: {
                label: string;
                /** @example https://example.com */
                url: string;
            }[];
            /**
             * @description An image of the team's files (POST /files).
             * @example file_01jd6m3q2x8f7k0v9w4c5b1n2z
             */
            avatar_file_id?: string;
            avatar?: components["schemas"]["FileFacts"];
            /**
             * @description The page's buttons in the brand's colour (`#rrggbb`), light and dark alike; the text on them is white or near-black, whichever reads better.
             * @example #0b6e4f
             */
            accent_color?: string;
        };
        /** @description An event: the page offers Add to calendar (an .ics file). */
        EventContent: {
            title: string;
            /**
             * Format: date-time
             * @example 2026-12-12T19:00:00+01:00
             */
            starts_at: string;
            /**
             * Format: date-time
             * @example 2026-12-12T19:00:00+01:00
             */
            ends_at: string;
            /** @example Europe/Paris */
            time_zone: string;
            location?: string;
            description?: string;
            /** @example https://example.com */
            url?: string;
            /**
             * @description The page's buttons in the brand's colour (`#rrggbb`), light and dark alike; the text on them is white or near-black, whichever reads better.
             * @example #0b6e4f
             */
            accent_color?: string;
        };
        /** @description A page with one button that opens Messages with the text filled in. */
        SmsContent: {
            /** @example +33 1 23 45 67 89 */
            number: string;
            message?: string;
            /**
             * @description The page's buttons in the brand's colour (`#rrggbb`), light and dark alike; the text on them is white or near-black, whichever reads better.
             * @example #0b6e4f
             */
            accent_color?: string;
        };
        /** @description A page with one button that opens the mail app, filled in. */
        EmailContent: {
            /**
             * Format: email
             * @example ada@example.com
             */
            address: string;
            subject?: string;
            body?: string;
            /**
             * @description The page's buttons in the brand's colour (`#rrggbb`), light and dark alike; the text on them is white or near-black, whichever reads better.
             * @example #0b6e4f
             */
            accent_color?: string;
        };
        /** @description A page with one button that calls the number. */
        PhoneContent: {
            /** @example +33 1 23 45 67 89 */
            number: string;
            /**
             * @description The page's buttons in the brand's colour (`#rrggbb`), light and dark alike; the text on them is white or near-black, whichever reads better.
             * @example #0b6e4f
             */
            accent_color?: string;
        };
        /** @description iPhones and iPads go to `app_store_url`, Android phones to `google_play_url` (routing rules `app_store` and `google_play`, before the code's own), everyone else to `fallback_url`. At least one of `app_store_url` and `google_play_url` is required. */
        AppContent: {
            /** @example https://apps.apple.com/app/id123456789 */
            app_store_url?: string;
            /** @example https://play.google.com/store/apps/details?id=com.example.app */
            google_play_url?: string;
            /**
             * @description Where every other scanner goes (also the code's `url`).
             * @example https://example.com
             */
            fallback_url: string;
        };
        /** @description A Wi-Fi network, written into the printed QR itself (the `WIFI:` format phones' cameras join): static, it cannot change after printing and has no scans. The password is never shown on a page. */
        WifiContent: {
            /** @example Cafe Guest */
            ssid: string;
            /**
             * @description `WPA` for WPA, WPA2 and WPA3 (personal); `WEP`; `none` for an open network.
             * @default WPA
             * @enum {string}
             */
            security?: "WPA" | "WEP" | "none";
            password?: string;
            /** @default false */
            hidden?: boolean;
        };
        /** @description A GS1 Digital Link on a verified branded domain: the code's path is its identifier (`/01/{gtin}/10/{lot}`), its scans are resolved as the GS1-Conformant resolver standard says (docs/gs1.md). Without a link marked `default`, the first is. */
        Gs1Content: {
            /** @description The primary key: a GTIN (01; GTIN-8, -12 and -13 are kept as 14 digits), GLN (414), SSCC (00)… */
            key: {
                /** @example 01 */
                ai: string;
                /** @example 09506000134352 */
                value: string;
            };
            /**
             * @description Key qualifiers in GS1's order (GTIN: CPV 22, lot 10, serial 21): the code's level.
             * @default []
             */
            qualifiers?: {
                /** @example 01 */
                ai: string;
                /** @example 09506000134352 */
                value: string;
            }[];
            /**
             * @description Data attributes (expiry 17, best before 15, …), printed in the URI's query.
             * @default []
             */
            attributes?: {
                /** @example 01 */
                ai: string;
                /** @example 09506000134352 */
                value: string;
            }[];
            /** @description What the identifier is (the linkset's itemDescription). */
            description?: string;
            links: components["schemas"]["Gs1Link"][];
        };
        Gs1Link: {
            /**
             * @description A link type of the GS1 Web Vocabulary: gs1:pip, gs1:epil, gs1:instructions… (docs/gs1.md).
             * @example gs1:pip
             */
            type: string;
            /** @example https://brand.example/oil */
            href: string;
            /** @example Product information */
            title: string;
            /**
             * @description The target's languages; none: any language.
             * @example [
             *       "en"
             *     ]
             */
            languages?: string[];
            /** @description A geography or jurisdiction the link is for; a request's `context` picks it. */
            context?: string;
            media_type?: string;
            /** @description The identifier's default link (what a scan with nothing more specific gets); exactly one. */
            default?: boolean;
        };
        /** @description How the code is protected (null: it is not). */
        Access: {
            /** @description Scanners need a password (never shown). */
            password: boolean;
            notice: string | null;
        } | null;
        CodeTag: {
            id: string;
            name: string;
            color: string;
        };
        /** @description Image defaults for this code; query parameters of the image route override them. */
        Style: {
            fg?: string;
            bg?: string | "transparent";
            /** @description Quiet zone in modules, 2-20 (default 4). */
            margin?: number;
            /**
             * @description Error correction L, M, Q or H (default M). A code with a logo always gets H.
             * @enum {string}
             */
            ecl?: "L" | "M" | "Q" | "H";
            /** @enum {string} */
            module_shape?: "square" | "rounded" | "dots";
            /** @enum {string} */
            eye_shape?: "square" | "rounded";
            /**
             * @description A gradient over the dark modules, from `fg` to `gradient_to` (default none).
             * @enum {string}
             */
            gradient?: "none" | "linear" | "radial";
            /** @description The gradient's end colour; it must contrast with bg as fg does. */
            gradient_to?: string;
            /** @description A linear gradient's direction in degrees, clockwise from left-to-right (default 45). */
            gradient_angle?: number;
            /**
             * @description `label` (text under the code), `banner` (text on a band under it), `box` (a border with the band inside); default none.
             * @enum {string}
             */
            frame?: "none" | "label" | "banner" | "box";
            /**
             * @description The call to action, up to 32 characters of Latin script, drawn as outlines (it looks the same everywhere).
             * @example Scan for the menu
             */
            frame_text?: string;
            /** @description The frame's colour; null or absent: fg. */
            frame_color?: string | null;
            /** @description A logo uploaded with `POST /logos`, drawn in the centre (null: none). */
            logo_id?: string | null;
            /** @description The logo's side as a share of the code's side, 0.1-0.3 (default 0.2): the largest every reader was shown to decode. */
            logo_size?: number;
        };
        Rule: {
            /**
             * @description Stable name in analytics (`scansByRule`); generated when absent. Unique within the code.
             * @example germany-mobile
             */
            id?: string;
            /**
             * @description A label for people.
             * @example Germany, phones
             */
            name?: string;
            /** @description An http(s) URL on a public host, checked like the code's `url`. */
            url: string;
            variants?: components["schemas"]["Variants"];
            when: components["schemas"]["RuleConditions"];
        };
        /**
         * @description An A/B split of the rule's scans: they go to these instead of `url`.
         * @example [
         *       {
         *         "url": "https://example.com/spring-a",
         *         "weight": 50
         *       },
         *       {
         *         "url": "https://example.com/spring-b",
         *         "weight": 50
         *       }
         *     ]
         */
        Variants: components["schemas"]["Variant"][];
        Variant: {
            /** @description An http(s) URL on a public host, checked like the code's `url`. */
            url: string;
            /**
             * @description The variant's share of the scans, in percent.
             * @example 50
             */
            weight: number;
        };
        /** @description Every condition given must hold; a list holds when any value matches. */
        RuleConditions: {
            /**
             * @description The scanner's country (Cloudflare's geolocation), any of these.
             * @example [
             *       "DE",
             *       "AT"
             *     ]
             */
            countries?: string[];
            /** @description Any of these device types. */
            devices?: ("mobile" | "tablet" | "desktop")[];
            /** @description Any of these systems. */
            os?: ("ios" | "android" | "windows" | "macos" | "linux" | "chromeos")[];
            /**
             * @description The scanner's preferred language (the first choice of Accept-Language). `fr` matches fr-CA too; `fr-ca` matches only fr-CA.
             * @example [
             *       "fr"
             *     ]
             */
            languages?: string[];
            time?: components["schemas"]["TimeWindow"];
        };
        /** @description Local time in `time_zone`, daylight saving included. */
        TimeWindow: {
            /** @example Europe/Paris */
            time_zone: string;
            /** @description The weekdays the window opens on; every day when absent. */
            days?: ("sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat")[];
            /**
             * @description Local opening time, HH:MM (default 00:00).
             * @example 09:00
             */
            from?: string;
            /**
             * @description Local closing time, HH:MM (default 24:00), not included. Earlier than `from`: the window runs past midnight into the next day.
             * @example 17:30
             */
            to?: string;
        };
        /**
         * @description An A/B split: each scanner is assigned a variant by its daily visitor hash and the code, so one phone keeps its variant all day. Weights are whole percentages summing to 100. Null: none.
         * @example [
         *       {
         *         "url": "https://example.com/spring-a",
         *         "weight": 50
         *       },
         *       {
         *         "url": "https://example.com/spring-b",
         *         "weight": 50
         *       }
         *     ]
         */
        CodeVariants: components["schemas"]["Variant"][] | null;
        /** @description The UTM parameters every destination of the code gets (null: none). */
        Utm: {
            source?: string;
            medium?: string;
            campaign?: string;
            term?: string;
            content?: string;
            /** @description The template the parameters were copied from, when one was given. */
            template_id?: string;
        } | null;
        ScheduledChange: {
            id: string;
            /** Format: date-time */
            at: string;
            url?: string;
            rules?: components["schemas"]["Rule"][];
            created_by: components["schemas"]["Actor"];
            /** Format: date-time */
            created_at: string;
        };
        Actor: {
            /** @enum {string} */
            kind: "user" | "key" | "system";
            /** @description The user or API key; absent for the service itself. */
            id?: string;
        };
        /** @description `code.updated`: A code's fields changed (destination, routing, name, tags, style…; by a person, a key, a restore or a scheduled change). `data`: the code after; `previous`: each changed field as it was. */
        CodeUpdatedEvent: {
            /** @example evt_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            /** Format: date-time */
            created_at: string;
            team_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "code.updated";
            data: components["schemas"]["QrCode"];
            /** @description Each field of `data` that changed, as it was before. */
            previous: {
                [key: string]: unknown;
            };
        };
        /** @description `scan.batch`: Scans of the endpoint's codes, up to 1,000 at a time (a burst makes larger batches, not more requests). `data`: `{ scans: [...] }`. */
        ScanBatchEvent: {
            /** @example evt_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            /** Format: date-time */
            created_at: string;
            team_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "scan.batch";
            data: {
                scans: components["schemas"]["Scan"][];
            };
        };
        Scan: {
            id: string;
            qr_id: string;
            slug: string;
            /** @description The hostname the code is printed with. */
            domain: string;
            /** Format: date-time */
            ts: string;
            /** @description ISO 3166 country, or `unknown`. */
            country: string;
            /** @description The region within the country (ISO 3166-2 subdivision, like `CA`), when known. */
            region: string | null;
            colo: string | null;
            device: string;
            os: string;
            browser: string;
            ua: string;
            referer_host: string | null;
            lang: string | null;
            /** @description Pseudonymous: HMAC of IP and user agent under a key that changes every UTC day. Never an IP. */
            visitor: string;
            bot: boolean;
            /** @description The rule id that answered, `default` or `fallback`; null for scans from before routing rules. */
            answered_by: string | null;
            /** @description The version of the code's routing that answered. */
            version: number | null;
            /** @description Where the answer sent the scan: the code's url, its fallback, the matched rule's, or the URL of the split's variant that answered (before the UTM parameters, the scan id and any forwarded query the edge adds). Null when the history does not know it. */
            destination: string | null;
            /** @description The variant of an A/B split that answered (the code's own split for `answered_by: default`, else the answering rule's); null when no split did. */
            variant: {
                /** @description The variant's index in the split's `variants`, from 0. */
                index: number;
                /** @description The variant's URL, as `destination`. */
                url: string | null;
            } | null;
        };
        /** @description `conversion.created`: A customer's site reported a conversion of a tracked scan (`POST /conversions`). `data`: the conversion. */
        ConversionEvent: {
            /** @example evt_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            /** Format: date-time */
            created_at: string;
            team_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "conversion.created";
            data: components["schemas"]["Conversion"];
        };
        Conversion: {
            /** @example cv_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            qr_id: string;
            /** @description The scan's id, as `GET /qr/{id}/scans` shows it. */
            scan_id: string;
            /** Format: date-time */
            scanned_at: string;
            name: string;
            value: number | null;
            currency: string | null;
            external_id: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description `domain.verified`: A branded domain's DNS records proved the claim. `data`: the domain.
         *     `domain.certificate_failed`: A branded domain's certificate could not be issued. `data`: the domain.
         */
        DomainEvent: {
            /** @example evt_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            /** Format: date-time */
            created_at: string;
            team_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "domain.verified" | "domain.certificate_failed";
            data: components["schemas"]["Domain"];
        };
        Domain: {
            /** @example dom_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            team_id: string;
            /**
             * @description Lower-case; an internationalised name is shown in punycode (xn--…), as DNS and browsers check it.
             * @example go.brand.com
             */
            hostname: string;
            /**
             * @description `pending`: waiting for DNS (checked every few minutes; the claim expires after 7 days). `verified`: the team's; codes can print it. `archived`: its codes keep working, new codes cannot use it. `expired`: the claim lapsed; add the domain again.
             * @enum {string}
             */
            status: "pending" | "verified" | "archived" | "expired";
            /** @description New codes print this domain unless they name another. */
            is_default: boolean;
            /** @description Where `https://{hostname}/` sends people (null: a neutral page). */
            root_url: string | null;
            /** @description Where an unknown path on the domain sends people (null: the 404 page). */
            not_found_url: string | null;
            /** @description The files served at the domain's well-known app-link paths (null: none). */
            app_links: {
                /** @description The apple-app-site-association. */
                ios: {
                    [key: string]: unknown;
                } | null;
                /** @description The assetlinks.json statements. */
                android: {
                    [key: string]: unknown;
                }[] | null;
            };
            /** @description The DNS records to create, and what the last check found. */
            records: components["schemas"]["DnsRecord"][];
            certificate: {
                /**
                 * @description `not_requested` until verified; `pending` while Cloudflare validates and issues it; `active`; `failed` (see `detail`); `not_configured`: this deployment cannot request certificates.
                 * @enum {string}
                 */
                status: "not_requested" | "not_configured" | "pending" | "active" | "failed";
                detail: string | null;
            };
            /** @description Live codes that print this domain. */
            codes: number;
            /** @description What to do or wait for next, in plain words. */
            next_step: string;
            /** Format: date-time */
            checked_at: string | null;
            /** Format: date-time */
            next_check_at: string | null;
            /** Format: date-time */
            claim_expires_at: string | null;
            /** Format: date-time */
            verified_at: string | null;
            /** Format: date-time */
            archived_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        DnsRecord: {
            /** @enum {string} */
            type: "TXT" | "CNAME" | "A" | "AAAA";
            /** @example _qr-verify.go.brand.com */
            name: string;
            /** @example qr-verify=4kV1… */
            value: string;
            /**
             * @description `ownership`: the TXT record proving the team controls the zone (unique to this claim). `routing`: what sends the hostname's scans here — a CNAME, or at a zone apex A/AAAA records (or your DNS provider's ALIAS to the CNAME's target).
             * @enum {string}
             */
            purpose: "ownership" | "routing";
            /** @enum {string} */
            status: "unchecked" | "ok" | "problem";
            /** @description What DNS held at the last check (at most 5 values). */
            found: string[];
            /** @description What is wrong, in plain words. */
            problem: string | null;
        };
        /**
         * @description `export.succeeded`: An export finished; its file is ready. `data`: the export.
         *     `export.failed`: An export failed. `data`: the export, with `error`.
         */
        ExportEvent: {
            /** @example evt_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            /** Format: date-time */
            created_at: string;
            team_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "export.succeeded" | "export.failed";
            data: components["schemas"]["Export"];
        };
        Export: {
            /** @example exp_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            team_id: string;
            /** @enum {string} */
            kind: "codes" | "scans";
            /** @enum {string} */
            format: "zip" | "pdf" | "csv" | "ndjson";
            /**
             * @description `queued`, `running` (see `done` of `total`), `succeeded` (download at `file_url`) or `failed`.
             * @enum {string}
             */
            status: "queued" | "running" | "succeeded" | "failed";
            /** @description How it is drawn, as requested; a scan export's `filter`, and `raw_scans_since`: the oldest instant raw scans are kept from (null: all are kept), so a range before it is partly empty. */
            options: {
                [key: string]: unknown;
            };
            /** @description Codes selected, or scans in the range. */
            total: number;
            /** @description Codes drawn (or skipped), or scans written, so far. */
            done: number;
            /** @description Codes left out because their style cannot be drawn at this size, with why. */
            skipped: {
                id: string;
                slug: string;
                errors: {
                    path: string;
                    message: string;
                }[];
            }[];
            /** @description Why a failed export failed. */
            error: string | null;
            bytes: number | null;
            /** @description Where the finished file is downloaded. */
            file_url: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            finished_at: string | null;
            /**
             * Format: date-time
             * @description When the file and this record are deleted.
             */
            expires_at: string;
        };
        /**
         * @description `member.joined`: Someone joined the team (an invitation, single sign-on, or the team's making). `data`: the member.
         *     `member.removed`: Someone left or was removed from the team. `data`: the member.
         */
        MemberEvent: {
            /** @example evt_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            /** Format: date-time */
            created_at: string;
            team_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "member.joined" | "member.removed";
            data: {
                team_id: string;
                user_id: string;
                /** @description Null once the person's account is deleted. */
                email: string | null;
                /** @enum {string} */
                role: "owner" | "admin" | "member" | "viewer";
                /** Format: date-time */
                joined_at: string;
            };
        };
        /**
         * @description `key.created`: An API key was made. `data`: the key (never its secret).
         *     `key.revoked`: An API key was revoked (or went with its owner's account). `data`: the key.
         */
        KeyEvent: {
            /** @example evt_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            /** Format: date-time */
            created_at: string;
            team_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "key.created" | "key.revoked";
            data: components["schemas"]["ApiKey"];
        };
        ApiKey: {
            id: string;
            team_id: string;
            user_id: string;
            name: string;
            /** @description The key's first and last characters, to recognise it. */
            hint: string;
            permissions: ("qr:read" | "qr:write" | "analytics:read" | "scans:read" | "conversions:write" | "team:read" | "team:admin")[];
            /** @description The folders the key is limited to: it reaches only their codes (null: all its user reaches). */
            folder_ids: string[] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_used_at: string | null;
            /** Format: date-time */
            expires_at: string | null;
            /** Format: date-time */
            revoked_at: string | null;
        };
        /** @description `audit.entry`: An entry was written to the team's audit log (every change and security event, as it happens: for a SIEM). `data`: the entry, as `GET /audit-log` shows it. */
        AuditEvent: {
            /** @example evt_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            /** Format: date-time */
            created_at: string;
            team_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "audit.entry";
            data: components["schemas"]["Activity"];
        };
        /** @description An entry of the team's audit log. */
        Activity: {
            id: string;
            /** Format: date-time */
            at: string;
            actor: {
                /**
                 * @description `user`: a person (with a session); `key`: an API key, or an assistant's OAuth grant (which acts through one); `system`: the service itself.
                 * @enum {string}
                 */
                kind: "user" | "key" | "system" | "scim";
                /** @description A user id, an API key id, or `system`; never a secret. */
                id: string;
            };
            /** @enum {string} */
            action: "design.created" | "design.updated" | "design.deleted" | "domain.added" | "domain.verified" | "domain.updated" | "domain.made_default" | "domain.archived" | "domain.unarchived" | "domain.removed" | "domain.claim_expired" | "export.created" | "export.failed" | "export.downloaded" | "file.uploaded" | "folder.created" | "folder.updated" | "folder.deleted" | "folder.access_changed" | "file.deleted" | "key.created" | "key.revoked" | "logo.uploaded" | "logo.deleted" | "member.invited" | "member.invitation_revoked" | "member.joined" | "member.role_changed" | "member.removed" | "member.left" | "qr.created" | "qr.destination_changed" | "qr.routing_changed" | "qr.version_restored" | "qr.change_scheduled" | "qr.scheduled_change_cancelled" | "qr.deleted" | "qr.renamed" | "qr.tagged" | "qr.moved" | "qr.flagged" | "qr.unflagged" | "qr.taken_down" | "qr.takedown_lifted" | "ga4.configured" | "ga4.removed" | "utm_template.created" | "utm_template.updated" | "utm_template.deleted" | "tag.created" | "tag.updated" | "tag.deleted" | "team.created" | "team.deleted" | "team.renamed" | "team.two_factor_policy_changed" | "team.sso_configured" | "team.sso_verified" | "team.sso_removed" | "team.audit_retention_changed" | "scim.token_created" | "scim.disabled" | "scim.user_provisioned" | "scim.user_updated" | "scim.user_deactivated" | "scim.user_reactivated" | "scim.user_deleted" | "scim.group_created" | "scim.group_updated" | "scim.group_deleted" | "webhook.created" | "webhook.updated" | "webhook.deleted" | "webhook.secret_rotated" | "webhook.disabled" | "webhook.replayed" | "webhook.delivery_retried" | "account.two_factor_enabled" | "account.two_factor_disabled" | "account.recovery_codes_renewed" | "account.recovery_code_used" | "account.passkey_added" | "account.passkey_removed" | "account.password_changed" | "account.signed_out_everywhere" | "account.signed_in" | "account.sign_in_failed" | "account.session_ended";
            /** @description What was acted on: a code, key, member, invitation, folder, domain, export… */
            target_id: string | null;
            details: {
                [key: string]: string | number | boolean | null;
            };
            /** @description A code's change: each field that changed, as it was and as it became (a password only as `changed`). Null for other entries. */
            change: {
                before: {
                    [key: string]: unknown;
                };
                after: {
                    [key: string]: unknown;
                };
            } | null;
            /** @description The caller's address (null: the service acting alone). */
            ip: string | null;
            user_agent: string | null;
            /** @description The request that made the change (its `X-Request-Id`). */
            request_id: string | null;
        };
        /** @description Sent to one endpoint by `POST /webhooks/{id}/test`. */
        WebhookTestEvent: {
            /** @example evt_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            /** Format: date-time */
            created_at: string;
            team_id: string;
            /** @enum {string} */
            type: "webhook.test";
            data: {
                webhook_id: string;
                message: string;
            };
        };
        /** @description The body of every webhook request. */
        WebhookPayload: components["schemas"]["CodeEvent"] | components["schemas"]["CodeUpdatedEvent"] | components["schemas"]["ScanBatchEvent"] | components["schemas"]["ConversionEvent"] | components["schemas"]["DomainEvent"] | components["schemas"]["ExportEvent"] | components["schemas"]["MemberEvent"] | components["schemas"]["KeyEvent"] | components["schemas"]["AuditEvent"] | components["schemas"]["WebhookTestEvent"];
        BulkUpdateRow: {
            /** @description The code's id, or its value of the `match_by` metadata key. */
            match: string | number;
            /**
             * @description Only for `url` codes; other types change their `content`.
             * @example https://example.com/menu
             */
            url?: string;
            content?: components["schemas"]["ContentPatch"];
            access?: components["schemas"]["AccessInput"];
            /**
             * @description null: no name (the slug is shown).
             * @example Spring menu — Table 7
             */
            name?: string | null;
            /**
             * @description At most 10 of the team's tags, by id or by name (any case); replaces the code's tags. Unknown tags are a 422: create them with `POST /tags`.
             * @example [
             *       "Spring menu",
             *       "tag_01jd6m3q2x8f7k0v9w4c5b1n2z"
             *     ]
             */
            tags?: string[];
            /**
             * @description Tags to put on the code beside its own (ids or names); not with `tags`.
             * @example [
             *       "Spring menu",
             *       "tag_01jd6m3q2x8f7k0v9w4c5b1n2z"
             *     ]
             */
            add_tags?: string[];
            /**
             * @description Tags to take off the code (ids or names; one it does not have is ignored); not with `tags`.
             * @example [
             *       "Spring menu",
             *       "tag_01jd6m3q2x8f7k0v9w4c5b1n2z"
             *     ]
             */
            remove_tags?: string[];
            /** @description Merged into the stored metadata; a null value removes that key. */
            metadata?: {
                [key: string]: string | number | boolean | null;
            };
            /** @enum {string} */
            status?: "active" | "disabled";
            style?: components["schemas"]["Style"] & unknown;
            /** @description A saved design of the team; null: none (the team default applies). */
            design_id?: string | null;
            forward_query?: boolean;
            /** @description Ordered routing rules (at most 20): the first that matches a scan answers it; none: `url`. */
            rules?: components["schemas"]["Rule"][];
            /**
             * Format: date-time
             * @description Scans before this instant get `fallback_url` (or the 410 page).
             */
            starts_at?: string | null;
            /**
             * Format: date-time
             * @description Scans from this instant on get `fallback_url` (or the 410 page).
             */
            expires_at?: string | null;
            /** @description What scans get before `starts_at`, after `expires_at` or past `max_scans`; null: the 410 page. */
            fallback_url?: string | null;
            /** @description Scan cap: once this many scans (bots and fallback answers not counted) are recorded, scans get `fallback_url` (or 410). See `scans_capped`. */
            max_scans?: number | null;
            variants?: components["schemas"]["CodeVariants"];
            utm?: components["schemas"]["UtmInput"];
            /** @description A UTM template of the team: its parameters are copied into `utm` (a later edit of the template does not change the code). Not with `utm`. */
            utm_template_id?: string;
            /** @description Off by default. When on, each redirect carries the scan's id to the destination as `qr_sid`, for the site to report a conversion with (`POST /conversions`). */
            track_conversions?: boolean;
            /** @description Each scanner (by the daily visitor hash) gets at most this many answers a day; past it, scans get `fallback_url` (or 410), as past `max_scans`. */
            max_scans_per_scanner?: number | null;
            /** @description Ends the code's A/B split by keeping one variant, by its index in `variants` counted from 0 (the first variant is 0): its url becomes the code's `url` and `variants` goes. Its results stay readable. Sent without `url` and `variants`. */
            keep_variant?: number;
        };
        /**
         * @description A JSON Merge Patch (RFC 7396) of the code's content (not `url` codes; never `wifi`, which is printed): the fields sent replace theirs, a field set to null is removed, an object (a card's `address`) is merged the same way, a list (`phones`, `links`) is replaced whole; fields left out stay. The content it makes must be valid for the code's type, as on creation.
         * @example {
         *       "title": "Head of research"
         *     }
         */
        ContentPatch: {
            [key: string]: unknown;
        };
        /** @description Protect the code: a password, a notice, or both. Fields given are set, null ones removed; `access: null` opens the code. Not for `wifi` codes. */
        AccessInput: {
            /** @description Scanners must give it before the code answers (a signed cookie then lets them in for 24 h; 5 wrong tries in 10 minutes answer 429). null: no password. */
            password?: string | null;
            /**
             * @description Shown before the code answers, with a Continue button (an interstitial, an age gate). null: none.
             * @example You are leaving for an external site. You must be 18 or over.
             */
            notice?: string | null;
        } | null;
        /**
         * @description Added to every destination of the code (its url, rules, variants, scheduled changes and fallback) as `utm_source`, `utm_medium`… A parameter the destination already has wins and is never repeated.
         * @example {
         *       "source": "poster",
         *       "medium": "qr",
         *       "campaign": "spring-menu"
         *     }
         */
        UtmInput: {
            source?: string;
            medium?: string;
            campaign?: string;
            term?: string;
            content?: string;
        } | null;
        Health: {
            /** @enum {string} */
            status: "ok";
            database: {
                /** @enum {string} */
                status: "ok";
                latency_ms: number;
            };
        };
        /** @description RFC 9457 problem details; every error has this shape. */
        Problem: {
            /**
             * Format: uri
             * @description Where the API reference explains `code`.
             */
            type: string;
            title: string;
            status: number;
            /**
             * @description Stable and machine-readable; branch on this.
             * @enum {string}
             */
            code: "malformed_request" | "account_request_refused" | "idempotency_key_invalid" | "api_key_missing" | "api_key_invalid" | "session_expired" | "invalid_credentials" | "permission_missing" | "role_insufficient" | "folder_access_insufficient" | "email_not_verified" | "cross_site_request" | "two_factor_required" | "two_factor_invalid" | "invitation_for_another" | "route_not_found" | "logo_not_found" | "utm_template_not_found" | "google_analytics_not_configured" | "file_not_found" | "export_not_found" | "design_not_found" | "folder_not_found" | "folder_exists" | "folder_not_empty" | "folder_in_use" | "folder_limit_reached" | "qr_not_found" | "version_not_found" | "scheduled_change_not_found" | "domain_not_found" | "api_key_not_found" | "team_not_found" | "member_not_found" | "invitation_not_found" | "session_not_found" | "method_not_allowed" | "logo_in_use" | "utm_template_exists" | "conversion_conflict" | "file_in_use" | "export_not_ready" | "slug_taken" | "destination_blocked" | "code_taken_down" | "tag_not_found" | "tag_exists" | "tag_limit_reached" | "tag_in_use" | "sso_not_verified" | "scim_group_not_found" | "scim_not_enabled" | "sso_not_configured" | "sso_domain_unverified" | "sso_domain_taken" | "sso_required" | "sso_metadata_unusable" | "sso_provider_unusable" | "webhook_not_found" | "webhook_limit_reached" | "delivery_not_found" | "domain_exists" | "domain_taken" | "domain_in_use" | "domain_not_verified" | "domain_claim_expired" | "domain_limit_reached" | "already_member" | "invitation_pending" | "invitation_used" | "last_owner" | "idempotency_in_progress" | "concurrent_change" | "credential_changed" | "invitation_expired" | "invitation_revoked" | "body_too_large" | "unsupported_media_type" | "validation_failed" | "confirmation_required" | "tool_not_found" | "idempotency_key_reused" | "new_team_code_limit" | "abuse_reports_limited" | "rate_limited" | "internal_error" | "conversions_not_configured" | "database_unavailable";
            detail: string;
            request_id: string;
            /** @description With `validation_failed`: each field at fault and why. */
            errors?: {
                path: string;
                message: string;
            }[];
        };
        AcceptedInvitation: {
            team_id: string;
            user_id: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "admin" | "member" | "viewer";
            api_key: components["schemas"]["CreatedApiKey"];
        };
        /** @description A new key with the role's permissions, shown once; null when a signed-in person accepted. */
        CreatedApiKey: components["schemas"]["ApiKey"] & ({
            /** @description The key itself. Shown once; only its hash is stored. */
            secret: string;
        } | null);
        AcceptInvitation: {
            token: string;
        };
        AbuseReportReceived: {
            id: string;
            /** Format: date-time */
            received_at: string;
        };
        AbuseReportInput: {
            /**
             * @description The address reported: the QR code's short link (what a phone opened when it scanned the code), or the page it led to.
             * @example https://qr.example.net/menu
             */
            url: string;
            /**
             * @description What is wrong with it.
             * @enum {string}
             */
            category: "phishing" | "malware" | "scam" | "spam" | "illegal" | "other";
            /** @description Anything that helps us check. */
            details?: string;
            /** @description Where we may answer; never shown to the code's owner. */
            email?: string;
            /** @description The code's id, as the redirect worker's pages put it in their report link. */
            code?: string;
        };
        SsoLookup: {
            /** @description OpenID Connect: start the sign-in with `POST /api/auth/sign-in/social` `{ provider: provider_id, callbackURL }`. */
            provider_id: string;
            /** @enum {string} */
            protocol: "oidc" | "saml";
            /** @description SAML: send the browser here, with `?return_to=` a path of the dashboard, to sign in. Null for OpenID Connect. */
            sign_in_url: string | null;
        };
        SsoLookupInput: {
            /** @example ada@brand.com */
            email: string;
        };
        BulkCreateReport: {
            /** @enum {string} */
            mode: "all_or_nothing" | "partial";
            /**
             * @description Names the codes this request created (null when it created none): list them with `GET /qr?bulk_id=`, print them with `POST /exports`.
             * @example bulk_01jd6m3q2x8f7k0v9w4c5b1n2z
             */
            bulk_id: string | null;
            created: number;
            failed: number;
            results: ({
                index: number;
                /** @description For a CSV upload: the line of the file the row starts on. */
                line?: number;
                /** @enum {string} */
                status: "created";
                code: components["schemas"]["QrCode"];
            } | {
                index: number;
                /** @description For a CSV upload: the line of the file the row starts on. */
                line?: number;
                /** @enum {string} */
                status: "failed";
                errors: {
                    path: string;
                    message: string;
                }[];
            })[];
        };
        BulkCreateQrCodes: {
            /**
             * @description `all_or_nothing` (default): nothing is written unless every row is good. `partial`: the good rows are written.
             * @enum {string}
             */
            mode?: "all_or_nothing" | "partial";
            /** @description Up to 1,000 codes, each as `POST /qr` takes it. Each row is checked on its own. */
            codes: components["schemas"]["CreateQrCode"][];
        };
        BulkUpdateReport: {
            /** @enum {string} */
            mode: "all_or_nothing" | "partial";
            match_by: string;
            updated: number;
            failed: number;
            /**
             * Format: date-time
             * @description When some row changed what scans get: the instant by which every edge answers with it.
             */
            effective_by?: string;
            results: ({
                index: number;
                /** @description For a CSV upload: the line of the file the row starts on. */
                line?: number;
                /** @enum {string} */
                status: "updated";
                code: components["schemas"]["QrCode"];
            } | {
                index: number;
                /** @description For a CSV upload: the line of the file the row starts on. */
                line?: number;
                /** @enum {string} */
                status: "failed";
                errors: {
                    path: string;
                    message: string;
                }[];
            })[];
        };
        BulkUpdateQrCodes: {
            /**
             * @description `all_or_nothing` (default): nothing is written unless every row is good. `partial`: the good rows are written.
             * @enum {string}
             */
            mode?: "all_or_nothing" | "partial";
            /**
             * @description How each row names its code: `id` (default), or `metadata.<key>` for the code whose metadata has that value at that key (it must be the only one).
             * @example metadata.asset_id
             */
            match_by?: string;
            /** @description Up to 1,000 changes, each checked on its own. */
            updates: components["schemas"]["BulkUpdateRow"][];
        };
        BulkDeleteReport: {
            deleted: number;
            failed: number;
            results: ({
                index: number;
                id: string;
                /** @enum {string} */
                status: "deleted";
            } | {
                index: number;
                id: string;
                /** @enum {string} */
                status: "failed";
                errors: {
                    path: string;
                    message: string;
                }[];
            })[];
        };
        BulkDeleteQrCodes: {
            /** @description Up to 1,000 ids of the team's codes. */
            ids: string[];
        };
        MoveResult: {
            moved: number;
            failed: number;
            results: {
                index: number;
                id: string;
                /** @enum {string} */
                status: "moved" | "failed";
                errors?: {
                    path: string;
                    message: string;
                }[];
            }[];
        };
        MoveCodes: {
            /** @description The codes to move (1 to 1000). */
            ids: string[];
            /** @description The folder they go to; null takes them out of every folder. */
            folder_id: string | null;
        };
        CreateQrCode: {
            type?: components["schemas"]["ContentType"] & unknown;
            /**
             * @description The destination: required for `url` codes, not for other types.
             * @example https://example.com/menu
             */
            url?: string;
            /** @description The fields of the code's `type` (its content schema, one of those listed); required for every type but `url`, which has none. */
            content?: {
                [key: string]: unknown;
            } & (components["schemas"]["VcardContent"] | components["schemas"]["LinksContent"] | components["schemas"]["EventContent"] | components["schemas"]["SmsContent"] | components["schemas"]["EmailContent"] | components["schemas"]["PhoneContent"] | components["schemas"]["AppContent"] | components["schemas"]["WifiContent"] | components["schemas"]["Gs1Content"]);
            access?: components["schemas"]["AccessInput"];
            /**
             * @description What people call the code, 1 to 120 characters; shown instead of the slug.
             * @example Spring menu — Table 7
             */
            name?: string;
            /**
             * @description At most 10 of the team's tags, by id or by name (any case); replaces the code's tags. Unknown tags are a 422: create them with `POST /tags`.
             * @example [
             *       "Spring menu",
             *       "tag_01jd6m3q2x8f7k0v9w4c5b1n2z"
             *     ]
             */
            tags?: string[];
            /** @description Must be the API key's team when given. */
            team_id?: string;
            metadata?: components["schemas"]["Metadata"];
            /**
             * @description A custom slug (3-64 letters, digits, - or _, starting with a letter or digit; a few words such as `api` are reserved); random when omitted. Unique per domain.
             * @example spring-menu
             */
            slug?: string;
            /**
             * @description The hostname the code prints, for ever: a verified domain of the team (`GET /domains`). Omitted: the team's default domain, else the service's own; null (or the service's own scan host): the service's own.
             * @example go.brand.com
             */
            domain?: string | null;
            style?: components["schemas"]["Style"];
            /** @description A saved design of the team to draw the image with. */
            design_id?: string;
            /** @description The folder the code goes in (needs `editor` access to it); omitted or null: none. A key limited to one folder puts it there; one limited to several must name one. */
            folder_id?: string | null;
            /** @description Append the scanner's query parameters to the destination (stored parameters win). */
            forward_query?: boolean;
            /** @description Ordered routing rules (at most 20): the first that matches a scan answers it; none: `url`. */
            rules?: components["schemas"]["Rule"][];
            /**
             * Format: date-time
             * @description Scans before this instant get `fallback_url` (or the 410 page).
             */
            starts_at?: string | null;
            /**
             * Format: date-time
             * @description Scans from this instant on get `fallback_url` (or the 410 page).
             */
            expires_at?: string | null;
            /** @description What scans get before `starts_at`, after `expires_at` or past `max_scans`; null: the 410 page. */
            fallback_url?: string | null;
            /** @description Scan cap: once this many scans (bots and fallback answers not counted) are recorded, scans get `fallback_url` (or 410). See `scans_capped`. */
            max_scans?: number | null;
            variants?: components["schemas"]["CodeVariants"];
            utm?: components["schemas"]["UtmInput"];
            /** @description A UTM template of the team: its parameters are copied into `utm` (a later edit of the template does not change the code). Not with `utm`. */
            utm_template_id?: string;
            /** @description Off by default. When on, each redirect carries the scan's id to the destination as `qr_sid`, for the site to report a conversion with (`POST /conversions`). */
            track_conversions?: boolean;
            /** @description Each scanner (by the daily visitor hash) gets at most this many answers a day; past it, scans get `fallback_url` (or 410), as past `max_scans`. */
            max_scans_per_scanner?: number | null;
        };
        /**
         * @description Free-form key/value pairs (string, number or boolean values); at most 50 keys and 4096 bytes.
         * @example {
         *       "asset_id": "poster-0042"
         *     }
         */
        Metadata: {
            [key: string]: string | number | boolean;
        };
        QrCodeList: {
            data: components["schemas"]["QrCode"][];
            next_cursor: string | null;
        };
        UpdateQrCode: {
            /**
             * @description Only for `url` codes; other types change their `content`.
             * @example https://example.com/menu
             */
            url?: string;
            content?: components["schemas"]["ContentPatch"];
            access?: components["schemas"]["AccessInput"];
            /**
             * @description null: no name (the slug is shown).
             * @example Spring menu — Table 7
             */
            name?: string | null;
            /**
             * @description At most 10 of the team's tags, by id or by name (any case); replaces the code's tags. Unknown tags are a 422: create them with `POST /tags`.
             * @example [
             *       "Spring menu",
             *       "tag_01jd6m3q2x8f7k0v9w4c5b1n2z"
             *     ]
             */
            tags?: string[];
            /**
             * @description Tags to put on the code beside its own (ids or names); not with `tags`.
             * @example [
             *       "Spring menu",
             *       "tag_01jd6m3q2x8f7k0v9w4c5b1n2z"
             *     ]
             */
            add_tags?: string[];
            /**
             * @description Tags to take off the code (ids or names; one it does not have is ignored); not with `tags`.
             * @example [
             *       "Spring menu",
             *       "tag_01jd6m3q2x8f7k0v9w4c5b1n2z"
             *     ]
             */
            remove_tags?: string[];
            /** @description Merged into the stored metadata; a null value removes that key. */
            metadata?: {
                [key: string]: string | number | boolean | null;
            };
            /** @enum {string} */
            status?: "active" | "disabled";
            style?: components["schemas"]["Style"] & unknown;
            /** @description A saved design of the team; null: none (the team default applies). */
            design_id?: string | null;
            forward_query?: boolean;
            /** @description Ordered routing rules (at most 20): the first that matches a scan answers it; none: `url`. */
            rules?: components["schemas"]["Rule"][];
            /**
             * Format: date-time
             * @description Scans before this instant get `fallback_url` (or the 410 page).
             */
            starts_at?: string | null;
            /**
             * Format: date-time
             * @description Scans from this instant on get `fallback_url` (or the 410 page).
             */
            expires_at?: string | null;
            /** @description What scans get before `starts_at`, after `expires_at` or past `max_scans`; null: the 410 page. */
            fallback_url?: string | null;
            /** @description Scan cap: once this many scans (bots and fallback answers not counted) are recorded, scans get `fallback_url` (or 410). See `scans_capped`. */
            max_scans?: number | null;
            variants?: components["schemas"]["CodeVariants"];
            utm?: components["schemas"]["UtmInput"];
            /** @description A UTM template of the team: its parameters are copied into `utm` (a later edit of the template does not change the code). Not with `utm`. */
            utm_template_id?: string;
            /** @description Off by default. When on, each redirect carries the scan's id to the destination as `qr_sid`, for the site to report a conversion with (`POST /conversions`). */
            track_conversions?: boolean;
            /** @description Each scanner (by the daily visitor hash) gets at most this many answers a day; past it, scans get `fallback_url` (or 410), as past `max_scans`. */
            max_scans_per_scanner?: number | null;
            /** @description Ends the code's A/B split by keeping one variant, by its index in `variants` counted from 0 (the first variant is 0): its url becomes the code's `url` and `variants` goes. Its results stay readable. Sent without `url` and `variants`. */
            keep_variant?: number;
        };
        /** @description The folders the caller may see, by name. */
        FolderList: {
            data: components["schemas"]["Folder"][];
        };
        Folder: {
            /** @example fld_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            team_id: string;
            /** @example Client: Harbour Bakery */
            name: string;
            description: string | null;
            member_access: components["schemas"]["FolderAccess"];
            access: components["schemas"]["FolderAccess"] & unknown;
            /** @description Live codes in the folder. */
            code_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description `none`: the folder and its codes are out of sight (404); `viewer`: see them; `editor`: change them and make codes in the folder; `owner`: also manage the folder (its name, its access).
         * @enum {string}
         */
        FolderAccess: "none" | "viewer" | "editor" | "owner";
        CreateFolder: {
            /** @example Client: Harbour Bakery */
            name: string;
            /** @description What the folder holds, for people (at most 500 characters). */
            description?: string | null;
            member_access?: components["schemas"]["FolderAccess"] & unknown;
        };
        UpdateFolder: {
            name?: string;
            /** @description What the folder holds, for people (at most 500 characters). */
            description?: string | null;
            member_access?: components["schemas"]["FolderAccess"] & unknown;
        };
        /** @description Every member of the team and their access to the folder. */
        FolderMemberList: {
            data: components["schemas"]["FolderMember"][];
        };
        FolderMember: {
            user_id: string;
            email: string;
            name: string | null;
            /** @description The member's team role. */
            role: string;
            access: components["schemas"]["FolderAccess"] & unknown;
            /** @description Whether the access is the member's own (false: it comes from `member_access` or their role). */
            own: boolean;
        };
        /** @description The member's own access to the folder. */
        SetFolderAccess: {
            access: components["schemas"]["FolderAccess"];
        };
        Gs1ProductList: {
            data: components["schemas"]["Gs1Product"][];
            next_cursor: string | null;
        };
        Gs1Product: {
            /**
             * @description The branded domain it resolves on.
             * @example brand.example
             */
            domain: string;
            /**
             * @description The primary key (a GTIN: 01).
             * @example {
             *       "ai": "01",
             *       "value": "09506000134352"
             *     }
             */
            key: {
                ai: string;
                value: string;
            };
            /**
             * @description The primary key's own GS1 Digital Link.
             * @example https://brand.example/01/09506000134352
             */
            uri: string;
            /** @description The key level's description, else the first level's that has one. */
            description: string | null;
            /** @description Its codes: the key's own and each lot, serial or variant. */
            levels: number;
            /** @description The key level's code when it has one, else its newest level's: where the product's page starts. */
            code_id: string;
            /** @description Whether the primary key itself has a code (its links answer every level that has none). */
            has_key_level: boolean;
            /**
             * Format: date-time
             * @description When a level of it last changed.
             */
            updated_at: string;
        };
        VersionList: {
            data: components["schemas"]["Version"][];
            next_cursor: string | null;
        };
        /** @description What scans got from this version on: one per change, newest first. */
        Version: {
            version: number;
            url: string;
            /** @description The content this version showed (null for url codes). */
            content: components["schemas"]["VcardContent"] | components["schemas"]["LinksContent"] | components["schemas"]["EventContent"] | components["schemas"]["SmsContent"] | components["schemas"]["EmailContent"] | components["schemas"]["PhoneContent"] | components["schemas"]["AppContent"] | components["schemas"]["WifiContent"] | components["schemas"]["Gs1Content"] | null;
            rules: components["schemas"]["Rule"][];
            variants: components["schemas"]["CodeVariants"];
            /** Format: date-time */
            starts_at: string | null;
            /** Format: date-time */
            expires_at: string | null;
            fallback_url: string | null;
            max_scans: number | null;
            forward_query: boolean;
            /** @enum {string} */
            status: "active" | "disabled" | "deleted";
            scans_capped: boolean;
            /** @enum {string} */
            change: "created" | "updated" | "restored" | "schedule_added" | "schedule_cancelled" | "scheduled" | "capped" | "uncapped" | "deleted" | "taken_down" | "takedown_lifted";
            changed_by: components["schemas"]["Actor"];
            restored_from?: number;
            schedule_id?: string;
            /** Format: date-time */
            created_at: string;
        };
        ScheduledChangeList: {
            data: components["schemas"]["ScheduledChange"][];
        };
        ScheduledChangeCreated: components["schemas"]["ScheduledChange"] & {
            /**
             * Format: date-time
             * @description When every edge answers with the change: `at`, or later if `at` is sooner than the cache windows.
             */
            effective_by: string;
        };
        CreateScheduledChange: {
            /**
             * Format: date-time
             * @description When scans switch (at least 1 s from now). Every edge switches at this exact instant when it is later than the answer's `effective_by`.
             */
            at: string;
            /** @description An http(s) URL on a public host, checked like the code's `url`. */
            url?: string;
            /** @description Ordered routing rules (at most 20): the first that matches a scan answers it; none: `url`. */
            rules?: components["schemas"]["Rule"][];
        };
        CancelledScheduledChange: {
            cancelled: components["schemas"]["ScheduledChange"];
            /**
             * Format: date-time
             * @description When every edge has forgotten the change.
             */
            effective_by: string;
        };
        Analytics: {
            analytics: {
                /** @description Scans by people (bots excluded) in the range. */
                totalScans: number;
                /** @description mobile, tablet, desktop, other; most scans first. */
                scansByDevice: {
                    device: string;
                    scans: number;
                }[];
                /** @description ISO 3166 alpha-2, or `unknown`; most scans first. */
                scansByCountry: {
                    country: string;
                    scans: number;
                }[];
                /** @description Distinct visitors per UTC day, summed over the range. */
                uniqueScans: number;
                botScans: number;
                scansByOs: {
                    os: string;
                    scans: number;
                }[];
                scansByBrowser: {
                    browser: string;
                    scans: number;
                }[];
                /** @description Scans by what answered them: a routing rule's id, `default` (the code's url) or `fallback` (outside the validity window or past the cap). */
                scansByRule: {
                    rule: string;
                    scans: number;
                }[];
                /** @description Scans by the version of the code's routing that answered them (`GET /qr/{id}/versions`). */
                scansByVersion: {
                    version: number;
                    scans: number;
                }[];
                /** @description One bucket per day or hour of the range, zeros included (with `series=buckets`, the default). */
                timeseries?: {
                    start: string;
                    scans: number;
                    uniqueScans: number;
                }[];
                /** @description With `series=compact`: the time series without its empty buckets. */
                series?: {
                    /** @description The first bucket's start (UTC). */
                    start: string;
                    /** @enum {string} */
                    interval: "day" | "hour";
                    /** @description How many buckets the range has. */
                    buckets: number;
                    /**
                     * @description The buckets with scans, in order, each `[offset, scans, uniqueScans]`: its index from `start` in days or hours. A bucket not listed had no scans.
                     * @example [
                     *       [
                     *         0,
                     *         12,
                     *         9
                     *       ],
                     *       [
                     *         3,
                     *         4,
                     *         4
                     *       ]
                     *     ]
                     */
                    counts: [
                        number,
                        number,
                        number
                    ][];
                };
                /** @description Conversions reported for the range's scans (`POST /conversions`), and their value per currency. */
                conversions: {
                    total: number;
                    value: {
                        currency: string;
                        value: number;
                    }[];
                };
                from: string;
                to: string;
                /** @enum {string} */
                interval: "day" | "hour";
                /** @description With `compare=previous`: the period just before, as long as this one. */
                previous?: {
                    from: string;
                    to: string;
                    totalScans: number;
                    uniqueScans: number;
                };
            };
        };
        TeamAnalytics: {
            analytics: {
                /** @description Scans by people (bots excluded) in the range. */
                totalScans: number;
                /** @description mobile, tablet, desktop, other; most scans first. */
                scansByDevice: {
                    device: string;
                    scans: number;
                }[];
                /** @description ISO 3166 alpha-2, or `unknown`; most scans first. */
                scansByCountry: {
                    country: string;
                    scans: number;
                }[];
                /** @description Distinct visitors per UTC day, summed over the range. */
                uniqueScans: number;
                botScans: number;
                scansByOs: {
                    os: string;
                    scans: number;
                }[];
                scansByBrowser: {
                    browser: string;
                    scans: number;
                }[];
                /** @description Scans by what answered them: a routing rule's id, `default` (the code's url) or `fallback` (outside the validity window or past the cap). */
                scansByRule: {
                    rule: string;
                    scans: number;
                }[];
                /** @description Scans by the version of the code's routing that answered them (`GET /qr/{id}/versions`). */
                scansByVersion: {
                    version: number;
                    scans: number;
                }[];
                /** @description One bucket per day or hour of the range, zeros included (with `series=buckets`, the default). */
                timeseries?: {
                    start: string;
                    scans: number;
                    uniqueScans: number;
                }[];
                /** @description With `series=compact`: the time series without its empty buckets. */
                series?: {
                    /** @description The first bucket's start (UTC). */
                    start: string;
                    /** @enum {string} */
                    interval: "day" | "hour";
                    /** @description How many buckets the range has. */
                    buckets: number;
                    /**
                     * @description The buckets with scans, in order, each `[offset, scans, uniqueScans]`: its index from `start` in days or hours. A bucket not listed had no scans.
                     * @example [
                     *       [
                     *         0,
                     *         12,
                     *         9
                     *       ],
                     *       [
                     *         3,
                     *         4,
                     *         4
                     *       ]
                     *     ]
                     */
                    counts: [
                        number,
                        number,
                        number
                    ][];
                };
                /** @description Conversions reported for the range's scans (`POST /conversions`), and their value per currency. */
                conversions: {
                    total: number;
                    value: {
                        currency: string;
                        value: number;
                    }[];
                };
                from: string;
                to: string;
                /** @enum {string} */
                interval: "day" | "hour";
                /** @description With `compare=previous`: the period just before, as long as this one. */
                previous?: {
                    from: string;
                    to: string;
                    totalScans: number;
                    uniqueScans: number;
                };
                /** @description The team's most scanned live codes of the range (at most 10). */
                topCodes: {
                    id: string;
                    name: string | null;
                    slug: string;
                    short_url: string;
                    scans: number;
                }[];
            };
        };
        Clicks: {
            qr_id: string;
            from: string | null;
            to: string | null;
            /** @description Clicks by people (bots apart). */
            total: number;
            /** @description How many scans led to at least one click (a click is its scanner's latest scan of the code in the 30 minutes before it). */
            scans_clicked: number;
            /** @description `contact` Add to contacts, `calendar` Add to calendar, `open` a file code's file opened, `download` downloaded, `link` a page of links' link followed. */
            by_action: {
                contact: number;
                calendar: number;
                open: number;
                download: number;
                link: number;
            };
            /** @description A page of links' clicks by position (1-based) and where the link led then. */
            links: {
                link: number;
                target: string;
                clicks: number;
            }[];
            /** @description Clicks by known bots and link checkers. */
            bots: number;
        };
        PrintCheck: {
            /** @description A QR code was read in the photo. */
            decodes: boolean;
            /** @description What was read is this code's short URL. */
            matches_this_code: boolean;
            decoded_text: string | null;
            /** @description A module's side in the photo, in its pixels. */
            module_px: number | null;
            /** @description Light modules' luminance over dark ones' (WCAG ratio; 3 at least, 4.5 or more reads reliably). */
            contrast: number | null;
            /** @description The narrowest light margin around the code, in modules (4 recommended; the photo's edge counts). */
            quiet_zone_modules: number | null;
            /** @description About how far away a phone reads it, from `printed_width_mm` (a module must be at least 1/350 of the distance; the designer's print guide gives the same figure). */
            scan_distance_cm: number | null;
            /** @description What to change, in plain words (or that it reads well). */
            advice: string[];
        };
        Logo: {
            /** @example logo_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            team_id: string;
            name: string;
            /** @enum {string} */
            content_type: "image/png" | "image/jpeg" | "image/svg+xml";
            width: number;
            height: number;
            bytes: number;
            /** @description Where the file itself is read (`qr:read`). */
            file_url: string;
            /** Format: date-time */
            created_at: string;
        };
        LogoList: {
            data: components["schemas"]["Logo"][];
            next_cursor: string | null;
        };
        File: {
            /** @example file_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            team_id: string;
            name: string;
            /** @enum {string} */
            content_type: "application/pdf" | "image/png" | "image/jpeg" | "image/gif" | "image/webp";
            bytes: number;
            /** @description Images only. */
            width: number | null;
            /** @description Images only. */
            height: number | null;
            sha256: string;
            /** @description Where the file itself is read (`qr:read`). */
            content_url: string;
            /** Format: date-time */
            created_at: string;
        };
        FileList: {
            data: components["schemas"]["File"][];
            next_cursor: string | null;
        };
        Design: {
            /** @example dsn_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            team_id: string;
            name: string;
            style: components["schemas"]["Style"];
            /** @description The team's default: used by every code that names no design. */
            is_default: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Style choices that may not scan everywhere. */
            warnings?: string[];
        };
        CreateDesign: {
            /** @example Spring menu */
            name: string;
            style: components["schemas"]["Style"];
            is_default?: boolean;
        };
        DesignList: {
            data: components["schemas"]["Design"][];
            next_cursor: string | null;
        };
        UpdateDesign: {
            /** @example Spring menu */
            name?: string;
            style?: components["schemas"]["Style"] & unknown;
            is_default?: boolean;
        };
        /** @description All the team's tags (at most 500), by name. */
        TagList: {
            data: components["schemas"]["Tag"][];
        };
        Tag: {
            /** @example tag_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            team_id: string;
            name: string;
            /**
             * @description #rrggbb
             * @example #2563eb
             */
            color: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CreateTag: {
            /** @example Spring menu */
            name: string;
            /** @description #rrggbb; default: one of a fixed palette, by name. */
            color?: string;
        };
        UpdateTag: {
            /** @example Spring menu */
            name?: string;
            color?: string;
        };
        UtmTemplateList: {
            data: components["schemas"]["UtmTemplate"][];
            next_cursor: string | null;
        };
        UtmTemplate: {
            /** @example utm_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            name: string;
            source: string | null;
            medium: string | null;
            campaign: string | null;
            term: string | null;
            content: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @example {
         *       "name": "Posters",
         *       "source": "poster",
         *       "medium": "qr"
         *     }
         */
        CreateUtmTemplate: {
            name: string;
            source?: string;
            medium?: string;
            campaign?: string;
            term?: string;
            content?: string;
        };
        UpdateUtmTemplate: {
            name?: string;
            source?: string | null;
            medium?: string | null;
            campaign?: string | null;
            term?: string | null;
            content?: string | null;
        };
        ReportConversion: {
            /**
             * @description The `qr_sid` query parameter the scan brought to your site, as it came.
             * @example qr_01jd6m3q2x8f7k0v9w4c5b1n2z.6f1c2b0e9d8a4c3b8e7f6a5d4c3b2a19.m3x8f7k0.Xq3vJ8l2nYp0aZc4b6d8fg
             */
            scan_id: string;
            /**
             * @description What happened.
             * @example signup
             */
            name: string;
            /**
             * @description What it was worth, in `currency`.
             * @example 49.9
             */
            value?: number;
            /**
             * @description The ISO 4217 currency of `value`, in capitals. Required with `value`.
             * @example EUR
             */
            currency?: string;
            /**
             * @description Your id of the conversion (an order number): a report with an id already reported answers the first one (200), so retries never count twice. Without it, a scan counts once per `name`.
             * @example order-1042
             */
            external_id?: string;
        };
        AbResults: {
            qr_id: string;
            /** @description Scans answered from this version of the code on are counted: the splits' last change. */
            since_version: number | null;
            splits: {
                /** @description `default` for the code's own split, else the rule's id. */
                answered_by: string;
                running: boolean;
                variants: components["schemas"]["VariantResult"][];
            }[];
        };
        VariantResult: {
            /** @description Its index in the split. */
            variant: number;
            /** @description Null once the split has ended. */
            url: string | null;
            weight: number | null;
            scans: number;
            unique_scanners: number;
            conversions: number;
            /** @description Scans with at least one conversion. */
            converted_scans: number;
            /** @description converted_scans / scans (0 without scans). */
            conversion_rate: number;
            /** @description The conversion rate's 95% confidence interval (Wilson score). */
            interval: {
                low: number;
                high: number;
            };
            value: {
                currency: string;
                value: number;
            }[];
            /** @description Two-sided two-proportion z-test (pooled) of this variant's conversion rate against the first variant's; null for the first. */
            against_first: {
                /** @description This rate minus the first variant's. */
                difference: number;
                p_value: number;
                /** @description p < 0.05. */
                significant: boolean;
            } | null;
        };
        Ga4Stream: {
            /** @enum {string} */
            scope: "team" | "code";
            qr_id: string | null;
            /** @example G-ABC123XYZ9 */
            measurement_id: string;
            /**
             * @description The secret is stored sealed and never shown.
             * @enum {boolean}
             */
            api_secret_set: true;
            /** Format: date-time */
            updated_at: string;
        };
        SetGa4Stream: {
            measurement_id: string;
            /** @description A Measurement Protocol API secret of the stream (GA4 → Admin → Data streams). */
            api_secret: string;
        };
        AddDomain: {
            /**
             * @description A hostname of yours (not an IP address, wildcard or single label, nor this service's own); Unicode names are kept in punycode.
             * @example go.brand.com
             */
            hostname: string;
        };
        DomainList: {
            data: components["schemas"]["Domain"][];
            next_cursor: null;
        };
        UpdateDomain: {
            /**
             * @description An http(s) URL on a public host.
             * @example https://example.com/menu
             */
            root_url?: string | null;
            /**
             * @description An http(s) URL on a public host.
             * @example https://example.com/menu
             */
            not_found_url?: string | null;
            /** @description Only a verified domain can be the default. */
            is_default?: boolean;
            /** @description Archive: no new codes; existing codes keep answering forever. `false` unarchives. */
            archived?: boolean;
            /** @description Only on a verified domain: `ios` (an apple-app-site-association) and `android` (assetlinks.json statements), served at their well-known paths. null removes both. */
            app_links?: {
                ios?: components["schemas"]["AppleAppSiteAssociation"];
                android?: components["schemas"]["AssetLinks"];
            } | null;
        };
        /**
         * @description The `apple-app-site-association` file, served at /.well-known/apple-app-site-association.
         * @example {
         *       "applinks": {
         *         "details": [
         *           {
         *             "appIDs": [
         *               "ABCDE12345.com.brand.app"
         *             ],
         *             "components": [
         *               {
         *                 "/": "/*"
         *               }
         *             ]
         *           }
         *         ]
         *       }
         *     }
         */
        AppleAppSiteAssociation: {
            applinks?: {
                apps?: string[];
                details: {
                    appIDs?: string[];
                    appID?: string;
                    paths?: string[];
                    components?: {
                        "/"?: string;
                        "?"?: string | {
                            [key: string]: string;
                        };
                        "#"?: string;
                        exclude?: boolean;
                        comment?: string;
                        caseSensitive?: boolean;
                        percentEncoded?: boolean;
                    }[];
                    defaults?: {
                        caseSensitive?: boolean;
                        percentEncoded?: boolean;
                    };
                }[];
                defaults?: {
                    caseSensitive?: boolean;
                    percentEncoded?: boolean;
                };
                substitutionVariables?: {
                    [key: string]: string[];
                };
            };
            webcredentials?: {
                apps: string[];
            };
            appclips?: {
                apps: string[];
            };
            activitycontinuation?: {
                apps: string[];
            };
        } | null;
        /**
         * @description The `assetlinks.json` statements, served at /.well-known/assetlinks.json.
         * @example [
         *       {
         *         "relation": [
         *           "delegate_permission/common.handle_all_urls"
         *         ],
         *         "target": {
         *           "namespace": "android_app",
         *           "package_name": "com.brand.app",
         *           "sha256_cert_fingerprints": [
         *             "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
         *           ]
         *         }
         *       }
         *     ]
         */
        AssetLinks: {
            relation: string[];
            target: {
                /** @enum {string} */
                namespace: "android_app";
                package_name: string;
                sha256_cert_fingerprints: string[];
            } | {
                /** @enum {string} */
                namespace: "web";
                /** Format: uri */
                site: string;
            };
        }[] | null;
        /** @description What to export, by `kind` and `format`. `zip`: a file per code (and index.csv: name, id, slug, short_url, url). `pdf`: the codes laid out for printing, each with its short URL under it. With `kind: "scans"`, `csv` or `ndjson`: the raw scans of a range (each as `GET /scans` shows it; CSV cells that a spreadsheet would run as a formula start with an apostrophe), within the raw scans' retention. */
        CreateExport: {
            /** @enum {string} */
            kind?: "codes";
            /** @enum {string} */
            format: "zip";
            selection: components["schemas"]["ExportSelection"];
            /**
             * @description The image files of each code (default svg).
             * @default svg
             * @enum {string}
             */
            files?: "svg" | "png" | "both";
            /**
             * @description Width of each image in pixels (default 1024).
             * @default 1024
             */
            size?: number;
            /**
             * @description `slug` (default), `name` (the code's name), or `metadata.<key>` (the code's value at that key): names each code's files (ZIP) or is printed above its short URL (PDF), and orders the codes (numbers in natural order). A code without a name or the key falls back to its slug.
             * @example metadata.table
             */
            name_by?: string;
        } | {
            /** @enum {string} */
            kind?: "codes";
            /** @enum {string} */
            format: "pdf";
            selection: components["schemas"]["ExportSelection"];
            /**
             * @description `a4` or `letter`: a grid of codes with cut marks. `avery-l7160`: A4 sheets of 21 labels (63.5 × 38.1 mm), one code per label, no cut marks.
             * @default a4
             * @enum {string}
             */
            layout?: "a4" | "letter" | "avery-l7160";
            /**
             * @description For `a4` and `letter`: the side of each code, quiet zone included (default 40).
             * @default 40
             */
            code_size_mm?: number;
            /**
             * @description `slug` (default), `name` (the code's name), or `metadata.<key>` (the code's value at that key): names each code's files (ZIP) or is printed above its short URL (PDF), and orders the codes (numbers in natural order). A code without a name or the key falls back to its slug.
             * @example metadata.table
             */
            name_by?: string;
        } | {
            /** @enum {string} */
            kind: "scans";
            /** @enum {string} */
            format: "csv";
            filter?: components["schemas"]["ScanExportFilter"];
        } | {
            /** @enum {string} */
            kind: "scans";
            /** @enum {string} */
            format: "ndjson";
            filter?: components["schemas"]["ScanExportFilter"];
        };
        /** @description Which codes: exactly one of `ids`, `filter`, `bulk_id`. */
        ExportSelection: {
            /** @description These codes, in this order. */
            ids?: string[];
            /** @description Every code that matches, as `GET /qr` filters them; oldest first. */
            filter?: {
                /** @enum {string} */
                status?: "active" | "disabled";
                type?: components["schemas"]["ContentType"] & unknown;
                /** @description Substring of the name, URL or slug (any case). */
                search?: string;
                /** @description Only codes with any of these tags, each by id or by name in any case; repeat the parameter for several (at most 20). */
                tag?: string[];
                metadata_key?: string;
                /** @description With metadata_key: exact value match. */
                metadata_value?: string;
            };
            /** @description The codes one bulk create made (its report's `bulk_id`), in their row order. */
            bulk_id?: string;
        };
        /** @description Which scans: as `GET /scans` filters them. Every scan kept when omitted. */
        ScanExportFilter: {
            /**
             * @description Scans at or after this instant (a date: its UTC midnight).
             * @example 2026-11-01T00:00:00Z
             */
            from?: string;
            /**
             * @description Scans before this instant.
             * @example 2026-11-01T00:00:00Z
             */
            to?: string;
            /** @description Scans of this code (its id). */
            code?: string;
            /** @description Scans of codes with this tag (id or name, in any case). */
            tag?: string;
            /** @description Scans of codes on this hostname (the service's own scan host included). */
            domain?: string;
            country?: string;
            /** @enum {string} */
            device?: "mobile" | "tablet" | "desktop" | "other";
            /** @description `false`: people only; `true`: bots only. */
            bot?: boolean;
        };
        ExportList: {
            data: components["schemas"]["Export"][];
            next_cursor: string | null;
        };
        CreateApiKey: {
            name: string;
            /** @description The team of the key: an API key's own team; with a session, one of the person's. */
            team_id?: string;
            /** @enum {string} */
            preset?: "analytics" | "device_tracking" | "admin";
            permissions?: ("qr:read" | "qr:write" | "analytics:read" | "scans:read" | "conversions:write" | "team:read" | "team:admin")[];
            /**
             * Format: date-time
             * @description When the key stops working.
             */
            expires_at?: string;
            /** @description Limits the key to these folders of the team, for ever: it sees and changes only their codes, and makes codes only there. Such a key holds at most `qr:read`, `qr:write`, `analytics:read` and `scans:read`. */
            folder_ids?: string[];
        };
        ApiKeyList: {
            data: components["schemas"]["ApiKey"][];
            next_cursor: string | null;
        };
        Team: {
            id: string;
            name: string;
            /**
             * @description The caller's role in this team.
             * @enum {string}
             */
            role: "owner" | "admin" | "member" | "viewer";
            /** @description True for the team the request acts in (an API key's own, a session's active one). */
            current: boolean;
            /** @description Members must have two-factor authentication on to act in the team (API keys are not affected). */
            require_two_factor: boolean;
            /** @description Days the audit log keeps an entry (365 to 2,555, seven years); older ones are deleted. */
            audit_retention_days: number;
            /** Format: date-time */
            created_at: string;
        };
        TeamName: {
            name: string;
        };
        TeamSettings: {
            name?: string;
            /** @description Owners only, and only with two-factor on for their own account: every member must then have it on to act in the team. */
            require_two_factor?: boolean;
            /** @description Owners only: days the audit log keeps an entry, 365 (the default) to 2,555 (seven years). */
            audit_retention_days?: number;
        };
        TeamList: {
            data: components["schemas"]["Team"][];
        };
        /** @description Members and pending invitations (never their tokens). */
        Members: {
            members: {
                user_id: string;
                email: string;
                /** @enum {string} */
                role: "owner" | "admin" | "member" | "viewer";
                /** Format: date-time */
                joined_at: string;
            }[];
            invitations: {
                id: string;
                email: string;
                /** @enum {string} */
                role: "owner" | "admin" | "member" | "viewer";
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                expires_at: string;
            }[];
        };
        Invitation: {
            id: string;
            team_id: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "admin" | "member" | "viewer";
            /** @enum {string} */
            status: "pending";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string;
            /** @description Single use; shown only here. The invitee POSTs it to accept_url. */
            token: string;
            accept_url: string;
        };
        InviteMember: {
            email: string;
            /**
             * @default member
             * @enum {string}
             */
            role?: "owner" | "admin" | "member" | "viewer";
        };
        Member: {
            user_id: string;
            team_id: string;
            /** @enum {string} */
            role: "owner" | "admin" | "member" | "viewer";
        };
        ChangeRole: {
            /** @enum {string} */
            role: "owner" | "admin" | "member" | "viewer";
        };
        SsoConnection: {
            /** @description Also the provider id the sign-in names. */
            id: string;
            /** @enum {string} */
            protocol: "oidc" | "saml";
            /** @description OpenID Connect; null for SAML. */
            issuer: string | null;
            /** @description OpenID Connect; null for SAML. */
            client_id: string | null;
            /** @description OpenID Connect: register this as the client's redirect URI at the provider. Null for SAML. */
            redirect_uri: string | null;
            /** @description SAML: the identity provider, as its metadata says. Null for OpenID Connect. */
            saml: {
                /** @description The identity provider's entity id (its assertions' issuer). */
                entity_id: string;
                /** @description Where people sign in at the identity provider. */
                sso_url: string;
                metadata_url: string | null;
                /** @description The certificates its signatures are checked with. */
                certificates: {
                    fingerprint_sha256: string;
                }[];
                /** @description Whether sign-ins the identity provider starts are taken; false: only responses to our own requests. */
                idp_initiated: boolean;
            } | null;
            /** @description SAML: what to give the identity provider. Null for OpenID Connect. */
            service_provider: {
                /** @description Our entity id (the audience): give it to the provider. */
                entity_id: string;
                /** @description Our assertion consumer service (HTTP-POST). */
                acs_url: string;
                /** @description Our SP metadata, for providers that import it. */
                metadata_url: string;
                /** @description Starts a sign-in here (SP-initiated). */
                sign_in_url: string;
            } | null;
            email_domain: string;
            /** @enum {string} */
            default_role: "admin" | "member" | "viewer";
            /** @description Whether the domain's people may sign in only through the provider (once proven). */
            enforced: boolean;
            /** @description The TXT record that proves the team controls the email domain. */
            verification: {
                /** @enum {string} */
                type: "TXT";
                name: string;
                value: string;
            };
            /**
             * Format: date-time
             * @description When DNS proved the domain; nobody signs in through the connection before.
             */
            verified_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        SsoConnectionInput: {
            /**
             * @description `oidc` (OpenID Connect: `issuer`, `client_id`, `client_secret`) or `saml` (SAML 2.0: `metadata_url` or `metadata_xml`).
             * @default oidc
             * @enum {string}
             */
            protocol?: "oidc" | "saml";
            /**
             * @description OpenID Connect: the issuer (https); its discovery document is at `{issuer}/.well-known/openid-configuration`.
             * @example https://login.brand.com
             */
            issuer?: string;
            /** @description OpenID Connect. */
            client_id?: string;
            /** @description OpenID Connect. Stored encrypted; never shown again. */
            client_secret?: string;
            /**
             * @description SAML: where the identity provider publishes its metadata (https); fetched now.
             * @example https://brand.okta.com/app/exk1/sso/saml/metadata
             */
            metadata_url?: string;
            /** @description SAML: the identity provider's metadata document itself, as uploaded. */
            metadata_xml?: string;
            /**
             * @description People with addresses at this domain sign in through the provider and join the team.
             * @example brand.com
             */
            email_domain: string;
            /**
             * @description The role of people who join the team by signing in through it.
             * @default member
             * @enum {string}
             */
            default_role?: "admin" | "member" | "viewer";
            /**
             * @description Once the domain is proven, refuse password and passkey sign-in to its people: they sign in through the provider only.
             * @default false
             */
            enforced?: boolean;
            /** @description SAML: whether a sign-in the identity provider starts (its app tile) is taken, besides those started here. Default true; false takes only responses to our own requests, which closes login CSRF by a posted assertion. */
            idp_initiated?: boolean;
        };
        ScimConnection: {
            enabled: boolean;
            /** @description The SCIM base URL to give the identity provider. */
            base_url: string;
            /** @description The token's first and last characters. */
            token_hint: string | null;
            /** Format: date-time */
            token_created_at: string | null;
        };
        ScimToken: {
            /** @description The bearer token. Shown once; only its hash is kept. */
            token: string;
            token_hint: string;
            base_url: string;
        };
        ScimGroupList: {
            data: components["schemas"]["ScimGroup"][];
        };
        ScimGroup: {
            id: string;
            display_name: string;
            members: number;
            /**
             * @description The team role the group's members get (the highest of their groups'); null: none.
             * @enum {string|null}
             */
            role: "admin" | "member" | "viewer" | null;
            /** @description Or the folder whose access it gives; null: none. */
            folder_id: string | null;
            /** @enum {string|null} */
            folder_access: "none" | "viewer" | "editor" | "owner" | null;
        };
        /** @description A team role (null: none), or a folder and the access its members get there. */
        ScimGroupMapping: {
            /** @enum {string|null} */
            role: "admin" | "member" | "viewer" | null;
        } | {
            folder_id: string;
            /** @enum {string} */
            folder_access: "viewer" | "editor" | "owner";
        };
        ActivityList: {
            data: components["schemas"]["Activity"][];
            next_cursor: string | null;
        };
        EventList: {
            data: components["schemas"]["Event"][];
            next_cursor: string | null;
        };
        /** @description What happened in a team, the same object pulled from `GET /events` and pushed to webhooks: `data` is the resource as its own routes show it. */
        Event: components["schemas"]["CodeEvent"] | components["schemas"]["CodeUpdatedEvent"] | components["schemas"]["ScanBatchEvent"] | components["schemas"]["ConversionEvent"] | components["schemas"]["DomainEvent"] | components["schemas"]["ExportEvent"] | components["schemas"]["MemberEvent"] | components["schemas"]["KeyEvent"] | components["schemas"]["AuditEvent"];
        CreatedWebhook: components["schemas"]["Webhook"] & {
            /**
             * @description The signing secret (`whsec_…`). Shown once; stored encrypted.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        /** @enum {string} */
        EventType: "code.created" | "code.updated" | "code.deleted" | "code.paused" | "code.resumed" | "code.expired" | "code.cap_reached" | "code.flagged" | "code.taken_down" | "scan.batch" | "conversion.created" | "domain.verified" | "domain.certificate_failed" | "export.succeeded" | "export.failed" | "member.joined" | "member.removed" | "key.created" | "key.revoked" | "audit.entry";
        Webhook: {
            /** @example wh_01jd6m3q2x8f7k0v9w4c5b1n2z */
            id: string;
            team_id: string;
            url: string;
            description: string | null;
            events: components["schemas"]["EventType"][];
            filter: {
                code_ids: string[];
                tags: string[];
                domains: string[];
                folders: string[];
            };
            enabled: boolean;
            /** @description Why the service turned it off (it answered 410 Gone, or failed for 5 days); null otherwise. */
            disabled_reason: string | null;
            max_in_flight: number;
            /**
             * Format: date-time
             * @description Since when every attempt has failed; null once one succeeds.
             */
            failing_since: string | null;
            /**
             * Format: date-time
             * @description After a rotation: until when the previous secret signs beside the new one.
             */
            previous_secret_expires_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CreateWebhook: {
            /**
             * @description Where events are POSTed: https, on a public host (no credentials, private, loopback or reserved addresses, or hosts of this service). Redirects are not followed.
             * @example https://hooks.example.com/qr
             */
            url: string;
            /** @description The event types to receive. */
            events: components["schemas"]["EventType"][];
            description?: string | null;
            filter?: components["schemas"]["WebhookFilter"];
            /** @default true */
            enabled?: boolean;
            /**
             * @description Requests sent to the endpoint at once, at most (1-20, default 5).
             * @default 5
             */
            max_in_flight?: number;
        };
        /** @description Which codes' events and scans the endpoint receives; every part given must match. Code events and `scan.batch` are filtered (a batch carries only the scans of matching codes, and none is sent when no scan matches); `domain.*` events by `domains`; other events are not about a code and always sent. */
        WebhookFilter: {
            /** @description Only these codes (their ids). */
            code_ids?: string[];
            /** @description Only codes with one of these tags (each an id or a name, in any case, of the team's tags; kept as ids, so renaming a tag keeps the filter). */
            tags?: string[];
            /** @description Only codes on one of these hostnames (the service's own scan host included). */
            domains?: string[];
            /** @description Only codes in one of these folders (their ids), as they are when the event is sent. */
            folders?: string[];
        };
        WebhookList: {
            data: components["schemas"]["Webhook"][];
            next_cursor: string | null;
        };
        UpdateWebhook: {
            /**
             * @description Where events are POSTed: https, on a public host (no credentials, private, loopback or reserved addresses, or hosts of this service). Redirects are not followed.
             * @example https://hooks.example.com/qr
             */
            url?: string;
            /** @description The event types to receive. */
            events?: components["schemas"]["EventType"][];
            description?: string | null;
            filter?: components["schemas"]["WebhookFilter"];
            /** @description `false` stops new deliveries (events still happen: `GET /events` and a replay have them for 30 days); `true` sends the deliveries that were already waiting, and clears the reason the service turned it off for. */
            enabled?: boolean;
            /** @description Requests sent to the endpoint at once, at most (1-20, default 5). */
            max_in_flight?: number;
        };
        RotatedWebhookSecret: {
            /** @description The new signing secret. Shown once. */
            secret: string;
            /**
             * Format: date-time
             * @description Until then, requests carry a signature of the old secret beside the new one.
             */
            previous_secret_expires_at: string;
        };
        WebhookDelivery: {
            /**
             * @description Also the `webhook-id` header of every attempt.
             * @example msg_01jd6m3q2x8f7k0v9w4c5b1n2z
             */
            id: string;
            webhook_id: string;
            event_id: string;
            event_type: string;
            /**
             * @description `pending` (waiting for its next attempt), `sending`, `succeeded` or `failed` (its retries spent).
             * @enum {string}
             */
            status: "pending" | "sending" | "succeeded" | "failed";
            attempt_count: number;
            /** Format: date-time */
            next_attempt_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description Each attempt, the latest first (at most 20). */
            attempts: components["schemas"]["WebhookAttempt"][];
        };
        WebhookAttempt: {
            attempt: number;
            /** Format: date-time */
            at: string;
            /** @description The receiver's HTTP status; null when none came. */
            status: number | null;
            latency_ms: number;
            /** @description The first 1 KB of the answer, or why there was none. */
            response: string;
            /**
             * Format: date-time
             * @description When it is tried again after this attempt.
             */
            next_attempt_at: string | null;
        };
        WebhookDeliveryList: {
            data: components["schemas"]["WebhookDelivery"][];
            next_cursor: string | null;
        };
        ReplayedWebhook: {
            /** @description Deliveries queued again or for the first time. */
            queued: number;
        };
        ReplayWebhook: {
            /**
             * @description Every event since this instant (at most 30 days ago).
             * @example 2026-11-01T00:00:00Z
             */
            since: string;
        };
        ScanList: {
            data: components["schemas"]["Scan"][];
            next_cursor: string | null;
        };
        Account: {
            id: string;
            email: string;
            name: string | null;
            email_verified: boolean;
            /** Format: date-time */
            created_at: string;
            /** @description The team the session acts in. */
            team_id: string | null;
            /** @enum {string|null} */
            role: "owner" | "admin" | "member" | "viewer" | null;
            /** @description Signing in asks for a code from an authenticator app (or a recovery code). */
            two_factor_enabled: boolean;
            /** @description How many passkeys can sign in to the account. */
            passkeys: number;
            /** @description The team the session acts in requires two-factor and the person has not turned it on: its routes answer 403 `two_factor_required` until they do. */
            two_factor_required: boolean;
        };
        SessionList: {
            data: {
                id: string;
                /** @description True for the session making this request. */
                current: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                expires_at: string;
                /**
                 * Format: date-time
                 * @description When the session was last used, to within a day (it is renewed at most daily).
                 */
                last_active_at: string;
                /**
                 * @description Browser and system, from the user agent.
                 * @example Chrome on macOS
                 */
                device: string;
                /** @description Where the sign-in came from (ISO country code), when known. */
                country: string | null;
                ip_address: string | null;
                user_agent: string | null;
            }[];
        };
        EndedSessions: {
            /** @description Sessions signed out. */
            ended: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "health.check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description [`database_unavailable`](/api/v1/docs/errors#database_unavailable): Database unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "invitations.accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitation"];
            };
        };
        responses: {
            /** @description Joined; the API key is shown only here. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedInvitation"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`invitation_for_another`](/api/v1/docs/errors#invitation_for_another): Invitation for another person. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`invitation_not_found`](/api/v1/docs/errors#invitation_not_found): Invitation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`invitation_used`](/api/v1/docs/errors#invitation_used): Invitation already used. [`already_member`](/api/v1/docs/errors#already_member): Already a member. [`concurrent_change`](/api/v1/docs/errors#concurrent_change): Concurrent change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`invitation_expired`](/api/v1/docs/errors#invitation_expired): Invitation expired. [`invitation_revoked`](/api/v1/docs/errors#invitation_revoked): Invitation revoked. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "abuseReports.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AbuseReportInput"];
            };
        };
        responses: {
            /** @description Received: our team will look at it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AbuseReportReceived"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`abuse_reports_limited`](/api/v1/docs/errors#abuse_reports_limited): Too many reports. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "sso.lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SsoLookupInput"];
            };
        };
        responses: {
            /** @description The provider. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoLookup"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`sso_not_configured`](/api/v1/docs/errors#sso_not_configured): Single sign-on not configured. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.bulkCreate": {
        parameters: {
            query?: {
                /** @description For a CSV upload: `all_or_nothing` (default) or `partial`. */
                mode?: "all_or_nothing" | "partial";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["BulkCreateQrCodes"];
                "text/csv": string;
            };
        };
        responses: {
            /** @description The report: each row created or failed, in order. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkCreateReport"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. [`slug_taken`](/api/v1/docs/errors#slug_taken): Slug taken. [`concurrent_change`](/api/v1/docs/errors#concurrent_change): Concurrent change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. [`destination_blocked`](/api/v1/docs/errors#destination_blocked): Destination blocked. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.bulkUpdate": {
        parameters: {
            query?: {
                /** @description For a CSV upload: `all_or_nothing` (default) or `partial`. */
                mode?: "all_or_nothing" | "partial";
                /** @description How each row names its code: `id` (default), or `metadata.<key>` for the code whose metadata has that value at that key (it must be the only one). */
                match_by?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["BulkUpdateQrCodes"];
                "text/csv": string;
            };
        };
        responses: {
            /** @description The report: each row updated or failed, in order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkUpdateReport"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. [`concurrent_change`](/api/v1/docs/errors#concurrent_change): Concurrent change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. [`destination_blocked`](/api/v1/docs/errors#destination_blocked): Destination blocked. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.bulkDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkDeleteQrCodes"];
            };
        };
        responses: {
            /** @description The report: each id deleted or failed, in order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkDeleteReport"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoveCodes"];
            };
        };
        responses: {
            /** @description What became of each id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveResult"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`folder_access_insufficient`](/api/v1/docs/errors#folder_access_insufficient): Folder access insufficient. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`folder_not_found`](/api/v1/docs/errors#folder_not_found): Folder not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.list": {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 20). */
                limit?: number;
                /** @description `next_cursor` of the previous page. */
                cursor?: string;
                /** @description The team whose codes to list: an API key's own team; with a session, one of the person's. */
                team_id?: string;
                status?: "active" | "disabled";
                /** @description Only codes of this type. */
                type?: components["schemas"]["ContentType"] & unknown;
                /** @description Substring of the name, URL or slug (any case). */
                search?: string;
                /** @description Only codes with any of these tags, each by id or by name in any case; repeat the parameter for several (at most 20). */
                tag?: string[];
                /** @description `-created` (newest first, the default), `created`, `name` (named codes A–Z, then the rest), `-scans_7d` (most scanned in the last 7 days; needs `analytics:read`). */
                sort?: "-created" | "created" | "name" | "-scans_7d";
                metadata_key?: string;
                /** @description With metadata_key: exact value match. */
                metadata_value?: string;
                /** @description Only the codes one bulk create made (its report's `bulk_id`). */
                bulk_id?: string;
                /** @description Only the codes in this folder (its id); `none`: the codes in no folder. */
                folder?: string;
                /** @description Only the codes whose UTM campaign (`utm.campaign`) is this. */
                campaign?: string;
                /** @description Only the codes printing this hostname (a branded domain, or the service's own scan host). */
                domain?: string;
                /** @description `scans_7d` adds each code's scans of the last 7 days (needs `analytics:read` too). */
                include?: "scans_7d";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of codes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrCodeList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateQrCode"];
            };
        };
        responses: {
            /** @description Created; `Location` points to the new code. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrCode"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. [`slug_taken`](/api/v1/docs/errors#slug_taken): Slug taken. [`concurrent_change`](/api/v1/docs/errors#concurrent_change): Concurrent change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. [`destination_blocked`](/api/v1/docs/errors#destination_blocked): Destination blocked. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrCode"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateQrCode"];
            };
        };
        responses: {
            /** @description The updated code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrCode"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`destination_blocked`](/api/v1/docs/errors#destination_blocked): Destination blocked. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "folders.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The folders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FolderList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "folders.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFolder"];
            };
        };
        responses: {
            /** @description The folder. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Folder"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`folder_access_insufficient`](/api/v1/docs/errors#folder_access_insufficient): Folder access insufficient. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. [`folder_exists`](/api/v1/docs/errors#folder_exists): Folder exists. [`folder_limit_reached`](/api/v1/docs/errors#folder_limit_reached): Folder limit reached. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "folders.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The folder. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Folder"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`folder_not_found`](/api/v1/docs/errors#folder_not_found): Folder not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "folders.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`folder_access_insufficient`](/api/v1/docs/errors#folder_access_insufficient): Folder access insufficient. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`folder_not_found`](/api/v1/docs/errors#folder_not_found): Folder not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`folder_not_empty`](/api/v1/docs/errors#folder_not_empty): Folder not empty. [`folder_in_use`](/api/v1/docs/errors#folder_in_use): Folder in use. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "folders.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFolder"];
            };
        };
        responses: {
            /** @description The folder. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Folder"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`folder_access_insufficient`](/api/v1/docs/errors#folder_access_insufficient): Folder access insufficient. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`folder_not_found`](/api/v1/docs/errors#folder_not_found): Folder not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`folder_exists`](/api/v1/docs/errors#folder_exists): Folder exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "folders.members": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team's members and their access. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FolderMemberList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`folder_access_insufficient`](/api/v1/docs/errors#folder_access_insufficient): Folder access insufficient. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`folder_not_found`](/api/v1/docs/errors#folder_not_found): Folder not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "folders.setAccess": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetFolderAccess"];
            };
        };
        responses: {
            /** @description The member's access. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user_id: string;
                        access: components["schemas"]["FolderAccess"] & unknown;
                    };
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`folder_access_insufficient`](/api/v1/docs/errors#folder_access_insufficient): Folder access insufficient. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`folder_not_found`](/api/v1/docs/errors#folder_not_found): Folder not found. [`member_not_found`](/api/v1/docs/errors#member_not_found): Member not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "folders.removeAccess": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`folder_access_insufficient`](/api/v1/docs/errors#folder_access_insufficient): Folder access insufficient. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`folder_not_found`](/api/v1/docs/errors#folder_not_found): Folder not found. [`member_not_found`](/api/v1/docs/errors#member_not_found): Member not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "products.list": {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 50). */
                limit?: number;
                /** @description `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Only the products on this branded domain. */
                domain?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Gs1ProductList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.versions": {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 20). */
                limit?: number;
                /** @description `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of versions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.restore": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code, now at a new version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrCode"];
                };
            };
            /** @description [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. [`version_not_found`](/api/v1/docs/errors#version_not_found): Version not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`destination_blocked`](/api/v1/docs/errors#destination_blocked): Destination blocked. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.scheduledChanges": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pending changes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledChangeList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.schedule": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateScheduledChange"];
            };
        };
        responses: {
            /** @description The scheduled change. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledChangeCreated"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. [`destination_blocked`](/api/v1/docs/errors#destination_blocked): Destination blocked. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.cancelScheduledChange": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                change_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelledScheduledChange"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. [`scheduled_change_not_found`](/api/v1/docs/errors#scheduled_change_not_found): Scheduled change not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.analytics": {
        parameters: {
            query?: {
                /** @description First UTC day included; default: the day the code was created, or the earliest day the interval's longest range allows. */
                from?: string;
                /** @description Last UTC day included; default: today. */
                to?: string;
                /** @description `previous` adds `previous`: the totals of the period of the same length that ends the day before `from`. */
                compare?: "previous";
                /** @description `buckets`: `timeseries`, one object per day or hour of the range. `compact`: `series` instead, only the buckets with scans (`[offset, scans, uniqueScans]`), which stays small over a long range; the client libraries expand it. */
                series?: "buckets" | "compact";
                /** @description Time series bucket. A range spans at most 3660 days with `day` and 31 with `hour` (422 past that); dates run from 2000-01-01 to 9999-12-31. */
                interval?: "day" | "hour";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The analytics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Analytics"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "analytics.team": {
        parameters: {
            query?: {
                /** @description First UTC day included; default: the day the code was created, or the earliest day the interval's longest range allows. */
                from?: string;
                /** @description Last UTC day included; default: today. */
                to?: string;
                /** @description `previous` adds `previous`: the totals of the period of the same length that ends the day before `from`. */
                compare?: "previous";
                /** @description `buckets`: `timeseries`, one object per day or hour of the range. `compact`: `series` instead, only the buckets with scans (`[offset, scans, uniqueScans]`), which stays small over a long range; the client libraries expand it. */
                series?: "buckets" | "compact";
                /** @description Time series bucket. A range spans at most 3660 days with `day` and 31 with `hour` (422 past that); dates run from 2000-01-01 to 9999-12-31. */
                interval?: "day" | "hour";
                /** @description Only the team's codes whose UTM campaign (`utm.campaign`) is this; unique scans are then the sum of each code's. */
                campaign?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team's analytics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamAnalytics"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.clicks": {
        parameters: {
            query?: {
                /** @description Clicks at or after this instant (a date: its UTC midnight). */
                from?: string;
                /** @description Clicks before this instant. */
                to?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code's clicks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Clicks"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.image": {
        parameters: {
            query?: {
                /** @description svg (image/svg+xml), png (image/png), or vector files for print: pdf (application/pdf) and eps (application/postscript), `size` × 0.75 points wide (a pixel at 96 dpi), with every module, eye, gradient and frame text as vector paths. */
                format?: "svg" | "png" | "pdf" | "eps";
                /** @description Width in pixels (for pdf and eps, × 0.75 points). */
                size?: number;
                fg?: string;
                bg?: string | "transparent";
                /** @description Quiet zone in modules, 2-20 (default 4). */
                margin?: number;
                /** @description Error correction L, M, Q or H (default M). A code with a logo always gets H. */
                ecl?: "L" | "M" | "Q" | "H";
                module_shape?: "square" | "rounded" | "dots";
                eye_shape?: "square" | "rounded";
                /** @description A gradient over the dark modules, from `fg` to `gradient_to` (default none). */
                gradient?: "none" | "linear" | "radial";
                /** @description The gradient's end colour; it must contrast with bg as fg does. */
                gradient_to?: string;
                gradient_angle?: number | null;
                /** @description `label` (text under the code), `banner` (text on a band under it), `box` (a border with the band inside); default none. */
                frame?: "none" | "label" | "banner" | "box";
                /** @description The call to action, up to 32 characters of Latin script, drawn as outlines (it looks the same everywhere). */
                frame_text?: string;
                frame_color?: string;
                /** @description A logo's id, or `none` to draw none. */
                logo_id?: string;
                logo_size?: number;
                /** @description 1 adds Content-Disposition: attachment. */
                download?: "0" | "1";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                    "image/png": string;
                    "application/pdf": string;
                    "application/postscript": string;
                };
            };
            /** @description Not modified (If-None-Match). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.printCheck": {
        parameters: {
            query?: {
                /** @description How wide the code was printed, quiet zone included, in millimetres: the answer then says from how far it reads. */
                printed_width_mm?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrintCheck"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "logos.list": {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 50). */
                limit?: number;
                /** @description `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of logos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "logos.upload": {
        parameters: {
            query?: {
                /** @description A name to find it by (default: logo-<id>). */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/png": string;
                "image/jpeg": string;
                "image/svg+xml": string;
            };
        };
        responses: {
            /** @description The logo. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Logo"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "logos.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The logo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Logo"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`logo_not_found`](/api/v1/docs/errors#logo_not_found): Logo not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "logos.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`logo_not_found`](/api/v1/docs/errors#logo_not_found): Logo not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`logo_in_use`](/api/v1/docs/errors#logo_in_use): Logo in use. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "logos.file": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/svg+xml": string;
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`logo_not_found`](/api/v1/docs/errors#logo_not_found): Logo not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "files.list": {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 50). */
                limit?: number;
                /** @description `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of files. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "files.upload": {
        parameters: {
            query?: {
                /** @description The file's name, shown on its page and given to downloads (default: document-<id> or image-<id>). */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/pdf": string;
                "image/png": string;
                "image/jpeg": string;
                "image/gif": string;
                "image/webp": string;
            };
        };
        responses: {
            /** @description The file. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "files.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`file_not_found`](/api/v1/docs/errors#file_not_found): File not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "files.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`file_not_found`](/api/v1/docs/errors#file_not_found): File not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`file_in_use`](/api/v1/docs/errors#file_in_use): File in use. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "files.content": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "image/gif": string;
                    "image/webp": string;
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`file_not_found`](/api/v1/docs/errors#file_not_found): File not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "designs.list": {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 50). */
                limit?: number;
                /** @description `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of designs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DesignList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "designs.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDesign"];
            };
        };
        responses: {
            /** @description The design. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Design"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "designs.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The design. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Design"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`design_not_found`](/api/v1/docs/errors#design_not_found): Design not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "designs.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`design_not_found`](/api/v1/docs/errors#design_not_found): Design not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "designs.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDesign"];
            };
        };
        responses: {
            /** @description The design. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Design"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`design_not_found`](/api/v1/docs/errors#design_not_found): Design not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "tags.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team's tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "tags.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTag"];
            };
        };
        responses: {
            /** @description The tag. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. [`tag_exists`](/api/v1/docs/errors#tag_exists): Tag already exists. [`tag_limit_reached`](/api/v1/docs/errors#tag_limit_reached): Tag limit reached. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "tags.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`tag_not_found`](/api/v1/docs/errors#tag_not_found): Tag not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`tag_in_use`](/api/v1/docs/errors#tag_in_use): Tag in use by a webhook. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "tags.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTag"];
            };
        };
        responses: {
            /** @description The tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`tag_not_found`](/api/v1/docs/errors#tag_not_found): Tag not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`tag_exists`](/api/v1/docs/errors#tag_exists): Tag already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "utmTemplates.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team's templates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UtmTemplateList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "utmTemplates.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUtmTemplate"];
            };
        };
        responses: {
            /** @description The template. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UtmTemplate"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. [`utm_template_exists`](/api/v1/docs/errors#utm_template_exists): UTM template exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "utmTemplates.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`utm_template_not_found`](/api/v1/docs/errors#utm_template_not_found): UTM template not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "utmTemplates.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUtmTemplate"];
            };
        };
        responses: {
            /** @description The template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UtmTemplate"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`utm_template_not_found`](/api/v1/docs/errors#utm_template_not_found): UTM template not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`utm_template_exists`](/api/v1/docs/errors#utm_template_exists): UTM template exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "conversions.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportConversion"];
            };
        };
        responses: {
            /** @description The conversion reported before (a retry). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversion"];
                };
            };
            /** @description The conversion, stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversion"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`conversion_conflict`](/api/v1/docs/errors#conversion_conflict): Conversion conflicts. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`conversions_not_configured`](/api/v1/docs/errors#conversions_not_configured): Conversions not configured. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.abResults": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AbResults"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "googleAnalytics.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream (never its secret). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ga4Stream"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`google_analytics_not_configured`](/api/v1/docs/errors#google_analytics_not_configured): No GA4 stream. [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "googleAnalytics.set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetGa4Stream"];
            };
        };
        responses: {
            /** @description The stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ga4Stream"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "googleAnalytics.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`google_analytics_not_configured`](/api/v1/docs/errors#google_analytics_not_configured): No GA4 stream. [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.googleAnalytics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream (never its secret). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ga4Stream"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`google_analytics_not_configured`](/api/v1/docs/errors#google_analytics_not_configured): No GA4 stream. [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.setGoogleAnalytics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetGa4Stream"];
            };
        };
        responses: {
            /** @description The stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ga4Stream"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.deleteGoogleAnalytics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`google_analytics_not_configured`](/api/v1/docs/errors#google_analytics_not_configured): No GA4 stream. [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "domains.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domains. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "domains.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddDomain"];
            };
        };
        responses: {
            /** @description The domain, pending. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. [`domain_exists`](/api/v1/docs/errors#domain_exists): Domain already added. [`domain_limit_reached`](/api/v1/docs/errors#domain_limit_reached): Domain limit reached. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "domains.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`domain_not_found`](/api/v1/docs/errors#domain_not_found): Domain not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "domains.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`domain_not_found`](/api/v1/docs/errors#domain_not_found): Domain not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`domain_in_use`](/api/v1/docs/errors#domain_in_use): Domain in use. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "domains.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDomain"];
            };
        };
        responses: {
            /** @description The domain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`domain_not_found`](/api/v1/docs/errors#domain_not_found): Domain not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`domain_not_verified`](/api/v1/docs/errors#domain_not_verified): Domain not verified. [`concurrent_change`](/api/v1/docs/errors#concurrent_change): Concurrent change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "domains.verify": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain after the check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`domain_not_found`](/api/v1/docs/errors#domain_not_found): Domain not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`domain_taken`](/api/v1/docs/errors#domain_taken): Domain taken. [`domain_claim_expired`](/api/v1/docs/errors#domain_claim_expired): Domain claim expired. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "exports.list": {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 20). */
                limit?: number;
                /** @description `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of exports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "exports.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateExport"];
            };
        };
        responses: {
            /** @description The export, queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Export"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "exports.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Export"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`export_not_found`](/api/v1/docs/errors#export_not_found): Export not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "exports.file": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP, the PDF, the CSV or the NDJSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                    "application/pdf": string;
                    "text/csv": string;
                    "application/x-ndjson": string;
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`export_not_found`](/api/v1/docs/errors#export_not_found): Export not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`export_not_ready`](/api/v1/docs/errors#export_not_ready): Export not ready. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "keys.list": {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 100). */
                limit?: number;
                /** @description `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "keys.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKey"];
            };
        };
        responses: {
            /** @description Created; the secret is shown only here. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`role_insufficient`](/api/v1/docs/errors#role_insufficient): Role insufficient. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "keys.revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`role_insufficient`](/api/v1/docs/errors#role_insufficient): Role insufficient. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_not_found`](/api/v1/docs/errors#api_key_not_found): API key not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The teams. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamName"];
            };
        };
        responses: {
            /** @description The new team. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`role_insufficient`](/api/v1/docs/errors#role_insufficient): Role insufficient. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamSettings"];
            };
        };
        responses: {
            /** @description The team. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`role_insufficient`](/api/v1/docs/errors#role_insufficient): Role insufficient. [`two_factor_required`](/api/v1/docs/errors#two_factor_required): Two-factor authentication required. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.leave": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Left. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`last_owner`](/api/v1/docs/errors#last_owner): Last owner. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.activate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`account_request_refused`](/api/v1/docs/errors#account_request_refused): Account request refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.members": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Members and invitations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Members"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.invite": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteMember"];
            };
        };
        responses: {
            /** @description The invitation, with its token. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`role_insufficient`](/api/v1/docs/errors#role_insufficient): Role insufficient. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. [`already_member`](/api/v1/docs/errors#already_member): Already a member. [`invitation_pending`](/api/v1/docs/errors#invitation_pending): Invitation pending. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.removeMember": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`role_insufficient`](/api/v1/docs/errors#role_insufficient): Role insufficient. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. [`member_not_found`](/api/v1/docs/errors#member_not_found): Member not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`last_owner`](/api/v1/docs/errors#last_owner): Last owner. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.changeRole": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeRole"];
            };
        };
        responses: {
            /** @description The member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`role_insufficient`](/api/v1/docs/errors#role_insufficient): Role insufficient. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. [`member_not_found`](/api/v1/docs/errors#member_not_found): Member not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`last_owner`](/api/v1/docs/errors#last_owner): Last owner. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.revokeInvitation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`role_insufficient`](/api/v1/docs/errors#role_insufficient): Role insufficient. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. [`invitation_not_found`](/api/v1/docs/errors#invitation_not_found): Invitation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`invitation_used`](/api/v1/docs/errors#invitation_used): Invitation already used. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.sso": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoConnection"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. [`sso_not_configured`](/api/v1/docs/errors#sso_not_configured): Single sign-on not configured. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.setSso": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SsoConnectionInput"];
            };
        };
        responses: {
            /** @description The connection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoConnection"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`role_insufficient`](/api/v1/docs/errors#role_insufficient): Role insufficient. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`sso_metadata_unusable`](/api/v1/docs/errors#sso_metadata_unusable): SAML metadata unusable. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.removeSso": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`role_insufficient`](/api/v1/docs/errors#role_insufficient): Role insufficient. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. [`sso_not_configured`](/api/v1/docs/errors#sso_not_configured): Single sign-on not configured. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.verifySso": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection, proven. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoConnection"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. [`role_insufficient`](/api/v1/docs/errors#role_insufficient): Role insufficient. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. [`sso_not_configured`](/api/v1/docs/errors#sso_not_configured): Single sign-on not configured. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`sso_domain_unverified`](/api/v1/docs/errors#sso_domain_unverified): SSO domain not proven yet. [`sso_domain_taken`](/api/v1/docs/errors#sso_domain_taken): SSO domain taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.scim": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimConnection"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.disableScim": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Turned off. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. [`scim_not_enabled`](/api/v1/docs/errors#scim_not_enabled): SCIM not enabled. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.newScimToken": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token, shown once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimToken"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`sso_not_verified`](/api/v1/docs/errors#sso_not_verified): Single sign-on not verified. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.scimGroups": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimGroupList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.setScimGroupRole": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                groupId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScimGroupMapping"];
            };
        };
        responses: {
            /** @description The group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimGroup"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. [`scim_group_not_found`](/api/v1/docs/errors#scim_group_not_found): SCIM group not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "teams.activity": {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 50). */
                limit?: number;
                /** @description `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`team_not_found`](/api/v1/docs/errors#team_not_found): Team not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "auditLog.list": {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 50). */
                limit?: number;
                /** @description `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Only entries by this actor: a user id, an API key id, or `system`. */
                actor?: string;
                /** @description One action (`qr.created`), or every action of a kind (`qr.*`, `account.*`). */
                action?: string;
                /** @description Only entries about this object (a code's, key's, member's… id). */
                target?: string;
                /** @description Entries at or after this instant. */
                from?: string;
                /** @description Entries before this instant. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "auditLog.export": {
        parameters: {
            query: {
                /** @description `csv` (one row an entry) or `ndjson`. */
                format: "csv" | "ndjson";
                /** @description Only entries by this actor: a user id, an API key id, or `system`. */
                actor?: string;
                /** @description One action (`qr.created`), or every action of a kind (`qr.*`, `account.*`). */
                action?: string;
                /** @description Only entries about this object (a code's, key's, member's… id). */
                target?: string;
                /** @description Entries at or after this instant. */
                from?: string;
                /** @description Entries before this instant. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/x-ndjson": string;
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "events.list": {
        parameters: {
            query?: {
                /** @description Only these types (comma-separated, or the parameter repeated). */
                type?: string;
                /** @description Events after this one (an event id, the last one you saw) or after this instant (ISO 8601). Default: 30 days ago. */
                after?: string;
                limit?: number;
                /** @description `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "webhooks.list": {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 20). */
                limit?: number;
                /** @description `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "webhooks.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhook"];
            };
        };
        responses: {
            /** @description Added; the secret is shown only here. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhook"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. [`webhook_limit_reached`](/api/v1/docs/errors#webhook_limit_reached): Webhook limit reached. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "webhooks.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`webhook_not_found`](/api/v1/docs/errors#webhook_not_found): Webhook not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "webhooks.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`webhook_not_found`](/api/v1/docs/errors#webhook_not_found): Webhook not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "webhooks.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhook"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`webhook_not_found`](/api/v1/docs/errors#webhook_not_found): Webhook not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "webhooks.rotateSecret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedWebhookSecret"];
                };
            };
            /** @description [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`webhook_not_found`](/api/v1/docs/errors#webhook_not_found): Webhook not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "webhooks.test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`webhook_not_found`](/api/v1/docs/errors#webhook_not_found): Webhook not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "webhooks.deliveries": {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 20). */
                limit?: number;
                /** @description `next_cursor` of the previous page. */
                cursor?: string;
                status?: "pending" | "sending" | "succeeded" | "failed";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`webhook_not_found`](/api/v1/docs/errors#webhook_not_found): Webhook not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "webhooks.retryDelivery": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`webhook_not_found`](/api/v1/docs/errors#webhook_not_found): Webhook not found. [`delivery_not_found`](/api/v1/docs/errors#delivery_not_found): Delivery not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "webhooks.replay": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplayWebhook"];
            };
        };
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplayedWebhook"];
                };
            };
            /** @description [`malformed_request`](/api/v1/docs/errors#malformed_request): Malformed request. [`idempotency_key_invalid`](/api/v1/docs/errors#idempotency_key_invalid): Invalid Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`webhook_not_found`](/api/v1/docs/errors#webhook_not_found): Webhook not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_in_progress`](/api/v1/docs/errors#idempotency_in_progress): Request in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`body_too_large`](/api/v1/docs/errors#body_too_large): Body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`unsupported_media_type`](/api/v1/docs/errors#unsupported_media_type): Unsupported media type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. [`idempotency_key_reused`](/api/v1/docs/errors#idempotency_key_reused): Idempotency-Key reused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "codes.scans": {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 50). */
                limit?: number;
                /** @description `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Scans at or after this instant (a date: its UTC midnight). */
                from?: string;
                /** @description Scans before this instant. */
                to?: string;
                country?: string;
                device?: "mobile" | "tablet" | "desktop" | "other";
                /** @description `false`: people only; `true`: bots only. */
                bot?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of scans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScanList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`qr_not_found`](/api/v1/docs/errors#qr_not_found): QR code not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "scans.list": {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 50). */
                limit?: number;
                /** @description `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Scans at or after this instant (a date: its UTC midnight). */
                from?: string;
                /** @description Scans before this instant. */
                to?: string;
                /** @description Scans of codes with this tag (id or name, in any case). */
                tag?: string;
                /** @description Scans of codes on this hostname (the service's own scan host included). */
                domain?: string;
                country?: string;
                device?: "mobile" | "tablet" | "desktop" | "other";
                /** @description `false`: people only; `true`: bots only. */
                bot?: "true" | "false";
                /** @description Scans of this code (its id). */
                code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of scans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScanList"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "account.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description [`account_request_refused`](/api/v1/docs/errors#account_request_refused): Account request refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. [`session_expired`](/api/v1/docs/errors#session_expired): Session expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "account.sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionList"];
                };
            };
            /** @description [`account_request_refused`](/api/v1/docs/errors#account_request_refused): Account request refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. [`session_expired`](/api/v1/docs/errors#session_expired): Session expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "account.signOutOthers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many sessions ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndedSessions"];
                };
            };
            /** @description [`account_request_refused`](/api/v1/docs/errors#account_request_refused): Account request refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. [`session_expired`](/api/v1/docs/errors#session_expired): Session expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "account.endSession": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`account_request_refused`](/api/v1/docs/errors#account_request_refused): Account request refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`api_key_missing`](/api/v1/docs/errors#api_key_missing): API key missing. [`api_key_invalid`](/api/v1/docs/errors#api_key_invalid): API key not valid. [`session_expired`](/api/v1/docs/errors#session_expired): Session expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`permission_missing`](/api/v1/docs/errors#permission_missing): Permission missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`session_not_found`](/api/v1/docs/errors#session_not_found): Session not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`validation_failed`](/api/v1/docs/errors#validation_failed): Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/api/v1/docs/errors#rate_limited): Rate limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
