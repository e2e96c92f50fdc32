// The head of a code's page: the code as it prints (its design), what it is and where a scan goes, its short link
// to copy, its folder, its status, the downloads, pausing, and the rest in a menu; the last 7 days' scans beside it.

import { Copy, CopyPlus, FolderInput, MoreHorizontal, Pause, Play, Trash2 } from "lucide-react";
import { useState } from "react";
import { useMatch } from "react-router";
import { useMay } from "../app/session.ts";
import { CopyButton } from "../ui/copy-button.tsx";
import { Menu } from "../ui/menu.tsx";
import { Problem } from "../ui/problem.tsx";
import { TagChips } from "../ui/tag-chips.tsx";
import { downloadHref, useCodeStatus, useDeleteCode, useDuplicateCode } from "./code-actions.ts";
import { CodeFolder, MoveCodeDialog } from "./code-folder.tsx";
import { DeleteCodeConfirm } from "./code-menu.tsx";
import { codeTitle, goesTo, TYPE_ICONS, typeLabel } from "./code-words.ts";
import { CodeStatus } from "./codes-table.tsx";
import { DownloadChoices } from "./download-choices.tsx";
import { scanHandlingOf } from "./scan-handling.ts";
import { WeekScans } from "./scan-sparkline.tsx";
import type { QrCode } from "./use-code.ts";
import { useMayChange } from "./use-code.ts";

/** The page's heading: the code's name, else what its content names, else "Code <slug>". */
export function headingOf(code: QrCode): string {
  const title = codeTitle(code);
  return title === code.slug ? `Code ${code.slug}` : title;
}

export function CodeHeader({ code }: { code: QrCode }) {
  const may = useMay();
  const writer = useMayChange(code);
  const status = useCodeStatus(code);
  const duplicate = useDuplicateCode(code);
  const remove = useDeleteCode(code, "/codes");
  const [deleting, setDeleting] = useState(false);
  const [moving, setMoving] = useState(false);
  const Icon = TYPE_ICONS[code.type];
  const title = headingOf(code);
  const taken = Boolean(code.taken_down_reason);
  const { scanned } = scanHandlingOf(code);
  // The Design tab downloads what is being designed: the saved image's download would be a second one.
  const designing = useMatch("/codes/:id/design") !== null;
  return (
    <header className="code-head card">
      <figure className="code-art">
        {/* As it prints: the image the API draws with the code's saved design. */}
        <img src={`/api/v1/qr/${code.id}/image?size=384&v=${code.updated_at}`} alt={`QR code of ${title}`} />
      </figure>
      <div className="code-head-title">
        <p className="code-kind">
          <Icon size={16} aria-hidden="true" />
          {typeLabel(code.type)}
          <CodeStatus code={code} />
        </p>
        <h1>{title}</h1>
        {title !== `Code ${code.slug}` ? <p className="hint m-0">Code {code.slug}</p> : null}
        <TagChips tags={code.tags} />
        <CodeFolder code={code} />
      </div>
      {/* Beside the code on a wide screen; under the code and its name on a phone, where the column is narrow. */}
      <div className="code-head-body">
        <p className="code-goes">
          <span className="hint">{code.type === "wifi" ? "Holds" : "Goes to"}</span> {goesTo(code)}
        </p>
        <div className="code-link">
          <a className="mono" href={code.short_url}>
            {code.short_url}
          </a>
          <CopyButton text={code.short_url} label="Copy short URL" icon={<Copy size={16} />} />
        </div>
        <div className="code-actions">
          {designing ? null : (
            <DownloadChoices
              hrefOf={(format) => downloadHref(code.id, format)}
              fileNameOf={(format) => `${code.slug}.${format}`}
            />
          )}
          {writer && !taken ? (
            <button
              type="button"
              className="secondary"
              disabled={status.isPending}
              onClick={() => status.mutate(code.status === "active" ? "disabled" : "active")}
            >
              {code.status === "active" ? (
                <Pause size={16} aria-hidden="true" />
              ) : (
                <Play size={16} aria-hidden="true" />
              )}
              {code.status === "active" ? "Pause code" : "Resume code"}
            </button>
          ) : null}
          {writer ? (
            <Menu
              tone="ghost"
              label={`More actions for ${title}`}
              align="end"
              trigger={<MoreHorizontal size={18} aria-hidden="true" />}
              items={[
                { label: "Duplicate", icon: <CopyPlus size={16} />, onSelect: () => duplicate.mutate() },
                { label: "Move to folder", icon: <FolderInput size={16} />, onSelect: () => setMoving(true) },
                "separator",
                {
                  label: "Delete code",
                  icon: <Trash2 size={16} />,
                  tone: "danger",
                  onSelect: () => setDeleting(true),
                },
              ]}
            />
          ) : null}
        </div>
        {[status.error, duplicate.error, remove.error].map((error, index) =>
          error ? <Problem key={index} error={error} /> : null,
        )}
        {writer ? <MoveCodeDialog code={code} open={moving} onClose={() => setMoving(false)} /> : null}
        <DeleteCodeConfirm
          open={deleting}
          onClose={() => setDeleting(false)}
          title={title}
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
        />
      </div>
      {scanned && may("analytics:read") ? <WeekScans codeId={code.id} /> : null}
    </header>
  );
}
