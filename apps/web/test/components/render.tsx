// What the component tests render with: the app's query client (its data seeded where a part reads some) and a
// router, in jsdom; and the browser APIs jsdom lacks (what the charts measure with, a dialog's modal methods).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";

/** Renders `element` as a page would have it, with `seeded` query data already read. */
export function renderPart(element: ReactElement, seeded: [readonly unknown[], unknown][] = [], path = "/") {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const [key, data] of seeded) client.setQueryData(key, data);
  return render(element, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </QueryClientProvider>
    ),
  });
}

// recharts sizes its charts with ResizeObserver, which jsdom does not have: the charts draw at no size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has <dialog> but not its modal methods: open and close it as the attribute (no inert page behind).
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
