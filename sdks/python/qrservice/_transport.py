"""Every request of the library: the API key, the time limit, and retries. A 429 or a 5xx is retried after the
``Retry-After`` the API gave (else an exponential backoff with jitter); a request that got no answer is retried when
it is safe to: GET, PUT and DELETE are, and every POST and PATCH carries an ``Idempotency-Key``, so that the API
replays the first answer instead of acting twice. Standard library only (urllib)."""

from __future__ import annotations

import email.utils
import builtins
import json as jsonlib
import random
import socket
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from typing import Any, Optional

from .errors import QrServiceError

RETRIED_STATUSES = {408, 425, 429, 500, 502, 503, 504}
BACKOFF_FIRST = 0.5
BACKOFF_MAX = 8.0


class Response:
    def __init__(self, status: int, headers: Any, body: builtins.bytes) -> None:
        self.status = status
        self.headers = headers
        self.body = body


class Transport:
    def __init__(
        self,
        *,
        api_key: Optional[str],
        base_url: str,
        timeout: float,
        max_retries: int,
        max_retry_wait: float,
        user_agent: str,
    ) -> None:
        self.api_key = api_key
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.max_retries = max_retries
        self.max_retry_wait = max_retry_wait
        self.user_agent = user_agent

    def json(self, method: str, path: str, **kwargs: Any) -> Any:
        return jsonlib.loads(self.send(method, path, **kwargs).body or b"null")

    def bytes(self, method: str, path: str, **kwargs: Any) -> builtins.bytes:
        return self.send(method, path, **kwargs).body

    def empty(self, method: str, path: str, **kwargs: Any) -> None:
        self.send(method, path, **kwargs)

    def send(
        self,
        method: str,
        path: str,
        *,
        query: Optional[dict[str, Any]] = None,
        json: Any = None,
        data: Optional[builtins.bytes] = None,
        content_type: Optional[str] = None,
        idempotency_key: Optional[str] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> Response:
        url = self.base_url + path + _query_string(query)
        headers = {"Accept": "application/json, */*;q=0.5", "User-Agent": self.user_agent}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        body: Optional[builtins.bytes] = data
        if json is not None:
            body = jsonlib.dumps(json).encode()
            headers["Content-Type"] = content_type or "application/json"
        elif data is not None:
            headers["Content-Type"] = content_type or "application/octet-stream"
        if method in ("POST", "PATCH"):
            # One key for every try of this request: the API answers a retry with the first try's answer.
            headers["Idempotency-Key"] = idempotency_key or str(uuid.uuid4())
        retries = self.max_retries if max_retries is None else max_retries
        attempt = 0
        while True:
            request = urllib.request.Request(url, data=body, headers=headers, method=method)
            try:
                with urllib.request.urlopen(request, timeout=timeout or self.timeout) as answer:
                    return Response(answer.status, answer.headers, answer.read())
            except urllib.error.HTTPError as refused:
                response = Response(refused.code, refused.headers, refused.read())
                if method == "DELETE" and attempt > 0 and response.status == 404:
                    # A DELETE whose first answer was lost: the thing is gone, which is what was asked.
                    return Response(204, response.headers, b"")
                if attempt < retries and _worth_retrying(response):
                    wait = _retry_after(response.headers)
                    wait = _backoff(attempt) if wait is None else wait
                    if wait <= self.max_retry_wait:
                        time.sleep(wait)
                        attempt += 1
                        continue
                raise QrServiceError.from_response(response.status, response.headers, response.body) from None
            except (urllib.error.URLError, socket.timeout, ConnectionError, TimeoutError) as failure:
                if attempt < retries:
                    time.sleep(_backoff(attempt))
                    attempt += 1
                    continue
                timed_out = isinstance(failure, (socket.timeout, TimeoutError)) or "timed out" in str(failure)
                raise QrServiceError(
                    0,
                    "timeout" if timed_out else "connection_failed",
                    f"no answer from {url}: {failure}",
                ) from failure


def path_segment(name: str, value: Any) -> str:
    """A path parameter, encoded; text that is not well-formed (a lone surrogate) is refused before any request."""
    text = str(value)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise QrServiceError(0, "invalid_argument", f"{name} is not well-formed text (it holds a lone surrogate)") from None
    return urllib.parse.quote(text, safe="")


def _worth_retrying(response: Response) -> bool:
    if response.status in RETRIED_STATUSES:
        return True
    if response.status == 409:
        try:
            return bool(jsonlib.loads(response.body).get("code") == "idempotency_in_progress")
        except ValueError:
            return False
    return False


def _query_string(query: Optional[dict[str, Any]]) -> str:
    pairs: list[tuple[str, str]] = []
    for name, value in (query or {}).items():
        if value is None:
            continue
        for item in value if isinstance(value, (list, tuple)) else [value]:
            pairs.append((name, str(item).lower() if isinstance(item, bool) else str(item)))
    return "?" + urllib.parse.urlencode(pairs) if pairs else ""


def _retry_after(headers: Any) -> Optional[float]:
    value = headers.get("Retry-After")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        parsed = email.utils.parsedate_to_datetime(value)
        return max(0.0, parsed.timestamp() - time.time()) if parsed else None


def _backoff(attempt: int) -> float:
    """Exponential, with full jitter so that many clients do not retry in step."""
    return random.uniform(0, min(BACKOFF_MAX, BACKOFF_FIRST * 2**attempt))
