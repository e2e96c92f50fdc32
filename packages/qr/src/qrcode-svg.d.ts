// The part of qrcode-svg (no bundled types) this package uses: the module matrix of its encoder.
declare module "qrcode-svg" {
  interface QRCodeOptions {
    content: string;
    ecl?: "L" | "M" | "Q" | "H";
    padding?: number;
  }
  export default class QRCode {
    constructor(options: QRCodeOptions);
    qrcode: { modules: boolean[][]; moduleCount: number; typeNumber: number };
  }
}
