"""The one error the library raises: a refused request carries the API's problem (RFC 9457); a request that never
got an answer has status 0 and code ``connection_failed`` or ``timeout``."""

from __future__ import annotations

import json
from typing import Any, Optional


class QrServiceError(Exception):
    """A request the API refused (``status`` ≥ 400) or that got no answer (``status`` 0)."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        *,
        detail: Optional[str] = None,
        errors: Optional[list[dict[str, Any]]] = None,
        request_id: Optional[str] = None,
        type: Optional[str] = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.detail = detail
        self.errors: list[dict[str, Any]] = errors or []
        self.request_id = request_id
        self.type = type

    def field_error(self, path: str) -> Optional[str]:
        """The message for one field (``url``, ``codes[3].slug``), if the API named it."""
        for error in self.errors:
            if error.get("path") == path:
                return str(error.get("message"))
        return None

    @classmethod
    def from_response(cls, status: int, headers: Any, body: bytes) -> "QrServiceError":
        request_id = headers.get("X-Request-Id")
        problem: dict[str, Any] = {}
        if "json" in (headers.get("Content-Type") or ""):
            try:
                problem = json.loads(body or b"{}")
            except ValueError:
                problem = {}
        code = str(problem.get("code") or f"http_{status}")
        detail = problem.get("detail")
        request_id = problem.get("request_id") or request_id
        fields = "; ".join(f"{error.get('path')}: {error.get('message')}" for error in problem.get("errors") or [])
        message = (
            f"{status} {code}"
            + (f": {detail}" if detail else "")
            + (f" ({fields})" if fields else "")
            + (f" [request {request_id}]" if request_id else "")
        )
        return cls(
            status,
            code,
            message,
            detail=detail,
            errors=problem.get("errors"),
            request_id=request_id,
            type=problem.get("type"),
        )
