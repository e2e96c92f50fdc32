// /report: the public abuse report form, linked from every page the redirect worker serves (with `?code=` when the
// page was a code's). No account is needed; the service's team reviews each report.
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { TextField } from "../ui/text-field.tsx";

const CATEGORIES = [
  ["phishing", "Phishing (fake login or payment)"],
  ["malware", "Malware or an unwanted download"],
  ["scam", "A scam or fake offer"],
  ["spam", "Spam"],
  ["illegal", "Illegal content"],
  ["other", "Something else"],
] as const;

type Category = (typeof CATEGORIES)[number][0];

export function ReportPage() {
  const [params] = useSearchParams();
  const code = /^qr_[0-9a-z]{26}$/.test(params.get("code") ?? "")
    ? (params.get("code") ?? undefined)
    : undefined;
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const fieldError = (path: string) => (error instanceof ApiFailure ? error.fieldError(path) : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    setBusy(true);
    setError(undefined);
    try {
      await unwrap(
        api.POST("/api/v1/abuse-reports", {
          body: {
            url: text("url"),
            category: text("category") as Category,
            ...(text("details") ? { details: text("details") } : {}),
            ...(text("email") ? { email: text("email") } : {}),
            ...(code ? { code } : {}),
          },
        }),
      );
      setSent(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page narrow" id="main">
      <h1>Report abuse</h1>
      {sent ? (
        <p role="status">
          Thank you. Our team will look at this report and disable the code if it is abused. Do not enter
          passwords or payment details on a page you doubt.
        </p>
      ) : (
        <>
          <p>
            Did a QR code lead you to a page that asks for passwords or payment details, installs something,
            or looks like a scam? Tell us: no account is needed.
          </p>
          <form onSubmit={submit} noValidate>
            <TextField
              label="Link of the QR code, or the page it led to"
              name="url"
              required
              autoComplete="url"
              hint={code ? "The code of the page you came from is attached to this report." : undefined}
              error={fieldError("url")}
            />
            <SelectField label="What is wrong" name="category" options={CATEGORIES} defaultValue="phishing" />
            <label>
              Details (optional)
              <textarea name="details" rows={4} maxLength={2000} />
            </label>
            {fieldError("details") ? <p className="field-error">{fieldError("details")}</p> : null}
            <TextField
              label="Your email (optional)"
              name="email"
              type="email"
              autoComplete="email"
              hint="Only if you want an answer. The code's owner never sees it."
              error={fieldError("email")}
            />
            {error && !(error instanceof ApiFailure && error.problem?.code === "validation_failed") ? (
              <Problem error={error} />
            ) : null}
            <button type="submit" disabled={busy}>
              Send report
            </button>
          </form>
        </>
      )}
    </main>
  );
}
