"""Runs the unittest suite and prints one JSON line per test (name, outcome, message) for test/python.test.ts."""

from __future__ import annotations

import json
import sys
import unittest
from typing import Any


class Collecting(unittest.TextTestResult):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.outcomes: list[dict[str, str]] = []

    def addSuccess(self, test: unittest.TestCase) -> None:
        super().addSuccess(test)
        self.outcomes.append({"name": test.id(), "outcome": "passed", "message": ""})

    def addFailure(self, test: unittest.TestCase, err: Any) -> None:
        super().addFailure(test, err)
        self.outcomes.append({"name": test.id(), "outcome": "failed", "message": self._exc_info_to_string(err, test)})

    def addError(self, test: unittest.TestCase, err: Any) -> None:
        super().addError(test, err)
        self.outcomes.append({"name": test.id(), "outcome": "failed", "message": self._exc_info_to_string(err, test)})


suite = unittest.defaultTestLoader.discover("tests")
runner = unittest.TextTestRunner(resultclass=Collecting, stream=sys.stderr, verbosity=2)
result = runner.run(suite)
print(json.dumps(result.outcomes))  # type: ignore[attr-defined]
