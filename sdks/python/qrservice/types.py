# Generated from sdks/openapi.json by `pnpm generate-clients`. Do not edit.
"""The API's objects as TypedDicts, one per schema of the OpenAPI document."""

from __future__ import annotations

from typing import Any, Literal, Optional, TypedDict, Union

class CodeEvent(TypedDict):
    """`code.created`: A code was made (one at a time or in bulk). `data`: the code. `code.deleted`: A code was deleted. `data`: the code as it was. `code.paused`: A code was disabled: scans get the 'no longer active' page. `data`: the code. `code.resumed`: A disabled code was enabled again. `data`: the code. `code.expired`: A code's validity ended (`expires_at` passed): scans get its fallback. `data`: the code. `code.cap_reached`: A code reached its `max_scans`: scans get its fallback. `data`: the code. `code.flagged`: A code's destination was found on a blocklist or by the URL-reputation service: scans get a warning. `data`: the code. `code.taken_down`: A code was taken down after an abuse report. `data`: the code."""
    id: str
    created_at: str
    team_id: str
    type: Literal["code.created", "code.deleted", "code.paused", "code.resumed", "code.expired", "code.cap_reached", "code.flagged", "code.taken_down"]
    data: "QrCode"


class _QrCodeRequired(TypedDict):
    id: str
    team_id: str
    type: "ContentType"
    url: str
    content: Union["VcardContent", "LinksContent", "EventContent", "SmsContent", "EmailContent", "PhoneContent", "AppContent", "WifiContent", "Gs1Content", None]
    access: "Access"
    qr_content: str
    domain: str
    slug: str
    name: Union[str, None]
    tags: list["CodeTag"]
    short_url: str
    metadata: dict[str, Union[str, float, bool]]
    style: "Style"
    design_id: Union[str, None]
    folder_id: Union[str, None]
    status: Literal["active", "disabled"]
    forward_query: bool
    rules: list["Rule"]
    starts_at: Union[str, None]
    expires_at: Union[str, None]
    fallback_url: Union[str, None]
    max_scans: Union[int, None]
    scans_capped: bool
    flagged_reason: Union[str, None]
    taken_down_reason: Union[str, None]
    variants: "CodeVariants"
    utm: "Utm"
    track_conversions: bool
    max_scans_per_scanner: Union[int, None]
    version: int
    schedule: list["ScheduledChange"]
    created_at: str
    updated_at: str


class QrCode(_QrCodeRequired, total=False):
    warnings: list[str]
    effective_by: str
    scans_7d: int


ContentType = Literal["url", "vcard", "links", "file", "event", "sms", "email", "phone", "app", "wifi", "gs1"]


class VcardContent(TypedDict, total=False):
    """A business card: the page offers Add to contacts (a vCard file). At least one of `first_name`, `last_name` and `organization` is required."""
    first_name: str
    last_name: str
    organization: str
    title: str
    phones: list[dict[str, Any]]
    emails: list[dict[str, Any]]
    website: str
    address: dict[str, Any]
    note: str
    photo_file_id: str
    photo: "FileFacts"
    accent_color: str


class _FileFactsRequired(TypedDict):
    """The file's name, type, size and (images) dimensions, written by the service beside its id."""
    name: str
    content_type: Literal["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"]
    bytes: int


class FileFacts(_FileFactsRequired, total=False):
    width: int
    height: int


class _LinksContentRequired(TypedDict):
    """A page of up to 20 labelled links; each link's clicks are counted (GET /qr/{id}/clicks)."""
    title: str
    links: list[dict[str, Any]]


class LinksContent(_LinksContentRequired, total=False):
    description: str
    avatar_file_id: str
    avatar: "FileFacts"
    accent_color: str


class _EventContentRequired(TypedDict):
    """An event: the page offers Add to calendar (an .ics file)."""
    title: str
    starts_at: str
    ends_at: str
    time_zone: str


class EventContent(_EventContentRequired, total=False):
    location: str
    description: str
    url: str
    accent_color: str


class _SmsContentRequired(TypedDict):
    """A page with one button that opens Messages with the text filled in."""
    number: str


class SmsContent(_SmsContentRequired, total=False):
    message: str
    accent_color: str


class _EmailContentRequired(TypedDict):
    """A page with one button that opens the mail app, filled in."""
    address: str


class EmailContent(_EmailContentRequired, total=False):
    subject: str
    body: str
    accent_color: str


class _PhoneContentRequired(TypedDict):
    """A page with one button that calls the number."""
    number: str


class PhoneContent(_PhoneContentRequired, total=False):
    accent_color: str


class _AppContentRequired(TypedDict):
    """iPhones and iPads go to `app_store_url`, Android phones to `google_play_url` (routing rules `app_store` and `google_play`, before the code's own), everyone else to `fallback_url`. At least one of `app_store_url` and `google_play_url` is required."""
    fallback_url: str


class AppContent(_AppContentRequired, total=False):
    app_store_url: str
    google_play_url: str


class _WifiContentRequired(TypedDict):
    """A Wi-Fi network, written into the printed QR itself (the `WIFI:` format phones' cameras join): static, it cannot change after printing and has no scans. The password is never shown on a page."""
    ssid: str


class WifiContent(_WifiContentRequired, total=False):
    security: Literal["WPA", "WEP", "none"]
    password: str
    hidden: bool


class _Gs1ContentRequired(TypedDict):
    """A GS1 Digital Link on a verified branded domain: the code's path is its identifier (`/01/{gtin}/10/{lot}`), its scans are resolved as the GS1-Conformant resolver standard says (docs/gs1.md). Without a link marked `default`, the first is."""
    key: dict[str, Any]
    links: list["Gs1Link"]


class Gs1Content(_Gs1ContentRequired, total=False):
    qualifiers: list[dict[str, Any]]
    attributes: list[dict[str, Any]]
    description: str


class _Gs1LinkRequired(TypedDict):
    type: str
    href: str
    title: str


class Gs1Link(_Gs1LinkRequired, total=False):
    languages: list[str]
    context: str
    media_type: str
    default: bool


Access = Union[dict[str, Any], None]


class CodeTag(TypedDict):
    id: str
    name: str
    color: str


class Style(TypedDict, total=False):
    """Image defaults for this code; query parameters of the image route override them."""
    fg: str
    bg: Union[str, Literal["transparent"]]
    margin: int
    ecl: Literal["L", "M", "Q", "H"]
    module_shape: Literal["square", "rounded", "dots"]
    eye_shape: Literal["square", "rounded"]
    gradient: Literal["none", "linear", "radial"]
    gradient_to: str
    gradient_angle: int
    frame: Literal["none", "label", "banner", "box"]
    frame_text: str
    frame_color: Union[str, None]
    logo_id: Union[str, None]
    logo_size: float


class _RuleRequired(TypedDict):
    url: str
    when: "RuleConditions"


class Rule(_RuleRequired, total=False):
    id: str
    name: str
    variants: "Variants"


Variants = list["Variant"]


class Variant(TypedDict):
    url: str
    weight: int


class RuleConditions(TypedDict, total=False):
    """Every condition given must hold; a list holds when any value matches."""
    countries: list[str]
    devices: list[Literal["mobile", "tablet", "desktop"]]
    os: list[Literal["ios", "android", "windows", "macos", "linux", "chromeos"]]
    languages: list[str]
    time: "TimeWindow"


TimeWindow = TypedDict("TimeWindow", {"time_zone": str, "days": list[Literal["sun", "mon", "tue", "wed", "thu", "fri", "sat"]], "from": str, "to": str}, total=False)


CodeVariants = Union[list["Variant"], None]


Utm = Union[dict[str, Any], None]


class _ScheduledChangeRequired(TypedDict):
    id: str
    at: str
    created_by: "Actor"
    created_at: str


class ScheduledChange(_ScheduledChangeRequired, total=False):
    url: str
    rules: list["Rule"]


class _ActorRequired(TypedDict):
    kind: Literal["user", "key", "system"]


class Actor(_ActorRequired, total=False):
    id: str


class CodeUpdatedEvent(TypedDict):
    """`code.updated`: A code's fields changed (destination, routing, name, tags, style…; by a person, a key, a restore or a scheduled change). `data`: the code after; `previous`: each changed field as it was."""
    id: str
    created_at: str
    team_id: str
    type: Literal["code.updated"]
    data: "QrCode"
    previous: dict[str, Any]


class ScanBatchEvent(TypedDict):
    """`scan.batch`: Scans of the endpoint's codes, up to 1,000 at a time (a burst makes larger batches, not more requests). `data`: `{ scans: [...] }`."""
    id: str
    created_at: str
    team_id: str
    type: Literal["scan.batch"]
    data: dict[str, Any]


class Scan(TypedDict):
    id: str
    qr_id: str
    slug: str
    domain: str
    ts: str
    country: str
    region: Union[str, None]
    colo: Union[str, None]
    device: str
    os: str
    browser: str
    ua: str
    referer_host: Union[str, None]
    lang: Union[str, None]
    visitor: str
    bot: bool
    answered_by: Union[str, None]
    version: Union[int, None]
    destination: Union[str, None]
    variant: Union[dict[str, Any], None]


class ConversionEvent(TypedDict):
    """`conversion.created`: A customer's site reported a conversion of a tracked scan (`POST /conversions`). `data`: the conversion."""
    id: str
    created_at: str
    team_id: str
    type: Literal["conversion.created"]
    data: "Conversion"


class Conversion(TypedDict):
    id: str
    qr_id: str
    scan_id: str
    scanned_at: str
    name: str
    value: Union[float, None]
    currency: Union[str, None]
    external_id: Union[str, None]
    created_at: str


class DomainEvent(TypedDict):
    """`domain.verified`: A branded domain's DNS records proved the claim. `data`: the domain. `domain.certificate_failed`: A branded domain's certificate could not be issued. `data`: the domain."""
    id: str
    created_at: str
    team_id: str
    type: Literal["domain.verified", "domain.certificate_failed"]
    data: "Domain"


class Domain(TypedDict):
    id: str
    team_id: str
    hostname: str
    status: Literal["pending", "verified", "archived", "expired"]
    is_default: bool
    root_url: Union[str, None]
    not_found_url: Union[str, None]
    app_links: dict[str, Any]
    records: list["DnsRecord"]
    certificate: dict[str, Any]
    codes: int
    next_step: str
    checked_at: Union[str, None]
    next_check_at: Union[str, None]
    claim_expires_at: Union[str, None]
    verified_at: Union[str, None]
    archived_at: Union[str, None]
    created_at: str
    updated_at: str


class DnsRecord(TypedDict):
    type: Literal["TXT", "CNAME", "A", "AAAA"]
    name: str
    value: str
    purpose: Literal["ownership", "routing"]
    status: Literal["unchecked", "ok", "problem"]
    found: list[str]
    problem: Union[str, None]


class ExportEvent(TypedDict):
    """`export.succeeded`: An export finished; its file is ready. `data`: the export. `export.failed`: An export failed. `data`: the export, with `error`."""
    id: str
    created_at: str
    team_id: str
    type: Literal["export.succeeded", "export.failed"]
    data: "Export"


class Export(TypedDict):
    id: str
    team_id: str
    kind: Literal["codes", "scans"]
    format: Literal["zip", "pdf", "csv", "ndjson"]
    status: Literal["queued", "running", "succeeded", "failed"]
    options: dict[str, Any]
    total: int
    done: int
    skipped: list[dict[str, Any]]
    error: Union[str, None]
    bytes: Union[int, None]
    file_url: Union[str, None]
    created_at: str
    finished_at: Union[str, None]
    expires_at: str


class MemberEvent(TypedDict):
    """`member.joined`: Someone joined the team (an invitation, single sign-on, or the team's making). `data`: the member. `member.removed`: Someone left or was removed from the team. `data`: the member."""
    id: str
    created_at: str
    team_id: str
    type: Literal["member.joined", "member.removed"]
    data: dict[str, Any]


class KeyEvent(TypedDict):
    """`key.created`: An API key was made. `data`: the key (never its secret). `key.revoked`: An API key was revoked (or went with its owner's account). `data`: the key."""
    id: str
    created_at: str
    team_id: str
    type: Literal["key.created", "key.revoked"]
    data: "ApiKey"


class ApiKey(TypedDict):
    id: str
    team_id: str
    user_id: str
    name: str
    hint: str
    permissions: list[Literal["qr:read", "qr:write", "analytics:read", "scans:read", "conversions:write", "team:read", "team:admin"]]
    folder_ids: Union[list[str], None]
    created_at: str
    last_used_at: Union[str, None]
    expires_at: Union[str, None]
    revoked_at: Union[str, None]


class AuditEvent(TypedDict):
    """`audit.entry`: An entry was written to the team's audit log (every change and security event, as it happens: for a SIEM). `data`: the entry, as `GET /audit-log` shows it."""
    id: str
    created_at: str
    team_id: str
    type: Literal["audit.entry"]
    data: "Activity"


class Activity(TypedDict):
    """An entry of the team's audit log."""
    id: str
    at: str
    actor: dict[str, Any]
    action: Literal["design.created", "design.updated", "design.deleted", "domain.added", "domain.verified", "domain.updated", "domain.made_default", "domain.archived", "domain.unarchived", "domain.removed", "domain.claim_expired", "export.created", "export.failed", "export.downloaded", "file.uploaded", "folder.created", "folder.updated", "folder.deleted", "folder.access_changed", "file.deleted", "key.created", "key.revoked", "logo.uploaded", "logo.deleted", "member.invited", "member.invitation_revoked", "member.joined", "member.role_changed", "member.removed", "member.left", "qr.created", "qr.destination_changed", "qr.routing_changed", "qr.version_restored", "qr.change_scheduled", "qr.scheduled_change_cancelled", "qr.deleted", "qr.renamed", "qr.tagged", "qr.moved", "qr.flagged", "qr.unflagged", "qr.taken_down", "qr.takedown_lifted", "ga4.configured", "ga4.removed", "utm_template.created", "utm_template.updated", "utm_template.deleted", "tag.created", "tag.updated", "tag.deleted", "team.created", "team.deleted", "team.renamed", "team.two_factor_policy_changed", "team.sso_configured", "team.sso_verified", "team.sso_removed", "team.audit_retention_changed", "scim.token_created", "scim.disabled", "scim.user_provisioned", "scim.user_updated", "scim.user_deactivated", "scim.user_reactivated", "scim.user_deleted", "scim.group_created", "scim.group_updated", "scim.group_deleted", "webhook.created", "webhook.updated", "webhook.deleted", "webhook.secret_rotated", "webhook.disabled", "webhook.replayed", "webhook.delivery_retried", "account.two_factor_enabled", "account.two_factor_disabled", "account.recovery_codes_renewed", "account.recovery_code_used", "account.passkey_added", "account.passkey_removed", "account.password_changed", "account.signed_out_everywhere", "account.signed_in", "account.sign_in_failed", "account.session_ended"]
    target_id: Union[str, None]
    details: dict[str, Union[str, float, bool, None]]
    change: Union[dict[str, Any], None]
    ip: Union[str, None]
    user_agent: Union[str, None]
    request_id: Union[str, None]


class WebhookTestEvent(TypedDict):
    """Sent to one endpoint by `POST /webhooks/{id}/test`."""
    id: str
    created_at: str
    team_id: str
    type: Literal["webhook.test"]
    data: dict[str, Any]


WebhookPayload = Union["CodeEvent", "CodeUpdatedEvent", "ScanBatchEvent", "ConversionEvent", "DomainEvent", "ExportEvent", "MemberEvent", "KeyEvent", "AuditEvent", "WebhookTestEvent"]


class _BulkUpdateRowRequired(TypedDict):
    match: Union[str, float]


class BulkUpdateRow(_BulkUpdateRowRequired, total=False):
    url: str
    content: "ContentPatch"
    access: "AccessInput"
    name: Union[str, None]
    tags: list[str]
    add_tags: list[str]
    remove_tags: list[str]
    metadata: dict[str, Union[str, float, bool, None]]
    status: Literal["active", "disabled"]
    style: Any
    design_id: Union[str, None]
    forward_query: bool
    rules: list["Rule"]
    starts_at: Union[str, None]
    expires_at: Union[str, None]
    fallback_url: Union[str, None]
    max_scans: Union[int, None]
    variants: "CodeVariants"
    utm: "UtmInput"
    utm_template_id: str
    track_conversions: bool
    max_scans_per_scanner: Union[int, None]
    keep_variant: int


ContentPatch = dict[str, Any]


AccessInput = Union[dict[str, Any], None]


UtmInput = Union[dict[str, Any], None]


class Health(TypedDict):
    status: Literal["ok"]
    database: dict[str, Any]


class _ProblemRequired(TypedDict):
    """RFC 9457 problem details; every error has this shape."""
    type: str
    title: str
    status: int
    code: Literal["malformed_request", "account_request_refused", "idempotency_key_invalid", "api_key_missing", "api_key_invalid", "session_expired", "invalid_credentials", "permission_missing", "role_insufficient", "folder_access_insufficient", "email_not_verified", "cross_site_request", "two_factor_required", "two_factor_invalid", "invitation_for_another", "route_not_found", "logo_not_found", "utm_template_not_found", "google_analytics_not_configured", "file_not_found", "export_not_found", "design_not_found", "folder_not_found", "folder_exists", "folder_not_empty", "folder_in_use", "folder_limit_reached", "qr_not_found", "version_not_found", "scheduled_change_not_found", "domain_not_found", "api_key_not_found", "team_not_found", "member_not_found", "invitation_not_found", "session_not_found", "method_not_allowed", "logo_in_use", "utm_template_exists", "conversion_conflict", "file_in_use", "export_not_ready", "slug_taken", "destination_blocked", "code_taken_down", "tag_not_found", "tag_exists", "tag_limit_reached", "tag_in_use", "sso_not_verified", "scim_group_not_found", "scim_not_enabled", "sso_not_configured", "sso_domain_unverified", "sso_domain_taken", "sso_required", "sso_metadata_unusable", "sso_provider_unusable", "webhook_not_found", "webhook_limit_reached", "delivery_not_found", "domain_exists", "domain_taken", "domain_in_use", "domain_not_verified", "domain_claim_expired", "domain_limit_reached", "already_member", "invitation_pending", "invitation_used", "last_owner", "idempotency_in_progress", "concurrent_change", "credential_changed", "invitation_expired", "invitation_revoked", "body_too_large", "unsupported_media_type", "validation_failed", "confirmation_required", "tool_not_found", "idempotency_key_reused", "new_team_code_limit", "abuse_reports_limited", "rate_limited", "internal_error", "conversions_not_configured", "database_unavailable"]
    detail: str
    request_id: str


class Problem(_ProblemRequired, total=False):
    errors: list[dict[str, Any]]


class AcceptedInvitation(TypedDict):
    team_id: str
    user_id: str
    email: str
    role: Literal["owner", "admin", "member", "viewer"]
    api_key: "CreatedApiKey"


CreatedApiKey = Any


class AcceptInvitation(TypedDict):
    token: str


class AbuseReportReceived(TypedDict):
    id: str
    received_at: str


class _AbuseReportInputRequired(TypedDict):
    url: str
    category: Literal["phishing", "malware", "scam", "spam", "illegal", "other"]


class AbuseReportInput(_AbuseReportInputRequired, total=False):
    details: str
    email: str
    code: str


class SsoLookup(TypedDict):
    provider_id: str
    protocol: Literal["oidc", "saml"]
    sign_in_url: Union[str, None]


class SsoLookupInput(TypedDict):
    email: str


class BulkCreateReport(TypedDict):
    mode: Literal["all_or_nothing", "partial"]
    bulk_id: Union[str, None]
    created: int
    failed: int
    results: list[dict[str, Any]]


class _BulkCreateQrCodesRequired(TypedDict):
    codes: list["CreateQrCode"]


class BulkCreateQrCodes(_BulkCreateQrCodesRequired, total=False):
    mode: Literal["all_or_nothing", "partial"]


class _BulkUpdateReportRequired(TypedDict):
    mode: Literal["all_or_nothing", "partial"]
    match_by: str
    updated: int
    failed: int
    results: list[dict[str, Any]]


class BulkUpdateReport(_BulkUpdateReportRequired, total=False):
    effective_by: str


class _BulkUpdateQrCodesRequired(TypedDict):
    updates: list["BulkUpdateRow"]


class BulkUpdateQrCodes(_BulkUpdateQrCodesRequired, total=False):
    mode: Literal["all_or_nothing", "partial"]
    match_by: str


class BulkDeleteReport(TypedDict):
    deleted: int
    failed: int
    results: list[dict[str, Any]]


class BulkDeleteQrCodes(TypedDict):
    ids: list[str]


class MoveResult(TypedDict):
    moved: int
    failed: int
    results: list[dict[str, Any]]


class MoveCodes(TypedDict):
    ids: list[str]
    folder_id: Union[str, None]


class CreateQrCode(TypedDict, total=False):
    type: Any
    url: str
    content: Union["VcardContent", "LinksContent", "EventContent", "SmsContent", "EmailContent", "PhoneContent", "AppContent", "WifiContent", "Gs1Content"]
    access: "AccessInput"
    name: str
    tags: list[str]
    team_id: str
    metadata: "Metadata"
    slug: str
    domain: Union[str, None]
    style: "Style"
    design_id: str
    folder_id: Union[str, None]
    forward_query: bool
    rules: list["Rule"]
    starts_at: Union[str, None]
    expires_at: Union[str, None]
    fallback_url: Union[str, None]
    max_scans: Union[int, None]
    variants: "CodeVariants"
    utm: "UtmInput"
    utm_template_id: str
    track_conversions: bool
    max_scans_per_scanner: Union[int, None]


Metadata = dict[str, Union[str, float, bool]]


class QrCodeList(TypedDict):
    data: list["QrCode"]
    next_cursor: Union[str, None]


class UpdateQrCode(TypedDict, total=False):
    url: str
    content: "ContentPatch"
    access: "AccessInput"
    name: Union[str, None]
    tags: list[str]
    add_tags: list[str]
    remove_tags: list[str]
    metadata: dict[str, Union[str, float, bool, None]]
    status: Literal["active", "disabled"]
    style: Any
    design_id: Union[str, None]
    forward_query: bool
    rules: list["Rule"]
    starts_at: Union[str, None]
    expires_at: Union[str, None]
    fallback_url: Union[str, None]
    max_scans: Union[int, None]
    variants: "CodeVariants"
    utm: "UtmInput"
    utm_template_id: str
    track_conversions: bool
    max_scans_per_scanner: Union[int, None]
    keep_variant: int


class FolderList(TypedDict):
    """The folders the caller may see, by name."""
    data: list["Folder"]


class Folder(TypedDict):
    id: str
    team_id: str
    name: str
    description: Union[str, None]
    member_access: "FolderAccess"
    access: Any
    code_count: int
    created_at: str
    updated_at: str


FolderAccess = Literal["none", "viewer", "editor", "owner"]


class _CreateFolderRequired(TypedDict):
    name: str


class CreateFolder(_CreateFolderRequired, total=False):
    description: Union[str, None]
    member_access: Any


class UpdateFolder(TypedDict, total=False):
    name: str
    description: Union[str, None]
    member_access: Any


class FolderMemberList(TypedDict):
    """Every member of the team and their access to the folder."""
    data: list["FolderMember"]


class FolderMember(TypedDict):
    user_id: str
    email: str
    name: Union[str, None]
    role: str
    access: Any
    own: bool


class SetFolderAccess(TypedDict):
    """The member's own access to the folder."""
    access: "FolderAccess"


class Gs1ProductList(TypedDict):
    data: list["Gs1Product"]
    next_cursor: Union[str, None]


class Gs1Product(TypedDict):
    domain: str
    key: dict[str, Any]
    uri: str
    description: Union[str, None]
    levels: int
    code_id: str
    has_key_level: bool
    updated_at: str


class VersionList(TypedDict):
    data: list["Version"]
    next_cursor: Union[str, None]


class _VersionRequired(TypedDict):
    """What scans got from this version on: one per change, newest first."""
    version: int
    url: str
    content: Union["VcardContent", "LinksContent", "EventContent", "SmsContent", "EmailContent", "PhoneContent", "AppContent", "WifiContent", "Gs1Content", None]
    rules: list["Rule"]
    variants: "CodeVariants"
    starts_at: Union[str, None]
    expires_at: Union[str, None]
    fallback_url: Union[str, None]
    max_scans: Union[int, None]
    forward_query: bool
    status: Literal["active", "disabled", "deleted"]
    scans_capped: bool
    change: Literal["created", "updated", "restored", "schedule_added", "schedule_cancelled", "scheduled", "capped", "uncapped", "deleted", "taken_down", "takedown_lifted"]
    changed_by: "Actor"
    created_at: str


class Version(_VersionRequired, total=False):
    restored_from: int
    schedule_id: str


class ScheduledChangeList(TypedDict):
    data: list["ScheduledChange"]


ScheduledChangeCreated = Any


class _CreateScheduledChangeRequired(TypedDict):
    at: str


class CreateScheduledChange(_CreateScheduledChangeRequired, total=False):
    url: str
    rules: list["Rule"]


class CancelledScheduledChange(TypedDict):
    cancelled: "ScheduledChange"
    effective_by: str


class Analytics(TypedDict):
    analytics: dict[str, Any]


class TeamAnalytics(TypedDict):
    analytics: dict[str, Any]


Clicks = TypedDict("Clicks", {"qr_id": str, "from": Union[str, None], "to": Union[str, None], "total": int, "scans_clicked": int, "by_action": dict[str, Any], "links": list[dict[str, Any]], "bots": int}, total=False)


class PrintCheck(TypedDict):
    decodes: bool
    matches_this_code: bool
    decoded_text: Union[str, None]
    module_px: Union[float, None]
    contrast: Union[float, None]
    quiet_zone_modules: Union[float, None]
    scan_distance_cm: Union[float, None]
    advice: list[str]


class Logo(TypedDict):
    id: str
    team_id: str
    name: str
    content_type: Literal["image/png", "image/jpeg", "image/svg+xml"]
    width: int
    height: int
    bytes: int
    file_url: str
    created_at: str


class LogoList(TypedDict):
    data: list["Logo"]
    next_cursor: Union[str, None]


class File(TypedDict):
    id: str
    team_id: str
    name: str
    content_type: Literal["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"]
    bytes: int
    width: Union[int, None]
    height: Union[int, None]
    sha256: str
    content_url: str
    created_at: str


class FileList(TypedDict):
    data: list["File"]
    next_cursor: Union[str, None]


class _DesignRequired(TypedDict):
    id: str
    team_id: str
    name: str
    style: "Style"
    is_default: bool
    created_at: str
    updated_at: str


class Design(_DesignRequired, total=False):
    warnings: list[str]


class _CreateDesignRequired(TypedDict):
    name: str
    style: "Style"


class CreateDesign(_CreateDesignRequired, total=False):
    is_default: bool


class DesignList(TypedDict):
    data: list["Design"]
    next_cursor: Union[str, None]


class UpdateDesign(TypedDict, total=False):
    name: str
    style: Any
    is_default: bool


class TagList(TypedDict):
    """All the team's tags (at most 500), by name."""
    data: list["Tag"]


class Tag(TypedDict):
    id: str
    team_id: str
    name: str
    color: str
    created_at: str
    updated_at: str


class _CreateTagRequired(TypedDict):
    name: str


class CreateTag(_CreateTagRequired, total=False):
    color: str


class UpdateTag(TypedDict, total=False):
    name: str
    color: str


class UtmTemplateList(TypedDict):
    data: list["UtmTemplate"]
    next_cursor: Union[str, None]


class UtmTemplate(TypedDict):
    id: str
    name: str
    source: Union[str, None]
    medium: Union[str, None]
    campaign: Union[str, None]
    term: Union[str, None]
    content: Union[str, None]
    created_at: str
    updated_at: str


class _CreateUtmTemplateRequired(TypedDict):
    name: str


class CreateUtmTemplate(_CreateUtmTemplateRequired, total=False):
    source: str
    medium: str
    campaign: str
    term: str
    content: str


class UpdateUtmTemplate(TypedDict, total=False):
    name: str
    source: Union[str, None]
    medium: Union[str, None]
    campaign: Union[str, None]
    term: Union[str, None]
    content: Union[str, None]


class _ReportConversionRequired(TypedDict):
    scan_id: str
    name: str


class ReportConversion(_ReportConversionRequired, total=False):
    value: float
    currency: str
    external_id: str


class AbResults(TypedDict):
    qr_id: str
    since_version: Union[int, None]
    splits: list[dict[str, Any]]


class VariantResult(TypedDict):
    variant: int
    url: Union[str, None]
    weight: Union[int, None]
    scans: int
    unique_scanners: int
    conversions: int
    converted_scans: int
    conversion_rate: float
    interval: dict[str, Any]
    value: list[dict[str, Any]]
    against_first: Union[dict[str, Any], None]


class Ga4Stream(TypedDict):
    scope: Literal["team", "code"]
    qr_id: Union[str, None]
    measurement_id: str
    api_secret_set: Literal[True]
    updated_at: str


class SetGa4Stream(TypedDict):
    measurement_id: str
    api_secret: str


class AddDomain(TypedDict):
    hostname: str


class DomainList(TypedDict):
    data: list["Domain"]
    next_cursor: None


class UpdateDomain(TypedDict, total=False):
    root_url: Union[str, None]
    not_found_url: Union[str, None]
    is_default: bool
    archived: bool
    app_links: Union[dict[str, Any], None]


AppleAppSiteAssociation = Union[dict[str, Any], None]


AssetLinks = Union[list[dict[str, Any]], None]


CreateExport = dict[str, Any]


class ExportSelection(TypedDict, total=False):
    """Which codes: exactly one of `ids`, `filter`, `bulk_id`."""
    ids: list[str]
    filter: dict[str, Any]
    bulk_id: str


ScanExportFilter = TypedDict("ScanExportFilter", {"from": str, "to": str, "code": str, "tag": str, "domain": str, "country": str, "device": Literal["mobile", "tablet", "desktop", "other"], "bot": bool}, total=False)


class ExportList(TypedDict):
    data: list["Export"]
    next_cursor: Union[str, None]


class _CreateApiKeyRequired(TypedDict):
    name: str


class CreateApiKey(_CreateApiKeyRequired, total=False):
    team_id: str
    preset: Literal["analytics", "device_tracking", "admin"]
    permissions: list[Literal["qr:read", "qr:write", "analytics:read", "scans:read", "conversions:write", "team:read", "team:admin"]]
    expires_at: str
    folder_ids: list[str]


class ApiKeyList(TypedDict):
    data: list["ApiKey"]
    next_cursor: Union[str, None]


class Team(TypedDict):
    id: str
    name: str
    role: Literal["owner", "admin", "member", "viewer"]
    current: bool
    require_two_factor: bool
    audit_retention_days: int
    created_at: str


class TeamName(TypedDict):
    name: str


class TeamSettings(TypedDict, total=False):
    name: str
    require_two_factor: bool
    audit_retention_days: int


class TeamList(TypedDict):
    data: list["Team"]


class Members(TypedDict):
    """Members and pending invitations (never their tokens)."""
    members: list[dict[str, Any]]
    invitations: list[dict[str, Any]]


class Invitation(TypedDict):
    id: str
    team_id: str
    email: str
    role: Literal["owner", "admin", "member", "viewer"]
    status: Literal["pending"]
    created_at: str
    expires_at: str
    token: str
    accept_url: str


class _InviteMemberRequired(TypedDict):
    email: str


class InviteMember(_InviteMemberRequired, total=False):
    role: Literal["owner", "admin", "member", "viewer"]


class Member(TypedDict):
    user_id: str
    team_id: str
    role: Literal["owner", "admin", "member", "viewer"]


class ChangeRole(TypedDict):
    role: Literal["owner", "admin", "member", "viewer"]


class SsoConnection(TypedDict):
    id: str
    protocol: Literal["oidc", "saml"]
    issuer: Union[str, None]
    client_id: Union[str, None]
    redirect_uri: Union[str, None]
    saml: Union[dict[str, Any], None]
    service_provider: Union[dict[str, Any], None]
    email_domain: str
    default_role: Literal["admin", "member", "viewer"]
    enforced: bool
    verification: dict[str, Any]
    verified_at: Union[str, None]
    created_at: str


class _SsoConnectionInputRequired(TypedDict):
    email_domain: str


class SsoConnectionInput(_SsoConnectionInputRequired, total=False):
    protocol: Literal["oidc", "saml"]
    issuer: str
    client_id: str
    client_secret: str
    metadata_url: str
    metadata_xml: str
    default_role: Literal["admin", "member", "viewer"]
    enforced: bool
    idp_initiated: bool


class ScimConnection(TypedDict):
    enabled: bool
    base_url: str
    token_hint: Union[str, None]
    token_created_at: Union[str, None]


class ScimToken(TypedDict):
    token: str
    token_hint: str
    base_url: str


class ScimGroupList(TypedDict):
    data: list["ScimGroup"]


class ScimGroup(TypedDict):
    id: str
    display_name: str
    members: int
    role: Optional[Literal["admin", "member", "viewer"]]
    folder_id: Union[str, None]
    folder_access: Optional[Literal["none", "viewer", "editor", "owner"]]


ScimGroupMapping = dict[str, Any]


class ActivityList(TypedDict):
    data: list["Activity"]
    next_cursor: Union[str, None]


class EventList(TypedDict):
    data: list["Event"]
    next_cursor: Union[str, None]


Event = Union["CodeEvent", "CodeUpdatedEvent", "ScanBatchEvent", "ConversionEvent", "DomainEvent", "ExportEvent", "MemberEvent", "KeyEvent", "AuditEvent"]


CreatedWebhook = Any


EventType = Literal["code.created", "code.updated", "code.deleted", "code.paused", "code.resumed", "code.expired", "code.cap_reached", "code.flagged", "code.taken_down", "scan.batch", "conversion.created", "domain.verified", "domain.certificate_failed", "export.succeeded", "export.failed", "member.joined", "member.removed", "key.created", "key.revoked", "audit.entry"]


class Webhook(TypedDict):
    id: str
    team_id: str
    url: str
    description: Union[str, None]
    events: list["EventType"]
    filter: dict[str, Any]
    enabled: bool
    disabled_reason: Union[str, None]
    max_in_flight: int
    failing_since: Union[str, None]
    previous_secret_expires_at: Union[str, None]
    created_at: str
    updated_at: str


class _CreateWebhookRequired(TypedDict):
    url: str
    events: list["EventType"]


class CreateWebhook(_CreateWebhookRequired, total=False):
    description: Union[str, None]
    filter: "WebhookFilter"
    enabled: bool
    max_in_flight: int


class WebhookFilter(TypedDict, total=False):
    """Which codes' events and scans the endpoint receives; every part given must match. Code events and `scan.batch` are filtered (a batch carries only the scans of matching codes, and none is sent when no scan matches); `domain.*` events by `domains`; other events are not about a code and always sent."""
    code_ids: list[str]
    tags: list[str]
    domains: list[str]
    folders: list[str]


class WebhookList(TypedDict):
    data: list["Webhook"]
    next_cursor: Union[str, None]


class UpdateWebhook(TypedDict, total=False):
    url: str
    events: list["EventType"]
    description: Union[str, None]
    filter: "WebhookFilter"
    enabled: bool
    max_in_flight: int


class RotatedWebhookSecret(TypedDict):
    secret: str
    previous_secret_expires_at: str


class WebhookDelivery(TypedDict):
    id: str
    webhook_id: str
    event_id: str
    event_type: str
    status: Literal["pending", "sending", "succeeded", "failed"]
    attempt_count: int
    next_attempt_at: Union[str, None]
    created_at: str
    attempts: list["WebhookAttempt"]


class WebhookAttempt(TypedDict):
    attempt: int
    at: str
    status: Union[int, None]
    latency_ms: int
    response: str
    next_attempt_at: Union[str, None]


class WebhookDeliveryList(TypedDict):
    data: list["WebhookDelivery"]
    next_cursor: Union[str, None]


class ReplayedWebhook(TypedDict):
    queued: int


class ReplayWebhook(TypedDict):
    since: str


class ScanList(TypedDict):
    data: list["Scan"]
    next_cursor: Union[str, None]


class Account(TypedDict):
    id: str
    email: str
    name: Union[str, None]
    email_verified: bool
    created_at: str
    team_id: Union[str, None]
    role: Optional[Literal["owner", "admin", "member", "viewer"]]
    two_factor_enabled: bool
    passkeys: int
    two_factor_required: bool


class SessionList(TypedDict):
    data: list[dict[str, Any]]


class EndedSessions(TypedDict):
    ended: int
