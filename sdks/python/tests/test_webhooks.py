"""verify_webhook against the Standard Webhooks specification's own test vectors, a request its reference library
signed (made by test/python.test.ts with the npm package), and a real delivery from the local stack."""

from __future__ import annotations

import json
import os
import time
import unittest
import urllib.request
from typing import Any

from qrservice import QrService, WebhookVerificationError, verify_webhook

SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
MSG_ID = "msg_p5jXN8AQM9LWM0D4loKWxJek"
TIMESTAMP = 1614265330
PAYLOAD = '{"test": 2432232314}'
SIGNATURE = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="


def headers(signature: str = SIGNATURE, timestamp: str = str(TIMESTAMP)) -> dict[str, str]:
    return {"webhook-id": MSG_ID, "webhook-timestamp": timestamp, "webhook-signature": signature}


class VerifyWebhookTest(unittest.TestCase):
    def test_specification_vector_with_and_without_prefix(self) -> None:
        self.assertEqual(verify_webhook(PAYLOAD, headers(), SECRET, now=TIMESTAMP), {"test": 2432232314})
        self.assertEqual(verify_webhook(PAYLOAD.encode(), headers(), SECRET[6:], now=TIMESTAMP), {"test": 2432232314})
        capitalised = {"Webhook-Id": MSG_ID, "Webhook-Timestamp": str(TIMESTAMP), "Webhook-Signature": SIGNATURE}
        self.assertEqual(verify_webhook(PAYLOAD, capitalised, SECRET, now=TIMESTAMP), {"test": 2432232314})

    def test_finds_the_valid_signature_in_a_list(self) -> None:
        listed = " ".join(
            [
                "v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc=",
                "v2,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc=",
                SIGNATURE,
            ]
        )
        self.assertEqual(verify_webhook(PAYLOAD, headers(listed), SECRET, now=TIMESTAMP), {"test": 2432232314})

    def test_refuses_what_the_specification_refuses(self) -> None:
        refused: list[dict[str, str]] = [
            headers("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OA="),
            headers(SIGNATURE[:8]),
            headers(SIGNATURE.replace("v1,", "v2,")),
            {**headers(), "webhook-id": ""},
            headers(SIGNATURE, "hello"),
            headers(SIGNATURE, str(TIMESTAMP - 301)),
            headers(SIGNATURE, str(TIMESTAMP + 301)),
        ]
        for made in refused:
            with self.assertRaises(WebhookVerificationError):
                verify_webhook(PAYLOAD, made, SECRET, now=TIMESTAMP)
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(PAYLOAD + " ", headers(), SECRET, now=TIMESTAMP)
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(PAYLOAD, headers(), "", now=TIMESTAMP)

    def test_accepts_what_the_reference_library_signed(self) -> None:
        fixture = json.loads(os.environ["QR_REFERENCE_SIGNED"])
        event = verify_webhook(fixture["body"], fixture["headers"], fixture["secret"], now=fixture["now"])
        self.assertEqual(event["type"], "code.created")


class WebhookDeliveryTest(unittest.TestCase):
    def test_a_real_delivery_verifies(self) -> None:
        qr = QrService()
        inbox = os.environ["QR_WEBHOOK_INBOX"]
        endpoint = qr.webhooks.create({"url": f"{inbox}/in/python-library", "events": ["code.created"]})
        code = qr.codes.create({"url": "https://example.com/hooked-by-python"})
        deadline = time.monotonic() + 30
        while True:
            with urllib.request.urlopen(f"{inbox}/inboxes/python-library") as answer:
                received: list[dict[str, Any]] = json.load(answer)["deliveries"]
            events = [verify_webhook(d["body"], d["headers"], endpoint["secret"]) for d in received]
            if any(event["data"].get("id") == code["id"] for event in events):
                break
            self.assertLess(time.monotonic(), deadline, "no delivery within 30 s")
            time.sleep(0.1)
        listed = [event["type"] for event in qr.events.list(type="code.created")]
        self.assertIn("code.created", listed)


if __name__ == "__main__":
    unittest.main()
