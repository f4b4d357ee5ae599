/** Checks a record's draw shares: player numbers that must sit at the table, each named once. */
export function checkNumbers(value: unknown, players: number, bad: (message: string) => void): void {
  if (!Array.isArray(value)) return;
  for (const v of value) if ((v as number) > players) bad(`there is no Player ${v as number} at a table of ${players}`);
  if (new Set(value).size !== value.length) bad('a player number is named twice');
}
