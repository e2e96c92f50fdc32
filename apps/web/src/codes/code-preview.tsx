// The code being made, drawn as it will print in the team's default design (without its logo, which the service
// adds): its short link is made when it is created, so the preview encodes a stand-in of the same length; a Wi-Fi
// code, which holds its network, is drawn with the network itself.
import type { ContentType } from "@qr/core/content/types";
import { wifiPayloadOf } from "@qr/core/content/wifi";
import { DEFAULT_STYLE, type QrStyle, qrSvg } from "@qr/qr";
import { useMemo } from "react";

const PREVIEW_PX = 240;

export function CodePreview({
  type,
  content,
  style,
}: {
  type: ContentType;
  content: unknown;
  style?: Record<string, unknown> | undefined;
}) {
  const svg = useMemo(() => {
    const drawn: QrStyle = { ...DEFAULT_STYLE, ...(style as Partial<QrStyle>), logo_id: null } as QrStyle;
    const encoded =
      type === "wifi" && content && typeof content === "object" && "ssid" in content
        ? wifiPayloadOf(content as Parameters<typeof wifiPayloadOf>[0])
        : `${window.location.protocol}//${window.location.host}/AbCdEfGh12`;
    const image = qrSvg(encoded, drawn, PREVIEW_PX);
    return image.ok ? image.svg : undefined;
  }, [type, content, style]);
  return (
    <figure className="code-preview">
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          width={PREVIEW_PX}
          height={PREVIEW_PX}
          alt="Preview of the QR code in your team's default design"
        />
      ) : null}
      <figcaption className="hint">
        {type === "wifi"
          ? "The network is written into the code itself: phones join it from the print."
          : "Your team's default design. Change it on the code's Design tab."}
      </figcaption>
    </figure>
  );
}
