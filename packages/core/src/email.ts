// An email address as the service stores and compares it: one person, one spelling.
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
