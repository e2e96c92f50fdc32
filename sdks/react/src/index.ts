// @qrservice/react: <QrCode> (the service's renderer in the browser) and TanStack Query hooks over qrservice.
export { useAnalytics, useCode, useCodes, useCreateCode, useDeleteCode, useUpdateCode } from "./hooks.ts";
export { QrServiceProvider, useQrService } from "./provider.tsx";
export {
  QrCode,
  type QrCodeImage,
  type QrCodeLogo,
  type QrCodeProblem,
  type QrCodeProps,
  useQrSvg,
} from "./qr-code.tsx";
export {
  type AnalyticsQuery,
  analyticsQuery,
  type CodesQuery,
  codeQuery,
  codesQuery,
  createCodeMutation,
  deleteCodeMutation,
  invalidateCodes,
  qrKeys,
  updateCodeMutation,
} from "./queries.ts";
