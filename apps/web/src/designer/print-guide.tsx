// The print guide: how far a printed code scans from, and how large to print it for a distance (@qr/qr's rule,
// which the printed-code check gives too), counting the renderer's own modules for this code (its content, error
// correction and white margin (the quiet zone); a frame adds nothing the camera needs).
import { type QrStyle, qrMatrix, scanDistanceCm, smallestWidthCm } from "@qr/qr";
import { useId, useState } from "react";

const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toLocaleString("en");

export function PrintGuide({ content, style }: { content: string; style: QrStyle }) {
  const [widthCm, setWidthCm] = useState(4);
  const [distanceM, setDistanceM] = useState(1);
  const widthId = useId();
  const distanceId = useId();
  const modules = qrMatrix(content, style.ecl).size;
  const across = modules + 2 * style.margin;
  const widthOk = Number.isFinite(widthCm) && widthCm > 0 && widthCm <= 1000;
  const distanceOk = Number.isFinite(distanceM) && distanceM > 0 && distanceM <= 100;
  return (
    <section aria-labelledby="print-guide-heading" className="card grid gap-2">
      <h2 id="print-guide-heading" className="mt-0">
        Print guide
      </h2>
      <p className="hint m-0">
        This code is {modules} × {modules} squares, {across} across with its white margin.
      </p>
      <label htmlFor={widthId}>Printed width (cm, white margin included)</label>
      <input
        id={widthId}
        type="number"
        min={0.5}
        max={1000}
        step={0.5}
        value={widthCm}
        onChange={(event) => setWidthCm(Number(event.currentTarget.value))}
      />
      <p role="status" className="m-0">
        {widthOk
          ? `At ${oneDecimal(widthCm)} cm wide it scans from up to ${oneDecimal(scanDistanceCm(widthCm, across) / 100)} m.`
          : "Give a width above 0 cm."}
      </p>
      <label htmlFor={distanceId}>Scanning distance (m)</label>
      <input
        id={distanceId}
        type="number"
        min={0.1}
        max={100}
        step={0.1}
        value={distanceM}
        onChange={(event) => setDistanceM(Number(event.currentTarget.value))}
      />
      <p role="status" className="m-0">
        {distanceOk
          ? `To scan from ${oneDecimal(distanceM)} m, print it at least ${oneDecimal(smallestWidthCm(distanceM * 100, across))} cm wide.`
          : "Give a distance above 0 m."}
      </p>
    </section>
  );
}
