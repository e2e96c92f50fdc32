// The API reference: Scalar renders the OpenAPI document the API serves. Error responses link to the errors page,
// where each problem `type` URI has its anchor. Nothing is fetched from another origin.
Scalar.createApiReference("#reference", {
  url: "/api/v1/openapi.json",
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: "never",
  proxyUrl: undefined,
  agent: { disabled: true },
  mcp: { disabled: true },
  metaData: { title: "API reference · QR service" },
});
