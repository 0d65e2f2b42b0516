/**
 * Days the demo's first workshop is open (it keeps Mon–Sat 08:00–20:00): a booking the tests make
 * lands inside its hours whatever day and hour the tests run, since the server refuses any other.
 */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The India date at least `days` after today that is not a Sunday, "YYYY-MM-DD". */
export function openDayAhead(days: number): string {
  const day = new Date(Date.now() + INDIA_OFFSET_MS + days * 86_400_000);
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** An India date and clock time as an ISO instant with its offset: "2026-12-04T10:00:00+05:30". */
export function indiaSlot(date: string, clock: string): string {
  return `${date}T${clock}:00+05:30`;
}
