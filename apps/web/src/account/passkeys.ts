// Passkeys (WebAuthn) in the browser: the service's options, the browser's ceremony (@simplewebauthn/browser),
// and the service's verification. Loaded when a person asks for a passkey, not with the app.
import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { ApiFailure, account } from "../app/api.ts";

export interface Passkey {
  id: string;
  name?: string | null;
  createdAt: string;
}

/** Signs in with a passkey alone: the browser offers the person's passkeys for this site. */
export async function signInWithPasskey(): Promise<void> {
  const options = await account("/passkey/generate-authenticate-options");
  const response = await ceremony(() => startAuthentication({ optionsJSON: options as never }));
  await account("/passkey/verify-authentication", { response });
}

/** Registers a new passkey for the signed-in person under `name`. */
export async function addPasskey(name: string): Promise<void> {
  const options = await account(`/passkey/generate-register-options?name=${encodeURIComponent(name)}`);
  const response = await ceremony(() => startRegistration({ optionsJSON: options as never }));
  await account("/passkey/verify-registration", { response, name });
}

export async function listPasskeys(): Promise<Passkey[]> {
  return (await account("/passkey/list-user-passkeys")) as Passkey[];
}

export async function removePasskey(id: string): Promise<void> {
  await account("/passkey/delete-passkey", { id });
}

/** The browser's part; a person who cancels it (or has no passkey here) gets a sentence, not an exception name. */
async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const cancelled =
      error instanceof Error && /NotAllowed|AbortError|cancel/i.test(`${error.name} ${error.message}`);
    throw new ApiFailure(400, {
      detail: cancelled
        ? "The passkey prompt was closed before it finished. Try again."
        : `This browser could not use a passkey: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
}
