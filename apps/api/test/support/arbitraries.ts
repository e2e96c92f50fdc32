// Strings for property tests that include what PostgreSQL cannot store (NUL, unpaired surrogates) among
// ordinary characters, so every property meets them.
import fc from "fast-check";

export const UNSTORABLE = ["\u0000", "\ud800", "\udfff", "a\u0000b", "\ud83d"];

export function hostileString(maxLength = 30) {
  return fc.string({
    unit: fc.oneof(
      { arbitrary: fc.string({ minLength: 1, maxLength: 1 }), weight: 6 },
      { arbitrary: fc.constantFrom(...UNSTORABLE), weight: 1 },
    ),
    maxLength,
  });
}
