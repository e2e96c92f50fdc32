"""Receiving the service's webhooks: ``verify_webhook`` checks a request exactly as the Standard Webhooks
specification says (standardwebhooks.com: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the
secret's key, any ``v1,`` signature of the space-separated list, a timestamp within 5 minutes) and returns the
event.

    event = verify_webhook(request.body, request.headers, os.environ["QR_WEBHOOK_SECRET"])
    if event["type"] == "scan.batch":
        for scan in event["data"]["scans"]: ...
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import time
from collections.abc import Mapping
from typing import cast

from .types import WebhookPayload

__all__ = ["WebhookVerificationError", "verify_webhook"]

_PREFIX = "whsec_"
TOLERANCE_SECONDS = 300


class WebhookVerificationError(Exception):
    """The request did not come from the service, came too late, or is not a webhook request at all."""


def verify_webhook(
    body: bytes | str,
    headers: Mapping[str, str],
    secret: str,
    *,
    tolerance: int = TOLERANCE_SECONDS,
    now: float | None = None,
) -> WebhookPayload:
    """The event, once ``body`` (exactly as received) and ``headers`` are proven signed with ``secret``
    (``whsec_…``; during a rotation, either secret). Raises WebhookVerificationError otherwise."""
    found = {name.lower(): value for name, value in headers.items()}
    message_id = found.get("webhook-id")
    timestamp = found.get("webhook-timestamp")
    signatures = found.get("webhook-signature")
    if not message_id or not timestamp or not signatures:
        raise WebhookVerificationError("missing webhook headers")
    if not timestamp.isdigit() or len(timestamp) > 12:
        raise WebhookVerificationError("invalid webhook-timestamp")
    current = int(now if now is not None else time.time())
    if int(timestamp) < current - tolerance:
        raise WebhookVerificationError("message timestamp too old")
    if int(timestamp) > current + tolerance:
        raise WebhookVerificationError("message timestamp too new")
    payload = body if isinstance(body, bytes) else body.encode("utf-8")
    signed = message_id.encode("utf-8") + b"." + timestamp.encode("ascii") + b"." + payload
    expected = hmac.new(_key(secret), signed, hashlib.sha256).digest()
    for entry in signatures.split(" "):
        version, _, signature = entry.partition(",")
        if version == "v1" and hmac.compare_digest(_decode(signature), expected):
            break
    else:
        raise WebhookVerificationError("no matching signature found")
    try:
        return cast(WebhookPayload, json.loads(payload))
    except ValueError as error:
        raise WebhookVerificationError("the body is not JSON") from error


def _key(secret: str) -> bytes:
    if not isinstance(secret, str) or not secret:
        raise WebhookVerificationError("a secret is required")
    key = _decode(secret[len(_PREFIX) :] if secret.startswith(_PREFIX) else secret)
    if not key:
        raise WebhookVerificationError("the secret is not base64")
    return key


def _decode(text: str) -> bytes:
    try:
        return base64.b64decode(text + "=" * (-len(text) % 4), validate=True)
    except (binascii.Error, ValueError):
        return b""
