"""The analytics time series asked for with ``series="compact"`` (only the buckets with scans, small over any
range) spelled out as ``timeseries`` buckets again, zeros included, as charts and tables read them."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

_STEP = {"day": timedelta(days=1), "hour": timedelta(hours=1)}


def expand_series(series: dict[str, Any]) -> list[dict[str, Any]]:
    """One bucket (``start``, ``scans``, ``uniqueScans``) per day or hour of the range, in order."""
    first = datetime.fromisoformat(series["start"].replace("Z", "+00:00")).astimezone(timezone.utc)
    step = _STEP[series["interval"]]
    buckets = [
        {"start": _iso(first + i * step), "scans": 0, "uniqueScans": 0} for i in range(series["buckets"])
    ]
    for offset, scans, unique_scans in series["counts"]:
        if 0 <= offset < len(buckets):
            buckets[offset].update(scans=scans, uniqueScans=unique_scans)
    return buckets


def timeseries_of(analytics: dict[str, Any]) -> list[dict[str, Any]]:
    """The analytics' buckets, whichever form they were asked in."""
    if "timeseries" in analytics:
        return list(analytics["timeseries"])
    return expand_series(analytics["series"]) if "series" in analytics else []


def _iso(instant: datetime) -> str:
    return instant.strftime("%Y-%m-%dT%H:%M:%S.000Z")
