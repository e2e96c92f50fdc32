// The weekday and minute of the day at an instant in an IANA time zone, daylight saving included (the runtime's
// ICU data decides). A formatter per zone is made once; its answer is kept for the rest of the UTC minute, since
// every zone's offset is a whole number of minutes and changes only on a minute boundary.
const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const MINUTE_MS = 60_000;
const MAX_ZONES = 500;

interface LocalTime {
  weekday: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const lastAnswers = new Map<string, { minuteStart: number; time: LocalTime }>();

export function localTime(timeZone: string, now: number): LocalTime {
  const minuteStart = now - (now % MINUTE_MS);
  const last = lastAnswers.get(timeZone);
  if (last?.minuteStart === minuteStart) return last.time;
  const time = computeLocalTime(timeZone, now);
  if (lastAnswers.size >= MAX_ZONES) lastAnswers.clear();
  lastAnswers.set(timeZone, { minuteStart, time });
  return time;
}

function computeLocalTime(timeZone: string, now: number): LocalTime {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    if (formatters.size >= MAX_ZONES) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  let weekday = 0;
  let hour = 0;
  let minute = 0;
  for (const part of formatter.formatToParts(now)) {
    if (part.type === "weekday") weekday = WEEKDAYS[part.value] ?? 0;
    else if (part.type === "hour") hour = Number(part.value);
    else if (part.type === "minute") minute = Number(part.value);
  }
  return { weekday, minute: hour * 60 + minute };
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}
