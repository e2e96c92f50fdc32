// The dev mailbox of the test stack: the newest link sent to an address that matches a pattern, and the sign-up
// it completes.
import type { TestStack } from "@qr/local/test-harness";
import type { Page } from "playwright-core";

export async function mailedLink(stack: TestStack, to: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { data } = (await (await fetch(`${stack.apiUrl}/dev/mailbox.json`)).json()) as {
      data: { to: string; text: string }[];
    };
    for (const mail of data.filter((mail) => mail.to === to)) {
      const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} with a link like ${pattern}`);
}

/** Signs a new person up in the page, follows the emailed link, and waits for the empty home they land on. */
export async function signUpNewPerson(
  page: Page,
  stack: TestStack,
  name: string,
  email: string,
): Promise<void> {
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a long browser passphrase");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("heading", { name: "Check your email" }).waitFor();
  await page.goto(await mailedLink(stack, email, /verify-email/));
  await page.getByRole("heading", { name: "No codes yet" }).waitFor();
}
