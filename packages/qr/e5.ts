import { readSvg } from "@qr/local/decode-qr";
import { DEFAULT_STYLE, qrSvg } from "./src/index.ts";

const url = "https://qr-redirect.example.workers.dev/AbCdEf1234";
let seed = Number(process.argv[3] ?? 1);
const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const hex = () =>
  "#" +
  [0, 0, 0]
    .map(() =>
      Math.floor(rnd() * 80)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");
let fails = 0;
const n = 60;
for (let i = 0; i < n; i++) {
  const gradient = process.argv[2] as never;
  const style = {
    ...DEFAULT_STYLE,
    fg: hex(),
    gradient_to: hex(),
    gradient,
    gradient_angle: Math.floor(rnd() * 360),
    frame: ["none", "label", "banner", "box"][i % 4],
    frame_text: "Scan me",
    module_shape: ["square", "rounded", "dots"][i % 3],
  } as never;
  const size = 123 + Math.floor(rnd() * 400);
  const image = qrSvg(url, style, size);
  if (!image.ok) continue;
  const r = await readSvg(image.svg);
  if (!(r.zbar === url && r.zxing === url && r.jsqr === url)) {
    fails++;
    console.log(JSON.stringify(style).slice(0, 200), size, r.zbar === url, r.zxing === url, r.jsqr === url);
  }
}
console.log(process.argv[2], "fails", fails, "of", n);
