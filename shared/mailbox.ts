/**
 * One mailbox per e-mail field (docs/product.md#accounts): "non-space text, an at-sign,
 * a domain and a dot", without anything that makes a list or a display name of it. A comma or a
 * semicolon separates addresses, `"` and `<>` wrap a name, `()` a comment, `[]` a literal, `:` a
 * group, and controls or format characters hide text: `a@x.com,postmaster,"x"<root>` would have
 * been three recipients. The domain is letters, digits and hyphens between dots (any script, for
 * internationalised names). Every e-mail field of the forms and of the API's schemas uses this
 * one rule, so the browser and the server refuse the same addresses with the same words.
 */
export const MAILBOX_PATTERN =
  /^[^\s@,;:<>()[\]\\"\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+@(?:[\p{L}\p{N}\p{M}-]+\.)+[\p{L}\p{N}\p{M}-]+$/u;

/** True when `value` (trimmed) is one mailbox by MAILBOX_PATTERN. */
export function isOneMailbox(value: string): boolean {
  return MAILBOX_PATTERN.test(value.trim());
}
