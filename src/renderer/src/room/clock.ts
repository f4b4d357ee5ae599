/** A time as the room's clock shows it: HH:MM, local time. */
export function clockText(ms: number): string {
  const date = new Date(ms);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
