"""A cursor-paged list as an iterator over its items (``for code in client.codes.list():``), fetching each page
when the previous one is used up; ``pages()`` walks the pages themselves."""

from __future__ import annotations

from typing import Any, Callable, Generic, Iterator, Optional, TypeVar

T = TypeVar("T")


class Paginated(Generic[T]):
    def __init__(self, fetch_page: Callable[[Optional[str]], Any]) -> None:
        self._fetch_page = fetch_page

    def pages(self) -> Iterator[dict[str, Any]]:
        """Each page (``data`` and ``next_cursor``) in turn, from the first."""
        cursor: Optional[str] = None
        while True:
            page = self._fetch_page(cursor)
            yield page
            cursor = page.get("next_cursor")
            if not cursor:
                return

    def first_page(self) -> dict[str, Any]:
        return self._fetch_page(None)  # type: ignore[no-any-return]

    def __iter__(self) -> Iterator[T]:
        for page in self.pages():
            yield from page["data"]
