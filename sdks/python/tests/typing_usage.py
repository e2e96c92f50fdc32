"""Code as an integrator writes it, for mypy (python.test.ts): the client's attributes, arguments and answers are
typed from the document, so this passes `mypy --strict`, and a wrong field fails it."""

from __future__ import annotations

from qrservice import QrService, types


def shorten(qr: QrService, url: str) -> str:
    code: types.QrCode = qr.codes.create({"url": url, "metadata": {"table": "7"}})
    for each in qr.codes.list(status="active"):
        print(each["short_url"], each["status"])
    job: types.Export = qr.exports.create_and_wait({"format": "zip", "selection": {"ids": [code["id"]]}})
    print(job["bytes"])
    return code["short_url"]
