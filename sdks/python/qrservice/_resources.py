# Generated from sdks/openapi.json by `pnpm generate-clients`. Do not edit.
"""One class per resource of the API; each method is one operation of the OpenAPI document."""

from __future__ import annotations

from typing import Any, Optional, cast

from . import types
from ._transport import Transport, path_segment
from .pagination import Paginated

class HealthApi:
    """Health: check."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def check(self, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Health:
        """Check the service's health. `GET /api/v1/health`"""
        return cast("types.Health", self._transport.json("GET", f"/api/v1/health", idempotency_key=idempotency_key, timeout=timeout))


class InvitationsApi:
    """Invitations: accept."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def accept(self, body: types.AcceptInvitation, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.AcceptedInvitation:
        """Accept an invitation. `POST /api/v1/invitations/accept`"""
        return cast("types.AcceptedInvitation", self._transport.json("POST", f"/api/v1/invitations/accept", json=body, idempotency_key=idempotency_key, timeout=timeout))


class AbuseReportsApi:
    """AbuseReports: create."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def create(self, body: types.AbuseReportInput, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.AbuseReportReceived:
        """Report abuse. `POST /api/v1/abuse-reports`"""
        return cast("types.AbuseReportReceived", self._transport.json("POST", f"/api/v1/abuse-reports", json=body, idempotency_key=idempotency_key, timeout=timeout))


class SsoApi:
    """Sso: lookup."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def lookup(self, body: types.SsoLookupInput, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.SsoLookup:
        """Find an address's single sign-on. `POST /api/v1/sso/lookup`"""
        return cast("types.SsoLookup", self._transport.json("POST", f"/api/v1/sso/lookup", json=body, idempotency_key=idempotency_key, timeout=timeout))


class CodesApi:
    """Codes: bulk_create, bulk_update, bulk_delete, move, list, create, get, update, delete, versions, restore, scheduled_changes, schedule, cancel_scheduled_change, analytics, clicks, image, print_check, ab_results, google_analytics, set_google_analytics, delete_google_analytics, scans."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def bulk_create(self, body: types.BulkCreateQrCodes, *, mode: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.BulkCreateReport:
        """Create up to 1,000 QR codes (JSON or CSV). `POST /api/v1/qr/bulk`"""
        return cast("types.BulkCreateReport", self._transport.json("POST", f"/api/v1/qr/bulk", query={"mode": mode}, json=body, idempotency_key=idempotency_key, timeout=timeout))

    def bulk_update(self, body: types.BulkUpdateQrCodes, *, mode: Optional[Any] = None, match_by: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.BulkUpdateReport:
        """Change up to 1,000 QR codes (JSON or CSV). `PATCH /api/v1/qr/bulk`"""
        return cast("types.BulkUpdateReport", self._transport.json("PATCH", f"/api/v1/qr/bulk", query={"mode": mode, "match_by": match_by}, json=body, idempotency_key=idempotency_key, timeout=timeout))

    def bulk_delete(self, body: types.BulkDeleteQrCodes, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.BulkDeleteReport:
        """Delete up to 1,000 QR codes. `POST /api/v1/qr/bulk/delete`"""
        return cast("types.BulkDeleteReport", self._transport.json("POST", f"/api/v1/qr/bulk/delete", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def move(self, body: types.MoveCodes, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.MoveResult:
        """Move codes to a folder. `POST /api/v1/qr/move`"""
        return cast("types.MoveResult", self._transport.json("POST", f"/api/v1/qr/move", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def list(self, *, limit: Optional[Any] = None, team_id: Optional[Any] = None, status: Optional[Any] = None, type: Optional[Any] = None, search: Optional[Any] = None, tag: Optional[Any] = None, sort: Optional[Any] = None, metadata_key: Optional[Any] = None, metadata_value: Optional[Any] = None, bulk_id: Optional[Any] = None, folder: Optional[Any] = None, campaign: Optional[Any] = None, domain: Optional[Any] = None, include: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> Paginated[types.QrCode]:
        """List QR codes. `GET /api/v1/qr`"""
        return Paginated(lambda cursor: self._transport.json("GET", f"/api/v1/qr", query={**{"limit": limit, "team_id": team_id, "status": status, "type": type, "search": search, "tag": tag, "sort": sort, "metadata_key": metadata_key, "metadata_value": metadata_value, "bulk_id": bulk_id, "folder": folder, "campaign": campaign, "domain": domain, "include": include}, "cursor": cursor}, idempotency_key=idempotency_key, timeout=timeout))

    def create(self, body: types.CreateQrCode, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.QrCode:
        """Create a dynamic QR code. `POST /api/v1/qr`"""
        return cast("types.QrCode", self._transport.json("POST", f"/api/v1/qr", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def get(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.QrCode:
        """Get a QR code. `GET /api/v1/qr/{id}`"""
        return cast("types.QrCode", self._transport.json("GET", f"/api/v1/qr/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout))

    def update(self, id: Any, body: types.UpdateQrCode, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.QrCode:
        """Update a QR code (destination, status, metadata, style). `PATCH /api/v1/qr/{id}`"""
        return cast("types.QrCode", self._transport.json("PATCH", f"/api/v1/qr/{path_segment('id', id)}", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def delete(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Delete a QR code. `DELETE /api/v1/qr/{id}`"""
        return self._transport.empty("DELETE", f"/api/v1/qr/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout)

    def versions(self, id: Any, *, limit: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> Paginated[types.Version]:
        """List a code's versions. `GET /api/v1/qr/{id}/versions`"""
        return Paginated(lambda cursor: self._transport.json("GET", f"/api/v1/qr/{path_segment('id', id)}/versions", query={**{"limit": limit}, "cursor": cursor}, idempotency_key=idempotency_key, timeout=timeout))

    def restore(self, id: Any, version: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.QrCode:
        """Restore a version. `POST /api/v1/qr/{id}/versions/{version}/restore`"""
        return cast("types.QrCode", self._transport.json("POST", f"/api/v1/qr/{path_segment('id', id)}/versions/{path_segment('version', version)}/restore", idempotency_key=idempotency_key, timeout=timeout))

    def scheduled_changes(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.ScheduledChangeList:
        """List a code's scheduled changes. `GET /api/v1/qr/{id}/schedule`"""
        return cast("types.ScheduledChangeList", self._transport.json("GET", f"/api/v1/qr/{path_segment('id', id)}/schedule", idempotency_key=idempotency_key, timeout=timeout))

    def schedule(self, id: Any, body: types.CreateScheduledChange, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.ScheduledChangeCreated:
        """Schedule a change. `POST /api/v1/qr/{id}/schedule`"""
        return cast("types.ScheduledChangeCreated", self._transport.json("POST", f"/api/v1/qr/{path_segment('id', id)}/schedule", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def cancel_scheduled_change(self, id: Any, change_id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.CancelledScheduledChange:
        """Cancel a scheduled change. `DELETE /api/v1/qr/{id}/schedule/{change_id}`"""
        return cast("types.CancelledScheduledChange", self._transport.json("DELETE", f"/api/v1/qr/{path_segment('id', id)}/schedule/{path_segment('change_id', change_id)}", idempotency_key=idempotency_key, timeout=timeout))

    def analytics(self, id: Any, *, from_: Optional[Any] = None, to: Optional[Any] = None, compare: Optional[Any] = None, series: Optional[Any] = None, interval: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Analytics:
        """Read scan analytics of a QR code. `GET /api/v1/qr/{id}/analytics`"""
        return cast("types.Analytics", self._transport.json("GET", f"/api/v1/qr/{path_segment('id', id)}/analytics", query={"from": from_, "to": to, "compare": compare, "series": series, "interval": interval}, idempotency_key=idempotency_key, timeout=timeout))

    def clicks(self, id: Any, *, from_: Optional[Any] = None, to: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Clicks:
        """Get a code's page clicks. `GET /api/v1/qr/{id}/clicks`"""
        return cast("types.Clicks", self._transport.json("GET", f"/api/v1/qr/{path_segment('id', id)}/clicks", query={"from": from_, "to": to}, idempotency_key=idempotency_key, timeout=timeout))

    def image(self, id: Any, *, format: Optional[Any] = None, size: Optional[Any] = None, fg: Optional[Any] = None, bg: Optional[Any] = None, margin: Optional[Any] = None, ecl: Optional[Any] = None, module_shape: Optional[Any] = None, eye_shape: Optional[Any] = None, gradient: Optional[Any] = None, gradient_to: Optional[Any] = None, gradient_angle: Optional[Any] = None, frame: Optional[Any] = None, frame_text: Optional[Any] = None, frame_color: Optional[Any] = None, logo_id: Optional[Any] = None, logo_size: Optional[Any] = None, download: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> bytes:
        """Get the QR code image. `GET /api/v1/qr/{id}/image`"""
        return self._transport.bytes("GET", f"/api/v1/qr/{path_segment('id', id)}/image", query={"format": format, "size": size, "fg": fg, "bg": bg, "margin": margin, "ecl": ecl, "module_shape": module_shape, "eye_shape": eye_shape, "gradient": gradient, "gradient_to": gradient_to, "gradient_angle": gradient_angle, "frame": frame, "frame_text": frame_text, "frame_color": frame_color, "logo_id": logo_id, "logo_size": logo_size, "download": download}, idempotency_key=idempotency_key, timeout=timeout)

    def print_check(self, id: Any, body: bytes, *, content_type: str, printed_width_mm: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.PrintCheck:
        """Check a printed code from a photo. `POST /api/v1/qr/{id}/print-check`"""
        return cast("types.PrintCheck", self._transport.json("POST", f"/api/v1/qr/{path_segment('id', id)}/print-check", query={"printed_width_mm": printed_width_mm}, data=body, content_type=content_type, idempotency_key=idempotency_key, timeout=timeout))

    def ab_results(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.AbResults:
        """A/B results. `GET /api/v1/qr/{id}/ab-results`"""
        return cast("types.AbResults", self._transport.json("GET", f"/api/v1/qr/{path_segment('id', id)}/ab-results", idempotency_key=idempotency_key, timeout=timeout))

    def google_analytics(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Ga4Stream:
        """Read the GA4 stream of a code (instead of the team's). `GET /api/v1/qr/{id}/ga4`"""
        return cast("types.Ga4Stream", self._transport.json("GET", f"/api/v1/qr/{path_segment('id', id)}/ga4", idempotency_key=idempotency_key, timeout=timeout))

    def set_google_analytics(self, id: Any, body: types.SetGa4Stream, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Ga4Stream:
        """Set the GA4 stream of a code (instead of the team's). `PUT /api/v1/qr/{id}/ga4`"""
        return cast("types.Ga4Stream", self._transport.json("PUT", f"/api/v1/qr/{path_segment('id', id)}/ga4", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def delete_google_analytics(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Stop forwarding a code (instead of the team's)'s scans to GA4. `DELETE /api/v1/qr/{id}/ga4`"""
        return self._transport.empty("DELETE", f"/api/v1/qr/{path_segment('id', id)}/ga4", idempotency_key=idempotency_key, timeout=timeout)

    def scans(self, id: Any, *, limit: Optional[Any] = None, from_: Optional[Any] = None, to: Optional[Any] = None, country: Optional[Any] = None, device: Optional[Any] = None, bot: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> Paginated[types.Scan]:
        """List the raw scans of a QR code. `GET /api/v1/qr/{id}/scans`"""
        return Paginated(lambda cursor: self._transport.json("GET", f"/api/v1/qr/{path_segment('id', id)}/scans", query={**{"limit": limit, "from": from_, "to": to, "country": country, "device": device, "bot": bot}, "cursor": cursor}, idempotency_key=idempotency_key, timeout=timeout))


class FoldersApi:
    """Folders: list, create, get, update, delete, members, set_access, remove_access."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def list(self, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.FolderList:
        """List folders. `GET /api/v1/folders`"""
        return cast("types.FolderList", self._transport.json("GET", f"/api/v1/folders", idempotency_key=idempotency_key, timeout=timeout))

    def create(self, body: types.CreateFolder, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Folder:
        """Create a folder. `POST /api/v1/folders`"""
        return cast("types.Folder", self._transport.json("POST", f"/api/v1/folders", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def get(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Folder:
        """Get a folder. `GET /api/v1/folders/{id}`"""
        return cast("types.Folder", self._transport.json("GET", f"/api/v1/folders/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout))

    def update(self, id: Any, body: types.UpdateFolder, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Folder:
        """Rename, describe or open a folder. `PATCH /api/v1/folders/{id}`"""
        return cast("types.Folder", self._transport.json("PATCH", f"/api/v1/folders/{path_segment('id', id)}", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def delete(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Delete a folder. `DELETE /api/v1/folders/{id}`"""
        return self._transport.empty("DELETE", f"/api/v1/folders/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout)

    def members(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.FolderMemberList:
        """List who has access to a folder. `GET /api/v1/folders/{id}/members`"""
        return cast("types.FolderMemberList", self._transport.json("GET", f"/api/v1/folders/{path_segment('id', id)}/members", idempotency_key=idempotency_key, timeout=timeout))

    def set_access(self, id: Any, user_id: Any, body: types.SetFolderAccess, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> Any:
        """Set a member's access to a folder. `PUT /api/v1/folders/{id}/members/{user_id}`"""
        return self._transport.json("PUT", f"/api/v1/folders/{path_segment('id', id)}/members/{path_segment('user_id', user_id)}", json=body, idempotency_key=idempotency_key, timeout=timeout)

    def remove_access(self, id: Any, user_id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Remove a member's own access to a folder. `DELETE /api/v1/folders/{id}/members/{user_id}`"""
        return self._transport.empty("DELETE", f"/api/v1/folders/{path_segment('id', id)}/members/{path_segment('user_id', user_id)}", idempotency_key=idempotency_key, timeout=timeout)


class ProductsApi:
    """Products: list."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def list(self, *, limit: Optional[Any] = None, domain: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> Paginated[types.Gs1Product]:
        """List GS1 products. `GET /api/v1/gs1/products`"""
        return Paginated(lambda cursor: self._transport.json("GET", f"/api/v1/gs1/products", query={**{"limit": limit, "domain": domain}, "cursor": cursor}, idempotency_key=idempotency_key, timeout=timeout))


class AnalyticsApi:
    """Analytics: team."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def team(self, *, from_: Optional[Any] = None, to: Optional[Any] = None, compare: Optional[Any] = None, series: Optional[Any] = None, interval: Optional[Any] = None, campaign: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.TeamAnalytics:
        """Read scan analytics of the whole team. `GET /api/v1/analytics`"""
        return cast("types.TeamAnalytics", self._transport.json("GET", f"/api/v1/analytics", query={"from": from_, "to": to, "compare": compare, "series": series, "interval": interval, "campaign": campaign}, idempotency_key=idempotency_key, timeout=timeout))


class LogosApi:
    """Logos: list, upload, get, delete, file."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def list(self, *, limit: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> Paginated[types.Logo]:
        """List logos. `GET /api/v1/logos`"""
        return Paginated(lambda cursor: self._transport.json("GET", f"/api/v1/logos", query={**{"limit": limit}, "cursor": cursor}, idempotency_key=idempotency_key, timeout=timeout))

    def upload(self, body: bytes, *, content_type: str, name: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Logo:
        """Upload a logo. `POST /api/v1/logos`"""
        return cast("types.Logo", self._transport.json("POST", f"/api/v1/logos", query={"name": name}, data=body, content_type=content_type, idempotency_key=idempotency_key, timeout=timeout))

    def get(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Logo:
        """Get a logo. `GET /api/v1/logos/{id}`"""
        return cast("types.Logo", self._transport.json("GET", f"/api/v1/logos/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout))

    def delete(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Delete a logo. `DELETE /api/v1/logos/{id}`"""
        return self._transport.empty("DELETE", f"/api/v1/logos/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout)

    def file(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> bytes:
        """Get a logo's file. `GET /api/v1/logos/{id}/file`"""
        return self._transport.bytes("GET", f"/api/v1/logos/{path_segment('id', id)}/file", idempotency_key=idempotency_key, timeout=timeout)


class FilesApi:
    """Files: list, upload, get, delete, content."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def list(self, *, limit: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> Paginated[types.File]:
        """List files. `GET /api/v1/files`"""
        return Paginated(lambda cursor: self._transport.json("GET", f"/api/v1/files", query={**{"limit": limit}, "cursor": cursor}, idempotency_key=idempotency_key, timeout=timeout))

    def upload(self, body: bytes, *, content_type: str, name: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.File:
        """Upload a file. `POST /api/v1/files`"""
        return cast("types.File", self._transport.json("POST", f"/api/v1/files", query={"name": name}, data=body, content_type=content_type, idempotency_key=idempotency_key, timeout=timeout))

    def get(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.File:
        """Get a file. `GET /api/v1/files/{id}`"""
        return cast("types.File", self._transport.json("GET", f"/api/v1/files/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout))

    def delete(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Delete a file. `DELETE /api/v1/files/{id}`"""
        return self._transport.empty("DELETE", f"/api/v1/files/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout)

    def content(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> bytes:
        """Get a file's bytes. `GET /api/v1/files/{id}/content`"""
        return self._transport.bytes("GET", f"/api/v1/files/{path_segment('id', id)}/content", idempotency_key=idempotency_key, timeout=timeout)


class DesignsApi:
    """Designs: list, create, get, update, delete."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def list(self, *, limit: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> Paginated[types.Design]:
        """List designs. `GET /api/v1/designs`"""
        return Paginated(lambda cursor: self._transport.json("GET", f"/api/v1/designs", query={**{"limit": limit}, "cursor": cursor}, idempotency_key=idempotency_key, timeout=timeout))

    def create(self, body: types.CreateDesign, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Design:
        """Save a design. `POST /api/v1/designs`"""
        return cast("types.Design", self._transport.json("POST", f"/api/v1/designs", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def get(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Design:
        """Get a design. `GET /api/v1/designs/{id}`"""
        return cast("types.Design", self._transport.json("GET", f"/api/v1/designs/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout))

    def update(self, id: Any, body: types.UpdateDesign, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Design:
        """Change a design. `PATCH /api/v1/designs/{id}`"""
        return cast("types.Design", self._transport.json("PATCH", f"/api/v1/designs/{path_segment('id', id)}", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def delete(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Delete a design. `DELETE /api/v1/designs/{id}`"""
        return self._transport.empty("DELETE", f"/api/v1/designs/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout)


class TagsApi:
    """Tags: list, create, update, delete."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def list(self, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.TagList:
        """List tags. `GET /api/v1/tags`"""
        return cast("types.TagList", self._transport.json("GET", f"/api/v1/tags", idempotency_key=idempotency_key, timeout=timeout))

    def create(self, body: types.CreateTag, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Tag:
        """Create a tag. `POST /api/v1/tags`"""
        return cast("types.Tag", self._transport.json("POST", f"/api/v1/tags", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def update(self, id: Any, body: types.UpdateTag, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Tag:
        """Rename or recolour a tag. `PATCH /api/v1/tags/{id}`"""
        return cast("types.Tag", self._transport.json("PATCH", f"/api/v1/tags/{path_segment('id', id)}", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def delete(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Delete a tag. `DELETE /api/v1/tags/{id}`"""
        return self._transport.empty("DELETE", f"/api/v1/tags/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout)


class UtmTemplatesApi:
    """UtmTemplates: list, create, update, delete."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def list(self, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.UtmTemplateList:
        """List UTM templates. `GET /api/v1/utm-templates`"""
        return cast("types.UtmTemplateList", self._transport.json("GET", f"/api/v1/utm-templates", idempotency_key=idempotency_key, timeout=timeout))

    def create(self, body: types.CreateUtmTemplate, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.UtmTemplate:
        """Create a UTM template. `POST /api/v1/utm-templates`"""
        return cast("types.UtmTemplate", self._transport.json("POST", f"/api/v1/utm-templates", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def update(self, id: Any, body: types.UpdateUtmTemplate, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.UtmTemplate:
        """Change a UTM template. `PATCH /api/v1/utm-templates/{id}`"""
        return cast("types.UtmTemplate", self._transport.json("PATCH", f"/api/v1/utm-templates/{path_segment('id', id)}", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def delete(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Delete a UTM template. `DELETE /api/v1/utm-templates/{id}`"""
        return self._transport.empty("DELETE", f"/api/v1/utm-templates/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout)


class ConversionsApi:
    """Conversions: create."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def create(self, body: types.ReportConversion, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Conversion:
        """Report a conversion. `POST /api/v1/conversions`"""
        return cast("types.Conversion", self._transport.json("POST", f"/api/v1/conversions", json=body, idempotency_key=idempotency_key, timeout=timeout))


class GoogleAnalyticsApi:
    """GoogleAnalytics: get, set, delete."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def get(self, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Ga4Stream:
        """Read the GA4 stream of the team. `GET /api/v1/ga4`"""
        return cast("types.Ga4Stream", self._transport.json("GET", f"/api/v1/ga4", idempotency_key=idempotency_key, timeout=timeout))

    def set(self, body: types.SetGa4Stream, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Ga4Stream:
        """Set the GA4 stream of the team. `PUT /api/v1/ga4`"""
        return cast("types.Ga4Stream", self._transport.json("PUT", f"/api/v1/ga4", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def delete(self, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Stop forwarding the team's scans to GA4. `DELETE /api/v1/ga4`"""
        return self._transport.empty("DELETE", f"/api/v1/ga4", idempotency_key=idempotency_key, timeout=timeout)


class DomainsApi:
    """Domains: list, create, get, update, delete, verify."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def list(self, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.DomainList:
        """List branded domains. `GET /api/v1/domains`"""
        return cast("types.DomainList", self._transport.json("GET", f"/api/v1/domains", idempotency_key=idempotency_key, timeout=timeout))

    def create(self, body: types.AddDomain, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Domain:
        """Add a branded domain. `POST /api/v1/domains`"""
        return cast("types.Domain", self._transport.json("POST", f"/api/v1/domains", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def get(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Domain:
        """Get a branded domain. `GET /api/v1/domains/{id}`"""
        return cast("types.Domain", self._transport.json("GET", f"/api/v1/domains/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout))

    def update(self, id: Any, body: types.UpdateDomain, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Domain:
        """Change a branded domain. `PATCH /api/v1/domains/{id}`"""
        return cast("types.Domain", self._transport.json("PATCH", f"/api/v1/domains/{path_segment('id', id)}", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def delete(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Delete a branded domain. `DELETE /api/v1/domains/{id}`"""
        return self._transport.empty("DELETE", f"/api/v1/domains/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout)

    def verify(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Domain:
        """Verify a branded domain now. `POST /api/v1/domains/{id}/verify`"""
        return cast("types.Domain", self._transport.json("POST", f"/api/v1/domains/{path_segment('id', id)}/verify", idempotency_key=idempotency_key, timeout=timeout))


class ExportsApi:
    """Exports: list, create, get, file."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def list(self, *, limit: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> Paginated[types.Export]:
        """List exports. `GET /api/v1/exports`"""
        return Paginated(lambda cursor: self._transport.json("GET", f"/api/v1/exports", query={**{"limit": limit}, "cursor": cursor}, idempotency_key=idempotency_key, timeout=timeout))

    def create(self, body: types.CreateExport, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Export:
        """Export codes for print (ZIP or PDF), or raw scans (CSV or NDJSON). `POST /api/v1/exports`"""
        return cast("types.Export", self._transport.json("POST", f"/api/v1/exports", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def get(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Export:
        """Get an export and its progress. `GET /api/v1/exports/{id}`"""
        return cast("types.Export", self._transport.json("GET", f"/api/v1/exports/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout))

    def file(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> bytes:
        """Download an export's file. `GET /api/v1/exports/{id}/file`"""
        return self._transport.bytes("GET", f"/api/v1/exports/{path_segment('id', id)}/file", idempotency_key=idempotency_key, timeout=timeout)


class KeysApi:
    """Keys: list, create, revoke."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def list(self, *, limit: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> Paginated[types.ApiKey]:
        """List the team's API keys. `GET /api/v1/keys`"""
        return Paginated(lambda cursor: self._transport.json("GET", f"/api/v1/keys", query={**{"limit": limit}, "cursor": cursor}, idempotency_key=idempotency_key, timeout=timeout))

    def create(self, body: types.CreateApiKey, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.CreatedApiKey:
        """Create an API key. `POST /api/v1/keys`"""
        return cast("types.CreatedApiKey", self._transport.json("POST", f"/api/v1/keys", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def revoke(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Revoke an API key. `DELETE /api/v1/keys/{id}`"""
        return self._transport.empty("DELETE", f"/api/v1/keys/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout)


class TeamsApi:
    """Teams: list, create, update, delete, leave, activate, members, invite, change_role, remove_member, revoke_invitation, sso, set_sso, remove_sso, verify_sso, scim, disable_scim, new_scim_token, scim_groups, set_scim_group_role, activity."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def list(self, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.TeamList:
        """List the caller's teams. `GET /api/v1/teams`"""
        return cast("types.TeamList", self._transport.json("GET", f"/api/v1/teams", idempotency_key=idempotency_key, timeout=timeout))

    def create(self, body: types.TeamName, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Team:
        """Create a team. `POST /api/v1/teams`"""
        return cast("types.Team", self._transport.json("POST", f"/api/v1/teams", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def update(self, id: Any, body: types.TeamSettings, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Team:
        """Change a team's settings. `PATCH /api/v1/teams/{id}`"""
        return cast("types.Team", self._transport.json("PATCH", f"/api/v1/teams/{path_segment('id', id)}", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def delete(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Delete a team. `DELETE /api/v1/teams/{id}`"""
        return self._transport.empty("DELETE", f"/api/v1/teams/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout)

    def leave(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Leave a team. `POST /api/v1/teams/{id}/leave`"""
        return self._transport.empty("POST", f"/api/v1/teams/{path_segment('id', id)}/leave", idempotency_key=idempotency_key, timeout=timeout)

    def activate(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Act in this team (sessions). `POST /api/v1/teams/{id}/activate`"""
        return self._transport.empty("POST", f"/api/v1/teams/{path_segment('id', id)}/activate", idempotency_key=idempotency_key, timeout=timeout)

    def members(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Members:
        """List members and pending invitations. `GET /api/v1/teams/{id}/members`"""
        return cast("types.Members", self._transport.json("GET", f"/api/v1/teams/{path_segment('id', id)}/members", idempotency_key=idempotency_key, timeout=timeout))

    def invite(self, id: Any, body: types.InviteMember, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Invitation:
        """Invite a new member to the team. `POST /api/v1/teams/{id}/members`"""
        return cast("types.Invitation", self._transport.json("POST", f"/api/v1/teams/{path_segment('id', id)}/members", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def change_role(self, id: Any, user_id: Any, body: types.ChangeRole, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Member:
        """Change a member's role. `PATCH /api/v1/teams/{id}/members/{userId}`"""
        return cast("types.Member", self._transport.json("PATCH", f"/api/v1/teams/{path_segment('id', id)}/members/{path_segment('user_id', user_id)}", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def remove_member(self, id: Any, user_id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Remove a member. `DELETE /api/v1/teams/{id}/members/{userId}`"""
        return self._transport.empty("DELETE", f"/api/v1/teams/{path_segment('id', id)}/members/{path_segment('user_id', user_id)}", idempotency_key=idempotency_key, timeout=timeout)

    def revoke_invitation(self, id: Any, invitation_id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Revoke a pending invitation. `DELETE /api/v1/teams/{id}/invitations/{invitationId}`"""
        return self._transport.empty("DELETE", f"/api/v1/teams/{path_segment('id', id)}/invitations/{path_segment('invitation_id', invitation_id)}", idempotency_key=idempotency_key, timeout=timeout)

    def sso(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.SsoConnection:
        """The team's single sign-on. `GET /api/v1/teams/{id}/sso`"""
        return cast("types.SsoConnection", self._transport.json("GET", f"/api/v1/teams/{path_segment('id', id)}/sso", idempotency_key=idempotency_key, timeout=timeout))

    def set_sso(self, id: Any, body: types.SsoConnectionInput, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.SsoConnection:
        """Set the team's single sign-on. `PUT /api/v1/teams/{id}/sso`"""
        return cast("types.SsoConnection", self._transport.json("PUT", f"/api/v1/teams/{path_segment('id', id)}/sso", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def remove_sso(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Remove the team's single sign-on. `DELETE /api/v1/teams/{id}/sso`"""
        return self._transport.empty("DELETE", f"/api/v1/teams/{path_segment('id', id)}/sso", idempotency_key=idempotency_key, timeout=timeout)

    def verify_sso(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.SsoConnection:
        """Prove the single sign-on domain. `POST /api/v1/teams/{id}/sso/verify`"""
        return cast("types.SsoConnection", self._transport.json("POST", f"/api/v1/teams/{path_segment('id', id)}/sso/verify", idempotency_key=idempotency_key, timeout=timeout))

    def scim(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.ScimConnection:
        """The team's SCIM provisioning. `GET /api/v1/teams/{id}/scim`"""
        return cast("types.ScimConnection", self._transport.json("GET", f"/api/v1/teams/{path_segment('id', id)}/scim", idempotency_key=idempotency_key, timeout=timeout))

    def disable_scim(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Turn SCIM provisioning off. `DELETE /api/v1/teams/{id}/scim`"""
        return self._transport.empty("DELETE", f"/api/v1/teams/{path_segment('id', id)}/scim", idempotency_key=idempotency_key, timeout=timeout)

    def new_scim_token(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.ScimToken:
        """Make a SCIM token. `POST /api/v1/teams/{id}/scim/token`"""
        return cast("types.ScimToken", self._transport.json("POST", f"/api/v1/teams/{path_segment('id', id)}/scim/token", idempotency_key=idempotency_key, timeout=timeout))

    def scim_groups(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.ScimGroupList:
        """List the identity provider's groups. `GET /api/v1/teams/{id}/scim/groups`"""
        return cast("types.ScimGroupList", self._transport.json("GET", f"/api/v1/teams/{path_segment('id', id)}/scim/groups", idempotency_key=idempotency_key, timeout=timeout))

    def set_scim_group_role(self, id: Any, group_id: Any, body: types.ScimGroupMapping, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.ScimGroup:
        """Set what a group gives. `PATCH /api/v1/teams/{id}/scim/groups/{groupId}`"""
        return cast("types.ScimGroup", self._transport.json("PATCH", f"/api/v1/teams/{path_segment('id', id)}/scim/groups/{path_segment('group_id', group_id)}", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def activity(self, id: Any, *, limit: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> Paginated[types.Activity]:
        """Read the team's activity log. `GET /api/v1/teams/{id}/activity`"""
        return Paginated(lambda cursor: self._transport.json("GET", f"/api/v1/teams/{path_segment('id', id)}/activity", query={**{"limit": limit}, "cursor": cursor}, idempotency_key=idempotency_key, timeout=timeout))


class AuditLogApi:
    """AuditLog: list, export."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def list(self, *, limit: Optional[Any] = None, actor: Optional[Any] = None, action: Optional[Any] = None, target: Optional[Any] = None, from_: Optional[Any] = None, to: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> Paginated[types.Activity]:
        """Read the audit log. `GET /api/v1/audit-log`"""
        return Paginated(lambda cursor: self._transport.json("GET", f"/api/v1/audit-log", query={**{"limit": limit, "actor": actor, "action": action, "target": target, "from": from_, "to": to}, "cursor": cursor}, idempotency_key=idempotency_key, timeout=timeout))

    def export(self, *, format: Any, actor: Optional[Any] = None, action: Optional[Any] = None, target: Optional[Any] = None, from_: Optional[Any] = None, to: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> bytes:
        """Export the audit log. `GET /api/v1/audit-log/export`"""
        return self._transport.bytes("GET", f"/api/v1/audit-log/export", query={"format": format, "actor": actor, "action": action, "target": target, "from": from_, "to": to}, idempotency_key=idempotency_key, timeout=timeout)


class EventsApi:
    """Events: list."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def list(self, *, type: Optional[Any] = None, after: Optional[Any] = None, limit: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> Paginated[types.Event]:
        """List the team's events. `GET /api/v1/events`"""
        return Paginated(lambda cursor: self._transport.json("GET", f"/api/v1/events", query={**{"type": type, "after": after, "limit": limit}, "cursor": cursor}, idempotency_key=idempotency_key, timeout=timeout))


class WebhooksApi:
    """Webhooks: list, create, get, update, delete, rotate_secret, test, deliveries, retry_delivery, replay."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def list(self, *, limit: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> Paginated[types.Webhook]:
        """List the team's webhook endpoints. `GET /api/v1/webhooks`"""
        return Paginated(lambda cursor: self._transport.json("GET", f"/api/v1/webhooks", query={**{"limit": limit}, "cursor": cursor}, idempotency_key=idempotency_key, timeout=timeout))

    def create(self, body: types.CreateWebhook, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.CreatedWebhook:
        """Add a webhook endpoint. `POST /api/v1/webhooks`"""
        return cast("types.CreatedWebhook", self._transport.json("POST", f"/api/v1/webhooks", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def get(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Webhook:
        """Get a webhook endpoint. `GET /api/v1/webhooks/{id}`"""
        return cast("types.Webhook", self._transport.json("GET", f"/api/v1/webhooks/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout))

    def update(self, id: Any, body: types.UpdateWebhook, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Webhook:
        """Change a webhook endpoint. `PATCH /api/v1/webhooks/{id}`"""
        return cast("types.Webhook", self._transport.json("PATCH", f"/api/v1/webhooks/{path_segment('id', id)}", json=body, idempotency_key=idempotency_key, timeout=timeout))

    def delete(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """Delete a webhook endpoint. `DELETE /api/v1/webhooks/{id}`"""
        return self._transport.empty("DELETE", f"/api/v1/webhooks/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout)

    def rotate_secret(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.RotatedWebhookSecret:
        """Rotate a webhook's signing secret. `POST /api/v1/webhooks/{id}/rotate-secret`"""
        return cast("types.RotatedWebhookSecret", self._transport.json("POST", f"/api/v1/webhooks/{path_segment('id', id)}/rotate-secret", idempotency_key=idempotency_key, timeout=timeout))

    def test(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.WebhookDelivery:
        """Send a test event. `POST /api/v1/webhooks/{id}/test`"""
        return cast("types.WebhookDelivery", self._transport.json("POST", f"/api/v1/webhooks/{path_segment('id', id)}/test", idempotency_key=idempotency_key, timeout=timeout))

    def deliveries(self, id: Any, *, limit: Optional[Any] = None, status: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> Paginated[types.WebhookDelivery]:
        """List a webhook's deliveries. `GET /api/v1/webhooks/{id}/deliveries`"""
        return Paginated(lambda cursor: self._transport.json("GET", f"/api/v1/webhooks/{path_segment('id', id)}/deliveries", query={**{"limit": limit, "status": status}, "cursor": cursor}, idempotency_key=idempotency_key, timeout=timeout))

    def retry_delivery(self, id: Any, delivery_id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.WebhookDelivery:
        """Retry a delivery. `POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/retry`"""
        return cast("types.WebhookDelivery", self._transport.json("POST", f"/api/v1/webhooks/{path_segment('id', id)}/deliveries/{path_segment('delivery_id', delivery_id)}/retry", idempotency_key=idempotency_key, timeout=timeout))

    def replay(self, id: Any, body: types.ReplayWebhook, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.ReplayedWebhook:
        """Replay events since a time. `POST /api/v1/webhooks/{id}/replay`"""
        return cast("types.ReplayedWebhook", self._transport.json("POST", f"/api/v1/webhooks/{path_segment('id', id)}/replay", json=body, idempotency_key=idempotency_key, timeout=timeout))


class ScansApi:
    """Scans: list."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def list(self, *, limit: Optional[Any] = None, from_: Optional[Any] = None, to: Optional[Any] = None, tag: Optional[Any] = None, domain: Optional[Any] = None, country: Optional[Any] = None, device: Optional[Any] = None, bot: Optional[Any] = None, code: Optional[Any] = None, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> Paginated[types.Scan]:
        """List the team's raw scans. `GET /api/v1/scans`"""
        return Paginated(lambda cursor: self._transport.json("GET", f"/api/v1/scans", query={**{"limit": limit, "from": from_, "to": to, "tag": tag, "domain": domain, "country": country, "device": device, "bot": bot, "code": code}, "cursor": cursor}, idempotency_key=idempotency_key, timeout=timeout))


class AccountApi:
    """Account: get, sessions, sign_out_others, end_session."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def get(self, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.Account:
        """The signed-in person. `GET /api/v1/account`"""
        return cast("types.Account", self._transport.json("GET", f"/api/v1/account", idempotency_key=idempotency_key, timeout=timeout))

    def sessions(self, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.SessionList:
        """List the person's sessions. `GET /api/v1/account/sessions`"""
        return cast("types.SessionList", self._transport.json("GET", f"/api/v1/account/sessions", idempotency_key=idempotency_key, timeout=timeout))

    def sign_out_others(self, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> types.EndedSessions:
        """Sign out everywhere else. `POST /api/v1/account/sessions/sign-out-others`"""
        return cast("types.EndedSessions", self._transport.json("POST", f"/api/v1/account/sessions/sign-out-others", idempotency_key=idempotency_key, timeout=timeout))

    def end_session(self, id: Any, *, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> None:
        """End one of the person's sessions. `DELETE /api/v1/account/sessions/{id}`"""
        return self._transport.empty("DELETE", f"/api/v1/account/sessions/{path_segment('id', id)}", idempotency_key=idempotency_key, timeout=timeout)


class Resources:
    """Every resource, as the client's attributes (client.codes)."""

    def __init__(self, transport: Transport) -> None:
        self.health = HealthApi(transport)
        self.invitations = InvitationsApi(transport)
        self.abuse_reports = AbuseReportsApi(transport)
        self.sso = SsoApi(transport)
        self.codes = CodesApi(transport)
        self.folders = FoldersApi(transport)
        self.products = ProductsApi(transport)
        self.analytics = AnalyticsApi(transport)
        self.logos = LogosApi(transport)
        self.files = FilesApi(transport)
        self.designs = DesignsApi(transport)
        self.tags = TagsApi(transport)
        self.utm_templates = UtmTemplatesApi(transport)
        self.conversions = ConversionsApi(transport)
        self.google_analytics = GoogleAnalyticsApi(transport)
        self.domains = DomainsApi(transport)
        self.exports = ExportsApi(transport)
        self.keys = KeysApi(transport)
        self.teams = TeamsApi(transport)
        self.audit_log = AuditLogApi(transport)
        self.events = EventsApi(transport)
        self.webhooks = WebhooksApi(transport)
        self.scans = ScansApi(transport)
        self.account = AccountApi(transport)
