"""The client: one object per API key, with an attribute per resource (``client.codes.create(...)``), every method
generated from the OpenAPI document (_resources.py)."""

from __future__ import annotations

import os
import time
from typing import Any, Callable, Optional

from . import types
from ._resources import ExportsApi, Resources
from ._transport import Transport
from .errors import QrServiceError

DEFAULT_BASE_URL = "https://api.qr.example.net"
VERSION = "1.0.0"


class Exports(ExportsApi):
    """Exports, with ``wait`` (follow one to its end), ``create_and_wait`` and ``download``."""

    def wait(
        self,
        id: str,
        *,
        interval: float = 1.0,
        wait: float = 600.0,
        on_progress: Optional[Callable[[types.Export], None]] = None,
    ) -> types.Export:
        """The export once it has succeeded; a failed export raises QrServiceError with its reason."""
        deadline = time.monotonic() + wait
        while True:
            job = self.get(id)
            if on_progress:
                on_progress(job)
            if job["status"] == "succeeded":
                return job
            if job["status"] == "failed":
                reason = job.get("error") or "no reason given"
                raise QrServiceError(0, "export_failed", f"export {id} failed: {reason}", detail=reason)
            if time.monotonic() + interval > deadline:
                raise QrServiceError(0, "timeout", f"export {id} not finished in {wait} s")
            time.sleep(interval)

    def create_and_wait(self, body: types.CreateExport, **wait_options: Any) -> types.Export:
        """Starts an export and waits for it to succeed."""
        return self.wait(self.create(body)["id"], **wait_options)

    def download(self, id: str) -> bytes:
        """The finished export's file (a ZIP or a PDF)."""
        return self.file(id)


class QrService(Resources):
    """The QR service's REST API.

    >>> qr = QrService()  # the key from QR_API_KEY
    >>> code = qr.codes.create({"url": "https://example.com/menu"})
    """

    def __init__(
        self,
        api_key: Optional[str] = None,
        *,
        base_url: Optional[str] = None,
        timeout: float = 30.0,
        max_retries: int = 3,
        max_retry_wait: float = 60.0,
    ) -> None:
        key = api_key or os.environ.get("QR_API_KEY")
        if not key:
            raise ValueError("an API key is needed: pass api_key or set QR_API_KEY")
        self.transport = Transport(
            api_key=key,
            base_url=base_url or os.environ.get("QR_BASE_URL") or DEFAULT_BASE_URL,
            timeout=timeout,
            max_retries=max_retries,
            max_retry_wait=max_retry_wait,
            user_agent=f"qrservice-python/{VERSION}",
        )
        super().__init__(self.transport)
        self.exports: Exports = Exports(self.transport)
