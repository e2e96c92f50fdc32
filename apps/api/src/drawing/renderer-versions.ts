// The libraries that draw part of an image in this worker, at the versions installed: resvg a logo's pixels in a
// PNG, pdf-lib a PDF's document around our operators. An image's ETag carries them beside @qr/qr's
// DRAWING_VERSION, so upgrading either changes every tag instead of answering 304 with the picture drawn before.
// test/renderer-versions.test.ts keeps them equal to the installed packages (resvg does not export its version).
export const RENDERER_VERSIONS = { "@resvg/resvg-wasm": "2.6.2", "pdf-lib": "1.17.1" } as const;
