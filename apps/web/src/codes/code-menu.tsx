// Everything that can be done to one code from where it is listed: copy its link, download its image, pause or
// resume it, duplicate it, delete it (after a confirmation that names it). The same actions as its page's head.
import { Copy, CopyPlus, Download, MoreHorizontal, Pause, Play, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmAction } from "../ui/confirm-dialog.tsx";
import { Menu, type MenuItem } from "../ui/menu.tsx";
import { Problem } from "../ui/problem.tsx";
import { useToast } from "../ui/toast.tsx";
import {
  downloadHref,
  IMAGE_DOWNLOADS,
  useCodeStatus,
  useDeleteCode,
  useDuplicateCode,
} from "./code-actions.ts";
import { codeTitle } from "./code-words.ts";
import type { QrCode } from "./use-code.ts";

export function CodeMenu({ code, writer }: { code: QrCode; writer: boolean }) {
  const toast = useToast();
  const status = useCodeStatus(code);
  const duplicate = useDuplicateCode(code);
  const remove = useDeleteCode(code);
  const [deleting, setDeleting] = useState(false);
  const title = codeTitle(code);
  const taken = Boolean(code.taken_down_reason);
  const items: (MenuItem | "separator")[] = [
    {
      label: "Copy short link",
      icon: <Copy size={16} />,
      onSelect: () =>
        void navigator.clipboard.writeText(code.short_url).then(() => toast.show(`Copied ${code.short_url}`)),
    },
    ...IMAGE_DOWNLOADS.map((entry) => ({
      label: entry.label,
      icon: <Download size={16} />,
      href: downloadHref(code.id, entry.format),
      download: `${code.slug}.${entry.format}`,
    })),
    ...(writer
      ? ([
          "separator",
          ...(taken
            ? []
            : [
                code.status === "active"
                  ? {
                      label: "Pause code",
                      icon: <Pause size={16} />,
                      onSelect: () => status.mutate("disabled"),
                    }
                  : {
                      label: "Resume code",
                      icon: <Play size={16} />,
                      onSelect: () => status.mutate("active"),
                    },
              ]),
          { label: "Duplicate", icon: <CopyPlus size={16} />, onSelect: () => duplicate.mutate() },
          "separator",
          {
            label: "Delete code",
            icon: <Trash2 size={16} />,
            tone: "danger",
            onSelect: () => setDeleting(true),
          },
        ] as const)
      : []),
  ];
  const error = status.error ?? duplicate.error ?? remove.error;
  return (
    <>
      <Menu
        tone="ghost"
        align="end"
        label={`Actions for ${title}`}
        trigger={<MoreHorizontal size={18} aria-hidden="true" />}
        items={items}
      />
      {error ? <Problem error={error} /> : null}
      <DeleteCodeConfirm
        open={deleting}
        onClose={() => setDeleting(false)}
        title={title}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}

/** The one confirmation before a code is deleted, naming it: from its row and from its page alike. */
export function DeleteCodeConfirm({
  title,
  ...props
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmAction {...props} title={`Delete ${title}?`} confirm={`Delete ${title}`}>
      Printed copies will answer “gone” from then on, and the slug is never used again. This cannot be undone.
    </ConfirmAction>
  );
}
