"""The Python library against the real local stack (workerd, PostgreSQL), started by test/python.test.ts, which
passes QR_BASE_URL, QR_API_KEY and QR_REDIRECT_URL (and QR_SPEND_API_KEY, a key whose budget the 429 test spends)."""

from __future__ import annotations

import io
import os
import time
import unittest
import urllib.error
import urllib.parse
import urllib.request
import zipfile
from concurrent.futures import ThreadPoolExecutor
from typing import Any
from unittest import mock

from qrservice import QrService, QrServiceError, timeseries_of

PHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148"


def eventually(probe: Any, timeout: float = 20.0) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = probe()
        if value is not None:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"condition not met within {timeout} s")
        time.sleep(0.1)


class LibraryTest(unittest.TestCase):
    qr: QrService

    @classmethod
    def setUpClass(cls) -> None:
        cls.qr = QrService()  # QR_API_KEY and QR_BASE_URL from the environment

    def test_create_get_update_delete(self) -> None:
        code = self.qr.codes.create({"url": "https://example.com/menu", "metadata": {"table": "7"}})
        self.assertTrue(code["short_url"].startswith("http"))
        self.assertEqual(self.qr.codes.get(code["id"])["url"], "https://example.com/menu")
        updated = self.qr.codes.update(code["id"], {"url": "https://example.com/dinner"})
        self.assertEqual(updated["url"], "https://example.com/dinner")
        self.assertGreaterEqual(len(list(self.qr.codes.versions(code["id"]))), 2)
        self.qr.codes.delete(code["id"])
        with self.assertRaises(QrServiceError) as refused:
            self.qr.codes.get(code["id"])
        self.assertEqual((refused.exception.status, refused.exception.code), (404, "qr_not_found"))

    def test_list_iterates_250_codes_over_pages(self) -> None:
        rows = [{"url": f"https://example.com/item/{i}", "metadata": {"batch": "py-iter"}} for i in range(250)]
        self.assertEqual(self.qr.codes.bulk_create({"codes": rows})["created"], 250)
        listing = self.qr.codes.list(metadata_key="batch", metadata_value="py-iter", limit=100)
        self.assertEqual(len(list(listing.pages())), 3)
        ids = {code["id"] for code in self.qr.codes.list(metadata_key="batch", metadata_value="py-iter")}
        self.assertEqual(len(ids), 250)

    def test_bulk_update(self) -> None:
        created = self.qr.codes.bulk_create({"codes": [{"url": "https://example.com/a"}, {"url": "https://example.com/b"}]})
        ids = [code["id"] for code in self.qr.codes.list(bulk_id=created["bulk_id"])]
        report = self.qr.codes.bulk_update({"updates": [{"match": i, "url": f"https://example.com/v2/{i}"} for i in ids]})
        self.assertEqual(report["updated"], 2)

    def test_split_conversion_and_ab_results(self) -> None:
        code = self.qr.codes.create(
            {
                "url": "https://example.com/py-shop",
                "variants": [
                    {"url": "https://example.com/py-shop-a", "weight": 50},
                    {"url": "https://example.com/py-shop-b", "weight": 50},
                ],
                "track_conversions": True,
            }
        )
        request = urllib.request.Request(
            f"{os.environ['QR_REDIRECT_URL']}/{code['slug']}",
            headers={"User-Agent": PHONE_UA, "x-test-client-address": "198.51.100.60"},
        )
        try:
            urllib.request.build_opener(NoRedirect).open(request)
            self.fail("the scan was not redirected")
        except urllib.error.HTTPError as redirect:
            location = redirect.headers["Location"]
        scan_id = urllib.parse.parse_qs(urllib.parse.urlparse(location).query)["qr_sid"][0]
        body = {"scan_id": scan_id, "name": "signup", "external_id": "py-signup-1"}
        conversion = self.qr.conversions.create(body)
        self.assertEqual(conversion["qr_id"], code["id"])
        self.assertEqual(self.qr.conversions.create(body)["id"], conversion["id"])

        def results() -> Any:
            read = self.qr.codes.ab_results(code["id"])
            scans = sum(variant["scans"] for split in read["splits"] for variant in split["variants"])
            return read if scans == 1 else None

        read = eventually(results)
        self.assertEqual(sum(v["conversions"] for v in read["splits"][0]["variants"]), 1)
        with self.assertRaises(QrServiceError) as refused:
            self.qr.conversions.create({"scan_id": "forged", "name": "signup"})
        self.assertEqual(refused.exception.status, 422)

    def test_analytics_after_scans(self) -> None:
        code = self.qr.codes.create({"url": "https://example.com/scanned"})
        for i in range(3):
            request = urllib.request.Request(
                f"{os.environ['QR_REDIRECT_URL']}/{code['slug']}",
                headers={"User-Agent": PHONE_UA, "x-test-client-address": f"198.51.100.{i + 1}"},
            )
            opener = urllib.request.build_opener(NoRedirect)
            try:
                opener.open(request)
            except urllib.error.HTTPError as redirect:
                self.assertIn(redirect.code, (301, 302, 307))

        def scans() -> Any:
            read = self.qr.codes.analytics(code["id"])
            return read if read["analytics"]["totalScans"] >= 3 else None

        self.assertEqual(eventually(scans)["analytics"]["totalScans"], 3)
        # The compact series, spelled out by the library, is the buckets the default form answers.
        compact = self.qr.codes.analytics(code["id"], interval="hour", series="compact")["analytics"]
        self.assertNotIn("timeseries", compact)
        self.assertEqual([count[1:] for count in compact["series"]["counts"]], [[3, 3]])
        buckets = self.qr.codes.analytics(code["id"], interval="hour")["analytics"]
        self.assertEqual(timeseries_of(compact), buckets["timeseries"])

    def test_image_bytes(self) -> None:
        code = self.qr.codes.create({"url": "https://example.com/image"})
        png = self.qr.codes.image(code["id"], format="png", size=256)
        self.assertEqual(png[1:4], b"PNG")
        self.assertTrue(self.qr.codes.image(code["id"], format="svg").startswith(b"<svg"))

    def test_logo_upload(self) -> None:
        svg = b'<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>'
        logo = self.qr.logos.upload(svg, content_type="image/svg+xml", name="square")
        self.assertEqual(self.qr.logos.get(logo["id"])["id"], logo["id"])

    def test_file_code(self) -> None:
        # The smallest PDF a viewer reads: a catalog, its cross-reference table and where that table starts.
        body = b"%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n"
        xref = len(body)
        pdf = body + b"xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer<</Size 2/Root 1 0 R>>\nstartxref\n" + str(xref).encode() + b"\n%%EOF\n"
        file = self.qr.files.upload(pdf, content_type="application/pdf", name="menu.pdf")
        self.assertEqual(file["content_type"], "application/pdf")
        code = self.qr.codes.create({"type": "file", "content": {"file_id": file["id"], "title": "Menu"}})
        self.assertEqual(code["content"]["file"]["name"], "menu.pdf")
        self.assertEqual(self.qr.files.content(file["id"]), pdf)
        self.assertEqual(self.qr.codes.clicks(code["id"])["total"], 0)

    def test_export_downloaded(self) -> None:
        created = self.qr.codes.bulk_create({"codes": [{"url": "https://example.com/x1"}, {"url": "https://example.com/x2"}]})
        seen: list[int] = []
        job = self.qr.exports.create_and_wait(
            {"format": "zip", "files": "svg", "size": 256, "selection": {"bulk_id": created["bulk_id"]}},
            interval=0.2,
            on_progress=lambda state: seen.append(state["done"]),
        )
        self.assertEqual(job["status"], "succeeded")
        names = zipfile.ZipFile(io.BytesIO(self.qr.exports.download(job["id"]))).namelist()
        self.assertEqual(len([n for n in names if n.endswith(".svg")]), 2)

    def test_422_with_its_field(self) -> None:
        with self.assertRaises(QrServiceError) as refused:
            self.qr.codes.create({"url": "not a url"})
        error = refused.exception
        self.assertEqual((error.status, error.code), (422, "validation_failed"))
        self.assertTrue(error.field_error("url"))
        self.assertTrue(error.request_id)

    def test_path_parameter_not_well_formed(self) -> None:
        with self.assertRaises(QrServiceError) as refused:
            self.qr.codes.get("\ud800")
        self.assertEqual((refused.exception.status, refused.exception.code), (0, "invalid_argument"))

    def test_429_waits_for_retry_after(self) -> None:
        # A real 429: the budget of a key of its own (600 a minute) spent with plain requests.
        key = os.environ["QR_SPEND_API_KEY"]
        base = os.environ["QR_BASE_URL"]
        refusals: list[urllib.error.HTTPError] = []

        def spend(_: int) -> int:
            request = urllib.request.Request(f"{base}/api/v1/tags", headers={"Authorization": f"Bearer {key}"})
            try:
                with urllib.request.urlopen(request) as answer:
                    return int(answer.status)
            except urllib.error.HTTPError as refused:
                if refused.code == 429:
                    refusals.append(refused)
                return refused.code

        with ThreadPoolExecutor(16) as pool:
            while 429 not in set(pool.map(spend, range(64))):
                pass
        refusal = refusals[0]
        body = refusal.read()
        self.assertGreaterEqual(int(refusal.headers["Retry-After"]), 1)

        # Longer than the client will wait: the API's refusal, as an error.
        with self.assertRaises(QrServiceError) as impatient:
            QrService(key, base_url=base, max_retry_wait=0).tags.list()
        self.assertEqual((impatient.exception.status, impatient.exception.code), (429, "rate_limited"))

        # The same refusal with a Retry-After the window has already passed: waited out, sent again as it was.
        sent: list[tuple[str, Any]] = []
        real_urlopen = urllib.request.urlopen

        def answer(request: urllib.request.Request, *args: Any, **kwargs: Any) -> Any:
            sent.append((request.get_method(), request.get_header("Idempotency-key")))
            if len(sent) == 1:
                headers = refusal.headers
                del headers["Retry-After"]
                headers["Retry-After"] = "0"
                raise urllib.error.HTTPError(request.full_url, 429, "Too Many Requests", headers, io.BytesIO(body))
            return real_urlopen(request, *args, **kwargs)

        with mock.patch("qrservice._transport.urllib.request.urlopen", answer):
            tag = self.qr.tags.create({"name": f"after-429-{time.time_ns()}"})
        self.assertTrue(tag["id"].startswith("tag_"))
        self.assertEqual(len(sent), 2)
        self.assertIsNotNone(sent[0][1])
        self.assertEqual(sent[1], sent[0])

class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


if __name__ == "__main__":
    unittest.main()
