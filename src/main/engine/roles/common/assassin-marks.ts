/** The players holding a Mark of the Assassin. */
export function markedForDeath(marks: readonly string[]): number[] {
  const targets: number[] = [];
  marks.forEach((mark, p) => {
    if (mark === 'assassin') targets.push(p);
  });
  return targets;
}
