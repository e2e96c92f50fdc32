// A signing secret shown the one time the API answers it, with a copy button: the app never keeps it.
import { CopyButton } from "../ui/copy-button.tsx";

export function SigningSecret({ secret, heading }: { secret: string; heading: string }) {
  return (
    <section className="secret" aria-labelledby="secret-heading">
      <h2 id="secret-heading">{heading}</h2>
      <p>
        Copy it now into your receiver's settings: it is shown only once. Your receiver checks every request
        with it (any Standard Webhooks library does, or <code>verifyWebhook</code> in our Node library).
      </p>
      <output aria-label="Signing secret">{secret}</output>
      <CopyButton text={secret} label="Copy secret" />
    </section>
  );
}
