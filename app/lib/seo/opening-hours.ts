export type DayOfWeek =
  "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

export interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: DayOfWeek[];
  opens: string;
  closes: string;
}

// "7h", "7h30", "07:00", "7am", "5 pm", "12pm"; the minutes and the am/pm part are optional.
const TIME = String.raw`(\d{1,2})(?:\s*[h:.]\s*(\d{2})?)?\s*(am|pm|a\.m\.|p\.m\.)?`;
const RANGE = new RegExp(`${TIME}\\s*(?:às|as|a|até|to|until|-|–|—)\\s*${TIME}`, "i");

function clock(hours: string, minutes: string | undefined, meridiem: string | undefined) {
  let h = Number(hours);
  const m = minutes === undefined ? 0 : Number(minutes);
  const half = meridiem?.toLowerCase().replace(/\./g, "");
  if (half === "pm" && h < 12) h += 12;
  if (half === "am" && h === 12) h = 0;
  if (h > 24 || m > 59) return null;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/**
 * The opening hours the store profile writes as text ("Segunda a Sexta: 7h às 17h", "Sunday 7am
 * to 12pm") as schema.org OpeningHoursSpecification for the given days. A line without a time
 * range (a closed day, free text) gives none: search engines then show no hours for those days
 * rather than wrong ones.
 */
export function openingHoursSpecification(
  text: string,
  days: DayOfWeek[],
): OpeningHoursSpecification[] {
  const match = RANGE.exec(text);
  if (!match) return [];
  const opens = clock(match[1]!, match[2], match[3]);
  const closes = clock(match[4]!, match[5], match[6]);
  if (!opens || !closes || opens >= closes) return [];
  return [{ "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes }];
}
