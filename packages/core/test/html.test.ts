// The one escaping rule: values in `html` are text unless they are markup themselves.
import { describe, expect, it } from "vitest";
import { escapeHtml, html, trusted } from "../src/html.ts";

describe("html", () => {
  it("escapes every interpolated value, in text and in attributes", () => {
    const name = `<script>alert("x")</script>' onmouseover='y`;
    expect(String(html`<p title="${name}">${name}</p>`)).toBe(
      '<p title="&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#39; onmouseover=&#39;y">&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#39; onmouseover=&#39;y</p>',
    );
  });

  it("passes markup built with html or trusted, joins arrays and leaves nothing for null, undefined and false", () => {
    const items = ["a&b", "c"].map((item) => html`<li>${item}</li>`);
    expect(String(html`<ul>${items}</ul>${null}${undefined}${false}${trusted("<hr>")}`)).toBe(
      "<ul><li>a&#38;b</li><li>c</li></ul><hr>",
    );
  });

  it("writes numbers and true as text", () => {
    expect(String(html`${404} ${true}`)).toBe("404 true");
  });

  it("escapes the five characters that end text or an attribute", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&#38;&#60;&#62;&#34;&#39;");
  });
});
