// A page of codes: a thumbnail, the name (else the slug) with its tags, the short URL, the destination, the status
// and the last 7 days' scans, each row selectable where the caller may change codes.
import { Link } from "react-router";
import { TagChips } from "../ui/tag-chips.tsx";
import type { QrCode } from "./code-frame.tsx";
import type { CodeSelection } from "./use-code-selection.ts";

export function CodesTable({
  rows,
  withScans,
  selection,
}: {
  rows: (QrCode & { scans_7d?: number })[];
  withScans: boolean;
  /** Absent where the caller may not change codes: no row is selectable. */
  selection?: Pick<CodeSelection, "selected" | "wholePage" | "toggle" | "togglePage"> | undefined;
}) {
  return (
    <table className="responsive">
      <caption className="sr-only">Your QR codes</caption>
      <thead>
        <tr>
          {selection ? (
            <th scope="col">
              <input
                type="checkbox"
                aria-label="Select every code on this page"
                checked={selection.wholePage}
                onChange={(event) => selection.togglePage(event.currentTarget.checked)}
              />
            </th>
          ) : null}
          <th scope="col">Code</th>
          <th scope="col">Name</th>
          <th scope="col">Short URL</th>
          <th scope="col">Destination</th>
          <th scope="col">Status</th>
          {withScans ? <th scope="col">Scans, 7 days</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((code) => {
          const label = code.name ?? code.slug;
          return (
            <tr key={code.id}>
              {selection ? (
                <td data-label="Select">
                  <input
                    type="checkbox"
                    aria-label={`Select ${label}`}
                    checked={selection.selected.includes(code.id)}
                    onChange={(event) => selection.toggle(code.id, event.currentTarget.checked)}
                  />
                </td>
              ) : null}
              <td>
                {/* SVG, so the size costs nothing; 256 px is above the smallest size of any allowed style. */}
                <img
                  src={`/api/v1/qr/${code.id}/image?size=256`}
                  alt={`QR code of ${label}`}
                  width={48}
                  height={48}
                  loading="lazy"
                />
              </td>
              <td data-label="Name">
                <Link to={`/codes/${code.id}`}>{label}</Link>
                <TagChips tags={code.tags} />
              </td>
              <td data-label="Short URL">{code.short_url}</td>
              <td data-label="Destination">
                {code.url}
                <CampaignNote code={code} />
              </td>
              <td data-label="Status">
                <CodeStatus code={code} />
              </td>
              {withScans ? <td data-label="Scans, 7 days">{code.scans_7d ?? 0}</td> : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A code's status as a badge, and a second one when a URL of it was flagged as unsafe. */
export function CodeStatus({
  code,
}: {
  code: Pick<QrCode, "status" | "taken_down_reason" | "flagged_reason">;
}) {
  return (
    <>
      <span className="badge" data-status={code.status} title={code.taken_down_reason ?? undefined}>
        {code.taken_down_reason ? "disabled for abuse" : code.status === "active" ? "active" : "paused"}
      </span>{" "}
      {code.flagged_reason ? (
        <span className="badge" data-status="flagged" title={code.flagged_reason}>
          flagged
        </span>
      ) : null}
    </>
  );
}

/** A code's split and campaign, under its destination: what a marketer scans the list for. */
function CampaignNote({ code }: { code: QrCode }) {
  const parts = [
    ...(code.variants ? [`A/B split, ${code.variants.length} variants`] : []),
    ...(code.utm?.campaign
      ? [`campaign ${code.utm.campaign}`]
      : code.utm?.source
        ? [`source ${code.utm.source}`]
        : []),
  ];
  return parts.length > 0 ? <span className="hint block">{parts.join(" · ")}</span> : null;
}
