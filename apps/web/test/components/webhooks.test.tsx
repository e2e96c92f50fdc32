// @vitest-environment jsdom
// The webhook form's parts: what the choices ask the API for, a refusal shown beside its field, and an endpoint's
// state in words.
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ApiFailure } from "../../src/app/api.ts";
import type { components } from "../../src/app/api-client.ts";
import { stateOf, type Webhook } from "../../src/webhooks/event-types.ts";
import { type WebhookFields, WebhookForm } from "../../src/webhooks/webhook-form.tsx";
import { renderPart } from "./render.tsx";

afterEach(cleanup);

type Tag = components["schemas"]["Tag"];
const TAGS = [{ id: "tag_1", name: "Posters", color: "#0a58ca" }] as Tag[];

function form(options: { initial?: Webhook; error?: unknown } = {}) {
  const sent: WebhookFields[] = [];
  renderPart(
    <WebhookForm
      initial={options.initial}
      submitLabel="Add endpoint"
      busy={false}
      error={options.error}
      onSubmit={(fields) => sent.push(fields)}
    />,
    [
      [["tags"], { data: TAGS }],
      [["domains"], { data: [] }],
    ],
  );
  return sent;
}

describe("the webhook form", () => {
  it("asks for the chosen types, for the codes of a tag", async () => {
    const sent = form();
    await userEvent.type(screen.getByLabelText("Endpoint URL"), "https://hooks.example.com/qr");
    await userEvent.click(screen.getByLabelText(/Scans, in batches/));
    await userEvent.click(screen.getByLabelText(/Code changed/));
    await userEvent.click(screen.getByLabelText("Posters"));
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(sent).toEqual([
      {
        url: "https://hooks.example.com/qr",
        description: null,
        events: ["scan.batch", "code.updated"],
        filter: { tags: ["tag_1"] },
        max_in_flight: 5,
      },
    ]);
  });

  it("shows the API's reason beside the URL it refused", () => {
    form({
      error: new ApiFailure(422, {
        code: "validation_failed",
        errors: [{ path: "url", message: "url must use https" }],
      }),
    });
    const field = screen.getByLabelText("Endpoint URL");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("url must use https")).toBeTruthy();
  });

  it("starts from an endpoint's own fields when changing it", async () => {
    const initial = {
      url: "https://hooks.example.com/old",
      description: "CRM",
      events: ["code.created"],
      filter: { code_ids: [], tags: ["Posters"], domains: [] },
      max_in_flight: 3,
    } as unknown as Webhook;
    const sent = form({ initial });
    expect((screen.getByLabelText(/Code created/) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Posters") as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(sent[0]).toMatchObject({
      url: "https://hooks.example.com/old",
      events: ["code.created"],
      max_in_flight: 3,
    });
  });
});

describe("changing an endpoint's filter", () => {
  it("keeps what it cannot offer as a choice: a domain not verified, a tag no longer in the team", async () => {
    const initial = {
      url: "https://hooks.example.com/partner",
      description: null,
      events: ["code.updated"],
      filter: { code_ids: [], tags: ["tag_gone"], domains: ["go.partner.example"] },
      max_in_flight: 5,
    } as unknown as Webhook;
    const sent = form({ initial });
    expect((screen.getByLabelText("go.partner.example") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/tag_gone/) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(sent[0]?.filter).toEqual({ tags: ["tag_gone"], domains: ["go.partner.example"] });
  });

  it("waits for the team's tags and domains before it offers a filter", () => {
    renderPart(<WebhookForm submitLabel="Save" busy={false} error={undefined} onSubmit={() => {}} />);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.getByText(/tags and domains/)).toBeTruthy();
  });
});

describe("an endpoint's state", () => {
  it.each([
    [{ enabled: true, failing_since: null, disabled_reason: null }, "on"],
    [{ enabled: true, failing_since: "2026-11-01T00:00:00Z", disabled_reason: null }, "failing"],
    [{ enabled: false, failing_since: null, disabled_reason: null }, "off"],
    [
      { enabled: false, failing_since: null, disabled_reason: "The endpoint answered 410 Gone." },
      "turned off by the service",
    ],
  ])("reads %o as %s", (fields, word) => {
    expect(stateOf(fields as Webhook).word).toBe(word);
  });
});
