"""qrservice: the QR service's REST API for Python ≥ 3.10, standard library only.

    from qrservice import QrService
    qr = QrService()  # the key from QR_API_KEY
    code = qr.codes.create({"url": "https://example.com/menu"})
    for c in qr.codes.list(status="active"):
        print(c["short_url"])
    event = verify_webhook(body, headers, secret)  # a webhook request, checked
"""

from . import types
from .client import DEFAULT_BASE_URL, VERSION, Exports, QrService
from .errors import QrServiceError
from .pagination import Paginated
from .series import expand_series, timeseries_of
from .webhooks import WebhookVerificationError, verify_webhook

__all__ = [
    "DEFAULT_BASE_URL",
    "VERSION",
    "Exports",
    "Paginated",
    "QrService",
    "QrServiceError",
    "WebhookVerificationError",
    "expand_series",
    "timeseries_of",
    "types",
    "verify_webhook",
]
__version__ = VERSION
