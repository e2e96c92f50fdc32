// A cursor-paged list as an async iterator over its items (`for await (const code of client.codes.list())`),
// fetching each page when the previous one is used up; `pages()` walks the pages themselves.

export interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

export class Paginated<T> implements AsyncIterable<T> {
  readonly #fetchPage: (cursor: string | undefined) => Promise<Page<T>>;

  constructor(fetchPage: (cursor: string | undefined) => Promise<Page<T>>) {
    this.#fetchPage = fetchPage;
  }

  /** Each page in turn, from the first. */
  async *pages(): AsyncGenerator<Page<T>> {
    let cursor: string | undefined;
    do {
      const page = await this.#fetchPage(cursor);
      yield page;
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
  }

  /** The first page only. */
  firstPage(): Promise<Page<T>> {
    return this.#fetchPage(undefined);
  }

  /** The page a cursor (a page's `next_cursor`) names: for those who keep the cursor themselves. */
  page(cursor: string | undefined): Promise<Page<T>> {
    return this.#fetchPage(cursor);
  }

  /** Every item, read into an array (at most `limit` of them). */
  async toArray(limit = Number.POSITIVE_INFINITY): Promise<T[]> {
    const items: T[] = [];
    for await (const item of this) {
      if (items.length >= limit) break;
      items.push(item);
    }
    return items;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for await (const page of this.pages()) yield* page.data;
  }
}
