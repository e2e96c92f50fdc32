// What a password must be: at least 10 characters, at most 128, and not one of the passwords attackers try
// first. The list holds the most common passwords of public breach corpora that are 10 characters or longer
// (shorter ones fail the length rule anyway), plus shapes that are as weak: one repeated character, a run of
// keyboard or counting sequence.

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

const COMMON = new Set([
  "1234567890",
  "0987654321",
  "12345678910",
  "123456789a",
  "a123456789",
  "1q2w3e4r5t",
  "1q2w3e4r5t6y",
  "q1w2e3r4t5",
  "qwertyuiop",
  "qwertyuiop1",
  "asdfghjkl1",
  "1qaz2wsx3edc",
  "zaq12wsxcde3",
  "password1!",
  "password12",
  "password123",
  "password1234",
  "passw0rd123",
  "p@ssw0rd123",
  "iloveyou12",
  "iloveyou123",
  "princess123",
  "sunshine123",
  "football123",
  "baseball123",
  "basketball",
  "basketball1",
  "welcome123",
  "welcome1234",
  "changeme123",
  "letmein123",
  "trustno1234",
  "monkey12345",
  "dragon12345",
  "superman123",
  "batman12345",
  "starwars123",
  "pokemon1234",
  "computer123",
  "whatever123",
  "abcdefghij",
  "abcd123456",
  "abc1234567",
  "administrator",
  "admin12345",
  "admin123456",
  "qwerty12345",
  "qwerty123456",
  "qwertyuiop123",
  "1234qwerty",
  "michael123",
  "jennifer123",
  "liverpool1",
  "chelsea123",
  "manchester",
  "manchester1",
  "1234512345",
  "1122334455",
  "1234554321",
  "9876543210",
  "0123456789",
  "147258369",
  "1472583690",
  "159357159357",
  "unbelievable",
  "internet123",
  "samsung123",
  "google1234",
  "facebook123",
  "minecraft1",
  "minecraft123",
  "fuckyou123",
  "elizabeth1",
  "christopher",
  "chocolate1",
  "butterfly1",
  "strawberry",
  "basketball12",
  "spiderman1",
  "qazwsxedcrfv",
  "zxcvbnm123",
  "asdfghjkl123",
  "passwordpassword",
  "password1password1",
]);

/** Why `password` is not accepted, or undefined when it is. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `use at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `use at most ${PASSWORD_MAX_LENGTH} characters`;
  const folded = password.toLowerCase();
  if (COMMON.has(folded) || /^(.)\1+$/.test(folded) || isSequence(folded)) {
    return "this password is among the most common ones; choose another";
  }
  return undefined;
}

/** 0123456789…, abcdef…, or their reverse. */
function isSequence(text: string): boolean {
  const steps = new Set<number>();
  for (let i = 1; i < text.length; i++) steps.add(text.charCodeAt(i) - text.charCodeAt(i - 1));
  return steps.size === 1 && (steps.has(1) || steps.has(-1));
}
