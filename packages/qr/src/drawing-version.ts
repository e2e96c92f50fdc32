// Which drawing the same inputs get. An image's ETag is made from what it is drawn from, and carries this version
// too, so a deploy that draws a style differently is not answered 304 with the picture drawn before it.
// test/drawing-version.test.ts pins what this version draws: a change to the pixels, the SVG or the print
// operators fails it until this number is raised (and the new digest recorded there); the api's test of the same
// name pins what its worker adds (logos rasterised by resvg, PDF documents).
export const DRAWING_VERSION = 1;
