// What creating a code checks beside its fields, the same for one code and a bulk: a custom slug's shape, and a
// domain or tag the database refused while the code was written.
import { isReservedSlug, isSlugShaped, SLUG_RULE } from "@qr/core/slug";
import { FILE_REFUSED, validationFailed } from "../../http/errors/api-error.ts";
import { sqlStateOf } from "../../lib/log.ts";
import { TAG_REFUSED, throwIfTagRefused } from "../tags/code-tags.ts";
import { DOMAIN_REFUSED, domainRefused } from "./code-domain.ts";

/** A custom slug's shape and reserved words (422 on `slug`); whether it is taken is the database's to say. */
/** A slug a request chose; a GS1 code (`identifierSlug`) has its identifier's path instead, and takes none. */
export function checkCustomSlug(slug: string, identifierSlug?: string): void {
  if (identifierSlug !== undefined) {
    throw validationFailed([{ path: "slug", message: "a gs1 code's path is its identifier: send no slug" }]);
  }
  if (!isSlugShaped(slug)) {
    throw validationFailed([{ path: "slug", message: `slug must be ${SLUG_RULE}` }]);
  }
  if (isReservedSlug(slug)) throw validationFailed([{ path: "slug", message: `slug "${slug}" is reserved` }]);
}

/**
 * A domain, tag or file the database refused (code_domain, code_tags, code_files) is a 422: on `domain`, `tags[i]`
 * or `content.<field>`, or, for a bulk (whose rows were checked against what was read first, so one changed
 * meanwhile), on `codes`.
 */
export function throwIfReferenceRefused(error: unknown, bulk = false): void {
  if (sqlStateOf(error) === DOMAIN_REFUSED) throw domainRefused(bulk ? "codes" : "domain");
  if (bulk && sqlStateOf(error) === TAG_REFUSED) {
    throw validationFailed([
      { path: "codes", message: "a tag was deleted while the codes were written; retry" },
    ]);
  }
  if (bulk && sqlStateOf(error) === FILE_REFUSED) {
    throw validationFailed([
      { path: "codes", message: "a file was deleted while the codes were written; retry" },
    ]);
  }
  throwIfTagRefused(error);
}
