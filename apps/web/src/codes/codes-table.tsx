// A page of codes, each said as what it is: its image, a title (its name, else what its content names), its type,
// what a scan shows, its short link, status and last 7 days' scans, and a menu of what can be done to it. Rows are
// selectable where the caller may change codes. On a phone each row is a card (styles.css, `.codes-table`).
import { Link } from "react-router";
import { TagChips } from "../ui/tag-chips.tsx";
import { CodeMenu } from "./code-menu.tsx";
import { codeTitle, displayUrl, goesTo, TYPE_ICONS, typeLabel } from "./code-words.ts";
import type { QrCode } from "./use-code.ts";
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
    <div className="card table-card codes-table-card">
      <table className="codes-table">
        <caption className="sr-only">Your QR codes</caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className="select-cell">
                <input
                  type="checkbox"
                  aria-label="Select every code on this page"
                  checked={selection.wholePage}
                  onChange={(event) => selection.togglePage(event.currentTarget.checked)}
                />
              </th>
            ) : null}
            <th scope="col">Code</th>
            <th scope="col">Goes to</th>
            <th scope="col">Short link</th>
            <th scope="col">Status</th>
            {withScans ? (
              <th scope="col" className="number">
                Scans, 7 days
              </th>
            ) : null}
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((code) => (
            <CodeRow key={code.id} code={code} withScans={withScans} selection={selection} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CodeRow({
  code,
  withScans,
  selection,
}: {
  code: QrCode & { scans_7d?: number };
  withScans: boolean;
  selection?: Pick<CodeSelection, "selected" | "toggle"> | undefined;
}) {
  const title = codeTitle(code);
  const Icon = TYPE_ICONS[code.type];
  return (
    <tr>
      {selection ? (
        <td className="select-cell">
          <input
            type="checkbox"
            aria-label={`Select ${title}`}
            checked={selection.selected.includes(code.id)}
            onChange={(event) => selection.toggle(code.id, event.currentTarget.checked)}
          />
        </td>
      ) : null}
      <td>
        <div className="code-cell">
          {/* SVG, so the size costs nothing; 256 px is above the smallest size of any allowed style. */}
          <img
            src={`/api/v1/qr/${code.id}/image?size=256`}
            alt={`QR code of ${title}`}
            width={48}
            height={48}
            loading="lazy"
          />
          <div className="code-cell-text">
            <Link to={`/codes/${code.id}`} className="code-title">
              {title}
            </Link>
            <span className="code-type">
              <Icon size={14} aria-hidden="true" />
              {typeLabel(code.type)}
            </span>
            <TagChips tags={code.tags} />
          </div>
        </div>
      </td>
      <td className="goes-cell" data-label="Goes to">
        <span className="goes-text">{goesTo(code)}</span>
        <CampaignNote code={code} />
      </td>
      <td className="link-cell" data-label="Short link">
        <span className="mono">{displayUrl(code.short_url)}</span>
      </td>
      <td className="status-cell">
        <CodeStatus code={code} />
      </td>
      {withScans ? (
        <td className="number scans-cell" data-label="Scans, 7 days">
          {code.scans_7d ?? 0}
        </td>
      ) : null}
      <td className="menu-cell">
        <CodeMenu code={code} writer={selection !== undefined} />
      </td>
    </tr>
  );
}

/** A code's status as a badge, and a second one when a URL of it was flagged as unsafe. */
export function CodeStatus({
  code,
}: {
  code: Pick<QrCode, "status" | "taken_down_reason" | "flagged_reason">;
}) {
  return (
    <span className="badges">
      {code.taken_down_reason ? (
        <span className="badge" data-status="disabled" title={code.taken_down_reason}>
          Disabled for abuse
        </span>
      ) : (
        <span className="badge" data-status={code.status === "active" ? "active" : "paused"}>
          {code.status === "active" ? "Active" : "Paused"}
        </span>
      )}
      {code.flagged_reason ? (
        <span className="badge" data-status="flagged" title={code.flagged_reason}>
          Flagged
        </span>
      ) : null}
    </span>
  );
}

/** A code's split and campaign, under where it goes: what a marketer scans the list for. */
function CampaignNote({ code }: { code: QrCode }) {
  const parts = [
    ...(code.variants ? [`A/B split, ${code.variants.length} variants`] : []),
    ...(code.utm?.campaign
      ? [`Campaign ${code.utm.campaign}`]
      : code.utm?.source
        ? [`Source ${code.utm.source}`]
        : []),
  ];
  return parts.length > 0 ? <span className="hint block">{parts.join(" · ")}</span> : null;
}
