// What scanners did on a code's page over the range shown: each action's clicks, each link's, and how many scans
// led to a click (GET /qr/{id}/clicks). Only codes whose scan shows a page of ours have any.
import { isPageType } from "@qr/core/content/types";
import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../app/api.ts";
import type { QrCode } from "../codes/use-code.ts";
import { Problem } from "../ui/problem.tsx";
import { Figures } from "./figures.tsx";

const ACTIONS = {
  link: "Links followed",
  contact: "Added to contacts",
  calendar: "Added to calendar",
  open: "Document opened",
  download: "Downloaded",
} as const;

/** The clicks of the days `from` to `to` (inclusive; none: all time). */
export function PageClicks({ code, from, to }: { code: QrCode; from?: string; to?: string }) {
  const shown = isPageType(code.type) && code.type !== "wifi";
  const end = to && new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
  const clicks = useQuery({
    queryKey: ["clicks", code.id, from, to],
    queryFn: () =>
      unwrap(
        api.GET("/api/v1/qr/{id}/clicks", {
          params: { path: { id: code.id }, query: { from, to: end || undefined } },
        }),
      ),
    enabled: shown,
    refetchInterval: 15_000,
  });
  if (!shown) return null;
  const c = clicks.data;
  return (
    <section aria-labelledby="clicks-heading" className="card">
      <h2 id="clicks-heading" className="mt-0">
        Clicks on the page
      </h2>
      {clicks.error ? <Problem error={clicks.error} /> : null}
      {c ? (
        <>
          <p>
            {c.total} {c.total === 1 ? "click" : "clicks"} from {c.scans_clicked}{" "}
            {c.scans_clicked === 1 ? "scan" : "scans"}
            {c.bots > 0 ? ` (and ${c.bots} by bots, not counted)` : ""}.
          </p>
          <Figures
            caption="Clicks by action"
            head={["Action", "Clicks"]}
            rows={Object.entries(ACTIONS)
              .map(([action, label]) => [label, c.by_action[action as keyof typeof ACTIONS]])
              .filter(([, count]) => Number(count) > 0)}
          />
          {c.links.length > 0 ? (
            <Figures
              caption="Clicks by link"
              head={["Link", "Led to", "Clicks"]}
              rows={c.links.map((link) => [`Link ${link.link}`, link.target, link.clicks])}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
