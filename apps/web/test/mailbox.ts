// The dev mailbox of the test stack: the newest link sent to an address that matches a pattern.
import type { TestStack } from "@qr/local/test-harness";

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
