// A code's image downloads wherever they are offered (its page's head, the designer): PNG first, what most people
// need, and the other formats in a menu.
import { ChevronDown, Download } from "lucide-react";
import { Menu } from "../ui/menu.tsx";
import { IMAGE_DOWNLOADS, type ImageFormat } from "./code-actions.ts";

export function DownloadChoices({
  hrefOf,
  fileNameOf = () => "",
}: {
  /** The address of the image in a format: as saved, or as the designer shows it. */
  hrefOf: (format: ImageFormat) => string;
  /** The saved file's name; empty leaves it to the answer's Content-Disposition. */
  fileNameOf?: (format: ImageFormat) => string;
}) {
  return (
    <>
      <a className="button" href={hrefOf("png")} download={fileNameOf("png")}>
        <Download size={16} aria-hidden="true" />
        Download PNG
      </a>
      <Menu
        label="Other formats"
        trigger={
          <>
            Other formats
            <ChevronDown size={16} aria-hidden="true" />
          </>
        }
        items={IMAGE_DOWNLOADS.filter((entry) => entry.format !== "png").map((entry) => ({
          label: entry.label,
          href: hrefOf(entry.format),
          download: fileNameOf(entry.format),
        }))}
      />
    </>
  );
}
